import { ErrorCode } from '../../kernel/errorCodes';
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

/** The member's checks in progress, one after another (per database: tests run several servers in one process). */
const checksInLine = new WeakMap<object, Map<number, Promise<unknown>>>();

/** Runs `check` once every earlier check of the member has ended, so each sees the lock the earlier ones left. */
function afterEarlierChecks<T>(ctx: ServerContext, memberId: number, check: () => Promise<T>): Promise<T> {
  let byMember = checksInLine.get(ctx.stores);
  if (!byMember) {
    byMember = new Map();
    checksInLine.set(ctx.stores, byMember);
  }
  const line = byMember;
  const turn = (line.get(memberId) ?? Promise.resolve()).then(check);
  const done = turn.then(
    () => undefined,
    () => undefined,
  );
  line.set(memberId, done);
  void done.then(() => {
    if (line.get(memberId) === done) line.delete(memberId);
  });
  return turn;
}

/**
 * Checks one member's password attempts one at a time: parallel guesses each wait for the one
 * before, so the sixth finds the lock the fifth set (300 parallel guesses had 24 checked when the
 * lock was read before the asynchronous hash and the failure written after it), while parallel
 * requests with the right password (a retried withdrawal) all pass.
 */
export function checkWithdrawPassword(ctx: ServerContext, memberId: number, password: string): Promise<void> {
  return afterEarlierChecks(ctx, memberId, async () => {
    const store = ctx.stores.withdrawPasswords;
    const state = store.state(memberId);
    if (state.hash === null) throw refusal(ErrorCode.withdrawPasswordNotSet, 'withdrawPasswordNotSet');
    if (state.lockedUntil !== null && state.lockedUntil > ctx.clock()) throw refusal(ErrorCode.withdrawPasswordLocked, 'withdrawPasswordLocked');
    if (!(await verifyPassword(password, state.hash))) {
      store.recordFailure(memberId, WITHDRAW_PASSWORD_MAX_FAILURES, ctx.clock() + WITHDRAW_PASSWORD_LOCK_MS);
      throw refusal(ErrorCode.withdrawPasswordWrong, 'withdrawPasswordWrong');
    }
    store.recordSuccess(memberId);
  });
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
