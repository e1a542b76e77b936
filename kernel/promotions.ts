import * as v from 'valibot';
import { envelope } from './envelope';
import { IMAGE_UPLOAD_RULES, imageTypeOfName, type UploadImageType } from './imageUpload';
import { idempotencyKeySchema, paiseSchema } from './money';
import { webAddressSchema } from './webAddress';

/**
 * SPEC 1 'promotions', SPEC 2 /promotions: the merchant's promotions with the member's own activity
 * state (SPEC 4 Statuses), joining, claiming (a raffle prize through SPEC 7's
 * MCS2_claimRafflePromotion) and the activity application (SPEC 5). The list answers a visitor too
 * (every promotion as Join, coming soon or closed); every write is (T). The other calls are the
 * reference backend's, in the MCSFE_ family.
 */

/** The tabs of the page besides All, in this order. */
export const PROMOTION_CATEGORIES = ['DEPOSIT', 'CASINO', 'SLOTS', 'SPORTS', 'BIRTHDAY', 'RAFFLE', 'VIP'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/**
 * How a promotion is taken part in:
 * - join: joining is all (a tournament, a cashback list): Join, then Joined.
 * - turnover: after joining, valid bets of `requiredTurnoverPaise` unlock the bonus: Process, then Claim, then Claimed.
 * - application: the member applies with a comment and images, the operator reviews: Applying, then Issued or Rejected.
 * - raffle: joining enters the draw (signed); a won draw is claimed (Claim, then Claimed), a lost one is Close.
 */
export const PROMOTION_KINDS = ['join', 'turnover', 'application', 'raffle'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** SPEC 4 Statuses: the activity states, worded as the platform words them. */
export const ACTIVITY_STATES = ['Join', 'Claim', 'Applying', 'Close', 'Rejected', 'Issued', 'Claimed', 'Process', 'Joined', 'signed', 'coming soon', 'closed'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

export const PROMOTION_ACTIONS = ['join', 'apply', 'claim', 'claimRaffle'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/**
 * The one action a state allows, by the promotion's kind: Join lets a member join (or apply, when
 * the promotion takes applications), Claim lets it claim the bonus (or the raffle prize); every
 * other state allows nothing. The page shows this action only and the backend accepts this one only.
 */
export function allowedAction(state: ActivityState, kind: PromotionKind): PromotionAction | null {
  if (state === 'Join') return kind === 'application' ? 'apply' : 'join';
  if (state === 'Claim') {
    if (kind === 'raffle') return 'claimRaffle';
    return kind === 'turnover' ? 'claim' : null;
  }
  return null;
}

/** The member can act on it now (join, apply or claim): what the member info's availablePromoCount counts. */
export const canActNow = (state: ActivityState, kind: PromotionKind) => allowedAction(state, kind) !== null;

// ---------------------------------------------------------------------------------------------
// The activity application (SPEC 5, SPEC 9): the catalogue both the form and the backend check.

export const APPLICATION_RULES = {
  /** SPEC 5: the comment is limited to 140 characters (counted after trimming, by code point). */
  commentMaxLength: 140,
  /** SPEC 9: at most 3 images, png or jpg, 5 MB each. */
  images: IMAGE_UPLOAD_RULES,
  /** SPEC 9: a birthday promotion asks the member to confirm this age. */
  birthdayAge: 21,
} as const;

/** The comment's length as the rule counts it: trimmed, one per character (a Devanagari sign or an emoji alike). */
export const commentLength = (comment: string) => [...comment.trim()].length;

export const APPLICATION_ISSUES = [
  'commentEmpty',
  'commentTooLong',
  'ageNotConfirmed',
  'imageTooMany',
  'imageBadType',
  'imageNotImage',
  'imageEmpty',
  'imageTooLarge',
] as const;
export type ApplicationIssue = (typeof APPLICATION_ISSUES)[number];

/** The English wording of each issue; the form says it in the user's language, the backend in the request's. */
export const APPLICATION_ISSUE_EN: Readonly<Record<ApplicationIssue, string>> = {
  commentEmpty: 'Please enter a comment',
  commentTooLong: `The comment can be at most ${APPLICATION_RULES.commentMaxLength} characters`,
  ageNotConfirmed: `Please confirm you are ${APPLICATION_RULES.birthdayAge} years old`,
  imageTooMany: `At most ${APPLICATION_RULES.images.maxFiles} images can be sent`,
  imageBadType: 'Only PNG or JPG images can be sent',
  imageNotImage: 'The file is not a real PNG or JPG image',
  imageEmpty: 'The file is empty',
  imageTooLarge: 'Each image must be 5 MB or smaller',
};

/** The text fields' issues, in the form's order: the comment, then the age confirmation of a birthday promotion. */
export function applicationTextIssues(input: { comment: string; ageConfirmed: boolean }, requiresAgeConfirmation: boolean): ApplicationIssue[] {
  const issues: ApplicationIssue[] = [];
  const length = commentLength(input.comment);
  if (length === 0) issues.push('commentEmpty');
  else if (length > APPLICATION_RULES.commentMaxLength) issues.push('commentTooLong');
  if (requiresAgeConfirmation && !input.ageConfirmed) issues.push('ageNotConfirmed');
  return issues;
}

/** A chosen file as the rules see it: its name, its MIME type ('' when unknown), its size, and what its first bytes are. */
export type ImageCandidate = { readonly name: string; readonly type: string; readonly size: number; readonly contentType: UploadImageType | null };

/**
 * Why one file cannot be sent, or null (the count is checked over all files): a png or jpg by its
 * name (and its MIME type when there is one), not empty, at most 5 MB, and its bytes the image its
 * name says. A file called .png whose bytes are no PNG is refused.
 */
export function imageIssueOf(candidate: ImageCandidate): ApplicationIssue | null {
  const claimed = imageTypeOfName(candidate.name);
  if (!claimed || (candidate.type !== '' && !(IMAGE_UPLOAD_RULES.types as readonly string[]).includes(candidate.type))) return 'imageBadType';
  if (candidate.size === 0) return 'imageEmpty';
  if (candidate.size > IMAGE_UPLOAD_RULES.maxBytes) return 'imageTooLarge';
  if (candidate.contentType !== claimed) return 'imageNotImage';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Calls

/** The turnover promotion's valid bets since joining, against what unlocks the bonus. */
export const promotionProgressSchema = v.object({ donePaise: paiseSchema, requiredPaise: paiseSchema });
export type PromotionProgress = v.InferOutput<typeof promotionProgressSchema>;

export const applicationImageSchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), contentType: v.picklist(IMAGE_UPLOAD_RULES.types) });
export type ApplicationImage = v.InferOutput<typeof applicationImageSchema>;

/** The member's application to a promotion: what was sent, and the review once made. */
export const promotionApplicationSchema = v.object({
  comment: v.string(),
  images: v.array(applicationImageSchema),
  sentAt: v.number(),
  reviewedAt: v.nullable(v.number()),
  /** Why it was rejected, in the request's language; null unless Rejected. */
  rejectReason: v.nullable(v.string()),
});
export type PromotionApplication = v.InferOutput<typeof promotionApplicationSchema>;

export const promotionSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  code: v.string(),
  category: v.picklist(PROMOTION_CATEGORIES),
  kind: v.picklist(PROMOTION_KINDS),
  /** Plain text in the request's language. */
  title: v.string(),
  summary: v.string(),
  /** The terms, HTML from the platform: shown only through DOMPurify (src/ui/SafeHtml.tsx). */
  terms: v.string(),
  /** Generated art without text (the title is laid over it in the page's own fonts). */
  imageUrl: webAddressSchema,
  /** Epoch milliseconds: the period runs from startsAt up to endsAt. */
  startsAt: v.number(),
  endsAt: v.number(),
  /** A raffle's draw time; null for the other kinds. */
  drawAt: v.nullable(v.number()),
  /** The bonus (or raffle prize) paid into the main wallet. */
  rewardPaise: paiseSchema,
  /** The valid bets that release the bonus once paid, as a multiple of it (0: none). */
  turnoverMultiplier: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** A turnover promotion's valid bets after joining that unlock the claim; null for the other kinds. */
  requiredTurnoverPaise: v.nullable(paiseSchema),
  /** A birthday promotion: applying asks the member to confirm the age of 21. */
  requiresAgeConfirmation: v.boolean(),
  state: v.picklist(ACTIVITY_STATES),
  /** A joined turnover promotion's progress; null otherwise. */
  progress: v.nullable(promotionProgressSchema),
  application: v.nullable(promotionApplicationSchema),
  /** When the bonus was paid (Claimed, Issued); null before. */
  paidAt: v.nullable(v.number()),
});
export type Promotion = v.InferOutput<typeof promotionSchema>;

