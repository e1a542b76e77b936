import * as v from 'valibot';
import { envelope } from './envelope';
import { idempotencyKeySchema, paiseSchema } from './money';

/** The bet sizes the game page offers: ₹10, ₹50, ₹100. */
export const PLAY_STAKES_PAISE = [1_000, 5_000, 10_000] as const;

/** A launch's play ticket: 32 random bytes, base64url. */
export const playTicketSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'a play ticket'));

/** POST spin (the game page, with its play ticket instead of a session token). */
export const playSpinRequestSchema = v.object({
  ticket: playTicketSchema,
  stakePaise: v.picklist(PLAY_STAKES_PAISE, `one of the bet sizes ${PLAY_STAKES_PAISE.join(', ')} (paise)`),
  idempotencyKey: idempotencyKeySchema,
});
export type PlaySpinRequest = v.InferInput<typeof playSpinRequestSchema>;

const reelSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9));

/**
 * What a spin did: the bet it recorded, where the reels stopped, what it paid (0 for no win) and
 * the balance of the wallet it played from afterwards. A retried spin (same key) answers the same.
 */
export const playSpinResultSchema = v.object({
  betId: v.number(),
  reels: v.tuple([reelSchema, reelSchema, reelSchema]),
  stakePaise: paiseSchema,
  payoutPaise: paiseSchema,
  balancePaise: paiseSchema,
  /** INR for a member; DEMO (free-play credit, never real money) for a trial account. */
  currency: v.picklist(['INR', 'DEMO']),
  /** MAIN, the vendor's game wallet code, or DEMO. */
  wallet: v.string(),
});
export type PlaySpinResult = v.InferOutput<typeof playSpinResultSchema>;
export const playSpinResponse = envelope(playSpinResultSchema);
