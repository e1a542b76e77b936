import type { ReactNode } from 'react';

/**
 * A named region that scrolls (a long table beside a chart): it takes focus, so the keyboard can
 * scroll to the rows below its fold (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollRegion({ className, children, ...name }: { className?: string; children: ReactNode } & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so its hidden rows can be scrolled by keyboard (WCAG 2.1.1, axe scrollable-region-focusable); Safari does not make scrollers focusable by itself.
    <section className={className} tabIndex={0} {...name}>
      {children}
    </section>
  );
}
