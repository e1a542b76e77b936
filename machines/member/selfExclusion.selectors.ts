import type { SnapshotFrom } from 'xstate';
import type { selfExclusionMachine } from './selfExclusion.machine';

type SelfExclusionSnapshot = SnapshotFrom<typeof selfExclusionMachine>;

/** The confirmation (password and warning) is shown for the chosen period. */
export const isConfirmingBreak = (snapshot: SelfExclusionSnapshot) =>
  snapshot.matches('confirming') || snapshot.matches('submitting') || snapshot.matches('wrongPassword') || snapshot.matches('failed');
export const breakSubmitting = (snapshot: SelfExclusionSnapshot) => snapshot.matches('submitting');
export const breakPasswordWrong = (snapshot: SelfExclusionSnapshot) => snapshot.matches('wrongPassword');
export const breakFailed = (snapshot: SelfExclusionSnapshot) => snapshot.matches('failed');
export const breakTaken = (snapshot: SelfExclusionSnapshot) => (snapshot.matches('done') ? snapshot.context.block : null);
