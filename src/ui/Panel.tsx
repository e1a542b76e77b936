import type { ReactNode } from 'react';
import styles from './Panel.module.css';

/** A centred message block: a failure with its action, a stand-in area, an empty list. */
export function Panel({
  icon,
  title,
  children,
  actions,
  tone = 'neutral',
  testId,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'danger';
  testId?: string;
}) {
  return (
    <section className={`${styles.panel} ${styles[tone]}`} data-testid={testId}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <h2 className={styles.title}>{title}</h2>
      {children && <div className={styles.text}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
