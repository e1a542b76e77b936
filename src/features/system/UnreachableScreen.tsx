import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { Button } from '@/ui/Button';
import { SystemScreen } from './SystemScreen';
import styles from './SystemScreen.module.css';

/** The platform did not answer: a clear message and a retry instead of a white screen. */
export function UnreachableScreen({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <SystemScreen
      testId="unreachable-screen"
      icon={<WifiOff size={56} />}
      title={<Trans>Network link is abnormal, please try again</Trans>}
      text={<Trans>The page could not reach the server. Please check your network; we keep trying.</Trans>}
    >
      <div className={styles.actions}>
        <Button onClick={onRetry} disabled={retrying} aria-busy={retrying} data-testid="unreachable-retry">
          {retrying ? <Trans>Trying again…</Trans> : <Trans>Try again</Trans>}
        </Button>
      </div>
    </SystemScreen>
  );
}
