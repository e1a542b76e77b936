import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CheckCheck, Mail, MailOpen, Trash2 } from 'lucide-react';
import { canMarkAllRead, messageToDelete, openMessage, unreadCount } from '@machines/member/inbox.selectors';
import { Button } from '@/ui/Button';
import { FormRow } from '@/ui/FormRow';
import { InlineRetry } from '@/ui/InlineRetry';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { Paginator } from '@/ui/Paginator';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { SafeHtml } from '@/ui/SafeHtml';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import surface from '@/ui/Surface.module.css';
import { useErrorText } from '@/ui/useErrorText';
import type { MemberPageProps } from '../../memberPageProps';
import styles from './MessagesPage.module.css';
import { useMessagesPageMachines } from './useMessagesPageMachines';

/**
 * messageV2 (SPEC 1 'a player message inbox', SPEC 2 internal message): the platform's messages,
 * newest first, ten a page; unread ones stand out. Opening one shows its text (sanitised HTML) and
 * marks it read; mark all read; delete after a confirmation. The menu badge follows every change.
 */
export default function MessagesPage({ calls, currencySymbol, refreshBadges }: MemberPageProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const format = useRecordFormat(currencySymbol);
  const { inbox } = useMessagesPageMachines({ calls, refreshBadges });
  const snapshot = useSelector(inbox, (state) => state);
  const send = inbox.send;
  const { page, notice } = snapshot.context;
  const opened = openMessage(snapshot);
  const toDelete = messageToDelete(snapshot);
  const unread = unreadCount(snapshot);

  if (snapshot.matches('failed')) {
    return (
      <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
        <Trans>Your messages could not be loaded.</Trans>
      </InlineRetry>
    );
  }
  if (!page) return <Spinner label={t`Loading`} />;

  return (
    <Stack gap="m" data-testid="inbox">
      <div className={styles.toolbar}>
        <Notice plain data-testid="inbox-summary">
          {unread > 0 ? <Trans>{unread} unread</Trans> : <Trans>All read</Trans>} · <Plural value={page.totalCount} one="# message" other="# messages" />
        </Notice>
        <Button
          size="s"
          variant="outline"
          onClick={() => send({ type: 'MARK_ALL_READ' })}
          disabled={!canMarkAllRead(snapshot)}
          aria-busy={snapshot.matches('markingAllRead')}
          data-testid="inbox-read-all"
        >
          <CheckCheck size={14} aria-hidden="true" /> <Trans>Mark all as read</Trans>
        </Button>
      </div>

      {notice?.kind === 'allRead' && (
        <Notice tone="success" plain role="status" data-testid="inbox-notice">
          <Trans>All messages are marked as read.</Trans>
        </Notice>
      )}
      {notice?.kind === 'deleted' && (
        <Notice tone="success" plain role="status" data-testid="inbox-notice">
          <Trans>Message deleted.</Trans>
        </Notice>
      )}
      {notice?.kind === 'error' && (
        <Notice tone="danger" role="alert" data-testid="inbox-notice">
          {errorText(notice.error)}
        </Notice>
      )}

      {page.items.length === 0 ? (
        <p className={styles.empty} data-testid="inbox-empty">
          <Trans>No messages yet. News about your account and offers will arrive here.</Trans>
        </p>
      ) : (
        <div className={styles.body}>
          <ul className={snapshot.matches('loading') ? styles.listLoading : styles.list} aria-busy={snapshot.matches('loading')}>
            {page.items.map((message) => (
              <li key={message.id}>
                <button
                  type="button"
                  className={[styles.item, message.read ? styles.read : styles.unread, message.id === opened?.id ? styles.current : ''].join(' ')}
                  aria-current={message.id === opened?.id ? 'true' : undefined}
                  onClick={() => send({ type: 'OPEN', id: message.id })}
                  data-testid={`inbox-message-${message.id}`}
                  data-read={message.read}
                >
                  {message.read ? <MailOpen size={16} aria-hidden="true" /> : <Mail size={16} aria-hidden="true" />}
                  <span className={styles.itemText}>
                    <span className={styles.itemTitle}>
                      {!message.read && <span className="visually-hidden">{t`Unread:`} </span>}
                      {message.title}
                    </span>
                    <span className={surface.caption}>{format.dateTime(message.createdAt)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <article className={styles.reader} aria-labelledby={opened ? 'inbox-reader-title' : undefined} data-testid="inbox-reader">
            {opened ? (
              <>
                <header className={`${surface.column} ${surface.gap1}`}>
                  <h2 id="inbox-reader-title" className={styles.readerTitle}>
                    {opened.title}
                  </h2>
                  <span className={surface.caption}>{format.dateTime(opened.createdAt)}</span>
                </header>
                <SafeHtml html={opened.content} className={styles.content} />
                <FormRow>
                  <Button size="s" variant="ghost" onClick={() => send({ type: 'CLOSE' })} data-testid="inbox-close">
                    <Trans>Close</Trans>
                  </Button>
                  <Button
                    size="s"
                    variant="outline"
                    onClick={() => send({ type: 'DELETE', id: opened.id })}
                    disabled={!snapshot.matches('ready')}
                    data-testid={`inbox-delete-${opened.id}`}
                  >
                    <Trash2 size={14} aria-hidden="true" /> <Trans>Delete</Trans>
                  </Button>
                </FormRow>
              </>
            ) : (
              <p className={styles.readerHint}>
                <Trans>Choose a message to read it.</Trans>
              </p>
            )}
          </article>
        </div>
      )}

      <Paginator page={page.pageNo} pages={page.totalPages} label={t`Message pages`} onPage={(pageNo) => send({ type: 'PAGE', pageNo })} />

      {toDelete && (
        <Modal title={<Trans>Delete this message?</Trans>} closeLabel={t`Close`} onClose={() => send({ type: 'CANCEL_DELETE' })} testId="inbox-delete-dialog">
          <p className={styles.dialogText}>{toDelete.title}</p>
          <FormRow>
            <Button variant="ghost" onClick={() => send({ type: 'CANCEL_DELETE' })} disabled={snapshot.matches('deleting')}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              onClick={() => send({ type: 'CONFIRM_DELETE' })}
              disabled={snapshot.matches('deleting')}
              aria-busy={snapshot.matches('deleting')}
              data-testid="inbox-delete-confirm"
            >
              {snapshot.matches('deleting') ? <Trans>Deleting…</Trans> : <Trans>Delete</Trans>}
            </Button>
          </FormRow>
        </Modal>
      )}
    </Stack>
  );
}
