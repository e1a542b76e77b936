import { Hono } from 'hono';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { transferUplineRequestSchema, transferUplineResponse, UPLINE_TRANSFER_RULES, uplineTransferInfoResponse } from '../../kernel/transferUpline';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { memberAccount } from '../ledger/accounts';
import { assertModule } from '../moduleGate';
import { ok } from '../respond';
import { requireRealMoneyMember } from '../wallet/guards';
import { runIdempotent } from '../wallet/idempotency';
import { readMoneySealed } from '../wallet/input';
import { transferToUpline, uplineOf } from '../wallet/uplineTransfer';
import { checkWithdrawPassword, hasWithdrawPassword } from '../wallet/withdrawPassword';

/** Sending money to the upline agent (T, module MEMTRANS3). */
export function transferUplineRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const guard = requireRealMoneyMember(ctx);

  routes.get(MEMBER_PATH.uplineTransferInfo, guard, (c) => {
    assertModule(ctx, 'MEMTRANS3');
    const member = c.get('member');
    return ok(c, uplineTransferInfoResponse, {
      uplineAccount: uplineOf(ctx, member).username,
      ...UPLINE_TRANSFER_RULES,
      balancePaise: ctx.stores.journal.balanceOf(memberAccount.main(member.id)),
      hasWithdrawPassword: hasWithdrawPassword(ctx, member.id),
    });
  });

  routes.post(MEMBER_PATH.transferUpline, guard, async (c) => {
    assertModule(ctx, 'MEMTRANS3');
    const { withdrawPassword, ...request } = await readMoneySealed(c, ctx, transferUplineRequestSchema);
    const member = c.get('member');
    await checkWithdrawPassword(ctx, member.id, withdrawPassword);
    const now = ctx.clock();
    const result = runIdempotent(
      ctx,
      { memberId: member.id, key: request.idempotencyKey, operation: 'transferUpline', request: { amountPaise: request.amountPaise } },
      now,
      () => transferToUpline(ctx, member, request, now),
    );
    return ok(c, transferUplineResponse, result);
  });

  return routes;
}
