import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './PillGroup.module.css';

/** A labelled row of pill toggles (a period, a scope, the figure a chart shows): one is pressed at a time. */
export function PillGroup({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields: role=group is the ARIA for it; a fieldset would bring form semantics and its own box.
    <div className={className ? `${styles.group} ${className}` : styles.group} role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** One pill of a PillGroup: pressed in gold (or violet) when active. */
export function Pill({
  active,
  tone = 'gold',
  className,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { active: boolean; tone?: 'gold' | 'accent'; 'data-testid'?: string }) {
  return <button type="button" className={[styles.pill, active && styles[tone], className].filter(Boolean).join(' ')} aria-pressed={active} {...button} />;
}
