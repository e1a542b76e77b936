import { MEMBER_PATH } from '@kernel/memberPaths';
import { type ClaimRewardRequest, claimRewardResponse, rewardCountResponse, rewardListResponse } from '@kernel/rewardCenter';
import { vipInfoResponse } from '@kernel/vip';
import type { ApiClient } from './client';

/** The reward center (all T, module REWCEN3) and its VIP part (module VIP3): the standing, the rewards, the badge's count, seeing and claiming. */
export function createRewardCenterCalls(api: ApiClient) {
  return {
    getVipInfo: async () => (await api.get(MEMBER_PATH.vipInfo, vipInfoResponse)).value,
    getRewards: async () => (await api.get(MEMBER_PATH.rewardList, rewardListResponse)).value,
    getUnreadCount: async () => (await api.get(MEMBER_PATH.rewardUnreadCount, rewardCountResponse)).value.unreadCount,
    markSeen: async (ids: number[]) => (await api.send('POST', MEMBER_PATH.markRewardsSeen, rewardCountResponse, { ids })).value,
    claim: async (request: ClaimRewardRequest) => (await api.send('POST', MEMBER_PATH.claimReward, claimRewardResponse, request)).value,
  };
}
export type RewardCenterCalls = ReturnType<typeof createRewardCenterCalls>;
