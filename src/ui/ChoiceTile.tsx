import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './ChoiceTile.module.css';

/** One choice of a set as a pressed toggle: its name over a quieter line (limits, terms, a hint); gold or violet when chosen. */
export function ChoiceTile({
  active,
  tone = 'gold',
  title,
  children,
  className,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title'> & { active: boolean; tone?: 'gold' | 'accent'; title: ReactNode; 'data-testid'?: string }) {
  return (
    <button type="button" className={[styles.tile, styles[tone], active && styles.active, className].filter(Boolean).join(' ')} aria-pressed={active} {...button}>
      <span className={styles.title}>{title}</span>
      {children && <span className={styles.text}>{children}</span>}
    </button>
  );
}
