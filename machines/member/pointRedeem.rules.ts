import { type PointReward, type RedeemBlock, type RedeemFieldIssues, type RedeemFields, redeemBlockOf, redeemFieldIssues } from '@kernel/points';

/**
 * SPEC 5 Redeem as the page applies it before asking the backend (which applies the same rules,
 * server/points/input.ts and redeems.ts): the receiving address, the mobile number and the
 * withdrawal password are required, and the reward must be in stock and within the points held.
 */
export type RedeemIssues = RedeemFieldIssues & { block?: RedeemBlock };

export const EMPTY_REDEEM_FORM: RedeemFields = { receiverAddress: '', mobile: '', withdrawPassword: '' };

/** Every problem of the form for this reward (empty: it can be sent). */
export function checkRedeemForm(form: RedeemFields, reward: Pick<PointReward, 'points' | 'stock'>, currentPoints: number): RedeemIssues {
  const issues: RedeemIssues = redeemFieldIssues(form);
  const block = redeemBlockOf(reward, currentPoints);
  if (block) issues.block = block;
  return issues;
}

export const hasRedeemIssues = (issues: RedeemIssues) => Object.keys(issues).length > 0;

/** What one redeem asks for, fixed when it is sent: the same order is sent again with the same key. */
export type RedeemOrder = { rewardId: number; receiverAddress: string; mobile: string };
export const redeemOrderOf = (rewardId: number, form: RedeemFields): RedeemOrder => ({
  rewardId,
  receiverAddress: form.receiverAddress.trim(),
  mobile: form.mobile.trim(),
});
export const sameRedeemOrder = (a: RedeemOrder | null, b: RedeemOrder) =>
  a !== null && a.rewardId === b.rewardId && a.receiverAddress === b.receiverAddress && a.mobile === b.mobile;
