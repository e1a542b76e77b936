import { Trans, useLingui } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import type { SystemStatus } from '@kernel/system';
import { Button } from '@/ui/Button';
import { ExternalLink } from '@/ui/ExternalLink';
import styles from './SystemScreen.module.css';

/** SPEC 2: shown while the system is in maintenance, with its end time and customer service. */
export function MaintenanceScreen({ status }: { status: SystemStatus }) {
  const { i18n } = useLingui();
  const endTime = status.maintenance?.endTime;
  const liveChat = status.customerService.find((entry) => entry.csType === 'LIVECHAT') ?? status.customerService[0];
  return (
    <main className={styles.screen} data-testid="maintenance-screen">
      <div className={styles.card}>
        <div className={styles.icon} aria-hidden="true">
          <Wrench size={56} />
        </div>
        <h1 className={styles.title}>
          <Trans id="game_maintenance">System maintenance</Trans>
        </h1>
        <p className={styles.text}>
          <Trans id="info_maintenance">We are upgrading the platform to serve you better. Please come back after the maintenance ends.</Trans>
        </p>
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
      </div>
    </main>
  );
}
