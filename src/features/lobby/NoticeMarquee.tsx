import type { Announcement } from '../../contract/announcements';
import styles from './Lobby.module.css';

/** Notice content is server HTML; the marquee shows its text only (parsed inertly, never inserted as HTML). */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

export function NoticeMarquee({ notices, label }: { notices: Announcement[]; label: string }) {
  if (notices.length === 0) return null;
  const text = notices.map((notice) => `${notice.title}: ${textOf(notice.content)}`).join('   ✦   ');
  return (
    <div className={styles.marquee} role="marquee" aria-label={label}>
      <span className={styles.marqueeIcon} aria-hidden="true">📢</span>
      <div className={styles.marqueeTrack}>
        <span className={styles.marqueeText}>{text}</span>
      </div>
    </div>
  );
}
