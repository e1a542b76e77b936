/**
 * Runs `callback` in the browser's next idle period, or after `timeoutMs` if the page stays busy.
 * Safari has no requestIdleCallback: there a timeout of `fallbackDelayMs` lets the pending frame
 * paint first. Returns a function that cancels the call if it has not run yet.
 */
export function onIdle(callback: () => void, { timeoutMs, fallbackDelayMs = 0 }: { timeoutMs: number; fallbackDelayMs?: number }): () => void {
  const { requestIdleCallback: requestIdle, cancelIdleCallback: cancelIdle } = globalThis;
  if (typeof requestIdle === 'function' && typeof cancelIdle === 'function') {
    const handle = requestIdle(callback, { timeout: timeoutMs });
    return () => cancelIdle(handle);
  }
  const handle = setTimeout(callback, fallbackDelayMs);
  return () => clearTimeout(handle);
}
