import { SYSTEM_STATUS } from '../kernel/platform';
import type { ServerContext } from './context';
import type { StatusOverride } from './devState';

/** How long a maintenance forced without an end time lasts. */
export const DEFAULT_MAINTENANCE_MS = 2 * 60 * 60 * 1000;

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The status part of GET systemStatus: the dev override when one is set, else the merchant's
 * seeded status. Maintenance outranks region restriction (SPEC 4), but both flags are reported.
 */
export function currentStatus(ctx: ServerContext): StatusOverride {
  if (ctx.dev.statusOverride) return ctx.dev.statusOverride;
  const merchant = ctx.stores.merchant.merchant();
  return {
    status: merchant.status,
    regionRestriction: merchant.regionRestriction === 1 || merchant.status === SYSTEM_STATUS.regionRestricted,
    maintenanceStart: isoOrNull(merchant.maintenanceStart),
    maintenanceEnd: isoOrNull(merchant.maintenanceEnd),
  };
}

/** Builds the override a dev status request asks for (maintenance ends in two hours unless told). */
export function statusOverride(
  request: { status: 0 | 1 | 2; regionRestriction?: boolean | undefined; maintenanceEndTime?: string | null | undefined },
  now: number,
): StatusOverride {
  const maintenance = request.status === SYSTEM_STATUS.maintenance;
  return {
    status: request.status,
    // status 2 is region restriction itself; with status 1 the flag tells the client both apply
    regionRestriction: request.status === SYSTEM_STATUS.regionRestricted || request.regionRestriction === true,
    maintenanceStart: maintenance ? new Date(now).toISOString() : null,
    maintenanceEnd: maintenance ? (request.maintenanceEndTime ?? new Date(now + DEFAULT_MAINTENANCE_MS).toISOString()) : null,
  };
}
