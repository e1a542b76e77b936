import { Hono } from 'hono';
import { AGENT_PATH } from '../../kernel/agentPaths';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { downlineLimitsQuerySchema, type SaferGambling, saferGamblingResponse, setLimitRequestSchema } from '../../kernel/saferGambling';
import { requireAgent } from '../agency/guards';
import { downlineNamed } from '../agency/teamScope';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { ok } from '../respond';
import { limitsView, setLimit } from '../saferGambling/limits';
import { readJsonBody, readQuery } from '../validate';
import { requireRealMoneyMember } from '../wallet/guards';
import { runIdempotent } from '../wallet/idempotency';

/**
 * Safer gambling (issue 26, all T): the member reads its limits with what each period used and
 * sets, lowers, raises or removes one (idempotent by key: a retry applies once and answers the
 * first answer again). An agent reads a team member's limits and has no call to change them.
 */
export function saferGamblingRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireRealMoneyMember(ctx);

  routes.get(MEMBER_PATH.saferGamblingLimits, member, (c) => ok(c, saferGamblingResponse, limitsView(ctx.db, c.get('member').id, ctx.clock())));

  routes.post(MEMBER_PATH.setSaferGamblingLimit, member, async (c) => {
    const { idempotencyKey, ...request } = await readJsonBody(c, setLimitRequestSchema);
    const memberId = c.get('member').id;
    const now = ctx.clock();
    const answer = runIdempotent(ctx, { memberId, key: idempotencyKey, operation: 'setSaferGamblingLimit', request }, now, (): SaferGambling => {
      setLimit(ctx.db, memberId, request, now);
      return limitsView(ctx.db, memberId, now);
    });
    return ok(c, saferGamblingResponse, answer);
  });

  routes.get(AGENT_PATH.downlineLimits, requireAgent(ctx), (c) => {
    const { userName } = readQuery(c, downlineLimitsQuerySchema);
    // a name outside the agent's own team is refused as an unknown one (NOT_IN_TEAM)
    const downline = downlineNamed(ctx.db, c.get('member'), userName);
    return ok(c, saferGamblingResponse, limitsView(ctx.db, downline.id, ctx.clock()));
  });

  return routes;
}
