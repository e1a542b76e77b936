import { MEMBER_PATH } from '@kernel/memberPaths';
import { type TransferUplineRequest, transferUplineResponse, uplineTransferInfoResponse } from '@kernel/transferUpline';
import type { ApiClient } from './client';

/** Sending money to the upline agent (module MEMTRANS3, T); the transfer is (E). */
export function createUplineCalls(api: ApiClient) {
  return {
    getInfo: async () => (await api.get(MEMBER_PATH.uplineTransferInfo, uplineTransferInfoResponse)).value,
    transfer: async (request: TransferUplineRequest) => (await api.sendSealed('POST', MEMBER_PATH.transferUpline, transferUplineResponse, request)).value,
  };
}
export type UplineCalls = ReturnType<typeof createUplineCalls>;
