import type { HTMLAttributes } from 'react';
import styles from './EmptyState.module.css';

/** What a list says when it has nothing: a muted line in a dashed box. */
export function EmptyState({ className, ...paragraph }: HTMLAttributes<HTMLParagraphElement> & { 'data-testid'?: string }) {
  return <p className={className ? `${styles.empty} ${className}` : styles.empty} {...paragraph} />;
}
