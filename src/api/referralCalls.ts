import { MEMBER_PATH } from '@kernel/memberPaths';
import { REFERRAL_PAGE_SIZE, referralFriendsResponse, referralProgrammeResponse } from '@kernel/referral';
import type { ApiClient } from './client';

/** Invite friends (all T, module REFERRAL3): the member's code with the programme's terms, and a page of its friends. */
export function createReferralCalls(api: ApiClient) {
  return {
    getProgramme: async () => (await api.get(MEMBER_PATH.referralProgramme, referralProgrammeResponse)).value,
    getFriends: async (pageNo: number) => (await api.get(MEMBER_PATH.referralFriends, referralFriendsResponse, { pageNo, pageSize: REFERRAL_PAGE_SIZE })).value,
  };
}
export type ReferralCalls = ReturnType<typeof createReferralCalls>;
