import * as v from 'valibot';
import { envelope } from './envelope';
import { paiseSchema } from './money';
import { pageQuerySchema, pageSchema } from './paging';
import { GAME_CATEGORIES } from './platform';

/**
 * The member centre's records (SPEC 2): betting record (personalHistoryCopy), account record
 * (transactionHistory) and profit and loss (personalProfit). Each asks for a range of whole days
 * in India time (UTC+5:30, no daylight saving), `from` and `to` both included, at most
 * RECORD_MAX_RANGE_DAYS long. The client's presets and the backend share datePresetRange.
 */

export const RECORD_MAX_RANGE_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time is UTC+5:30 all year. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The India date (yyyy-MM-dd) of a moment. */
export const indianDateOf = (ms: number): string => new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The moment an India date (yyyy-MM-dd) begins. */
export const indianDayStart = (date: string): number => Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET_MS;

/** True for a real calendar date written yyyy-MM-dd (not 2025-02-30). */
export const isCalendarDate = (text: string): boolean => DATE_PATTERN.test(text) && !Number.isNaN(indianDayStart(text)) && indianDateOf(indianDayStart(text)) === text;

export const addDays = (date: string, days: number): string => indianDateOf(indianDayStart(date) + days * DAY_MS);

/** Days from `from` to `to`, both included (1 for a single day). */
export const rangeDays = (from: string, to: string): number => Math.round((indianDayStart(to) - indianDayStart(from)) / DAY_MS) + 1;

/** Every date of a range, oldest first. */
export function datesOfRange(from: string, to: string): string[] {
  const count = Math.max(0, rangeDays(from, to));
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** The moments a range covers: [start, end) in ms. */
export const rangeBounds = (range: DateRange) => ({ start: indianDayStart(range.from), end: indianDayStart(range.to) + DAY_MS });

export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export type DateRange = { from: string; to: string };

/** The range a preset names at `nowMs`: last7 and last30 end today and include it. */
export function datePresetRange(preset: DatePreset, nowMs: number): DateRange {
  const today = indianDateOf(nowMs);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

const dateParam = v.pipe(v.string('a date as yyyy-MM-dd'), v.check(isCalendarDate, 'must be a date as yyyy-MM-dd'));

const dateRangeEntries = { from: dateParam, to: dateParam };

/** The checks across a range's two fields (reported on `to`, in each query's pipe). */
const endNotBeforeStart = (range: DateRange) => range.from <= range.to;
const withinMaxRange = (range: DateRange) => rangeDays(range.from, range.to) <= RECORD_MAX_RANGE_DAYS;
const END_BEFORE_START = 'the end date is before the start date';
const RANGE_TOO_LONG = `the range is longer than ${RECORD_MAX_RANGE_DAYS} days`;

const vendorParam = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,20}$/, 'must be a vendor code'));
const categoryParam = v.picklist(GAME_CATEGORIES, `must be one of ${GAME_CATEGORIES.join(', ')}`);

// ---------------------------------------------------------------------------------------------
// Betting record

/** GET bet records (T): a range, optionally one category (gameType) and one vendor, a page (20). */
export const betRecordQuerySchema = v.pipe(
  v.object({ ...dateRangeEntries, gameType: v.optional(categoryParam), vendor: v.optional(vendorParam), ...pageQuerySchema.entries }),
  v.forward(
    v.check((range) => endNotBeforeStart(range), END_BEFORE_START),
    ['to'],
  ),
  v.forward(
    v.check((range) => withinMaxRange(range), RANGE_TOO_LONG),
    ['to'],
  ),
);
export type BetRecordQuery = v.InferOutput<typeof betRecordQuerySchema>;

export const BET_STATUSES = ['settled', 'unsettled'] as const;

export const betRecordSchema = v.object({
  id: v.number(),
  placedAt: v.number(),
  settledAt: v.nullable(v.number()),
  gameName: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
  category: v.picklist(GAME_CATEGORIES),
  /** MAIN or the game wallet the stake came from. */
  wallet: v.string(),
  stakePaise: paiseSchema,
  validPaise: paiseSchema,
  /** Null until settled; 0 for a lost bet. */
  payoutPaise: v.nullable(paiseSchema),
  /** payout − stake, from the member's side; null until settled. */
  winLossPaise: v.nullable(v.pipe(v.number(), v.integer())),
  status: v.picklist(BET_STATUSES),
});
export type BetRecord = v.InferOutput<typeof betRecordSchema>;

