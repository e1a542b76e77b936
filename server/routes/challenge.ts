import { Hono } from 'hono';
import { challengeResponse } from '../../kernel/challenge';
import { PATH } from '../../kernel/paths';
import type { AppEnv } from '../appEnv';
import { clientIp } from '../clientIdentity';
import type { ServerContext } from '../context';
import { EVERYONE } from '../rateLimit';
import { refuseOverLimit } from '../rateLimitGuard';
import { ok } from '../respond';

/**
 * GET a proof-of-work challenge (SPEC 3 challenge fields; server/challenge.ts): the login,
 * register and SMS forms fetch one as they open and solve it while the person types.
 */
export function challengeRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  routes.get(PATH.challenge, async (c) => {
    const overLimit = refuseOverLimit(c, ctx, [
      ['CHALLENGE_PER_CLIENT', clientIp(c, ctx)],
      ['CHALLENGE_OVERALL', EVERYONE],
    ]);
    if (overLimit) return overLimit;
    c.header('Cache-Control', 'no-store');
    return ok(c, challengeResponse, await ctx.challenges.issue());
  });
  return routes;
}
