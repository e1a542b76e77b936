import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { whenFirstPaintShown } from './firstPaintShown';
import { onIdle } from './idle';

/**
 * Areas waiting for an idle moment, mounted one per idle period in page order, so that mounting
 * the whole lower page never becomes one long task.
 */
const waiting: (() => void)[] = [];
/** The idle callback (or, without requestIdleCallback, the timeout) that mounts the next area. */
let pending: { cancel: () => void } | null = null;

/** How long an area may wait for an idle moment before it mounts anyway (a busy page still completes soon). */
const IDLE_TIMEOUT_MS = 500;

function mountNext() {
  pending = null;
  waiting.shift()?.();
  scheduleIdle();
}

function scheduleIdle() {
  if (pending || waiting.length === 0) return;
  // Without requestIdleCallback (Safari), a short timeout lets the first paint happen first.
  pending = { cancel: onIdle(mountNext, { timeoutMs: IDLE_TIMEOUT_MS, fallbackDelayMs: 200 }) };
}

function whenIdle(callback: () => void): () => void {
  waiting.push(callback);
  scheduleIdle();
  return () => {
    const index = waiting.indexOf(callback);
    if (index >= 0) waiting.splice(index, 1);
    if (waiting.length === 0) {
      pending?.cancel();
      pending = null;
    }
  };
}

/**
 * A below-the-fold area: its children mount when its place comes near the viewport, or in an idle
 * moment, whichever comes first, once the page's first paint is on screen (so keyboard users and find-in-page still
 * reach it). Until then a placeholder of the reserved height keeps the layout still (no shift).
 * Once mounted it stays mounted.
 */
export function NearViewport({
  children,
  reservedHeight,
  rootMargin = '400px',
  testId,
}: {
  children: ReactNode;
  /** About the area's own height, in px: what the placeholder holds until it mounts. */
  reservedHeight: number;
  /** How near the viewport counts as near (an IntersectionObserver root margin). */
  rootMargin?: string;
  testId?: string;
}) {
  // Without IntersectionObserver (old browsers, jsdom) there is nothing to wait for.
  const [shown, setShown] = useState(() => typeof globalThis.IntersectionObserver !== 'function');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = placeholder.current;
    if (shown || !target) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    // Nothing below the fold is drawn or fetched before the page's first paint is on screen.
    void whenFirstPaintShown().then(() => {
      if (cancelled) return;
      // A transition: React renders the area in slices and yields between them, so even a heavy area
      // (QR codes, a row of tiles) never holds the main thread for one long task.
      const show = () => startTransition(() => setShown(true));
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) show();
        },
        { rootMargin },
      );
      observer.observe(target);
      const cancelIdle = whenIdle(show);
      stop = () => {
        observer.disconnect();
        cancelIdle();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [shown, rootMargin]);
  if (shown) return <>{children}</>;
  return <div ref={placeholder} style={{ minHeight: reservedHeight }} aria-hidden="true" data-testid={testId} />;
}
