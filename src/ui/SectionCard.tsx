import { type HTMLAttributes, type ReactNode, useId } from 'react';
import styles from './SectionCard.module.css';
import { sectionTitleClass } from './SectionHead';

/** A page section on its own card: a heading (an icon may lead it) over the section's content. */
export function SectionCard({
  title,
  titleId,
  gap = 'm',
  className,
  children,
  ...section
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & { title?: ReactNode; titleId?: string; gap?: 's' | 'm' | 'none'; 'data-testid'?: string; 'data-mode'?: string }) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <section className={[styles.card, styles[gap], className].filter(Boolean).join(' ')} aria-labelledby={title ? headingId : undefined} {...section}>
      {title && (
        <h2 id={headingId} className={sectionTitleClass}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
