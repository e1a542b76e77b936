import * as v from 'valibot';
import { envelope } from './envelope';
import { paiseSchema } from './money';

/**
 * SPEC 2 'Other screens implied by texts: VIP', SPEC 3 Account display (VIP flag, VIP label and
 * rank level), SPEC 6 module VIP3: the merchant's VIP levels, each reached by cumulative deposits
 * AND cumulative valid bets, with its benefits; the member's totals and level. One rule
 * (vipLevelOf) decides the level everywhere: member info, the profile and the reward center.
 */

/** Rebate rates are basis points: 10 000 is the whole valid bet. */
export const VIP_FULL_RATE_BPS = 10_000;

const wholeCount = v.pipe(v.number(), v.integer(), v.minValue(0));

export const vipLevelSchema = v.object({
  level: wholeCount,
  /** 'VIP 3', or the merchant's word for no level ('Regular') in the request language. */
  label: v.string(),
  /** Cumulative paid deposits needed (with the valid bets below) to reach the level. */
  depositPaise: paiseSchema,
  /** Cumulative valid bets (settled, real money) needed (with the deposits above). */
  validBetPaise: paiseSchema,
  /** Paid once, as a reward to claim, when the level is reached. */
  upgradeBonusPaise: paiseSchema,
  /** A reward to claim each month while at the level. */
  monthlyBonusPaise: paiseSchema,
  /** A reward to claim on the member's birthday. */
  birthdayBonusPaise: paiseSchema,
  /** Rebate on the member's own valid bets, in basis points (50 is 0.5 %). */
  rebateBps: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(VIP_FULL_RATE_BPS)),
  dailyWithdrawLimitPaise: paiseSchema,
  dailyWithdrawCount: wholeCount,
  /** Other privileges of the level, in the request language. */
  perks: v.array(v.string()),
});
export type VipLevel = v.InferOutput<typeof vipLevelSchema>;

export const vipTotalsSchema = v.object({
  /** Every paid deposit of the member, bonuses not included. */
  depositPaise: paiseSchema,
  /** Every settled real-money bet's valid amount. */
  validBetPaise: paiseSchema,
});
export type VipTotals = v.InferOutput<typeof vipTotalsSchema>;

/** GET the VIP levels and the member's standing (T, module VIP3). */
export const vipInfoSchema = v.object({
  /** Lowest first; the first is the level every member starts at (no thresholds). */
  levels: v.pipe(v.array(vipLevelSchema), v.minLength(1)),
  member: v.object({ ...vipTotalsSchema.entries, level: wholeCount, label: v.string() }),
});
export type VipInfo = v.InferOutput<typeof vipInfoSchema>;
export const vipInfoResponse = envelope(vipInfoSchema);

/** What a level asks for (the thresholds), enough for the rules below. */
export type VipThreshold = Pick<VipLevel, 'level' | 'depositPaise' | 'validBetPaise'>;

const byLevel = <T extends VipThreshold>(levels: readonly T[]): T[] => [...levels].sort((a, b) => a.level - b.level);
const reaches = (totals: VipTotals, threshold: VipThreshold) => totals.depositPaise >= threshold.depositPaise && totals.validBetPaise >= threshold.validBetPaise;

/**
 * The member's level: levels are climbed in order, each needing both its cumulative deposits and
 * its cumulative valid bets; the first one not reached stops the climb. With no level reached
 * (a merchant whose lowest level asks for something), 0.
 */
export function vipLevelOf(levels: readonly VipThreshold[], totals: VipTotals): number {
  let reached = 0;
  for (const threshold of byLevel(levels)) {
    if (!reaches(totals, threshold)) break;
    reached = threshold.level;
  }
  return reached;
}

/** One of the two requirements on the way to the next level. */
export type VipRequirementProgress = {
  /** The member's cumulative amount. */
  totalPaise: number;
  /** What the next level asks for. */
  targetPaise: number;
  /** What is still missing (0 when met). */
  neededPaise: number;
  /** How far from the current level's threshold to the next one, in basis points (0 to 10 000, rounded down). */
  shareBps: number;
};

export type VipProgress = {
  level: number;
  /** null at the highest level. */
  next: null | {
    level: number;
    deposit: VipRequirementProgress;
    validBet: VipRequirementProgress;
    /** The smaller of the two shares: the level needs both. */
    shareBps: number;
  };
};

export const FULL_SHARE_BPS = 10_000;

function requirementProgress(totalPaise: number, fromPaise: number, targetPaise: number): VipRequirementProgress {
  const neededPaise = Math.max(0, targetPaise - totalPaise);
  const span = targetPaise - fromPaise;
  let shareBps: number;
  if (neededPaise === 0 || span <= 0) shareBps = FULL_SHARE_BPS;
  else if (totalPaise <= fromPaise) shareBps = 0;
  // below the target here, so (total - from) < span: the product stays far inside exact integers
  else shareBps = Math.floor(((totalPaise - fromPaise) * FULL_SHARE_BPS) / span);
  return { totalPaise, targetPaise, neededPaise, shareBps };
}

/**
 * The member's level and the way to the next one, in integer paise: for deposits and valid bets,
 * the amount still needed and the share of the way from the current level's threshold to the
 * next level's already made.
 */
export function vipProgressOf(levels: readonly VipThreshold[], totals: VipTotals): VipProgress {
  const ordered = byLevel(levels);
  const level = vipLevelOf(ordered, totals);
  const current = ordered.find((threshold) => threshold.level === level);
  const next = ordered.find((threshold) => threshold.level > level);
  if (!next) return { level, next: null };
  const deposit = requirementProgress(totals.depositPaise, current?.depositPaise ?? 0, next.depositPaise);
  const validBet = requirementProgress(totals.validBetPaise, current?.validBetPaise ?? 0, next.validBetPaise);
  return { level, next: { level: next.level, deposit, validBet, shareBps: Math.min(deposit.shareBps, validBet.shareBps) } };
}
