import * as v from 'valibot';
import { envelope } from './envelope';
import { paiseSchema } from './money';
import { pageSchema, wholeNumberParam } from './paging';

/**
 * SPEC 1 'referral and invite', SPEC 2 referral (invite friends, module REFERRAL3): the member's own
 * invitation code and link, the programme's terms, and the friends who registered with the code.
 * SPEC 2 /register reads the code from the link's referralCode query. SPEC 7 names no call for it:
 * these two are the reference backend's, in the MCSFE_ family (both T).
 */
export const REFERRAL_PAGE_SIZE = 10;

/** The commission rates are basis points: 10 000 is the whole valid bet. */
export const FULL_RATE_BPS = 10_000;

/**
 * A member's invitation code as the backend makes one: 8 capitals and digits without the look-alikes
 * (0 and O, 1 and I). Older codes (an agent's AGENT01) only follow the affiliate field's rule.
 */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
const invitationCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,20}$/, 'letters and digits, 4 to 20'));

/** GET the programme (T): the member's code (made on the first request when it has none) and the terms. */
export const referralProgrammeSchema = v.object({
  /** A visitor who registers with it becomes the member's invited friend. */
  code: invitationCodeSchema,
  /** The member's commission on every valid bet of its friends (50 is 0.5 %). */
  commissionRateBps: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(FULL_RATE_BPS)),
  /** Worked out on each India day that ended (rounded down to the paisa, friend by friend) and paid into the main wallet. */
  payout: v.literal('daily'),
  /** A friend who deposited counts as active with at least this much of valid bets in the last activePeriodDays days. */
  activeMinValidBetPaise: paiseSchema,
  activePeriodDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ReferralProgramme = v.InferOutput<typeof referralProgrammeSchema>;
export const referralProgrammeResponse = envelope(referralProgrammeSchema);

/** registered: no deposit yet; deposited: below the active minimum; active: at or above it. */
export const REFERRAL_FRIEND_STATUSES = ['registered', 'deposited', 'active'] as const;
export type ReferralFriendStatus = (typeof REFERRAL_FRIEND_STATUSES)[number];

export const referralFriendSchema = v.object({
  /** Masked: the first two and the last two characters (another member's name is never shown whole). */
  userName: v.string(),
  /** Epoch milliseconds. */
  joinedAt: v.number(),
  status: v.picklist(REFERRAL_FRIEND_STATUSES),
  /** The friend's valid bets of the activity period (the last activePeriodDays India days, today included). */
  validBetPaise: paiseSchema,
  /** Everything the friend's bets have earned the member so far. */
  commissionPaise: paiseSchema,
});
export type ReferralFriend = v.InferOutput<typeof referralFriendSchema>;

/** Over every friend (every page): the rows of all pages add up to these. */
export const referralTotalsSchema = v.object({
  invitedCount: v.number(),
  activeCount: v.number(),
  commissionPaise: paiseSchema,
});
export type ReferralTotals = v.InferOutput<typeof referralTotalsSchema>;

/** GET the friends (T): a page, newest first; 10 a page unless the call says. */
export const referralFriendsQuerySchema = v.object({
  pageNo: wholeNumberParam(1, 1_000_000, 1),
  pageSize: wholeNumberParam(1, 100, REFERRAL_PAGE_SIZE),
});
export const referralFriendsPageSchema = v.object({ ...pageSchema(referralFriendSchema).entries, totals: referralTotalsSchema });
export type ReferralFriendsPage = v.InferOutput<typeof referralFriendsPageSchema>;
export const referralFriendsResponse = envelope(referralFriendsPageSchema);

/** The address a friend registers through: the site's /register with the code (SPEC 2). */
export const inviteLinkOf = (origin: string, code: string): string => `${origin.replace(/\/+$/, '')}/register?referralCode=${encodeURIComponent(code)}`;
