import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { whenFirstPaintShown } from './firstPaintShown';
import { onIdle } from './idle';

/** The longest a mount that waits for an idle moment (`untilIdle`) waits for it. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * What the first frame can do without: its children mount once the browser has shown the frame
 * this is first rendered in (on the page's first load, once its first contentful paint is on
 * screen: src/ui/firstPaintShown.ts), in a transition (rendered in slices that yield to the
 * browser). The lobby's first frame then holds the header and the banner only, which is its
 * largest paint, and the sections below, the footer and the overlays follow instead of holding
 * that paint back or competing with it for the network. Put it only below or beside what the
 * first frame shows (never above), so what mounts late pushes nothing that was already seen (no
 * layout shift).
 *
 * `untilIdle` waits for an idle moment after that too: for what replaces an element of the first
 * paint (the banner carousel in place of the first slide), since an element removed before the
 * browser has shown and timed its paint never counts as painted, and the page's largest paint
 * would wait for its replacement.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
  untilIdle = false,
}: {
  children: ReactNode;
  /** What the first frame shows in their place (by default nothing). */
  fallback?: ReactNode;
  untilIdle?: boolean;
}) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle = () => {};
    const mount = () => {
      if (!cancelled) startTransition(() => setPainted(true));
    };
    const whenIdle = () => {
      if (!cancelled) cancelIdle = onIdle(mount, { timeoutMs: IDLE_TIMEOUT_MS });
    };
    // A frame callback runs just before the paint; a task queued from it runs just after.
    const afterPaint = () => {
      timer = setTimeout(() => void whenFirstPaintShown().then(untilIdle ? whenIdle : mount), 0);
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterPaint) : undefined;
    if (frame === undefined) afterPaint();
    return () => {
      cancelled = true;
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
      cancelIdle();
    };
  }, [painted, untilIdle]);
  return painted ? children : fallback;
}
