import type { HTMLAttributes } from 'react';
import styles from './Notice.module.css';

/**
 * A line of news: a hint (info), a refusal (danger), a success or a wait (warning, accent); on a
 * tinted strip, or plain text in its tone. `row` lays an icon, the text and a button side by side.
 */
export function Notice({
  tone = 'info',
  plain = false,
  row = false,
  as: Tag = 'p',
  className,
  ...rest
}: HTMLAttributes<HTMLElement> & {
  tone?: 'info' | 'danger' | 'success' | 'warning' | 'accent';
  plain?: boolean;
  row?: boolean;
  as?: 'p' | 'div';
  'data-testid'?: string;
}) {
  return <Tag className={[styles.notice, styles[tone], plain && styles.plain, row && styles.row, className].filter(Boolean).join(' ')} {...rest} />;
}
