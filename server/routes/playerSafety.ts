import { Hono } from 'hono';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { realityCheckSettingResponse, realityCheckSettingSchema, sessionSummaryResponse, takeBreakRequestSchema, takeBreakResponse } from '../../kernel/playerSafety';
import type { AppEnv } from '../appEnv';
import { readToken } from '../auth';
import type { ServerContext } from '../context';
import { verifyPassword } from '../passwords';
import { ok } from '../respond';
import { sessionSummary, takeBreak, wrongBreakPassword } from '../saferGambling/playerSafety';
import { playerSafetyOf } from '../store/playerSafety';
import { readJsonBody, readSealedBody } from '../validate';
import { requireRealMoneyMember } from '../wallet/guards';

/**
 * Player safety (issue 26, all T): the reality check's interval (read and set), the summary of the
 * request's session it shows, and taking a time-out or a self-exclusion (E: the body is sealed,
 * confirmed with the login password), which ends every session of the member.
 */
export function playerSafetyRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireRealMoneyMember(ctx);

  routes.get(MEMBER_PATH.realityCheck, member, (c) => ok(c, realityCheckSettingResponse, { intervalMinutes: playerSafetyOf(ctx.db).intervalOf(c.get('member').id) }));

  routes.post(MEMBER_PATH.setRealityCheck, member, async (c) => {
    const { intervalMinutes } = await readJsonBody(c, realityCheckSettingSchema);
    playerSafetyOf(ctx.db).saveInterval(c.get('member').id, intervalMinutes, ctx.clock());
    return ok(c, realityCheckSettingResponse, { intervalMinutes });
  });

  routes.get(MEMBER_PATH.sessionSummary, member, (c) => ok(c, sessionSummaryResponse, sessionSummary(ctx.db, c.get('member').id, readToken(c) ?? '', ctx.clock())));

  routes.post(MEMBER_PATH.takeBreak, member, async (c) => {
    const request = await readSealedBody(c, ctx, takeBreakRequestSchema);
    const taker = c.get('member');
    if (!(await verifyPassword(request.password, taker.passwordHash))) return c.json(wrongBreakPassword(c.get('lang')));
    // The clock is read after the password's hashing: the break starts when it is granted.
    const answer = takeBreak(ctx, taker.id, request.period, ctx.clock(), c.get('lang'));
    if ('success' in answer) return c.json(answer);
    return ok(c, takeBreakResponse, answer);
  });

  return routes;
}
