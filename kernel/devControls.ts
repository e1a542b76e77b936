import * as v from 'valibot';
import { SMS_PURPOSES } from './account';
import { envelope } from './envelope';
import { MODULE_IDS } from './modules';
import { paiseAmountSchema } from './money';
import { REWARD_KINDS, rewardSchema } from './rewardCenter';

/** POST /__dev/status: force the system status (null returns to the seeded one). */
export const devStatusSchema = v.object({
  status: v.picklist([0, 1, 2]),
  regionRestriction: v.optional(v.boolean()),
  maintenanceEndTime: v.optional(v.nullable(v.string())),
});
export type DevStatus = v.InferOutput<typeof devStatusSchema>;

/** POST /__dev/languages: the demo merchant offers every registry language ('all') or its own set ('merchant'). */
export const devLanguagesSchema = v.object({ set: v.picklist(['all', 'merchant']) });
export type DevLanguageSet = v.InferOutput<typeof devLanguagesSchema>['set'];

/**
 * POST /__dev/register-fields: switch one field of the merchant's registration config on or off
 * and say whether it is required (absent: as it was), so testers can see every optional field of
 * the register popup. Reset goes back to the seeded config.
 */
export const devRegisterFieldSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  enabled: v.boolean(),
  required: v.optional(v.boolean()),
});
export type DevRegisterField = v.InferOutput<typeof devRegisterFieldSchema>;

/** POST /__dev/fault: make every request whose path starts with `path` misbehave. */
export const devFaultSchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/')),
  latencyMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(130_000))),
  kind: v.optional(v.picklist(['none', 'http500', 'malformedJson', 'drop']), 'none'),
  /** How many requests the fault applies to; absent means until cleared. */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type DevFault = v.InferOutput<typeof devFaultSchema>;

/** GET /__dev/sms: one SMS the backend 'sent' (newest first). Times are ms since the epoch. */
export const devSmsSchema = v.object({
  mobile: v.string(),
  countryDialingCode: v.string(),
  purpose: v.picklist(SMS_PURPOSES),
  code: v.string(),
  sentAt: v.number(),
  expiresAt: v.number(),
  /** The account the number belongs to (null for a registration code). */
  username: v.nullable(v.string()),
  /** When that account has an authenticator bound: its code at the time of this request. */
  authenticatorCode: v.optional(v.string()),
});
export type DevSms = v.InferOutput<typeof devSmsSchema>;

/**
 * POST /__dev/sms-sender: switch the merchant's SMS sender on or off and set how many codes it may
 * send a day, so a tester can reach SPEC 8 'function not enabled' and 'quota not sufficient'.
 */
export const devSmsSenderSchema = v.object({
  enabled: v.optional(v.boolean()),
  dailyBudget: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
});
export type DevSmsSender = v.InferOutput<typeof devSmsSenderSchema>;
/** What GET, POST and DELETE /__dev/sms-sender answer: the sender as it is now, and what it sent today (the merchant's day). */
export const devSmsSenderResponse = envelope(v.object({ enabled: v.boolean(), dailyBudget: v.number(), sentToday: v.number() }));

/** GET /__dev/mail: one mail the backend 'sent' (newest first). */
export const devMailSchema = v.object({
  to: v.string(),
  username: v.string(),
  subject: v.string(),
  text: v.string(),
  sentAt: v.number(),
});
export type DevMail = v.InferOutput<typeof devMailSchema>;

/** GET /__dev/authenticator: the current authenticator code of each account that has one. */
export const devAuthenticatorSchema = v.object({
  username: v.string(),
  code: v.string(),
  /** The code changes every 30 s; the previous code is still accepted for another 30 s. */
  validUntil: v.number(),
  /** The shared secret (RFC 4648 base32), to add the account to a real authenticator app. */
  secret: v.string(),
});
export type DevAuthenticator = v.InferOutput<typeof devAuthenticatorSchema>;

export const devSmsOutboxResponse = envelope(v.array(devSmsSchema));
export const devMailOutboxResponse = envelope(v.array(devMailSchema));
export const devAuthenticatorResponse = envelope(v.array(devAuthenticatorSchema));

/** GET /__dev/captchas: unspent captcha answers, newest first. */
export const devCaptchasResponse = envelope(v.array(v.object({ id: v.string(), answer: v.string(), expiresAt: v.number() })));

/** POST /__dev/withdrawals/approve and /reject: the withdrawal to decide. */
export const devWithdrawalDecisionSchema = v.object({ withdrawalId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
/** POST /__dev/withdrawals/match: pay a pending withdrawal from another member's (username) deposit, peer to peer. */
export const devWithdrawalMatchSchema = v.object({
  withdrawalId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  depositor: v.pipe(v.string(), v.minLength(1)),
});
/** POST /__dev/wallet-mode: single wallet on or off. */
export const devWalletModeSchema = v.object({ isSingle: v.boolean() });

/** GET /__dev/withdrawals: a withdrawal waiting for the operator (pending) or a peer confirmation (approved). */
export const devWithdrawalSchema = v.object({
  id: v.number(),
  username: v.string(),
  status: v.picklist(['pending', 'approved', 'rejected', 'paid']),
  amountPaise: v.number(),
  feePaise: v.number(),
  createdAt: v.number(),
  /** For an approved one: its confirmation's status (pending, or notReceived when disputed). */
  confirmationStatus: v.nullable(v.string()),
});
export type DevWithdrawal = v.InferOutput<typeof devWithdrawalSchema>;
export const devWithdrawalsResponse = envelope(v.array(devWithdrawalSchema));
export const devWithdrawalResponse = envelope(devWithdrawalSchema);
export const devWalletModeResponse = envelope(v.object({ isSingle: v.boolean(), sweptMembers: v.number() }));

// ---------------------------------------------------------------------------------------------
// Agency dev controls (DEV_PATH.clock, teamPlay, modules): move time so settlements happen.

const DEV_CLOCK_MAX_ADVANCE_MS = 40 * 24 * 60 * 60_000;

/** POST /__dev/clock: move the backend's clock forward (at most 40 days at a time). */
export const devClockAdvanceSchema = v.object({
  advanceMs: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DEV_CLOCK_MAX_ADVANCE_MS)),
});
/** A settlement the engine made (contract salaries and dividends; commissions are not listed). */
export const devSettlementSchema = v.object({
  id: v.number(),
  contractId: v.number(),
  kind: v.string(),
  receiver: v.string(),
  periodStart: v.number(),
  periodEnd: v.number(),
  qualified: v.boolean(),
  amountPaise: v.number(),
});
export type DevSettlement = v.InferOutput<typeof devSettlementSchema>;
/** GET /__dev/clock: the backend's time and how far the control moved it; POST adds the settlements it made. */
export const devClockResponse = envelope(v.object({ now: v.number(), offsetMs: v.number(), settlements: v.optional(v.array(devSettlementSchema)) }));

