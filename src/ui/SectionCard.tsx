import { type HTMLAttributes, type ReactNode, useId } from 'react';
import styles from './SectionCard.module.css';
import { sectionTitleClass } from './SectionHead';
import surface from './Surface.module.css';

/** The gap between the card's heading and parts: steps of the spacing scale, or none (a small margin under the heading). */
const GAPS = { s: surface.gap5, m: surface.gap7, none: styles.none };

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
    <section className={[styles.card, GAPS[gap], className].filter(Boolean).join(' ')} aria-labelledby={title ? headingId : undefined} {...section}>
      {title && (
        <h2 id={headingId} className={sectionTitleClass}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
