import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { Button } from '@/ui/Button';
import styles from './SystemScreen.module.css';

/** The platform did not answer: a clear message and a retry instead of a white screen. */
export function UnreachableScreen({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <main className={styles.screen} data-testid="unreachable-screen">
      <div className={styles.card}>
        <div className={styles.icon} aria-hidden="true">
          <WifiOff size={56} />
        </div>
        <h1 className={styles.title}>
          <Trans>Network link is abnormal, please try again</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>The page could not reach the server. Please check your network; we keep trying.</Trans>
        </p>
        <div className={styles.actions}>
          <Button onClick={onRetry} disabled={retrying} aria-busy={retrying} data-testid="unreachable-retry">
            {retrying ? <Trans>Trying again…</Trans> : <Trans>Try again</Trans>}
          </Button>
        </div>
      </div>
    </main>
  );
}
