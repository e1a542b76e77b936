import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, MessageCircle, ShieldAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { SafeFrame } from '@/ui/SafeFrame';
import { Spinner } from '@/ui/Spinner';
import styles from './LiveChat.module.css';

type View = 'loadingModels' | 'launching' | 'presenting' | 'blocked' | 'embedded' | 'failed';

/**
 * SPEC 7 live chat, on the page: connecting, a failure with retry, a blocked popup (SPEC 8 'Popup
 * blocked. Please allow popups and try again.') with the offer to chat inside the page, and that
 * in-page chat.
 */
export default function LiveChatPanel({
  view,
  deskName,
  chatUrl,
  noDesk,
  serverMessage,
  onRetry,
  onEmbed,
  onClose,
}: {
  view: View;
  deskName: string | null;
  /** The chat page's full address, once launched. */
  chatUrl: string | null;
  /** The platform has no chat desk. */
  noDesk: boolean;
  /** The platform's message when it refused the launch. */
  serverMessage: string | null;
  onRetry: () => void;
  onEmbed: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const close = (
    <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close`}>
      <X size={18} />
    </button>
  );
  const title = deskName ?? t`Live chat`;

  if (view === 'embedded' && chatUrl)
    return (
      <section className={styles.chat} role="dialog" aria-label={title} data-testid="live-chat-embedded">
        <header className={styles.head}>
          <MessageCircle size={18} aria-hidden="true" />
          <h2 className={styles.title}>{title}</h2>
          {close}
        </header>
        <SafeFrame className={styles.frame} src={chatUrl} title={title} />
      </section>
    );

  let icon: ReactNode;
  let heading: ReactNode;
  let text: ReactNode = null;
  let actions: ReactNode = null;
  if (view === 'blocked') {
    icon = <ShieldAlert size={22} />;
    heading = <Trans>Popup blocked. Please allow popups and try again.</Trans>;
    text = <Trans>You can also chat with us right here on this page.</Trans>;
    actions = (
      <>
        <Button size="s" variant="outline" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
        <Button size="s" onClick={onEmbed} data-testid="live-chat-embed">
          <Trans>Chat on this page</Trans>
        </Button>
      </>
    );
  } else if (view === 'failed') {
    icon = <CircleAlert size={22} />;
    heading = <Trans>Live chat could not be opened</Trans>;
    text = noDesk ? <Trans>No customer service agent is available right now.</Trans> : (serverMessage ?? <Trans>Network link is abnormal, please try again</Trans>);
    actions = (
      <Button size="s" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    );
  } else {
    icon = <Spinner label={t`Loading`} size={20} />;
    heading = <Trans>Connecting you to live chat…</Trans>;
  }
  const tone = view === 'failed' || view === 'blocked' ? styles.danger : '';
  return (
    <section className={`${styles.toast} ${tone}`} role={view === 'failed' || view === 'blocked' ? 'alert' : 'status'} data-testid={`live-chat-${view}`}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.body}>
        <p className={styles.heading}>{heading}</p>
        {text && <p className={styles.text}>{text}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {close}
    </section>
  );
}
