import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Download, Handshake } from 'lucide-react';
import { memo, useState } from 'react';
import { Link } from 'wouter';
import { memberPageHref } from '@kernel/memberPages';
import { isModuleEnabled } from '@kernel/modules';
import { sideBarItems } from '@/rules/sidebar.rules';
import { ExternalLink } from '@/ui/ExternalLink';
import { LazyArea } from '@/ui/LazyArea';
import { ServiceIcon } from '@/ui/ServiceIcon';
import { sameJson } from '@/ui/sameJson';
import { useRootActors } from '../RootActorsContext';
import { useLiveChat } from '../useLiveChat';
import styles from './Layout.module.css';

const loadQrCodes = () => import('@/ui/DownloadQrCodes');

/** SPEC 2 floating side bar: invite, live chat, app download (QR codes on hover), Telegram, Telegram1, WhatsApp. */
export const ServicePanel = memo(function ServicePanel() {
  const { t } = useLingui();
  const { systemStatus, whitelabel, language, session } = useRootActors();
  // A status poll with the same answer re-renders nothing.
  const status = useSelector(systemStatus, (snapshot) => snapshot.context.status, sameJson);
  const modules = useSelector(whitelabel, (snapshot) => snapshot.context.data?.modules ?? [], sameJson);
  const lang = useSelector(language, (snapshot) => snapshot.context.language);
  const token = useSelector(session, (snapshot) => snapshot.context.token);
  const [showQr, setShowQr] = useState(false);
  const chat = useLiveChat();
  if (!status) return null;
  const items = sideBarItems({
    referral: isModuleEnabled(modules, 'REFERRAL3'),
    customerService: status.customerService,
    resources: status.resources,
    origin: window.location.origin,
    language: lang,
    token,
  });
  return (
    <aside className={styles.servicePanel} aria-label={t`Customer service`} data-testid="side-bar">
      {items.map((item) => {
        if (item.kind === 'invite')
          return (
            <Link key="invite" href={memberPageHref('referral')} className={styles.serviceItem} title={t`Invite friends`}>
              <Handshake size={18} aria-hidden="true" />
              <span className={styles.serviceLabel}>{t`Invite friends`}</span>
            </Link>
          );
        if (item.kind === 'liveChat')
          return chat.launchable ? (
            <button
              key="chat"
              type="button"
              className={`${styles.serviceItem} ${styles.serviceButton}`}
              title={t`Live chat`}
              onPointerEnter={chat.prepare}
              onFocus={chat.prepare}
              onClick={chat.open}
              data-testid="side-bar-live-chat"
            >
              <ServiceIcon type="LIVECHAT" />
              <span className={styles.serviceLabel}>{t`Live chat`}</span>
            </button>
          ) : (
            <ExternalLink key="chat" href={item.url} className={styles.serviceItem} title={t`Live chat`}>
              <ServiceIcon type="LIVECHAT" />
              <span className={styles.serviceLabel}>{t`Live chat`}</span>
            </ExternalLink>
          );
        if (item.kind === 'appDownload')
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus show the QR code beside the button inside; the button itself is the interactive element.
            <div
              key="download"
              className={styles.downloadItem}
              onMouseEnter={() => setShowQr(true)}
              onMouseLeave={() => setShowQr(false)}
              onFocus={() => setShowQr(true)}
              onBlur={() => setShowQr(false)}
            >
              <button type="button" className={styles.serviceItem} aria-expanded={showQr} data-testid="side-bar-download">
                <Download size={18} aria-hidden="true" />
                <span className={styles.serviceLabel}>{t`Download app`}</span>
              </button>
              {showQr && (
                <div className={styles.qrPopover}>
                  <LazyArea quiet load={loadQrCodes} props={{ iosUrl: item.iosUrl, androidUrl: item.androidUrl, iosLabel: 'iOS', androidLabel: 'Android' }} />
                </div>
              )}
            </div>
          );
        return (
          <ExternalLink key={item.type} href={item.url} className={styles.serviceItem} title={item.label}>
            <ServiceIcon type={item.type} />
            <span className={styles.serviceLabel}>{item.label}</span>
          </ExternalLink>
        );
      })}
    </aside>
  );
});
