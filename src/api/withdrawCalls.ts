import { addBankAccountResponse, bankAccountsResponse, type BankAccountInput, removeBankAccountResponse } from '@/contract/bankAccount';
import { PATH } from '@/contract/paths';
import {
  withdrawLimitsResponse,
  withdrawPasswordResponse,
  type WithdrawRequest,
  withdrawResponse,
  withdrawalsResponse,
} from '@/contract/withdraw';
import type { ApiClient } from './client';

/** Withdrawals (all T): bank accounts, the withdrawal password (E), limits, requests (E) and history. */
export function createWithdrawCalls(api: ApiClient) {
  return {
    getBankAccounts: async () => (await api.get(PATH.bankAccounts, bankAccountsResponse)).value,
    addBankAccount: async (account: BankAccountInput) => (await api.send('POST', PATH.addBankAccount, addBankAccountResponse, account)).value,
    removeBankAccount: async (id: number) => (await api.send('DELETE', PATH.removeBankAccount, removeBankAccountResponse, { id })).value,
    getLimits: async () => (await api.get(PATH.withdrawLimits, withdrawLimitsResponse)).value,
    setWithdrawPassword: async (password: string, confirmPassword: string) =>
      (await api.sendSealed('POST', PATH.setWithdrawPassword, withdrawPasswordResponse, { password, confirmPassword })).value,
    changeWithdrawPassword: async (oldPassword: string, newPassword: string, confirmNewPassword: string) =>
      (await api.sendSealed('POST', PATH.changeWithdrawPassword, withdrawPasswordResponse, { oldPassword, newPassword, confirmNewPassword })).value,
    withdraw: async (request: WithdrawRequest) => (await api.sendSealed('POST', PATH.withdraw, withdrawResponse, request)).value,
    getWithdrawals: async (pageNo: number, pageSize: number) => (await api.get(PATH.withdrawals, withdrawalsResponse, { pageNo, pageSize })).value,
  };
}
export type WithdrawCalls = ReturnType<typeof createWithdrawCalls>;
