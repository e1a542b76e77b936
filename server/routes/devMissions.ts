import { Hono } from 'hono';
import { devCompleteMissionResponse, devCompleteMissionSchema, devMissionsResponse } from '../../kernel/devControls';
import { ErrorCode } from '../../kernel/errorCodes';
import { DEV_PATH } from '../../kernel/paths';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { fail, ok } from '../respond';
import { periodOf } from '../rewards/missionPeriods';
import type { MissionRow } from '../store/missions';
import { readJsonBody } from '../validate';

/**
 * Dev controls of the missions: list the merchant's missions, and count one of the current day or
 * week as complete for a member whatever it played, so its prize can be claimed (and the badge
 * shows it) without playing to the target.
 */
export function devMissionRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const describe = (mission: MissionRow) => ({
    code: mission.code,
    period: mission.period,
    title: mission.titleEn,
    periodStart: periodOf(mission.period, ctx.clock()).start,
  });

  routes.get(DEV_PATH.missions, (c) => ok(c, devMissionsResponse, ctx.stores.missions.active().map(describe)));

  routes.post(DEV_PATH.completeMission, async (c) => {
    const { username, mission: code } = await readJsonBody(c, devCompleteMissionSchema);
    const member = ctx.stores.members.byUsername(username);
    if (!member) return fail(c, ErrorCode.accountNotFound, 'accountNotFound');
    const mission = ctx.stores.missions.active().find((candidate) => candidate.code === code);
    if (!mission) return fail(c, ErrorCode.missionNotFound, 'missionNotFound');
    ctx.stores.missions.markComplete(member.id, mission.id, periodOf(mission.period, ctx.clock()).start);
    return ok(c, devCompleteMissionResponse, { username: member.username, mission: describe(mission) });
  });

  return routes;
}
