import type { HTMLAttributes, ReactNode } from 'react';
import styles from './SectionHead.module.css';

/**
 * A section's heading row: its title (an icon may lead it) and, at the far end, what goes with it
 * (a count, a refresh button, a picker). SectionCard's title has the same look.
 */
export function SectionHead({
  title,
  titleId,
  as: Tag = 'div',
  className,
  children,
  ...head
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & { title: ReactNode; titleId?: string; as?: 'div' | 'header'; 'data-testid'?: string }) {
  return (
    <Tag className={className ? `${styles.head} ${className}` : styles.head} {...head}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}

/** The title's look alone, for a heading that is not in a SectionHead (SectionCard's). */
export const sectionTitleClass = styles.title;
