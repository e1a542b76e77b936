import { Trans, useLingui } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import type { SystemStatus } from '@kernel/system';
import { Button } from '@/ui/Button';
import { ExternalLink } from '@/ui/ExternalLink';
import { SystemScreen } from './SystemScreen';
import styles from './SystemScreen.module.css';

/** SPEC 2: shown while the system is in maintenance, with its end time and customer service. */
export function MaintenanceScreen({ status }: { status: SystemStatus }) {
  const { i18n } = useLingui();
  const endTime = status.maintenance?.endTime;
  const liveChat = status.customerService.find((entry) => entry.csType === 'LIVECHAT') ?? status.customerService[0];
  return (
    <SystemScreen
      testId="maintenance-screen"
      icon={<Wrench size={56} />}
      title={<Trans id="game_maintenance">System maintenance</Trans>}
      text={<Trans id="info_maintenance">We are upgrading the platform to serve you better. Please come back after the maintenance ends.</Trans>}
    >
      {endTime && (
        <div className={styles.figure} data-testid="maintenance-end">
          <Trans>Ends at {i18n.date(new Date(endTime), { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
        </div>
      )}
      <div className={styles.actions}>
        {liveChat && (
          <ExternalLink href={liveChat.path}>
            <Button variant="gold">
              <Trans>Customer service</Trans>
            </Button>
          </ExternalLink>
        )}
      </div>
    </SystemScreen>
  );
}
