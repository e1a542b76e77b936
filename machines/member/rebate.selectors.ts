import type { SnapshotFrom } from 'xstate';
import type { rebateMachine } from './rebate.machine';
import { type RebateBlock, rebateBlock } from './rebate.rules';

type RebateSnapshot = SnapshotFrom<typeof rebateMachine>;

export type RebateStage = 'loading' | 'failed' | 'shown';

/** A spinner, the failure with Try again, or the rebate due. */
export function rebateStage(snapshot: RebateSnapshot): RebateStage {
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.context.summary && !snapshot.matches('loading') ? 'shown' : 'loading';
}

/** Why the Claim button is disabled (nothing due), or null when it may be pressed. */
export const claimBlock = (snapshot: RebateSnapshot): RebateBlock | null => (snapshot.context.summary ? rebateBlock(snapshot.context.summary) : null);

export const rebateClaiming = (snapshot: RebateSnapshot) => snapshot.matches('claiming');

/** The claim just paid, for the status line. */
export const paidRebate = (snapshot: RebateSnapshot) => (snapshot.matches('claimed') ? snapshot.context.lastClaim : null);

/** Why the last claim was refused (or got no answer). */
export const rebateRefusal = (snapshot: RebateSnapshot): unknown => (snapshot.matches('refused') ? snapshot.context.error : null);
