import type { Context } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import {
  convertIssueOf,
  convertResponse,
  pointBalanceResponse,
  pointConfigResponse,
  pointPageQuerySchema,
  pointRecordQuerySchema,
  pointRecordsResponse,
  pointRewardsResponse,
  redeemListResponse,
  redeemResponse,
} from '../../kernel/points';
import type { AppEnv } from '../appEnv';
import { renderRewardSvg } from '../art/rewardArt';
import { ART_PREFIX } from '../art/urls';
import type { ServerContext } from '../context';
import { assertModule } from '../moduleGate';
import { convertPoints, convertRefusal } from '../points/convert';
import { creditEarnedPoints } from '../points/earning';
import { readConvertRequest, readRedeemRequest } from '../points/input';
import { redeemView, requestRedeem } from '../points/redeems';
import { fail, ok } from '../respond';
import { rewardView } from '../store/points';
import { readQuery } from '../validate';
import { requireRealMoneyMember } from '../wallet/guards';
import { runIdempotent } from '../wallet/idempotency';
import { pageOf } from '../wallet/paging';
import { checkWithdrawPassword, hasWithdrawPassword } from '../wallet/withdrawPassword';

/** The points calls' own checks after the session's: the module (off: 404 MODULE_DISABLED), then the member's settled bets credited. */
const pointsReady = (ctx: ServerContext) =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertModule(ctx, 'PTSYS3');
    creditEarnedPoints(ctx, c.get('member').id, ctx.clock());
    await next();
  });

/**
 * SPEC 7 ODSFE2_MemTransDet, the points view (wallet=points): the movements of the member's
 * spendable points, newest first. Answered from the account record's route (server/routes/records.ts),
 * which owns the path, after its session check.
 */
export function pointRecordsAnswer(ctx: ServerContext, c: Context<AppEnv>) {
  assertModule(ctx, 'PTSYS3');
  const memberId = c.get('member').id;
  creditEarnedPoints(ctx, memberId, ctx.clock());
  const query = readQuery(c, pointRecordQuerySchema);
  return ok(
    c,
    pointRecordsResponse,
    pageOf(query, ctx.stores.points.recordCount(memberId), (limit, offset) => ctx.stores.points.recordPage(memberId, limit, offset)),
  );
}

/**
 * The points mall (SPEC 7 Points, all T, module PTSYS3; kernel/points.ts): balance, reward
 * catalogue, config, redeem history, and the two (E) writes behind the withdrawal password
 * (passwordCheck): redeem a reward and convert points into the main wallet, each with an
 * idempotency key so a retry never repeats. A trial account is asked to register first, as on
 * the money calls. The rewards' generated pictures are served here too.
 */
export function pointRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const guards = [requireRealMoneyMember(ctx), pointsReady(ctx)] as const;

  routes.get(MEMBER_PATH.pointBalance, ...guards, (c) => {
    const memberId = c.get('member').id;
    return ok(c, pointBalanceResponse, { ...ctx.stores.points.summary(memberId), hasWithdrawPassword: hasWithdrawPassword(ctx, memberId) });
  });

  routes.get(MEMBER_PATH.pointRewards, ...guards, (c) =>
    ok(
      c,
      pointRewardsResponse,
      ctx.stores.points.rewards().map((row) => rewardView(row, c.get('lang'))),
    ),
  );

  routes.get(MEMBER_PATH.pointConfig, ...guards, (c) => ok(c, pointConfigResponse, ctx.stores.points.config()));

  routes.get(MEMBER_PATH.redeemList, ...guards, (c) => {
    const query = readQuery(c, pointPageQuerySchema);
    const memberId = c.get('member').id;
    const page = pageOf(query, ctx.stores.points.redeemCount(memberId), (limit, offset) =>
      ctx.stores.points.redeemPage(memberId, limit, offset).map((row) => redeemView(ctx, row, c.get('lang'))),
    );
    return ok(c, redeemListResponse, page);
  });

  routes.post(MEMBER_PATH.redeemPointReward, ...guards, async (c) => {
    const { withdrawPassword, idempotencyKey, ...order } = await readRedeemRequest(c, ctx);
    const memberId = c.get('member').id;
    await checkWithdrawPassword(ctx, memberId, withdrawPassword);
    // The clock is read after the password check: that check yields, and the redeem runs after it.
    const now = ctx.clock();
    const redeem = runIdempotent(ctx, { memberId, key: idempotencyKey, operation: 'pointsRedeem', request: order }, now, () =>
      redeemView(ctx, requestRedeem(ctx, memberId, order, idempotencyKey, now), c.get('lang')),
    );
    return ok(c, redeemResponse, redeem);
  });

  routes.post(MEMBER_PATH.convertPoint, ...guards, async (c) => {
    const { points, withdrawPassword, idempotencyKey } = await readConvertRequest(c, ctx);
    const memberId = c.get('member').id;
    // The rule of the points themselves first (the minimum, whole steps), as the client checks it before the password.
    const config = ctx.stores.points.config();
    const issue = convertIssueOf(points, config, Number.POSITIVE_INFINITY);
    if (issue) throw convertRefusal(issue, config);
    await checkWithdrawPassword(ctx, memberId, withdrawPassword);
    const now = ctx.clock();
    const result = runIdempotent(ctx, { memberId, key: idempotencyKey, operation: 'pointsConvert', request: { points } }, now, () =>
      convertPoints(ctx, memberId, points, idempotencyKey, now),
    );
    return ok(c, convertResponse, result);
  });

  routes.get(`${ART_PREFIX}/reward/:file`, (c) => {
    const file = c.req.param('file');
    const id = /^\d+\.svg$/.test(file) ? Number(file.slice(0, -4)) : null;
    const reward = id === null ? undefined : ctx.stores.points.rewardById(id);
    if (!reward) return fail(c, ErrorCode.notFound, 'notFound', { status: 404 });
    return c.body(renderRewardSvg({ id: reward.id, art: reward.art }), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
  });

  return routes;
}
