import { ErrorCode } from '../../src/contract/errorCodes';
import type { ServerContext } from '../context';
import { hashPassword, verifyPassword } from '../passwords';
import { WITHDRAW_PASSWORD_LOCK_MS, WITHDRAW_PASSWORD_MAX_FAILURES } from '../walletRules';
import type { MoneyContext } from './context';
import { refusal } from './errors';

/**
 * The withdrawal password: set once, changed with the old one, checked before money leaves the
 * member (withdrawals, upline transfers). Five wrong ones in a row lock it for 15 minutes, so the
 * 6 digits cannot be guessed through the API.
 */
export const hasWithdrawPassword = (ctx: MoneyContext, memberId: number) => ctx.stores.withdrawPasswords.state(memberId).hash !== null;

export async function checkWithdrawPassword(ctx: ServerContext, memberId: number, password: string): Promise<void> {
  const store = ctx.stores.withdrawPasswords;
  const state = store.state(memberId);
  if (state.hash === null) throw refusal(ErrorCode.withdrawPasswordNotSet, 'withdrawPasswordNotSet');
  if (state.lockedUntil !== null && state.lockedUntil > ctx.clock()) throw refusal(ErrorCode.withdrawPasswordLocked, 'withdrawPasswordLocked');
  if (!(await verifyPassword(password, state.hash))) {
    store.recordFailure(memberId, WITHDRAW_PASSWORD_MAX_FAILURES, ctx.clock() + WITHDRAW_PASSWORD_LOCK_MS);
    throw refusal(ErrorCode.withdrawPasswordWrong, 'withdrawPasswordWrong');
  }
  if (state.failures > 0 || state.lockedUntil !== null) store.recordSuccess(memberId);
}

export async function setFirstWithdrawPassword(ctx: ServerContext, memberId: number, password: string, confirmPassword: string): Promise<void> {
  if (password !== confirmPassword) throw refusal(ErrorCode.invalidInput, 'withdrawPasswordMismatch');
  if (hasWithdrawPassword(ctx, memberId)) throw refusal(ErrorCode.withdrawPasswordAlreadySet, 'withdrawPasswordAlreadySet');
  const hash = await hashPassword(password);
  // Another request may have set one while this one was hashing: the first wins.
  if (!ctx.stores.withdrawPasswords.setFirst(memberId, hash)) throw refusal(ErrorCode.withdrawPasswordAlreadySet, 'withdrawPasswordAlreadySet');
}

export async function changeWithdrawPassword(
  ctx: ServerContext,
  memberId: number,
  request: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  if (request.newPassword !== request.confirmNewPassword) throw refusal(ErrorCode.invalidInput, 'withdrawPasswordMismatch');
  await checkWithdrawPassword(ctx, memberId, request.oldPassword);
  ctx.stores.withdrawPasswords.replace(memberId, await hashPassword(request.newPassword));
}
