import { Hono } from 'hono';
import {
  addBankAccountRequestSchema,
  addBankAccountResponse,
  bankAccountsResponse,
  checkBankAccount,
  normaliseBankAccount,
  removeBankAccountRequestSchema,
  removeBankAccountResponse,
} from '../../kernel/bankAccount';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { pageQuerySchema } from '../../kernel/paging';
import {
  changeWithdrawPasswordRequestSchema,
  setWithdrawPasswordRequestSchema,
  type Withdrawal,
  withdrawalsResponse,
  withdrawLimitsResponse,
  withdrawPasswordResponse,
  withdrawRequestSchema,
  withdrawResponse,
} from '../../kernel/withdraw';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { fail, ok } from '../respond';
import { readQuery } from '../validate';
import { addBankAccount, bankAccountView } from '../wallet/bankAccounts';
import { requireRealMoneyMember } from '../wallet/guards';
import { runIdempotent } from '../wallet/idempotency';
import { parseMoneyInput, readMoneyJson, readMoneySealed } from '../wallet/input';
import { pageOf } from '../wallet/paging';
import { requestWithdrawal, withdrawalView, withdrawLimits } from '../wallet/withdrawals';
import { changeWithdrawPassword, checkWithdrawPassword, setFirstWithdrawPassword } from '../wallet/withdrawPassword';

/** Withdrawals (T): bank accounts, the withdrawal password, limits, requests and their history. */
export function withdrawRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const guard = requireRealMoneyMember(ctx);

  routes.get(MEMBER_PATH.bankAccounts, guard, (c) => ok(c, bankAccountsResponse, ctx.stores.bankAccounts.live(c.get('member').id).map(bankAccountView)));

  routes.post(MEMBER_PATH.addBankAccount, guard, async (c) => {
    const input = normaliseBankAccount(await readMoneyJson(c, addBankAccountRequestSchema));
    const issue = checkBankAccount(input);
    if (issue) return fail(c, ErrorCode.invalidInput, issue.issue, { status: 400, value: { field: issue.field } });
    return ok(c, addBankAccountResponse, bankAccountView(addBankAccount(ctx, c.get('member').id, input, ctx.clock())));
  });

  routes.delete(MEMBER_PATH.removeBankAccount, guard, async (c) => {
    const text = await c.req.text();
    const { id } = parseMoneyInput(removeBankAccountRequestSchema, text ? safeJson(text) : c.req.query());
    if (!ctx.stores.bankAccounts.remove(c.get('member').id, id, ctx.clock())) return fail(c, ErrorCode.bankAccountNotFound, 'bankAccountNotFound');
    return ok(c, removeBankAccountResponse, true);
  });

  routes.get(MEMBER_PATH.withdrawLimits, guard, (c) => ok(c, withdrawLimitsResponse, withdrawLimits(ctx, c.get('member').id, ctx.clock())));

  routes.post(MEMBER_PATH.setWithdrawPassword, guard, async (c) => {
    const request = await readMoneySealed(c, ctx, setWithdrawPasswordRequestSchema);
    await setFirstWithdrawPassword(ctx, c.get('member').id, request.password, request.confirmPassword);
    return ok(c, withdrawPasswordResponse, true);
  });

  routes.post(MEMBER_PATH.changeWithdrawPassword, guard, async (c) => {
    const request = await readMoneySealed(c, ctx, changeWithdrawPasswordRequestSchema);
    await changeWithdrawPassword(ctx, c.get('member').id, request);
    return ok(c, withdrawPasswordResponse, true);
  });

  routes.post(MEMBER_PATH.withdraw, guard, async (c) => {
    const { withdrawPassword, idempotencyKey, ...request } = await readMoneySealed(c, ctx, withdrawRequestSchema);
    const memberId = c.get('member').id;
    await checkWithdrawPassword(ctx, memberId, withdrawPassword);
    // The clock is read after the password check: that check yields, and the request runs after it.
    const now = ctx.clock();
    const withdrawal = runIdempotent(
      ctx,
      { memberId, key: idempotencyKey, operation: 'withdraw', request },
      now,
      (): Withdrawal => withdrawalView(ctx, requestWithdrawal(ctx, memberId, request, now)),
    );
    return ok(c, withdrawResponse, withdrawal);
  });

  routes.get(MEMBER_PATH.withdrawals, guard, (c) => {
    const query = readQuery(c, pageQuerySchema);
    const memberId = c.get('member').id;
    const page = pageOf(query, ctx.stores.withdrawals.count(memberId), (limit, offset) =>
      ctx.stores.withdrawals.page(memberId, limit, offset).map((row) => withdrawalView(ctx, row)),
    );
    return ok(c, withdrawalsResponse, page);
  });

  return routes;
}

/** A body that is not JSON is parsed as nothing, so the schema names what is missing. */
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
