import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './PillGroup.module.css';

type PillLook = { tone?: 'gold' | 'accent'; size?: 's' | 'm' };

/** A labelled row of pill toggles (a period, a scope, the figure a chart shows): one is pressed at a time. */
export function PillGroup({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    // A fieldset is a group (role=group) named by its aria-label; its default box is reset in the CSS.
    <fieldset className={className ? `${styles.group} ${className}` : styles.group} aria-label={label}>
      {children}
    </fieldset>
  );
}

/** The classes of a pill, for a link that looks like one (a category of a game list). */
export function pillClassName(active: boolean, { tone = 'gold', size = 's' }: PillLook = {}): string {
  return [styles.pill, styles[size], active && styles[tone]].filter(Boolean).join(' ');
}

/** One pill of a PillGroup: pressed in gold (or violet) when active. */
export function Pill({ active, tone, size, className, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & PillLook & { active: boolean; 'data-testid'?: string }) {
  const classes = pillClassName(active, { tone, size });
  return <button type="button" className={className ? `${classes} ${className}` : classes} aria-pressed={active} {...button} />;
}
