import * as v from 'valibot';

/** POST /__dev/status: force the system status (null returns to the seeded one). */
export const devStatusSchema = v.object({
  status: v.picklist([0, 1, 2]),
  regionRestriction: v.optional(v.boolean()),
  maintenanceEndTime: v.optional(v.nullable(v.string())),
});
export type DevStatus = v.InferOutput<typeof devStatusSchema>;

/** POST /__dev/fault: make every request whose path starts with `path` misbehave. */
export const devFaultSchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/')),
  latencyMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(130_000))),
  kind: v.optional(v.picklist(['none', 'http500', 'malformedJson', 'drop']), 'none'),
  /** How many requests the fault applies to; absent means until cleared. */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type DevFault = v.InferOutput<typeof devFaultSchema>;
