import * as v from 'valibot';
import { envelope } from './envelope';
import { idempotencyKeySchema, paiseSchema } from './money';
import { pageSchema, wholeNumberParam } from './paging';
import { WITHDRAW_PASSWORD_PATTERN } from './withdraw';

/**
 * The points mall (SPEC 1 'a points mall', SPEC 3 Points, SPEC 7 Points, module PTSYS3). Points
 * are whole numbers, earned from valid bets at the merchant's rate and never expiring (SPEC 9).
 * They are spent two ways: redeemed for a reward of the catalogue (In Process until the operator
 * approves or rejects it, SPEC 4) or converted into money in the main wallet at the exchange
 * ratio. The client and the backend check every amount and field with the same rules below, so
 * both refuse exactly the same input.
 */

/** Far above any balance, well inside exact integers. */
export const POINTS_MAX = 1_000_000_000;
/** The redeem history and the points transactions are paged ten at a time. */
export const POINTS_PAGE_SIZE = 10;

/** A count of points held or moved. */
export const pointsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

// ---------------------------------------------------------------------------------------------
// Config and the ratio

/** `points` points are worth `paise` paise (100 points = ₹1 is { points: 100, paise: 100 }). */
export const pointRatioSchema = v.object({
  points: v.pipe(v.number(), v.integer(), v.minValue(1)),
  paise: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type PointRatio = v.InferOutput<typeof pointRatioSchema>;

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

/** The fewest points whose worth is a whole number of paise (1 when a point is worth a paisa or more). */
export const payableStepOf = (ratio: PointRatio): number => ratio.points / greatestCommonDivisor(ratio.points, ratio.paise);

/**
 * What `points` points are worth, in paise. Exact for a multiple of payableStepOf (the convert rule
 * asks for one); anything else is rounded down, never up.
 */
export const pointsToPaise = (points: number, ratio: PointRatio): number => Math.floor((points * ratio.paise) / ratio.points);

/** GET _getPointConfig (T): the ratio and the conversion rules in force, and how points are earned. */
export const pointConfigSchema = v.pipe(
  v.object({
    ratio: pointRatioSchema,
    /**
     * A conversion is a whole number of these steps, so the money it gives is whole paise (the
     * step is a multiple of payableStepOf) and, with the seeded 100, whole rupees.
     */
    convertStepPoints: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** The fewest points one conversion takes (a multiple of the step). */
    convertMinPoints: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** One point is earned for every this much of valid bets (1000: one point per ₹10). */
    earnValidBetPaisePerPoint: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** SPEC 9: points never expire. */
    expires: v.literal(false),
  }),
  v.check((config) => config.convertStepPoints % payableStepOf(config.ratio) === 0, 'the convert step must pay whole paise'),
);
export type PointConfig = v.InferOutput<typeof pointConfigSchema>;
export const pointConfigResponse = envelope(pointConfigSchema);

// ---------------------------------------------------------------------------------------------
// Balance

/**
 * GET MCS2_getPointBalance (T). currentPoints can be spent now; pointsBalance is every point the
 * member still owns: the current ones and those held by redeems In Process (they come back if a
 * redeem is rejected); changedPoints were exchanged for good (approved redeems and conversions).
 * Points earned in all = pointsBalance + changedPoints.
 */
export const pointBalanceSchema = v.object({
  currentPoints: pointsSchema,
  pointsBalance: pointsSchema,
  changedPoints: pointsSchema,
  /** Reference backend addition: redeeming and converting ask for the withdrawal password (SPEC 5), set in the security center. */
  hasWithdrawPassword: v.boolean(),
});
export type PointBalance = v.InferOutput<typeof pointBalanceSchema>;
export const pointBalanceResponse = envelope(pointBalanceSchema);

// ---------------------------------------------------------------------------------------------
// Rewards

/** GET _getPointReward (T): one reward of the catalogue, in the request language. */
export const pointRewardSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.string(),
  description: v.string(),
  /** Generated art (an SVG the site serves). */
  imageUrl: v.string(),
  /** Its price in points. */
  points: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** How many are left; 0 is out of stock. */
  stock: pointsSchema,
});
export type PointReward = v.InferOutput<typeof pointRewardSchema>;
export const pointRewardsResponse = envelope(v.array(pointRewardSchema));

