import { Hono } from 'hono';
import {
  createDepositOrderRequestSchema,
  type DepositOrder,
  depositOptionsResponse,
  depositOrderQuerySchema,
  depositOrderResponse,
  depositOrdersResponse,
} from '../../kernel/deposit';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { pageQuerySchema } from '../../kernel/paging';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { fail, ok } from '../respond';
import { depositLimitRefusal } from '../saferGambling/limits';
import { blockRefusal } from '../saferGambling/playerSafety';
import { readQuery } from '../validate';
import { createDepositOrder, depositOptions, depositOrderView } from '../wallet/deposits';
import { requireRealMoneyMember } from '../wallet/guards';
import { runIdempotent } from '../wallet/idempotency';
import { readMoneyJson } from '../wallet/input';
import { pageOf } from '../wallet/paging';

/** Deposits (T): channels and bonuses, orders (made here, paid on the payment page), the order history. */
export function depositRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const guard = requireRealMoneyMember(ctx);

  routes.get(MEMBER_PATH.depositOptions, guard, (c) => ok(c, depositOptionsResponse, depositOptions(ctx, c.get('member').id, c.get('lang'))));

  routes.post(MEMBER_PATH.createDepositOrder, guard, async (c) => {
    const { idempotencyKey, ...request } = await readMoneyJson(c, createDepositOrderRequestSchema);
    // no order is made that nothing could pay: a production serve has no payment provider wired in
    if (!ctx.demoMoney) return fail(c, ErrorCode.paymentProviderMissing, 'paymentProviderMissing');
    const memberId = c.get('member').id;
    const now = ctx.clock();
    // Issue 26: no deposit while the member's time-out or self-exclusion runs.
    const onBreak = blockRefusal(ctx.db, memberId, now, c.get('lang'));
    if (onBreak) return c.json(onBreak);
    // Issue 26: the safer-gambling deposit limits (a retry of an order already made answers it again instead).
    const overLimit = ctx.stores.idempotentRequests.find(memberId, idempotencyKey)
      ? null
      : depositLimitRefusal(ctx.db, memberId, request.amountPaise, now, c.get('lang'));
    if (overLimit) return c.json(overLimit);
    const order = runIdempotent(
      ctx,
      { memberId, key: idempotencyKey, operation: 'createDepositOrder', request },
      now,
      (): DepositOrder => depositOrderView(createDepositOrder(ctx, memberId, request, now), now, c.get('lang')),
    );
    return ok(c, depositOrderResponse, order);
  });

  routes.get(MEMBER_PATH.depositOrder, guard, (c) => {
    const { orderId } = readQuery(c, depositOrderQuerySchema);
    const order = ctx.stores.deposits.byId(orderId);
    // Another member's order is as unknown as one that does not exist.
    if (!order || order.memberId !== c.get('member').id) return fail(c, ErrorCode.orderNotFound, 'orderNotFound');
    return ok(c, depositOrderResponse, depositOrderView(order, ctx.clock(), c.get('lang')));
  });

  routes.get(MEMBER_PATH.depositOrders, guard, (c) => {
    const query = readQuery(c, pageQuerySchema);
    const memberId = c.get('member').id;
    const now = ctx.clock();
    const page = pageOf(query, ctx.stores.deposits.count(memberId), (limit, offset) =>
      ctx.stores.deposits.page(memberId, limit, offset).map((order) => depositOrderView(order, now, c.get('lang'))),
    );
    return ok(c, depositOrdersResponse, page);
  });

  return routes;
}
