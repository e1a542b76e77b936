import type { HTMLAttributes } from 'react';
import styles from './StatusTag.module.css';

/** A status's colour: waiting (gold), under way or accepted (accent), refused or lost (danger), paid or won (success), over (neutral). */
export type StatusTone = 'gold' | 'accent' | 'danger' | 'success' | 'neutral';

/** A status as a small pill in its tone: on a soft tint, or (outline) ringed in its colour (a card's state beside its title). */
export function StatusTag({
  tone,
  look = 'soft',
  className,
  ...span
}: HTMLAttributes<HTMLSpanElement> & { tone: StatusTone; look?: 'soft' | 'outline'; 'data-testid'?: string }) {
  return <span className={[styles.tag, styles[tone], look === 'outline' && styles.outline, className].filter(Boolean).join(' ')} {...span} />;
}
