import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * What the first frame can do without: its children mount just after the browser has painted the
 * frame this is first rendered in, in a transition (rendered in slices that yield to the browser).
 * The lobby's first frame then holds the header and the banner only, which is its largest paint,
 * and the sections below, the footer and the overlays follow a frame later instead of holding
 * that paint back. Put it only below or beside what the first frame shows (never above), so what
 * mounts late pushes nothing that was already seen (no layout shift).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    const mount = () => startTransition(() => setPainted(true));
    // A frame callback runs just before the paint; a task queued from it runs just after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      timer = setTimeout(mount, 0);
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterPaint) : undefined;
    if (frame === undefined) afterPaint();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted ? children : null;
}
