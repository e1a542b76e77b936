import * as v from 'valibot';
import { envelope } from './envelope';
import { idempotencyKeySchema, PAISE_PER_RUPEE, paiseSchema } from './money';
import { SaferGamblingErrorCode } from './saferGamblingErrorCodes';

/**
 * Safer gambling (issue 26): a member's own deposit, loss and wager limits per day, week and month.
 * Lowering a limit (or setting one where there was none) takes effect at once; raising or removing
 * one waits LIMIT_COOLING_MS, shown as a pending change with its effective time. The backend
 * enforces the limits on every deposit order and every bet. One source for client and backend.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Periods in the merchant's time zone (India time, as the daily withdrawal count): the week starts on Monday. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A raise or a removal waits this long (24 hours) before it applies; a lowering applies at once. */
export const LIMIT_COOLING_MS = 24 * 60 * 60 * 1000;

/** A limit is whole rupees, above zero and at most ₹1 crore. */
export const LIMIT_MIN_PAISE = PAISE_PER_RUPEE;
export const LIMIT_MAX_PAISE = 10_000_000 * PAISE_PER_RUPEE;

/** A limit amount on the wire: whole rupees in paise, from ₹1 to ₹1 crore. */
export const limitAmountSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(LIMIT_MIN_PAISE),
  v.maxValue(LIMIT_MAX_PAISE),
  v.check((paise) => paise % PAISE_PER_RUPEE === 0, 'whole rupees'),
);

/** A raise or removal waiting for its cooling period: amountPaise null is a removal. */
export const pendingLimitSchema = v.object({
  amountPaise: v.nullable(paiseSchema),
  effectiveAt: v.number(),
});
export type PendingLimit = v.InferOutput<typeof pendingLimitSchema>;

/** One limit as the member (or the upline agent) reads it, with what the current period has used. */
export const gamblingLimitSchema = v.object({
  kind: v.picklist(LIMIT_KINDS),
  period: v.picklist(LIMIT_PERIODS),
  /** The limit in force; null: none. */
  amountPaise: v.nullable(paiseSchema),
  /** Deposits made, stakes bet, or net loss (never below 0) since the period started. */
  usedPaise: paiseSchema,
  /** When the period (and so the usage) starts again. */
  resetsAt: v.number(),
  pending: v.nullable(pendingLimitSchema),
});
export type GamblingLimit = v.InferOutput<typeof gamblingLimitSchema>;

export const saferGamblingSchema = v.object({
  /** Every kind and period, in LIMIT_KINDS then LIMIT_PERIODS order (nine rows). */
  limits: v.array(gamblingLimitSchema),
  /** The backend's clock, so a countdown to a pending change runs on the same time. */
  serverTime: v.number(),
});
export type SaferGambling = v.InferOutput<typeof saferGamblingSchema>;
export const saferGamblingResponse = envelope(saferGamblingSchema);

/** POST set a limit (T): amountPaise null removes it. Idempotent by key. */
export const setLimitRequestSchema = v.object({
  kind: v.picklist(LIMIT_KINDS),
  period: v.picklist(LIMIT_PERIODS),
  amountPaise: v.nullable(limitAmountSchema),
  idempotencyKey: idempotencyKeySchema,
});
export type SetLimitRequest = v.InferOutput<typeof setLimitRequestSchema>;

/** GET a team member's limits (agent, read only). */
export const downlineLimitsQuerySchema = v.object({ userName: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });

/** The value of a refusal by a limit: which one, and when it resets. */
export const limitRefusalSchema = v.object({
  kind: v.picklist(LIMIT_KINDS),
  period: v.picklist(LIMIT_PERIODS),
  amountPaise: paiseSchema,
  usedPaise: paiseSchema,
  resetsAt: v.number(),
});
export type LimitRefusal = v.InferOutput<typeof limitRefusalSchema>;

export const LIMIT_REACHED_CODE: Record<LimitKind, (typeof SaferGamblingErrorCode)[keyof typeof SaferGamblingErrorCode]> = {
  deposit: SaferGamblingErrorCode.depositLimitReached,
  loss: SaferGamblingErrorCode.lossLimitReached,
  wager: SaferGamblingErrorCode.wagerLimitReached,
};

/** The merchant's time zone the periods and reset times are read in (the backend's India day, server/walletRules.ts). */
export const LIMIT_TIME_ZONE = 'Asia/Kolkata';

/**
 * How a new limit applies against the one in force (null: none): setting a first limit or a lower
 * (or equal) one applies at once; a higher one, or removing one, waits the cooling period;
 * removing where there is none changes nothing.
 */
export type LimitChange = 'atOnce' | 'afterCooling' | 'none';
export function limitChangeOf(current: number | null, next: number | null): LimitChange {
  if (current === null) return next === null ? 'none' : 'atOnce';
  if (next === null || next > current) return 'afterCooling';
  return 'atOnce';
}
