import type { HTMLAttributes } from 'react';
import styles from './Stack.module.css';

/** Blocks one under another with a gap of the spacing scale: a page's sections, a form's rows. */
export function Stack({ gap = 'l', className, ...div }: HTMLAttributes<HTMLDivElement> & { gap?: 's' | 'm' | 'l' | 'xl'; 'data-testid'?: string }) {
  return <div className={[styles.stack, styles[gap], className].filter(Boolean).join(' ')} {...div} />;
}
