import { useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { realityCheckMachine } from '@machines/member/realityCheck.machine';

export type RealityCheckRef = ActorRefFrom<typeof realityCheckMachine>;

/**
 * The signed-in member's reality-check actor (issue 26), made by the overlay that shows its
 * reminder over every page, and handed to the Safer gambling page, whose choice of interval it
 * takes (the wait restarts). Null while nobody who plays with money is signed in.
 */
let current: RealityCheckRef | null = null;
const listeners = new Set<() => void>();

export function publishRealityCheck(ref: RealityCheckRef | null) {
  current = ref;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useRealityCheckRef = (): RealityCheckRef | null => useSyncExternalStore(subscribe, () => current);
