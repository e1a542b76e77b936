import type { HTMLAttributes } from 'react';
import styles from './FactList.module.css';

/**
 * Labelled facts side by side (an order, a profile, a contract's terms): a description list whose
 * children are `<div><dt>label</dt><dd>value</dd></div>`; plain, each fact in a tile, or the whole
 * list on a panel.
 */
export function FactList({
  columns = 'auto',
  look = 'plain',
  large = false,
  className,
  ...dl
}: HTMLAttributes<HTMLDListElement> & { columns?: 2 | 3 | 4 | 'auto'; look?: 'plain' | 'tiles' | 'panel'; large?: boolean; 'data-testid'?: string }) {
  return <dl className={[styles.list, styles[`c${columns}`], styles[look], large && styles.large, className].filter(Boolean).join(' ')} {...dl} />;
}
