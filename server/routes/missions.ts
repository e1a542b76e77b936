import { Hono } from 'hono';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { claimMissionRequestSchema, claimMissionResponse, missionCountResponse, missionLeaderboardResponse, missionSummaryResponse } from '../../kernel/missions';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { ok } from '../respond';
import { claimableMissionCount, claimMission, missionLeaderboard, missionSummary } from '../rewards/missions';
import { readJsonBody } from '../validate';
import { requireRealMoneyMember } from '../wallet/guards';
import { runIdempotent } from '../wallet/idempotency';

/**
 * Missions (T; kernel/missions.ts): SPEC 7 MCSFE_getMissionSummaryDetails and
 * MCSFE_getMissionLeaderboard, and the reference backend's claim and badge count. SPEC 6 names no
 * module flag for missions, so they answer every registered member; a trial account is asked to
 * register first, as on the money calls (a claim pays real money).
 */
export function missionRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireRealMoneyMember(ctx);

  routes.get(MEMBER_PATH.missionSummary, member, (c) => ok(c, missionSummaryResponse, missionSummary(ctx, c.get('member').id, ctx.clock(), c.get('lang'))));

  routes.get(MEMBER_PATH.missionLeaderboard, member, (c) => ok(c, missionLeaderboardResponse, missionLeaderboard(ctx, c.get('member').id, ctx.clock())));

  routes.get(MEMBER_PATH.missionCount, member, (c) => ok(c, missionCountResponse, { claimableCount: claimableMissionCount(ctx, c.get('member').id, ctx.clock()) }));

  routes.post(MEMBER_PATH.claimMission, member, async (c) => {
    const { idempotencyKey, ...request } = await readJsonBody(c, claimMissionRequestSchema);
    const { id } = c.get('member');
    const now = ctx.clock();
    // A retry with the key gets the first answer; another key for a claimed mission is refused (paid once).
    const claim = runIdempotent(ctx, { memberId: id, key: idempotencyKey, operation: 'claimMission', request }, now, () => claimMission(ctx, id, request, now));
    return ok(c, claimMissionResponse, {
      claim,
      summary: missionSummary(ctx, id, now, c.get('lang')),
      leaderboard: missionLeaderboard(ctx, id, now),
    });
  });

  return routes;
}
