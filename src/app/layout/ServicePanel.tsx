import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ServiceIcon } from '../../ui/ServiceIcon';
import { useRootActors } from '../RootActorsContext';
import styles from './Layout.module.css';


/** SPEC 2 expandable service panel: live chat and the messenger links from resources. */
export function ServicePanel() {
  const { t } = useLingui();
  const { systemStatus } = useRootActors();
  const status = useSelector(systemStatus, (snapshot) => snapshot.context.status);
  if (!status) return null;
  const liveChat = status.customerService.find((entry) => entry.csType === 'LIVECHAT');
  const messengers = status.resources.filter((resource) => ['Telegram', 'Telegram1', 'WhatsApp'].includes(resource.resourceType));
  return (
    <aside className={styles.servicePanel} aria-label={t`Customer service`}>
      {liveChat && (
        <a href={liveChat.path} target="_blank" rel="noreferrer" className={styles.serviceItem} title={liveChat.title}>
          <ServiceIcon type="LIVECHAT" />
          <span className={styles.serviceLabel}>{liveChat.title}</span>
        </a>
      )}
      {messengers.map((resource) => (
        <a key={resource.resourceType} href={resource.url} target="_blank" rel="noreferrer" className={styles.serviceItem} title={resource.labelNameEn}>
          <ServiceIcon type={resource.resourceType} />
          <span className={styles.serviceLabel}>{resource.labelNameEn}</span>
        </a>
      ))}
    </aside>
  );
}
