import type { HTMLAttributes } from 'react';
import styles from './FormRow.module.css';

/** A row of a form's controls: its buttons at the end (the default), or fields side by side. */
export function FormRow({ align = 'end', className, ...row }: HTMLAttributes<HTMLDivElement> & { align?: 'end' | 'start' | 'fields'; 'data-testid'?: string }) {
  return <div className={[styles.row, styles[align], className].filter(Boolean).join(' ')} {...row} />;
}
