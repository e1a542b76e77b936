import { Trans } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import type { SystemStatus } from '@kernel/system';
import styles from './SystemScreen.module.css';

/** SPEC 2: shown when the visitor's region is restricted, with the visitor's IP. */
export function RegionBlockedScreen({ status }: { status: SystemStatus }) {
  return (
    <main className={styles.screen} data-testid="region-blocked-screen">
      <div className={styles.card}>
        <div className={styles.icon} aria-hidden="true">
          <Globe size={56} />
        </div>
        <h1 className={styles.title}>
          <Trans id="blockip">Access restricted</Trans>
        </h1>
        <p className={styles.text}>
          <Trans id="info_ip_block">Sorry, our service is not available in your region.</Trans>
        </p>
        <div className={styles.figure}>
          <Trans>Your IP: {status.location.ip}</Trans>
        </div>
      </div>
    </main>
  );
}
