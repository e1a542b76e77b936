import * as v from 'valibot';
import { envelope } from './envelope';
import { idempotencyKeySchema, paiseSchema } from './money';

/**
 * SPEC 2 Member center rewardCenter (module REWCEN3) with its unread badge: the rewards granted to
 * the member (a VIP level-up bonus, a birthday gift, a weekly or monthly VIP bonus, a
 * compensation), each with its amount, expiry and status, and the claim that pays one into the
 * main wallet. SPEC 7 names no call for it: these are the reference backend's, in the MCSFE_
 * family (all T).
 */

/** Where a reward comes from (the page names it; the backend titles it in the request language). */
export const REWARD_KINDS = ['levelUp', 'birthday', 'weeklyBonus', 'monthlyBonus', 'compensation'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** claimable: can be claimed now; claimed: paid; expired: its time ran out unclaimed (it can no longer be claimed). */
export const REWARD_STATUSES = ['claimable', 'claimed', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** The list holds every claimable reward and the latest others, this many in all. */
export const REWARD_LIST_LIMIT = 50;

export const rewardSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  kind: v.picklist(REWARD_KINDS),
  /** In the request language, e.g. 'VIP 3 level-up bonus'. */
  title: v.string(),
  amountPaise: paiseSchema,
  /** The valid bets needed to release the bonus once paid, as a multiple of the amount (0: none). */
  turnoverMultiplier: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Epoch milliseconds. */
  grantedAt: v.number(),
  expiresAt: v.number(),
  claimedAt: v.nullable(v.number()),
  status: v.picklist(REWARD_STATUSES),
  /** false until the member has had the reward center open with it listed (shown as New). */
  seen: v.boolean(),
});
export type Reward = v.InferOutput<typeof rewardSchema>;

/**
 * The menu badge's count: the rewards the member has not seen yet, and those seen but still
 * waiting to be claimed, each counted once. Opening the page (the rewards seen) and claiming
 * (one less waiting) both bring it down.
 */
export const rewardCountSchema = v.object({ unreadCount: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type RewardCount = v.InferOutput<typeof rewardCountSchema>;
export const rewardCountResponse = envelope(rewardCountSchema);

/** GET the rewards (T): the claimable ones first (soonest to expire first), then the others newest first. */
export const rewardListSchema = v.object({ items: v.array(rewardSchema), ...rewardCountSchema.entries });
export type RewardList = v.InferOutput<typeof rewardListSchema>;
export const rewardListResponse = envelope(rewardListSchema);

/** POST the rewards the page has shown (T): they are seen (New no more); answers the badge's count. */
export const markRewardsSeenRequestSchema = v.object({
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1), v.maxLength(REWARD_LIST_LIMIT)),
});
export type MarkRewardsSeenRequest = v.InferOutput<typeof markRewardsSeenRequestSchema>;

/**
 * POST claim a reward (T): paid once into the main wallet, whatever the number of tries; the same
 * key sent again gets the first answer again.
 */
export const claimRewardRequestSchema = v.object({
  rewardId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  idempotencyKey: idempotencyKeySchema,
});
export type ClaimRewardRequest = v.InferOutput<typeof claimRewardRequestSchema>;

export const claimRewardResultSchema = v.object({
  /** The reward as it is now: claimed. */
  reward: rewardSchema,
  /** The main wallet right after the claim. */
  balancePaise: paiseSchema,
  ...rewardCountSchema.entries,
});
export type ClaimRewardResult = v.InferOutput<typeof claimRewardResultSchema>;
export const claimRewardResponse = envelope(claimRewardResultSchema);
