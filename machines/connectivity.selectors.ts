import type { SnapshotFrom } from 'xstate';
import type { connectivityMachine } from './connectivity.machine';

/** The browser says it has no network: a status check that found no server says "You are offline" (src/app/App.tsx). */
export const isOffline = (snapshot: SnapshotFrom<typeof connectivityMachine>): boolean => snapshot.matches('offline');
