import { Megaphone } from 'lucide-react';
import { memo, useMemo } from 'react';
import type { Announcement } from '@kernel/announcements';
import styles from './Lobby.module.css';

/** Notice content is server HTML; the marquee shows its text only (parsed inertly, never inserted as HTML). */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/**
 * SPEC 2 notice marquee: the player notices scroll by; a click opens them all in the notice popup.
 * The scrolling is a CSS animation: the text is parsed once per notice list and never re-rendered by it.
 */
export const NoticeMarquee = memo(function NoticeMarquee({
  notices,
  label,
  openLabel,
  onOpen,
}: {
  notices: Announcement[];
  label: string;
  openLabel: string;
  onOpen: () => void;
}) {
  const text = useMemo(() => notices.map((notice) => `${notice.title}: ${textOf(notice.content)}`).join('  •  '), [notices]);
  if (notices.length === 0) return null;
  return (
    <div className={styles.marquee} role="marquee" aria-label={label}>
      <Megaphone className={styles.marqueeIcon} size={18} aria-hidden="true" />
      <button type="button" className={styles.marqueeTrack} onClick={onOpen} title={openLabel} data-testid="notice-open">
        {/* Two copies scroll by half their width, so the text loops without a gap. */}
        <span className={styles.marqueeText} data-testid="notice-marquee">
          <span>{text}</span>
          <span aria-hidden="true">{text}</span>
        </span>
      </button>
    </div>
  );
});
