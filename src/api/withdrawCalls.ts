import { addBankAccountResponse, type BankAccountInput, bankAccountsResponse, removeBankAccountResponse } from '@kernel/bankAccount';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { type WithdrawRequest, withdrawalsResponse, withdrawLimitsResponse, withdrawPasswordResponse, withdrawResponse } from '@kernel/withdraw';
import type { ApiClient } from './client';

/** Withdrawals (all T): bank accounts, the withdrawal password (E), limits, requests (E) and history. */
export function createWithdrawCalls(api: ApiClient) {
  return {
    getBankAccounts: async () => (await api.get(MEMBER_PATH.bankAccounts, bankAccountsResponse)).value,
    addBankAccount: async (account: BankAccountInput) => (await api.send('POST', MEMBER_PATH.addBankAccount, addBankAccountResponse, account)).value,
    removeBankAccount: async (id: number) => (await api.send('DELETE', MEMBER_PATH.removeBankAccount, removeBankAccountResponse, { id })).value,
    getLimits: async () => (await api.get(MEMBER_PATH.withdrawLimits, withdrawLimitsResponse)).value,
    setWithdrawPassword: async (password: string, confirmPassword: string) =>
      (await api.sendSealed('POST', MEMBER_PATH.setWithdrawPassword, withdrawPasswordResponse, { password, confirmPassword })).value,
    changeWithdrawPassword: async (oldPassword: string, newPassword: string, confirmNewPassword: string) =>
      (await api.sendSealed('POST', MEMBER_PATH.changeWithdrawPassword, withdrawPasswordResponse, { oldPassword, newPassword, confirmNewPassword })).value,
    withdraw: async (request: WithdrawRequest) => (await api.sendSealed('POST', MEMBER_PATH.withdraw, withdrawResponse, request)).value,
    getWithdrawals: async (pageNo: number, pageSize: number) => (await api.get(MEMBER_PATH.withdrawals, withdrawalsResponse, { pageNo, pageSize })).value,
  };
}
export type WithdrawCalls = ReturnType<typeof createWithdrawCalls>;
