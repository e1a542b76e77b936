import { Hono } from 'hono';
import * as v from 'valibot';
import { devFaultSchema, devStatusSchema } from '../../src/contract/devControls';
import { envelope } from '../../src/contract/envelope';
import { DEV_PATH } from '../../src/contract/paths';
import type { AppEnv, ServerContext } from '../context';
import { ok } from '../respond';
import { seedDatabase } from '../seed/index';
import { currentStatus, statusOverride } from '../systemStatus';
import { readJsonBody } from '../validate';

/** What the status controls answer: the status the system reports from now on. */
const devStatusResponse = envelope(
  v.object({
    status: v.picklist([0, 1, 2]),
    regionRestriction: v.boolean(),
    maintenanceStart: v.nullable(v.string()),
    maintenanceEnd: v.nullable(v.string()),
  }),
);

/** What the fault controls answer: the faults in force. */
const devFaultsResponse = envelope(
  v.array(v.object({ ...devFaultSchema.entries, remaining: v.nullable(v.number()) })),
);

const devResetResponse = envelope(v.literal(true));

/**
 * Dev controls (mounted only when devControls is on): force the system status, inject faults,
 * re-seed. Bodies are plain JSON (never sealed) so they are easy to send from a shell or a test.
 */
export function devRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.post(DEV_PATH.status, async (c) => {
    const request = await readJsonBody(c, devStatusSchema);
    ctx.dev.setStatusOverride(statusOverride(request, ctx.clock()));
    return ok(c, devStatusResponse, currentStatus(ctx));
  });

  routes.delete(DEV_PATH.status, (c) => {
    ctx.dev.setStatusOverride(null);
    return ok(c, devStatusResponse, currentStatus(ctx));
  });

  routes.post(DEV_PATH.fault, async (c) => {
    ctx.dev.addFault(await readJsonBody(c, devFaultSchema));
    return ok(c, devFaultsResponse, [...ctx.dev.listFaults()]);
  });

  routes.delete(DEV_PATH.fault, (c) => {
    ctx.dev.clearFaults();
    return ok(c, devFaultsResponse, []);
  });

  routes.post(DEV_PATH.reset, async (c) => {
    // Back to the first start: seeded data (sessions, trial accounts and captchas go) and no overrides.
    await seedDatabase(ctx.db, { merchant: ctx.merchant, now: ctx.clock(), replaceExisting: true });
    ctx.dev.reset();
    return ok(c, devResetResponse, true);
  });

  return routes;
}
