import type { HTMLAttributes } from 'react';
import styles from './PageTitle.module.css';

/** A page's heading (h1), an icon may lead it: the lottery, game list and promotions pages. */
export function PageTitle({ className, ...heading }: HTMLAttributes<HTMLHeadingElement> & { 'data-testid'?: string }) {
  return <h1 className={className ? `${styles.title} ${className}` : styles.title} {...heading} />;
}
