import * as v from 'valibot';
import { envelope } from './envelope';
import { idempotencyKeySchema, paiseSchema } from './money';
import { GAME_CATEGORIES } from './platform';

/**
 * SPEC 1 'promotions, rewards and missions', SPEC 2 missionLeaderboard with its badge, SPEC 7
 * mission calls: MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard (both T). Daily and
 * weekly missions (India days; a week starts on Monday) whose progress the backend counts from the
 * member's own settled bets and paid deposits of the period. A complete mission's prize is claimed
 * once (a bonus into the main wallet, with its turnover) and earns mission points; the leaderboard
 * ranks the members by the points of the current week. The claim and the count are the reference
 * backend's, in the same MCSFE_ family.
 */

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * What a mission counts over its period: valid bets (paise), settled bets, different games played
 * (each counted once), paid deposits (paise). A category narrows the bets to one (RNG: slots).
 */
export const MISSION_GOALS = ['validBet', 'betCount', 'distinctGames', 'deposit'] as const;
export type MissionGoal = (typeof MISSION_GOALS)[number];

/** Goals whose target and progress are money (paise); the others are counts. */
export const isMoneyGoal = (goal: MissionGoal) => goal === 'validBet' || goal === 'deposit';

/**
 * inProgress: the period runs and the target is not reached; claimable: reached, the prize waits;
 * claimed: paid; expired: the period ended without a claim (the prize is gone).
 */
export const MISSION_STATES = ['inProgress', 'claimable', 'claimed', 'expired'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

const wholeNumber = v.pipe(v.number(), v.integer(), v.minValue(0));

export const missionSchema = v.object({
  /** The mission's id; with periodStart it names one mission of one period. */
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  period: v.picklist(MISSION_PERIODS),
  goal: v.picklist(MISSION_GOALS),
  /** The bets' category counted; null: every category (and for deposits). */
  category: v.nullable(v.picklist(GAME_CATEGORIES)),
  /** In the request's language (the platform's text). */
  title: v.string(),
  /** Paise for a money goal, a count otherwise. */
  target: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** What the period counted so far (may pass the target). */
  progress: wholeNumber,
  prizePaise: paiseSchema,
  /** The prize's turnover: valid bets of prize x multiplier release it (bonus details). */
  turnoverMultiplier: wholeNumber,
  /** Mission points the claim earns on the leaderboard. */
  points: wholeNumber,
  /** The period, epoch ms: from its first moment up to (not including) its end. */
  periodStart: v.number(),
  periodEnd: v.number(),
  state: v.picklist(MISSION_STATES),
  claimedAt: v.nullable(v.number()),
});
export type Mission = v.InferOutput<typeof missionSchema>;

/** GET the summary (T): the missions of the current day and week, and those of the last ones that expired unclaimed. */
export const missionSummarySchema = v.object({
  missions: v.array(missionSchema),
  /** Missions complete and not claimed: the menu badge. */
  claimableCount: wholeNumber,
});
export type MissionSummary = v.InferOutput<typeof missionSummarySchema>;
export const missionSummaryResponse = envelope(missionSummarySchema);

/** How many members the leaderboard lists (the member's own rank is given apart when lower). */
export const LEADERBOARD_SIZE = 20;

export const leaderboardEntrySchema = v.object({
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Masked: the first two and the last two characters; the member's own name is given whole. */
  userName: v.string(),
  points: wholeNumber,
  /** The member asking. */
  self: v.boolean(),
});
export type LeaderboardEntry = v.InferOutput<typeof leaderboardEntrySchema>;

/** GET the leaderboard (T): members by mission points of the current week, most first. */
export const missionLeaderboardSchema = v.object({
  weekStart: v.number(),
  weekEnd: v.number(),
  entries: v.array(leaderboardEntrySchema),
  /** The member's own place when it has points this week (also when listed above); null without points. */
  own: v.nullable(leaderboardEntrySchema),
});
export type MissionLeaderboard = v.InferOutput<typeof missionLeaderboardSchema>;
export const missionLeaderboardResponse = envelope(missionLeaderboardSchema);

/** POST a claim (T): one mission of the period shown, with a key so a retry never pays twice. */
export const claimMissionRequestSchema = v.object({
  missionId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  periodStart: v.pipe(v.number(), v.integer()),
  idempotencyKey: idempotencyKeySchema,
});
export type ClaimMissionRequest = v.InferOutput<typeof claimMissionRequestSchema>;

export const missionClaimSchema = v.object({
  missionId: v.number(),
  periodStart: v.number(),
  prizePaise: paiseSchema,
  points: wholeNumber,
  claimedAt: v.number(),
});
export type MissionClaim = v.InferOutput<typeof missionClaimSchema>;

/** The claim, and the summary and leaderboard after it (the prize shows claimed, the points counted). */
export const claimMissionResultSchema = v.object({ claim: missionClaimSchema, summary: missionSummarySchema, leaderboard: missionLeaderboardSchema });
export type ClaimMissionResult = v.InferOutput<typeof claimMissionResultSchema>;
export const claimMissionResponse = envelope(claimMissionResultSchema);

/** GET the badge count (T): missions complete and not claimed. */
export const missionCountResponse = envelope(v.object({ claimableCount: wholeNumber }));
