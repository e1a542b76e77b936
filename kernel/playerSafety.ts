import * as v from 'valibot';
import { envelope } from './envelope';
import { paiseSchema } from './money';
import { PlayerSafetyErrorCode } from './playerSafetyErrorCodes';

/**
 * Player safety (issue 26 item 1, second part): the reality check (a reminder every 30 or 60
 * minutes of a session with its time played and net result), and breaks a member takes on its own:
 * a time-out (24 hours, 7 or 30 days) or a self-exclusion (6 months, 1 or 5 years), confirmed with
 * the login password. A break ends every session and refuses logins, deposits and play until it
 * lapses; it is never shortened or lifted early, and only a break ending later may replace it.
 * One source for client and backend.
 */

/** The reality check's interval in minutes; 0 is off, the default (a member turns it on). */
export const REALITY_CHECK_MINUTES = [0, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const REALITY_CHECK_OFF: RealityCheckMinutes = 0;

export const realityCheckSettingSchema = v.object({ intervalMinutes: v.picklist(REALITY_CHECK_MINUTES) });
export type RealityCheckSetting = v.InferOutput<typeof realityCheckSettingSchema>;
export const realityCheckSettingResponse = envelope(realityCheckSettingSchema);

/**
 * The session the request's token belongs to, as the reality check shows it: when it started (the
 * login, kept by the backend so a reload does not restart it), and the real-money stakes and wins
 * of the bets placed since then. Net result = winsPaise - stakesPaise.
 */
export const sessionSummarySchema = v.object({
  startedAt: v.number(),
  stakesPaise: paiseSchema,
  winsPaise: paiseSchema,
  /** The backend's clock, so time played is counted on the same time. */
  serverTime: v.number(),
});
export type SessionSummary = v.InferOutput<typeof sessionSummarySchema>;
export const sessionSummaryResponse = envelope(sessionSummarySchema);

export const BREAK_KINDS = ['timeOut', 'selfExclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

/** Each kind's periods: a time-out is counted in hours and days, a self-exclusion in calendar months and years. */
export const BREAK_PERIODS = {
  timeOut: ['24h', '7d', '30d'],
  selfExclusion: ['6m', '1y', '5y'],
} as const satisfies Record<BreakKind, readonly string[]>;
export type BreakPeriod = (typeof BREAK_PERIODS)[BreakKind][number];
export const ALL_BREAK_PERIODS: readonly BreakPeriod[] = [...BREAK_PERIODS.timeOut, ...BREAK_PERIODS.selfExclusion];

export const breakKindOf = (period: BreakPeriod): BreakKind => ((BREAK_PERIODS.timeOut as readonly string[]).includes(period) ? 'timeOut' : 'selfExclusion');

/** POST take a break (T, E: the body is sealed, it carries the login password). */
export const takeBreakRequestSchema = v.object({
  period: v.picklist(ALL_BREAK_PERIODS),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
export type TakeBreakRequest = v.InferOutput<typeof takeBreakRequestSchema>;

/** A break in force: which kind, and the moment it lapses (logins are allowed again from `until` on). */
export const playerBlockSchema = v.object({ kind: v.picklist(BREAK_KINDS), until: v.number() });
export type PlayerBlock = v.InferOutput<typeof playerBlockSchema>;
export const takeBreakResponse = envelope(playerBlockSchema);

export const BLOCK_CODE: Record<BreakKind, (typeof PlayerSafetyErrorCode)[keyof typeof PlayerSafetyErrorCode]> = {
  timeOut: PlayerSafetyErrorCode.accountTimedOut,
  selfExclusion: PlayerSafetyErrorCode.selfExcluded,
};

/** The merchant's time zone (India, UTC+5:30 all year): calendar months are counted and the until time is shown in it. */
export const BREAK_TIME_ZONE = 'Asia/Kolkata';
const ZONE_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const FIXED_MS: Partial<Record<BreakPeriod, number>> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };
const MONTHS: Partial<Record<BreakPeriod, number>> = { '6m': 6, '1y': 12, '5y': 60 };

/**
 * When a break taken at `start` lapses. A time-out is exact hours (24 h, 7 × 24 h, 30 × 24 h); a
 * self-exclusion is calendar months on India's clock: the same day of the month and time of day,
 * or the month's last day when it has no such day (31 August + 6 months = 28 or 29 February).
 */
export function breakEndsAt(period: BreakPeriod, start: number): number {
  const fixed = FIXED_MS[period];
  if (fixed !== undefined) return start + fixed;
  const months = MONTHS[period] ?? 0;
  const local = new Date(start + ZONE_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const timeOfDay = local.getTime() - Date.UTC(year, local.getUTCMonth(), local.getUTCDate());
  return Date.UTC(year, month, day) + timeOfDay - ZONE_OFFSET_MS;
}
