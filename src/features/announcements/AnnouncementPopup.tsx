import { Trans, useLingui } from '@lingui/react/macro';
import type { Announcement } from '@kernel/announcements';
import { ANNOUNCEMENT_PAGE_SIZE, pageCount } from '@machines/pagination.rules';
import { pageSlice } from '@/rules/pagination.rules';
import { Modal } from '@/ui/Modal';
import { Paginator } from '@/ui/Paginator';
import { SafeHtml } from '@/ui/SafeHtml';
import styles from './AnnouncementPopup.module.css';

/** SPEC 2 publicModal: announcements paged 9 per page, each a title and sanitised HTML. */
export function AnnouncementPopup({ items, page, onPage, onClose }: { items: Announcement[]; page: number; onPage: (page: number) => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Modal title={<Trans>Announcements</Trans>} onClose={onClose} closeLabel={t`Close`} width={640} testId="announcement-popup">
      <ul className={styles.list}>
        {pageSlice(items, page, ANNOUNCEMENT_PAGE_SIZE).map((item) => (
          <li key={item.id} className={styles.item} data-testid="announcement-item">
            <h3 className={styles.title}>{item.title}</h3>
            <time className={styles.time} dateTime={new Date(item.timestamp).toISOString()}>
              {i18n.date(new Date(item.timestamp), { dateStyle: 'medium' })}
            </time>
            <SafeHtml html={item.content} className={styles.content} />
          </li>
        ))}
      </ul>
      <Paginator page={page} pages={pageCount(items.length, ANNOUNCEMENT_PAGE_SIZE)} label={t`Pages`} onPage={onPage} />
    </Modal>
  );
}
