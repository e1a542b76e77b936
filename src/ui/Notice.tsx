import type { HTMLAttributes } from 'react';
import styles from './Notice.module.css';

/** A line of news: a hint (info), a refusal (danger), a success or a wait (warning); on a tinted strip, or plain text in its tone. */
export function Notice({
  tone = 'info',
  plain = false,
  className,
  ...paragraph
}: HTMLAttributes<HTMLParagraphElement> & { tone?: 'info' | 'danger' | 'success' | 'warning'; plain?: boolean; 'data-testid'?: string }) {
  return <p className={[styles.notice, styles[tone], plain && styles.plain, className].filter(Boolean).join(' ')} {...paragraph} />;
}
