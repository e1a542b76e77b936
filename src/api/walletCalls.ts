import { MEMBER_PATH } from '@kernel/memberPaths';
import { merchantWalletResponse, type WalletTransferAllRequest, type WalletTransferRequest, walletTransferAllResponse, walletTransferResponse } from '@kernel/wallet';
import type { ApiClient } from './client';

/** SPEC 7 Wallet: the main and game wallets and transfers between them (all T). */
export function createWalletCalls(api: ApiClient) {
  return {
    getMerchantWallet: async () => (await api.get(MEMBER_PATH.merchantWallet, merchantWalletResponse)).value,
    transfer: async (request: WalletTransferRequest) => (await api.send('POST', MEMBER_PATH.walletTransfer, walletTransferResponse, request)).value,
    transferAllToMain: async (request: WalletTransferAllRequest) => (await api.send('POST', MEMBER_PATH.walletTransferAll, walletTransferAllResponse, request)).value,
  };
}
export type WalletCalls = ReturnType<typeof createWalletCalls>;
