import { MEMBER_PATH } from '@kernel/memberPaths';
import {
  type ConvertRequest,
  convertResponse,
  POINTS_PAGE_SIZE,
  POINTS_WALLET,
  pointBalanceResponse,
  pointConfigResponse,
  pointRecordsResponse,
  pointRewardsResponse,
  type RedeemRequest,
  redeemListResponse,
  redeemResponse,
} from '@kernel/points';
import type { ApiClient } from './client';

/** SPEC 7 Points (all T, module PTSYS3): balance, rewards, config, redeem history and transactions; redeem and convert are (E). */
export function createPointCalls(api: ApiClient) {
  return {
    getBalance: async () => (await api.get(MEMBER_PATH.pointBalance, pointBalanceResponse)).value,
    getRewards: async () => (await api.get(MEMBER_PATH.pointRewards, pointRewardsResponse)).value,
    getConfig: async () => (await api.get(MEMBER_PATH.pointConfig, pointConfigResponse)).value,
    getRedeems: async (pageNo: number) => (await api.get(MEMBER_PATH.redeemList, redeemListResponse, { pageNo, pageSize: POINTS_PAGE_SIZE })).value,
    /** ODSFE2_MemTransDet, the points view: the movements of the member's points, newest first. */
    getTransactions: async (pageNo: number) =>
      (await api.get(MEMBER_PATH.accountRecords, pointRecordsResponse, { wallet: POINTS_WALLET, pageNo, pageSize: POINTS_PAGE_SIZE })).value,
    redeem: async (request: RedeemRequest) => (await api.sendSealed('POST', MEMBER_PATH.redeemPointReward, redeemResponse, request)).value,
    convert: async (request: ConvertRequest) => (await api.sendSealed('POST', MEMBER_PATH.convertPoint, convertResponse, request)).value,
  };
}
export type PointCalls = ReturnType<typeof createPointCalls>;
