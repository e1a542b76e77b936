import { MEMBER_PATH } from '@kernel/memberPaths';
import { PATH } from '@kernel/paths';
import { REFERRAL_PAGE_SIZE, referralFriendsResponse, referralProgrammeResponse } from '@kernel/referral';
import { domainRouteResponse } from '@kernel/system';
import type { ApiClient } from './client';

/** Invite friends (all T, module REFERRAL3): the member's code with the programme's terms, and a page of its friends. */
export function createReferralCalls(api: ApiClient) {
  return {
    getProgramme: async () => (await api.get(MEMBER_PATH.referralProgramme, referralProgrammeResponse)).value,
    getFriends: async (pageNo: number) => (await api.get(MEMBER_PATH.referralFriends, referralFriendsResponse, { pageNo, pageSize: REFERRAL_PAGE_SIZE })).value,
    /** SPEC 7 Domain routing (System): the domain the platform routes this merchant's site to, where the invite link points. */
    getDomainRoute: async () => (await api.get(PATH.domainRoute, domainRouteResponse)).value,
  };
}
export type ReferralCalls = ReturnType<typeof createReferralCalls>;
