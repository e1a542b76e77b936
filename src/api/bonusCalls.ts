import { BONUS_PAGE_SIZE, bonusGrantsResponse, claimRebateResponse, REBATE_CLAIMS_PAGE_SIZE, rebateClaimsResponse, rebateSummaryResponse } from '@kernel/bonusDetails';
import { MEMBER_PATH } from '@kernel/memberPaths';
import type { ApiClient } from './client';

/** Bonus details and the manual rebate (all T, module MANREBATE3): bonuses with turnover, the rebate due, its claim (with an idempotency key) and the claims paid. */
export function createBonusCalls(api: ApiClient) {
  return {
    getBonuses: async (pageNo: number) => (await api.get(MEMBER_PATH.bonusGrants, bonusGrantsResponse, { pageNo, pageSize: BONUS_PAGE_SIZE })).value,
    getRebate: async () => (await api.get(MEMBER_PATH.rebateSummary, rebateSummaryResponse)).value,
    claimRebate: async (idempotencyKey: string) => (await api.send('POST', MEMBER_PATH.claimRebate, claimRebateResponse, { idempotencyKey })).value,
    getRebateClaims: async (pageNo: number) => (await api.get(MEMBER_PATH.rebateClaims, rebateClaimsResponse, { pageNo, pageSize: REBATE_CLAIMS_PAGE_SIZE })).value,
  };
}
export type BonusCalls = ReturnType<typeof createBonusCalls>;
