import type { SnapshotFrom } from 'xstate';
import type { realityCheckMachine } from './realityCheck.machine';
import { netResultPaise, timePlayedMs } from './realityCheck.rules';

type RealityCheckSnapshot = SnapshotFrom<typeof realityCheckMachine>;

/** The reminder is shown (its figures may still be loading: then it waits for them). */
export const isReminding = (snapshot: RealityCheckSnapshot) => snapshot.matches('reminding');
/** What the reminder says: time played and net result, or null when they could not be read. */
export const reminderFigures = (snapshot: RealityCheckSnapshot): { playedMs: number; netPaise: number } | null => {
  const summary = snapshot.context.summary;
  return snapshot.matches('reminding') && summary ? { playedMs: timePlayedMs(summary), netPaise: netResultPaise(summary) } : null;
};
/** The interval the page shows as chosen: the one being saved while it is saved, else the one in force. */
export const chosenInterval = (snapshot: RealityCheckSnapshot) =>
  snapshot.matches('saving') || snapshot.matches('saveFailed') ? snapshot.context.choice : snapshot.context.intervalMinutes;
export const realityCheckBusy = (snapshot: RealityCheckSnapshot) => snapshot.matches('loading') || snapshot.matches('saving');
export const realityCheckFailed = (snapshot: RealityCheckSnapshot) => snapshot.matches('unavailable') || snapshot.matches('saveFailed');
