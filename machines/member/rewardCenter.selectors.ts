import type { SnapshotFrom } from 'xstate';
import type { Reward } from '@kernel/rewardCenter';
import type { VipLevel, VipProgress } from '@kernel/vip';
import type { rewardCenterMachine } from './rewardCenter.machine';
import { isClaimable, rewardById, vipProgressOfInfo } from './rewardCenter.rules';

type RewardCenterSnapshot = SnapshotFrom<typeof rewardCenterMachine>;

/** The first load failed: the page offers to try again. */
export const loadFailed = (snapshot: RewardCenterSnapshot) => snapshot.matches('failed');

/** Everything asked for has come: the rewards, and the VIP standing when VIP3 is on. */
export const loaded = (snapshot: RewardCenterSnapshot) =>
  !snapshot.matches('loading') && !loadFailed(snapshot) && snapshot.context.rewards !== null && (!snapshot.context.vipEnabled || snapshot.context.vip !== null);

/** The member's level and the way to the next one (integer paise), with VIP3 on and the standing known. */
export const vipProgress = (snapshot: RewardCenterSnapshot): VipProgress | null => (snapshot.context.vip ? vipProgressOfInfo(snapshot.context.vip) : null);

/** A level of the merchant's table by its number. */
export const vipLevelInfo = (snapshot: RewardCenterSnapshot, level: number): VipLevel | null =>
  snapshot.context.vip?.levels.find((entry) => entry.level === level) ?? null;

/** Something is under way (marking seen, a claim, an unknown outcome): the claim buttons wait. */
export const claimBusy = (snapshot: RewardCenterSnapshot) => snapshot.matches('markingSeen') || snapshot.matches('claiming') || snapshot.matches('unknown');

/** The reward's claim button is offered (claimable) and may be pressed now. */
export const canClaim = (snapshot: RewardCenterSnapshot, reward: Reward) => !claimBusy(snapshot) && isClaimable(snapshot.context.rewards, reward.id);

/** The reward whose claim is under way or in doubt. */
export const claimInFlight = (snapshot: RewardCenterSnapshot): number | null =>
  snapshot.matches('claiming') || snapshot.matches('unknown') ? snapshot.context.claimingId : null;

/** What the status line says about the last claim. */
export type ClaimNotice = { kind: 'claimed'; reward: Reward; balancePaise: number } | { kind: 'refused'; error: unknown } | { kind: 'unknown' } | null;

export function claimNotice(snapshot: RewardCenterSnapshot): ClaimNotice {
  const { claimed, failure } = snapshot.context;
  if (snapshot.matches('claimed') && claimed) return { kind: 'claimed', reward: claimed.reward, balancePaise: claimed.balancePaise };
  if (snapshot.matches('refused')) return { kind: 'refused', error: failure };
  if (snapshot.matches('unknown')) return { kind: 'unknown' };
  return null;
}

/** The rewards waiting to be claimed. */
export const claimableCount = (snapshot: RewardCenterSnapshot) => snapshot.context.rewards?.items.filter((reward) => reward.status === 'claimable').length ?? 0;

/** A reward of the list (for the row the notice belongs to). */
export const listedReward = (snapshot: RewardCenterSnapshot, id: number) => rewardById(snapshot.context.rewards, id);
