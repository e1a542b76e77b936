import type { HTMLAttributes } from 'react';
import styles from './Amount.module.css';

/** A money figure: tabular digits so columns line up; a tone for a gain, a loss or a highlight. */
export function Amount({ tone, className, ...span }: HTMLAttributes<HTMLSpanElement> & { tone?: 'gain' | 'loss' | 'gold'; 'data-testid'?: string }) {
  return <span className={[styles.amount, tone && styles[tone], className].filter(Boolean).join(' ')} {...span} />;
}
