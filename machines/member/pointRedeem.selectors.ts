import type { SnapshotFrom } from 'xstate';
import type { pointRedeemMachine } from './pointRedeem.machine';

type PointRedeemSnapshot = SnapshotFrom<typeof pointRedeemMachine>;

/** Which part of the redeem dialog shows: none, the form, the password prompt, sending, a refusal, a lost answer, the receipt. */
export type RedeemStep = 'closed' | 'form' | 'noPassword' | 'sending' | 'refused' | 'unknown' | 'done';
export const redeemStep = (snapshot: PointRedeemSnapshot): RedeemStep => (snapshot.matches('idle') ? 'closed' : (snapshot.value as Exclude<RedeemStep, 'closed'>));

/** The reward the dialog is about (kept through sending and the receipt). */
export const chosenReward = (snapshot: PointRedeemSnapshot) => snapshot.context.reward;

/** The points the member keeps once this reward is redeemed. */
export const pointsAfterRedeem = (snapshot: PointRedeemSnapshot): number | null =>
  snapshot.context.reward ? snapshot.context.currentPoints - snapshot.context.reward.points : null;
