import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { Button } from '@/ui/Button';
import { SystemScreen } from './SystemScreen';
import styles from './SystemScreen.module.css';

/**
 * The platform did not answer: a clear message and a retry instead of a white screen. When the
 * browser itself is offline (the lite app's shell, issue 24), it says so; the network's return retries.
 */
export function UnreachableScreen({ retrying, onRetry, offline = false }: { retrying: boolean; onRetry: () => void; offline?: boolean }) {
  return (
    <SystemScreen
      testId={offline ? 'offline-screen' : 'unreachable-screen'}
      icon={<WifiOff size={56} />}
      title={offline ? <Trans>You are offline</Trans> : <Trans>Network link is abnormal, please try again</Trans>}
      text={
        offline ? (
          <Trans>Check your internet connection. The page carries on by itself as soon as you are back online.</Trans>
        ) : (
          <Trans>The page could not reach the server. Please check your network; we keep trying.</Trans>
        )
      }
    >
      <div className={styles.actions}>
        <Button onClick={onRetry} disabled={retrying} aria-busy={retrying} data-testid="unreachable-retry">
          {retrying ? <Trans>Trying again…</Trans> : <Trans>Try again</Trans>}
        </Button>
      </div>
    </SystemScreen>
  );
}
