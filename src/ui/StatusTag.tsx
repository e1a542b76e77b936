import type { HTMLAttributes } from 'react';
import styles from './StatusTag.module.css';

/** How a status reads: waiting (gold), accepted (violet), refused or lost (red), paid or won (green), neither (muted). */
export type StatusTone = 'pending' | 'approved' | 'rejected' | 'paid' | 'neutral';

/** A status as a small pill in its tone. */
export function StatusTag({ tone, className, ...span }: HTMLAttributes<HTMLSpanElement> & { tone: StatusTone; 'data-testid'?: string }) {
  return <span className={[styles.tag, styles[tone], className].filter(Boolean).join(' ')} {...span} />;
}