/** Sums over the whole filtered range (every page): stakes of all bets, win/loss of the settled ones. */
export const betTotalsSchema = v.object({
  count: v.number(),
  stakePaise: paiseSchema,
  validPaise: paiseSchema,
  payoutPaise: paiseSchema,
  winLossPaise: v.pipe(v.number(), v.integer()),
});
export type BetTotals = v.InferOutput<typeof betTotalsSchema>;

export const betRecordPageSchema = v.object({ ...pageSchema(betRecordSchema).entries, totals: betTotalsSchema });
export type BetRecordPage = v.InferOutput<typeof betRecordPageSchema>;
export const betRecordsResponse = envelope(betRecordPageSchema);

// ---------------------------------------------------------------------------------------------
// Account record

/**
 * The types an account record entry is shown (and filtered) as; `kind` keeps the journal's own
 * name of the movement. `adjustment` is the seeded opening balance and any correction.
 */
export const ACCOUNT_RECORD_TYPES = ['deposit', 'withdrawal', 'transfer', 'bonus', 'rebate', 'bet', 'payout', 'adjustment'] as const;
export type AccountRecordType = (typeof ACCOUNT_RECORD_TYPES)[number];

/** GET account records (T): entries of the member's main and game wallets in a range, optionally of one type, a page (20). */
export const accountRecordQuerySchema = v.pipe(
  v.object({ ...dateRangeEntries, type: v.optional(v.picklist(ACCOUNT_RECORD_TYPES, `must be one of ${ACCOUNT_RECORD_TYPES.join(', ')}`)), ...pageQuerySchema.entries }),
  v.forward(
    v.check((range) => endNotBeforeStart(range), END_BEFORE_START),
    ['to'],
  ),
  v.forward(
    v.check((range) => withinMaxRange(range), RANGE_TOO_LONG),
    ['to'],
  ),
);
export type AccountRecordQuery = v.InferOutput<typeof accountRecordQuerySchema>;

export const accountRecordSchema = v.object({
  /** The journal entry's id. */
  id: v.number(),
  time: v.number(),
  type: v.picklist(ACCOUNT_RECORD_TYPES),
  /** The journal's kind of movement (deposit, depositBonus, withdrawHold, transferIn, bet, payout, ...). */
  kind: v.string(),
  /** MAIN or a game wallet code. */
  wallet: v.string(),
  /** Into the wallet (positive) or out of it (negative). */
  amountPaise: v.pipe(v.number(), v.integer()),
  balanceAfterPaise: paiseSchema,
  /** What the movement belongs to, e.g. deposit:<orderId>, withdrawal:<id>, bet:<id>. */
  reference: v.nullable(v.string()),
});
export type AccountRecord = v.InferOutput<typeof accountRecordSchema>;

export const accountRecordPageSchema = pageSchema(accountRecordSchema);
export type AccountRecordPage = v.InferOutput<typeof accountRecordPageSchema>;
export const accountRecordsResponse = envelope(accountRecordPageSchema);

// ---------------------------------------------------------------------------------------------
// Profit and loss

/** GET profit and loss (T): a range. */
export const profitLossQuerySchema = v.pipe(
  v.object(dateRangeEntries),
  v.forward(
    v.check((range) => endNotBeforeStart(range), END_BEFORE_START),
    ['to'],
  ),
  v.forward(
    v.check((range) => withinMaxRange(range), RANGE_TOO_LONG),
    ['to'],
  ),
);
export type ProfitLossQuery = v.InferOutput<typeof profitLossQuerySchema>;

const betSumsEntries = {
  count: v.number(),
  stakePaise: paiseSchema,
  validPaise: paiseSchema,
  payoutPaise: paiseSchema,
  winLossPaise: v.pipe(v.number(), v.integer()),
};

export const profitLossSchema = v.object({
  from: v.string(),
  to: v.string(),
  /** Every category in side-menu order, zero when nothing was bet on it. */
  categories: v.array(v.object({ category: v.picklist(GAME_CATEGORIES), ...betSumsEntries })),
  /** One point per day of the range, oldest first, zero on a day without settled bets. */
  daily: v.array(v.object({ date: v.string(), winLossPaise: v.pipe(v.number(), v.integer()) })),
  totals: v.object(betSumsEntries),
  /** Money in and out of the wallets in the range: withdrawals held less those returned. */
  money: v.object({ depositPaise: paiseSchema, withdrawalPaise: v.pipe(v.number(), v.integer()), bonusPaise: paiseSchema, rebatePaise: paiseSchema }),
});
export type ProfitLoss = v.InferOutput<typeof profitLossSchema>;
export const profitLossResponse = envelope(profitLossSchema);
