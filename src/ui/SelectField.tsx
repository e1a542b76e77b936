import type { ReactNode, SelectHTMLAttributes } from 'react';
import styles from './FormField.module.css';

/** A labelled drop-down, the look of FormField's inputs (its options are the children). */
export function SelectField({ label, className, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; 'data-testid'?: string }) {
  return (
    <label className={className ? `${styles.field} ${className}` : styles.field}>
      <span className={styles.label}>{label}</span>
      <select className={styles.select} {...select}>
        {children}
      </select>
    </label>
  );
}
