import type { HTMLAttributes, ReactNode } from 'react';
import styles from './EmptyState.module.css';

/**
 * What a list says when it has nothing: a muted line in a dashed box, or, with a title, a panel
 * with an icon, the title and the line (a first visit: no friends, no rewards yet).
 */
export function EmptyState({
  icon,
  title,
  children,
  className,
  ...rest
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & { icon?: ReactNode; title?: ReactNode; 'data-testid'?: string }) {
  if (title === undefined) {
    return (
      <p className={className ? `${styles.empty} ${className}` : styles.empty} {...rest}>
        {children}
      </p>
    );
  }
  return (
    <div className={className ? `${styles.panel} ${className}` : styles.panel} {...rest}>
      {icon}
      <p className={styles.title}>{title}</p>
      <p>{children}</p>
    </div>
  );
}
