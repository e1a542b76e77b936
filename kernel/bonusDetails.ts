import * as v from 'valibot';
import { envelope } from './envelope';
import { idempotencyKeySchema, paiseSchema } from './money';
import { pageSchema, wholeNumberParam } from './paging';
import { GAME_CATEGORIES } from './platform';

/**
 * SPEC 2 bonusDetails and 'other screens implied by texts: rebate', SPEC 6 manual rebate (module
 * MANREBATE3): the bonuses the member received (promotions, rewards, mission prizes) with their
 * turnover progress, and the manual rebate: a share of the member's own valid bets since the last
 * claim, per game category at the merchant's rates, claimed into the main wallet. SPEC 7 names no
 * call for them: these are the reference backend's, in the MCSFE_ family (all T).
 */
export const BONUS_PAGE_SIZE = 10;
export const REBATE_CLAIMS_PAGE_SIZE = 10;

/** Rates are basis points: 10 000 is the whole valid bet (80: 0.8 %). */
export const REBATE_FULL_RATE_BPS = 10_000;

/** The rebate of a category's valid bets at its rate, rounded down to the paisa (integer arithmetic only). */
export function rebateOf(validBetPaise: number, rateBps: number): number {
  if (validBetPaise <= 0 || rateBps <= 0) return 0;
  return Number((BigInt(validBetPaise) * BigInt(rateBps)) / BigInt(REBATE_FULL_RATE_BPS));
}

/** The valid bets that release a bonus: its amount times the multiplier (0: released at once). */
export const turnoverRequiredPaise = (amountPaise: number, multiplier: number): number => amountPaise * multiplier;

/** A claimed rebate is money the house gave back: it must be bet once before it can be withdrawn. */
export const REBATE_TURNOVER_MULTIPLIER = 1;

/** A bonus is released when the valid bets since it reach the requirement. */
export const isTurnoverReleased = (donePaise: number, requiredPaise: number): boolean => donePaise >= requiredPaise;

/** How far the valid bets are towards the requirement, in whole percent (0-100, rounded down). */
export function turnoverPercentOf(donePaise: number, requiredPaise: number): number {
  if (isTurnoverReleased(donePaise, requiredPaise)) return 100;
  return Math.min(100, Math.floor((Math.max(0, donePaise) * 100) / requiredPaise));
}

export const BONUS_SOURCES = ['promotion', 'reward', 'mission'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

export const bonusGrantSchema = v.object({
  id: v.number(),
  source: v.picklist(BONUS_SOURCES),
  /** In the request's language. */
  title: v.string(),
  amountPaise: paiseSchema,
  turnoverMultiplier: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** amount x multiplier. */
  requiredPaise: paiseSchema,
  /** Valid bets settled since the grant (real money, every category). */
  donePaise: paiseSchema,
  released: v.boolean(),
  grantedAt: v.number(),
});
export type BonusGrant = v.InferOutput<typeof bonusGrantSchema>;

/** GET the bonuses (T): a page, newest first. */
export const bonusGrantsQuerySchema = v.object({
  pageNo: wholeNumberParam(1, 1_000_000, 1),
  pageSize: wholeNumberParam(1, 100, BONUS_PAGE_SIZE),
});
export const bonusGrantsPageSchema = pageSchema(bonusGrantSchema);
export type BonusGrantsPage = v.InferOutput<typeof bonusGrantsPageSchema>;
export const bonusGrantsResponse = envelope(bonusGrantsPageSchema);

/** One category's part of a rebate: its valid bets, the rate, and the rebate rounded down. */
export const rebateLineSchema = v.object({
  category: v.picklist(GAME_CATEGORIES),
  validBetPaise: paiseSchema,
  rateBps: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(REBATE_FULL_RATE_BPS)),
  rebatePaise: paiseSchema,
});
export type RebateLine = v.InferOutput<typeof rebateLineSchema>;

/** GET the rebate due (T): the valid bets settled after `from` up to `to` (now), per category with a rate. */
export const rebateSummarySchema = v.object({
  /** The end of the last claim's period, or the member's registration. */
  from: v.number(),
  to: v.number(),
  /** Every category with a rate, in the merchant's order (valid bets 0 when none). */
  lines: v.array(rebateLineSchema),
  validBetPaise: paiseSchema,
  /** The sum of the lines' rebates (each rounded down on its own). */
  rebatePaise: paiseSchema,
  /** When the member last claimed (null: never). */
  lastClaimedAt: v.nullable(v.number()),
});
export type RebateSummary = v.InferOutput<typeof rebateSummarySchema>;
export const rebateSummaryResponse = envelope(rebateSummarySchema);

/** POST a claim (T): everything due now, with a key so a retry never pays twice. */
export const claimRebateRequestSchema = v.object({ idempotencyKey: idempotencyKeySchema });
export type ClaimRebateRequest = v.InferOutput<typeof claimRebateRequestSchema>;

export const rebateClaimSchema = v.object({
  id: v.number(),
  from: v.number(),
  to: v.number(),
  validBetPaise: paiseSchema,
  rebatePaise: paiseSchema,
  claimedAt: v.number(),
  lines: v.array(rebateLineSchema),
});
export type RebateClaim = v.InferOutput<typeof rebateClaimSchema>;

/** The claim paid, and what is due after it (nothing, until new bets settle). */
export const claimRebateResultSchema = v.object({ claim: rebateClaimSchema, summary: rebateSummarySchema });
export type ClaimRebateResult = v.InferOutput<typeof claimRebateResultSchema>;
export const claimRebateResponse = envelope(claimRebateResultSchema);

/** GET the claims (T): a page, newest first. */
export const rebateClaimsQuerySchema = v.object({
  pageNo: wholeNumberParam(1, 1_000_000, 1),
  pageSize: wholeNumberParam(1, 100, REBATE_CLAIMS_PAGE_SIZE),
});
export const rebateClaimsPageSchema = pageSchema(rebateClaimSchema);
export type RebateClaimsPage = v.InferOutput<typeof rebateClaimsPageSchema>;
export const rebateClaimsResponse = envelope(rebateClaimsPageSchema);