/** POST /__dev/team-play: the agent's team bets over the next minutes (1 to 120), then the clock moves past them. */
export const devTeamPlaySchema = v.object({
  agent: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32)),
  minutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(120)),
});
export const devTeamPlayResponse = envelope(
  v.object({
    now: v.number(),
    offsetMs: v.number(),
    bets: v.array(v.object({ username: v.string(), stakePaise: v.number(), payoutPaise: v.number(), placedAt: v.number(), settledAt: v.number() })),
    settlements: v.array(devSettlementSchema),
  }),
);

/** POST /__dev/modules: switch one module of the merchant's flag tree. */
export const devModuleSchema = v.object({ modId: v.picklist(MODULE_IDS), enabled: v.boolean() });
export const devModuleResponse = envelope(devModuleSchema);

/** The longest a reward granted by the dev control may stay claimable: a year. */
export const DEV_REWARD_MAX_MINUTES = 365 * 24 * 60;
/**
 * POST /__dev/rewards/grant: a reward for a member to claim in the reward center (the operator's
 * side). Titles default to the kind's (in HI and EN); it stays claimable for expiresInMinutes
 * (default 30 days).
 */
export const devRewardGrantSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32)),
  kind: v.picklist(REWARD_KINDS),
  amountPaise: paiseAmountSchema,
  titleEn: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80))),
  titleHi: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80))),
  expiresInMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DEV_REWARD_MAX_MINUTES))),
  /** The valid bets that release it once claimed, as a multiple of its amount; default 1. */
  turnoverMultiplier: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)), 1),
});
export type DevRewardGrant = v.InferInput<typeof devRewardGrantSchema>;
/** The reward granted, as the member's reward center lists it (in English), with whom it went to. */
export const devRewardGrantResponse = envelope(v.object({ username: v.string(), reward: rewardSchema }));
// ---------------------------------------------------------------------------------------------
// Points mall dev controls (DEV_PATH.pointRedeems, approveRedeem, rejectRedeem): the operator's side of redeems.

/** POST /__dev/point-redeems/approve and /reject: the redeem to decide. */
export const devRedeemDecisionSchema = v.object({ redeemId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
/** GET /__dev/point-redeems: a redeem In Process (oldest first), or the one just decided. */
export const devRedeemSchema = v.object({
  id: v.number(),
  username: v.string(),
  /** The reward's English name. */
  reward: v.string(),
  points: v.number(),
  status: v.picklist(['inProcess', 'approved', 'rejected']),
  createdAt: v.number(),
});
export type DevRedeem = v.InferOutput<typeof devRedeemSchema>;
export const devRedeemsResponse = envelope(v.array(devRedeemSchema));
export const devRedeemResponse = envelope(devRedeemSchema);
/** POST /__dev/missions/complete: a mission of the current period counts as complete for a member (its prize can be claimed). */
export const devCompleteMissionSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32)),
  /** The mission's code, e.g. daily_valid_bets (GET /__dev/missions lists them). */
  mission: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
});
export const devMissionSchema = v.object({ code: v.string(), period: v.string(), title: v.string(), periodStart: v.number() });
export const devMissionsResponse = envelope(v.array(devMissionSchema));
export const devCompleteMissionResponse = envelope(v.object({ username: v.string(), mission: devMissionSchema }));
// ---------------------------------------------------------------------------------------------
// Promotions (DEV_PATH.promotionApplications, approve, reject): the operator's review of applications.

/** GET /__dev/promotion-applications: an activity application waiting for review. */
export const devPromotionApplicationSchema = v.object({
  id: v.number(),
  username: v.string(),
  promotionId: v.number(),
  promotionCode: v.string(),
  comment: v.string(),
  imageCount: v.number(),
  ageConfirmed: v.boolean(),
  sentAt: v.number(),
  rewardPaise: v.number(),
});
export type DevPromotionApplication = v.InferOutput<typeof devPromotionApplicationSchema>;
export const devPromotionApplicationsResponse = envelope(v.array(devPromotionApplicationSchema));

/** POST approve: the application to approve. */
export const devApplicationApproveSchema = v.object({ applicationId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
/** POST reject: the application, and the reason the member is shown (a default one, in HI and EN, when absent). */
export const devApplicationRejectSchema = v.object({
  applicationId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
});
/** What a review answers: the application's new status and, once approved, the bonus paid. */
export const devApplicationReviewResponse = envelope(
  v.object({ id: v.number(), status: v.picklist(['issued', 'rejected']), bonusTransactionId: v.nullable(v.number()) }),
);
