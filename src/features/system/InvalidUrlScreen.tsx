import { Trans } from '@lingui/react/macro';
import { Link2Off } from 'lucide-react';
import { Button } from '@/ui/Button';
import { SystemScreen } from './SystemScreen';
import styles from './SystemScreen.module.css';

/** SPEC 8: the platform does not serve this address (the domain check failed); no retry loop, a retry on request. */
export function InvalidUrlScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <SystemScreen
      testId="invalid-url-screen"
      icon={<Link2Off size={56} />}
      title={<Trans>Invalid URL, please contact customer service</Trans>}
      text={<Trans>This address does not lead to a site the platform serves. Please check the address you opened, or ask customer service for the right one.</Trans>}
    >
      <div className={styles.actions}>
        <Button onClick={onRetry} data-testid="invalid-url-retry">
          <Trans>Try again</Trans>
        </Button>
      </div>
    </SystemScreen>
  );
}
