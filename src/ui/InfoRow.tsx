import type { HTMLAttributes, ReactNode } from 'react';
import styles from './InfoRow.module.css';

/**
 * A row that says where something stands: an icon, a title over a quieter line, and what to do
 * about it (an outcome with its next step, a setting with its button, a prompt to log in).
 */
export function InfoRow({
  icon,
  iconTone = 'gold',
  title,
  text,
  textRole,
  action,
  look = 'filled',
  className,
  ...row
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  icon?: ReactNode;
  iconTone?: 'gold' | 'success' | 'danger';
  title: ReactNode;
  text?: ReactNode;
  /** 'alert' when the lines announce a failure. */
  textRole?: 'alert';
  action?: ReactNode;
  /** On a filled strip, in a dashed box (something to set up), or in an outlined box (an outcome). */
  look?: 'filled' | 'dashed' | 'outlined';
  'data-testid'?: string;
  'data-outcome'?: string;
}) {
  return (
    <div className={[styles.row, styles[look], className].filter(Boolean).join(' ')} {...row}>
      {icon && <span className={`${styles.icon} ${styles[iconTone]}`}>{icon}</span>}
      <div className={styles.text} role={textRole}>
        <strong>{title}</strong>
        {text && <span>{text}</span>}
      </div>
      {action}
    </div>
  );
}
