import { Hono } from 'hono';
import { devClockAdvanceSchema, devClockResponse, devModuleResponse, devModuleSchema, devTeamPlayResponse, devTeamPlaySchema } from '../../kernel/devControls';
import { ErrorCode } from '../../kernel/errorCodes';
import { DEV_PATH } from '../../kernel/paths';
import { isAgentType } from '../../kernel/platform';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { settleDueContracts } from '../contracts/settlement';
import { playTeam } from '../contracts/teamPlay';
import { ApiError, ok } from '../respond';
import { readJsonBody } from '../validate';

const MINUTE_MS = 60_000;

/**
 * Dev controls of the agency (mounted with devRoutes, only when dev controls are on): move the
 * backend's clock, let an agent's team play for some minutes, and switch a module. Each runs the
 * settlement engine, so a tester sees the settlements the moved time brings.
 */
export function devAgencyRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const clockState = () => ({ now: ctx.clock(), offsetMs: ctx.dev.clockOffsetMs });

  routes.get(DEV_PATH.clock, (c) => {
    settleDueContracts(ctx, ctx.clock());
    return ok(c, devClockResponse, clockState());
  });

  routes.post(DEV_PATH.clock, async (c) => {
    const { advanceMs } = await readJsonBody(c, devClockAdvanceSchema);
    settleDueContracts(ctx, ctx.clock());
    ctx.dev.advanceClock(advanceMs);
    const settlements = settleDueContracts(ctx, ctx.clock());
    return ok(c, devClockResponse, { ...clockState(), settlements });
  });

  routes.post(DEV_PATH.teamPlay, async (c) => {
    const { agent: name, minutes } = await readJsonBody(c, devTeamPlaySchema);
    const agent = ctx.stores.members.byUsername(name);
    if (!agent || !isAgentType(agent.type)) throw new ApiError(400, ErrorCode.invalidInput, 'invalidInput', `${name} is not an agent`);
    const start = ctx.clock();
    settleDueContracts(ctx, start);
    const bets = playTeam(ctx, agent.id, minutes, start);
    ctx.dev.advanceClock(minutes * MINUTE_MS);
    const settlements = settleDueContracts(ctx, ctx.clock());
    return ok(c, devTeamPlayResponse, { ...clockState(), bets, settlements });
  });

  routes.post(DEV_PATH.modules, async (c) => {
    const { modId, enabled } = await readJsonBody(c, devModuleSchema);
    settleDueContracts(ctx, ctx.clock());
    const changed = ctx.db.prepare('UPDATE module_flag SET enabled = ? WHERE mod_id = ?').run(enabled ? 1 : 0, modId).changes;
    if (changed === 0) throw new ApiError(404, ErrorCode.notFound, 'notFound', `the module tree has no ${modId}`);
    return ok(c, devModuleResponse, { modId, enabled });
  });

  return routes;
}
