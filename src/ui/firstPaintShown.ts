const firstContentfulPaintShown = () => (globalThis.performance?.getEntriesByName?.('first-contentful-paint').length ?? 0) > 0;

/**
 * Resolves once the browser has shown the page's first contentful paint: its timing entry exists
 * only after that frame is on screen. At once where paint timing is not observable (tests, old
 * browsers) or the paint was shown long ago (a later page of the app).
 *
 * For what must not compete with that paint: the reads of what shows below it, the chunks that
 * replace a part of it.
 */
export function whenFirstPaintShown(): Promise<void> {
  const observable = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!observable || firstContentfulPaintShown()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (!firstContentfulPaintShown()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
  });
}