/** GET the promotions: a visitor may ask (no token); with a token, each carries the member's own state. */
export const promotionListSchema = v.object({
  items: v.array(promotionSchema),
  /** The backend's time the states were worked out at: the date presets count from it. */
  serverTime: v.number(),
});
export type PromotionList = v.InferOutput<typeof promotionListSchema>;
export const promotionListResponse = envelope(promotionListSchema);

/** POST join (T): answers the promotion with its new state (Joined, Process, Claim or signed). */
export const promotionIdRequestSchema = v.object({ promotionId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type PromotionIdRequest = v.InferOutput<typeof promotionIdRequestSchema>;

/** POST claim, and SPEC 7 MCS2_claimRafflePromotion (T): the bonus or raffle prize, paid once; answers the promotion Claimed. */
export const promotionClaimRequestSchema = v.object({ ...promotionIdRequestSchema.entries, idempotencyKey: idempotencyKeySchema });
export type PromotionClaimRequest = v.InferOutput<typeof promotionClaimRequestSchema>;

export const promotionResponse = envelope(promotionSchema);

/**
 * POST the application (T): multipart/form-data with these fields; `images` repeated 0 to 3
 * times. Answers the promotion Applying.
 */
export const APPLICATION_FORM_FIELDS = {
  promotionId: 'promotionId',
  comment: 'comment',
  /** 'true' or 'false'. */
  ageConfirmed: 'ageConfirmed',
  idempotencyKey: 'idempotencyKey',
  images: 'images',
} as const;

/** The text fields of the application form as the backend parses them (the rules above then judge them). */
export const applicationTextFieldsSchema = v.object({
  promotionId: v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'must be a whole number'), v.toNumber(), v.minValue(1)),
  comment: v.pipe(v.string(), v.maxLength(4_000)),
  ageConfirmed: v.optional(v.picklist(['true', 'false']), 'false'),
  idempotencyKey: idempotencyKeySchema,
});

/** GET one of the member's application images (T): its bytes, with its own image content type. */
export const promotionImageQuerySchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'must be a whole number'), v.toNumber(), v.minValue(1)) });
