import type { HTMLAttributes } from 'react';
import surface from './Surface.module.css';

const GAPS = { s: surface.gap5, m: surface.gap6, l: surface.gap8, xl: surface.gap9 };

/** Blocks one under another with a gap of the spacing scale: a page's sections, a form's rows. */
export function Stack({ gap = 'l', className, ...div }: HTMLAttributes<HTMLDivElement> & { gap?: 's' | 'm' | 'l' | 'xl'; 'data-testid'?: string }) {
  return <div className={[surface.column, GAPS[gap], className].filter(Boolean).join(' ')} {...div} />;
}
