import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no idle periods: stubs requestIdleCallback and cancelIdleCallback (call in a
 * beforeEach; vi.unstubAllGlobals undoes it) and returns `browserIdle`, with which the test says
 * when the browser is idle: what waited for an idle moment runs then.
 */
export function stubIdleCallbacks(): () => void {
  const waiting = new Map<number, () => void>();
  let nextHandle = 1;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    waiting.set(nextHandle, callback);
    return nextHandle++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return () =>
    act(() => {
      const due = [...waiting.values()];
      waiting.clear();
      for (const callback of due) callback();
    });
}
