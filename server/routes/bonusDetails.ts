import { Hono } from 'hono';
import {
  bonusGrantsQuerySchema,
  bonusGrantsResponse,
  claimRebateRequestSchema,
  claimRebateResponse,
  rebateClaimsQuerySchema,
  rebateClaimsResponse,
  rebateSummaryResponse,
} from '../../kernel/bonusDetails';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { assertModule } from '../moduleGate';
import { ok } from '../respond';
import { bonusDetailsPage } from '../rewards/bonusDetails';
import { claimRebate, rebateSummary } from '../rewards/rebate';
import { readJsonBody, readQuery } from '../validate';
import { requireRealMoneyMember } from '../wallet/guards';
import { runIdempotent } from '../wallet/idempotency';

/**
 * Bonus details and the manual rebate (T, module MANREBATE3, which gates the bonusDetails page;
 * kernel/bonusDetails.ts): the bonuses received with their turnover, the rebate due since the
 * last claim, the claim (one journal transaction, once per key) and the claims paid.
 */
export function bonusDetailsRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireRealMoneyMember(ctx);
  const gate = () => assertModule(ctx, 'MANREBATE3');

  routes.get(MEMBER_PATH.bonusGrants, member, (c) => {
    gate();
    const query = readQuery(c, bonusGrantsQuerySchema);
    return ok(c, bonusGrantsResponse, bonusDetailsPage(ctx, c.get('member').id, query.pageNo, query.pageSize, c.get('lang')));
  });

  routes.get(MEMBER_PATH.rebateSummary, member, (c) => {
    gate();
    const { id, createdAt } = c.get('member');
    return ok(c, rebateSummaryResponse, rebateSummary(ctx, id, createdAt, ctx.clock()));
  });

  routes.post(MEMBER_PATH.claimRebate, member, async (c) => {
    gate();
    const { idempotencyKey } = await readJsonBody(c, claimRebateRequestSchema);
    const { id, createdAt } = c.get('member');
    const now = ctx.clock();
    const claim = runIdempotent(ctx, { memberId: id, key: idempotencyKey, operation: 'claimRebate', request: {} }, now, () =>
      claimRebate(ctx, id, createdAt, idempotencyKey, now),
    );
    return ok(c, claimRebateResponse, { claim, summary: rebateSummary(ctx, id, createdAt, now) });
  });

  routes.get(MEMBER_PATH.rebateClaims, member, (c) => {
    gate();
    const query = readQuery(c, rebateClaimsQuerySchema);
    const { total } = ctx.stores.rebates.page(c.get('member').id, 0, 0);
    const totalPages = Math.max(1, Math.ceil(total / query.pageSize));
    const pageNo = Math.min(query.pageNo, totalPages);
    const { rows } = ctx.stores.rebates.page(c.get('member').id, (pageNo - 1) * query.pageSize, query.pageSize);
    return ok(c, rebateClaimsResponse, { items: rows, pageNo, pageSize: query.pageSize, totalPages, totalCount: total });
  });

  return routes;
}
