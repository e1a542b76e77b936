import { ErrorCode } from '@kernel/errorCodes';
import type { ClaimRewardResult, Reward, RewardList } from '@kernel/rewardCenter';
import { type VipInfo, type VipProgress, vipProgressOf } from '@kernel/vip';

export const rewardById = (list: RewardList | null, id: number): Reward | undefined => list?.items.find((reward) => reward.id === id);

/** A reward the member may claim now: listed and claimable (an expired or claimed one has nothing to claim). */
export const isClaimable = (list: RewardList | null, id: number): boolean => rewardById(list, id)?.status === 'claimable';

/** The rewards listed that the member had not seen yet (New): opening the page marks them seen. */
export const unseenIds = (list: RewardList | null): number[] => list?.items.filter((reward) => !reward.seen).map((reward) => reward.id) ?? [];

/** The badge's count the backend answered (the New markers stay for this visit: the member sees what was new). */
export const withUnreadCount = (list: RewardList, unreadCount: number): RewardList => ({ ...list, unreadCount });

/** A claim paid: the reward as the backend answered it (claimed), and the badge's count after it. */
export const withClaimed = (list: RewardList, result: ClaimRewardResult): RewardList => ({
  items: list.items.map((reward) => (reward.id === result.reward.id ? result.reward : reward)),
  unreadCount: result.unreadCount,
});

/**
 * A refused claim tells what the backend holds: an expired reward shows expired, one claimed
 * elsewhere shows claimed, one that is not the member's leaves the list; any other refusal changes
 * nothing.
 */
export function afterRefusal(list: RewardList, id: number, code: string | null): RewardList {
  if (code === ErrorCode.rewardNotFound) return { ...list, items: list.items.filter((reward) => reward.id !== id) };
  const status = code === ErrorCode.rewardExpired ? 'expired' : code === ErrorCode.rewardAlreadyClaimed ? 'claimed' : null;
  if (status === null) return list;
  return { ...list, items: list.items.map((reward) => (reward.id === id ? { ...reward, status } : reward)) };
}

/** The member's level and the way to the next, from the levels and the member's totals (kernel/vip.ts). */
export const vipProgressOfInfo = (vip: VipInfo): VipProgress => vipProgressOf(vip.levels, vip.member);
