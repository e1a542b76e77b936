import type { ReactNode } from 'react';
import styles from './StatTile.module.css';

/** Figures side by side, each a tile (a description list: screen readers pair each label with its value). */
export function StatGrid({ children, testId, className }: { children: ReactNode; testId?: string; className?: string }) {
  return (
    <dl className={className ? `${styles.grid} ${className}` : styles.grid} data-testid={testId}>
      {children}
    </dl>
  );
}

/** One figure: its label over its value, the value in a tone for a gain, a loss or a highlight. */
export function StatTile({ label, value, tone, testId }: { label: ReactNode; value: ReactNode; tone?: 'gain' | 'loss' | 'gold'; testId?: string }) {
  return (
    <div className={tone ? `${styles.tile} ${styles[tone]}` : styles.tile} data-testid={testId}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}
