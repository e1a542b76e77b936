import { Trans, useLingui } from '@lingui/react/macro';
import type { Announcement } from '@kernel/announcements';
import { Modal } from '@/ui/Modal';
import { SafeHtml } from '@/ui/SafeHtml';
import styles from './NoticePopup.module.css';

/** SPEC 2 notice popup: every player notice of the marquee in full, newest first, its HTML sanitised. */
export function NoticePopup({ notices, onClose }: { notices: Announcement[]; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const newestFirst = [...notices].sort((a, b) => b.timestamp - a.timestamp);
  return (
    <Modal title={<Trans>Notice</Trans>} onClose={onClose} closeLabel={t`Close`} width={640} testId="notice-popup">
      <ol className={styles.list}>
        {newestFirst.map((notice) => (
          <li key={notice.id} className={styles.notice}>
            <header className={styles.head}>
              <h3 className={styles.title}>{notice.title}</h3>
              <time className={styles.time} dateTime={new Date(notice.timestamp).toISOString()}>
                {i18n.date(new Date(notice.timestamp), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </header>
            <SafeHtml className={styles.content} html={notice.content} />
          </li>
        ))}
      </ol>
    </Modal>
  );
}
