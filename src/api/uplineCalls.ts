import { PATH } from '@/contract/paths';
import { type TransferUplineRequest, transferUplineResponse, uplineTransferInfoResponse } from '@/contract/transferUpline';
import type { ApiClient } from './client';

/** Sending money to the upline agent (module MEMTRANS3, T); the transfer is (E). */
export function createUplineCalls(api: ApiClient) {
  return {
    getInfo: async () => (await api.get(PATH.uplineTransferInfo, uplineTransferInfoResponse)).value,
    transfer: async (request: TransferUplineRequest) => (await api.sendSealed('POST', PATH.transferUpline, transferUplineResponse, request)).value,
  };
}
export type UplineCalls = ReturnType<typeof createUplineCalls>;
