import { Hono } from 'hono';
import { type DevRedeem, devRedeemDecisionSchema, devRedeemResponse, devRedeemsResponse } from '../../kernel/devControls';
import { DEV_PATH } from '../../kernel/paths';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { decideRedeem } from '../points/redeems';
import { ok } from '../respond';
import type { RedeemRow } from '../store/points';
import { readJsonBody } from '../validate';

/**
 * Dev controls of the points mall (mounted by devRoutes): the operator's side of redeems. List the
 * redeems In Process, approve one (Approved: its points are spent) or reject one (Rejected: its
 * points go back to the member and the reward to stock, in one transaction).
 */
export function devPointRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  const describe = (row: RedeemRow): DevRedeem => ({
    id: row.id,
    username: ctx.stores.members.byId(row.memberId)?.username ?? '',
    reward: ctx.stores.points.rewardById(row.rewardId)?.nameEn ?? '',
    points: row.points,
    status: row.status,
    createdAt: row.createdAt,
  });

  routes.get(DEV_PATH.pointRedeems, (c) => ok(c, devRedeemsResponse, ctx.stores.points.inProcess().map(describe)));

  routes.post(DEV_PATH.approveRedeem, async (c) => {
    const { redeemId } = await readJsonBody(c, devRedeemDecisionSchema);
    return ok(c, devRedeemResponse, describe(decideRedeem(ctx, redeemId, 'approved', ctx.clock())));
  });

  routes.post(DEV_PATH.rejectRedeem, async (c) => {
    const { redeemId } = await readJsonBody(c, devRedeemDecisionSchema);
    return ok(c, devRedeemResponse, describe(decideRedeem(ctx, redeemId, 'rejected', ctx.clock())));
  });

  return routes;
}
