import { useCallback, useRef } from 'react';

/**
 * A handler whose identity never changes but which always calls the latest one passed in, so
 * memoised children (game tiles) do not re-render when their parent's handlers are re-created.
 */
export function useStableCallback<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  latest.current = handler;
  return useCallback((...args: A) => latest.current(...args), []);
}
