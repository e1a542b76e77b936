import type { HTMLAttributes } from 'react';
import styles from './StatusTag.module.css';

/** A status's colour: waiting (gold), under way or accepted (accent), refused or lost (danger), paid or won (success), over (neutral). */
export type StatusTone = 'gold' | 'accent' | 'danger' | 'success' | 'neutral';

/** A status as a small pill in its tone. */
export function StatusTag({ tone, className, ...span }: HTMLAttributes<HTMLSpanElement> & { tone: StatusTone; 'data-testid'?: string }) {
  return <span className={[styles.tag, styles[tone], className].filter(Boolean).join(' ')} {...span} />;
}
