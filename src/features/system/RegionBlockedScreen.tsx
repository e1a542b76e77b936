import { Trans } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import type { SystemStatus } from '@kernel/system';
import { SystemScreen } from './SystemScreen';
import styles from './SystemScreen.module.css';

/** SPEC 2: shown when the visitor's region is restricted, with the visitor's IP. */
export function RegionBlockedScreen({ status }: { status: SystemStatus }) {
  return (
    <SystemScreen
      testId="region-blocked-screen"
      icon={<Globe size={56} />}
      title={<Trans id="blockip">Access restricted</Trans>}
      text={<Trans id="info_ip_block">Sorry, our service is not available in your region.</Trans>}
    >
      <div className={styles.figure}>
        <Trans>Your IP: {status.location.ip}</Trans>
      </div>
    </SystemScreen>
  );
}