/** Why a reward cannot be redeemed now, whatever is typed: none left, or more points than the member holds. */
export type RedeemBlock = 'outOfStock' | 'notEnoughPoints';
export function redeemBlockOf(reward: Pick<PointReward, 'points' | 'stock'>, currentPoints: number): RedeemBlock | null {
  if (reward.stock <= 0) return 'outOfStock';
  if (reward.points > currentPoints) return 'notEnoughPoints';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Typed points and the convert rule

/**
 * Why a number of points typed or sent is refused. The strings double as valibot issue messages
 * of pointsAmountSchema and as the backend's message keys, as the money issues do.
 */
export const POINTS_ISSUES = ['pointsEmpty', 'pointsNotNumber', 'pointsNotWhole', 'pointsNotPositive', 'pointsTooLarge'] as const;
export type PointsIssue = (typeof POINTS_ISSUES)[number];
export const isPointsIssue = (text: string): text is PointsIssue => (POINTS_ISSUES as readonly string[]).includes(text);

/** Points as typed ('1500', '1,500', '1500.00'): a whole positive number, or why not ('1.5' is not whole, '-5' not positive). */
export function parsePoints(text: string): { ok: true; points: number } | { ok: false; issue: PointsIssue } {
  const cleaned = text.trim().replaceAll(',', '').replaceAll(' ', '');
  if (cleaned === '') return { ok: false, issue: 'pointsEmpty' };
  if (/^-\d+(\.\d*)?$/.test(cleaned)) return { ok: false, issue: 'pointsNotPositive' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, issue: 'pointsNotNumber' };
  if (/[1-9]/.test(fraction)) return { ok: false, issue: 'pointsNotWhole' };
  const significant = (whole || '0').replace(/^0+(?=\d)/, '');
  if (significant.length > String(POINTS_MAX).length || Number(significant) > POINTS_MAX) return { ok: false, issue: 'pointsTooLarge' };
  const points = Number(significant);
  return points === 0 ? { ok: false, issue: 'pointsNotPositive' } : { ok: true, points };
}

/** Points as a JSON number in a request: whole, positive, at most POINTS_MAX. */
export const pointsAmountSchema = v.pipe(
  v.number('pointsNotNumber'),
  v.finite('pointsNotNumber'),
  v.integer('pointsNotWhole'),
  v.minValue(1, 'pointsNotPositive'),
  v.maxValue(POINTS_MAX, 'pointsTooLarge'),
);

/** Why whole positive points cannot be converted: fewer than the minimum, not whole steps, more than held. */
export type ConvertIssue = 'pointsBelowMin' | 'pointsNotStep' | 'pointsInsufficient';
export function convertIssueOf(points: number, config: Pick<PointConfig, 'convertMinPoints' | 'convertStepPoints'>, currentPoints: number): ConvertIssue | null {
  if (points < config.convertMinPoints) return 'pointsBelowMin';
  if (points % config.convertStepPoints !== 0) return 'pointsNotStep';
  if (points > currentPoints) return 'pointsInsufficient';
  return null;
}

/** The points typed for a conversion, checked against the rules and the points held; or why not. */
export function checkConvertPoints(
  text: string,
  config: PointConfig,
  currentPoints: number,
): { ok: true; points: number; paise: number } | { ok: false; issue: PointsIssue | ConvertIssue } {
  const parsed = parsePoints(text);
  if (!parsed.ok) return parsed;
  const issue = convertIssueOf(parsed.points, config, currentPoints);
  return issue ? { ok: false, issue } : { ok: true, points: parsed.points, paise: pointsToPaise(parsed.points, config.ratio) };
}

// ---------------------------------------------------------------------------------------------
// Redeem form (SPEC 5 Redeem: withdraw password, receiving address and mobile number are required)

export const REDEEM_ADDRESS_LENGTH = { min: 10, max: 200 } as const;
/** The home market's mobile numbers: 10 digits (as SPEC 5 'valid mobile number' in the security center). */
export const REDEEM_MOBILE_PATTERN = /^\d{10}$/;

export type RedeemFields = { receiverAddress: string; mobile: string; withdrawPassword: string };
export type RedeemFieldIssues = {
  receiverAddress?: 'addressEmpty' | 'addressLength';
  mobile?: 'mobileEmpty' | 'mobileInvalid';
  withdrawPassword?: 'passwordEmpty' | 'withdrawPasswordInvalid';
};

/** The address and the mobile number as the backend checks them (the password it checks against its hash). */
export function redeemDeliveryIssues(fields: Pick<RedeemFields, 'receiverAddress' | 'mobile'>): Omit<RedeemFieldIssues, 'withdrawPassword'> {
  const issues: Omit<RedeemFieldIssues, 'withdrawPassword'> = {};
  const address = fields.receiverAddress.trim();
  if (address === '') issues.receiverAddress = 'addressEmpty';
  else if (address.length < REDEEM_ADDRESS_LENGTH.min || address.length > REDEEM_ADDRESS_LENGTH.max) issues.receiverAddress = 'addressLength';
  const mobile = fields.mobile.trim();
  if (mobile === '') issues.mobile = 'mobileEmpty';
  else if (!REDEEM_MOBILE_PATTERN.test(mobile)) issues.mobile = 'mobileInvalid';
  return issues;
}

/** Every field of the redeem form, the withdrawal password typed as 6 digits included (the client's check). */
export function redeemFieldIssues(fields: RedeemFields): RedeemFieldIssues {
  const issues: RedeemFieldIssues = redeemDeliveryIssues(fields);
  if (fields.withdrawPassword === '') issues.withdrawPassword = 'passwordEmpty';
  else if (!WITHDRAW_PASSWORD_PATTERN.test(fields.withdrawPassword)) issues.withdrawPassword = 'withdrawPasswordInvalid';
  return issues;
}

/** A password as typed when it is checked (not set): any string; a wrong one is refused as wrong. */
const enteredPasswordSchema = v.pipe(v.string(), v.maxLength(64));

/** POST passwordCheck/MCS2_redeemPointReward (T, E): the reward's points are taken at once; the redeem is In Process. */
export const redeemRequestSchema = v.object({
  rewardId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  receiverAddress: v.pipe(v.string(), v.maxLength(1_000)),
  mobile: v.pipe(v.string(), v.maxLength(40)),
  withdrawPassword: enteredPasswordSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type RedeemRequest = v.InferOutput<typeof redeemRequestSchema>;

/** SPEC 4 Redeem status: In Process, Rejected, Approved. */
export const REDEEM_STATUSES = ['inProcess', 'approved', 'rejected'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

export const pointRedeemSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  rewardId: v.number(),
  /** In the request language. */
  rewardName: v.string(),
  imageUrl: v.string(),
  points: v.pipe(v.number(), v.integer(), v.minValue(1)),
  status: v.picklist(REDEEM_STATUSES),
  receiverAddress: v.string(),
  /** The first two and the last two digits. */
  mobileMasked: v.string(),
  createdAt: v.number(),
  /** When it was approved or rejected; null while In Process. */
  decidedAt: v.nullable(v.number()),
});
export type PointRedeem = v.InferOutput<typeof pointRedeemSchema>;
export const redeemResponse = envelope(pointRedeemSchema);

/** GET _getRedeemPointList (T): the member's redeems, newest first, a page (10 unless asked). */
export const pointPageQuerySchema = v.object({
  pageNo: wholeNumberParam(1, 1_000_000, 1),
  pageSize: wholeNumberParam(1, 100, POINTS_PAGE_SIZE),
});
export const redeemPageSchema = pageSchema(pointRedeemSchema);
export type RedeemPage = v.InferOutput<typeof redeemPageSchema>;
export const redeemListResponse = envelope(redeemPageSchema);

// ---------------------------------------------------------------------------------------------
// Convert

/** POST passwordCheck/MCS2_convertPoint (T, E): points into the main wallet at the ratio, in one transaction. */
export const convertRequestSchema = v.object({
  points: pointsAmountSchema,
  withdrawPassword: enteredPasswordSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type ConvertRequest = v.InferInput<typeof convertRequestSchema>;

export const convertResultSchema = v.object({
  points: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** What reached the main wallet. */
  amountPaise: paiseSchema,
  /** The member's current points after the conversion. */
  currentPoints: pointsSchema,
  createdAt: v.number(),
});
export type ConvertResult = v.InferOutput<typeof convertResultSchema>;
export const convertResponse = envelope(convertResultSchema);

// ---------------------------------------------------------------------------------------------
// Points transactions (SPEC 7 ODSFE2_MemTransDet, the points view)

/** The account record's call answers the points account's movements when asked for this wallet. */
export const POINTS_WALLET = 'points';

/** earn: a settled bet's points; redeem: taken for a redeem; redeemReturned: a rejected redeem's points back; convert: into money. */
export const POINT_RECORD_KINDS = ['earn', 'redeem', 'redeemReturned', 'convert'] as const;
export type PointRecordKind = (typeof POINT_RECORD_KINDS)[number];

/** GET ODSFE2_MemTransDet?wallet=points (T): newest first, a page (10 unless asked). */
export const pointRecordQuerySchema = v.object({ wallet: v.literal(POINTS_WALLET), ...pointPageQuerySchema.entries });

export const pointRecordSchema = v.object({
  id: v.number(),
  time: v.number(),
  kind: v.picklist(POINT_RECORD_KINDS),
  /** Into the points (positive) or out of them (negative). */
  points: v.pipe(v.number(), v.integer()),
  balanceAfter: pointsSchema,
  /** What the movement belongs to: bet:<id>, redeem:<id>, convert:<key>. */
  reference: v.nullable(v.string()),
});
export type PointRecord = v.InferOutput<typeof pointRecordSchema>;
export const pointRecordPageSchema = pageSchema(pointRecordSchema);
export type PointRecordPage = v.InferOutput<typeof pointRecordPageSchema>;
export const pointRecordsResponse = envelope(pointRecordPageSchema);

/** A mobile number with only its first two and last two digits shown. */
export const maskMobile = (mobile: string): string =>
  mobile.length <= 4 ? '*'.repeat(mobile.length) : `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
