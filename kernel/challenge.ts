import * as v from 'valibot';
import { envelope } from './envelope';

/**
 * SPEC 3 challenge fields: login, the SMS code requests and registration carry a solved
 * proof-of-work challenge (ALTCHA v2, https://altcha.org) beside the captcha. The server hands
 * out a signed challenge (GET PATH.challenge); the browser finds the counter whose PBKDF2 key
 * starts with the challenge's key prefix (in a Web Worker), and the request carries challenge and
 * solution as one base64 JSON string in CHALLENGE_FIELD, the form the ALTCHA widget posts, so a
 * later swap to that widget changes nothing on the server. A challenge works once and for
 * CHALLENGE_LIFETIME_MS on the server's clock.
 */
export const CHALLENGE_FIELD = 'altcha';

/** How long a challenge is accepted after the server made it. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/**
 * A solution the client has not used by then is dropped and a new challenge solved: a minute
 * before the server would refuse it, for the time the request takes and a client clock that runs slow.
 */
export const CHALLENGE_REFRESH_MS = CHALLENGE_LIFETIME_MS - 60_000;

/** The key derivation both sides run: PBKDF2 with HMAC-SHA-256, which WebCrypto does natively in a worker. */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';

const hex = v.pipe(v.string(), v.regex(/^[0-9a-f]+$/));

/** ALTCHA v2 challenge parameters (altcha-lib's ChallengeParameters). `data.expires` is ms on the server's clock. */
export const challengeParametersSchema = v.object({
  algorithm: v.literal(CHALLENGE_ALGORITHM),
  nonce: hex,
  salt: hex,
  cost: v.pipe(v.number(), v.integer(), v.minValue(1)),
  keyLength: v.pipe(v.number(), v.integer(), v.minValue(1)),
  keyPrefix: hex,
  keySignature: v.optional(hex),
  memoryCost: v.optional(v.number()),
  parallelism: v.optional(v.number()),
  expiresAt: v.optional(v.number()),
  data: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]))),
});

export const challengeSchema = v.object({ parameters: challengeParametersSchema, signature: hex });
export type Challenge = v.InferOutput<typeof challengeSchema>;

/** GET PATH.challenge (reference backend addition): a fresh signed challenge. */
export const challengeResponse = envelope(challengeSchema);

export const challengeSolutionSchema = v.object({
  counter: v.pipe(v.number(), v.integer(), v.minValue(0)),
  derivedKey: hex,
  time: v.optional(v.number()),
});
export type ChallengeSolution = v.InferOutput<typeof challengeSolutionSchema>;

/** What CHALLENGE_FIELD carries once decoded (altcha-lib's Payload). */
export const challengePayloadSchema = v.object({ challenge: challengeSchema, solution: challengeSolutionSchema });
export type ChallengePayload = v.InferOutput<typeof challengePayloadSchema>;

/** The request field of a solved challenge: base64 of its JSON, as the ALTCHA widget sends it. */
export const encodeChallengePayload = (payload: ChallengePayload): string => btoa(JSON.stringify(payload));

/** The payload of a request field, or null when it is not one (not base64, not JSON, not the shape). */
export function decodeChallengePayload(field: string): ChallengePayload | null {
  try {
    const parsed = v.safeParse(challengePayloadSchema, JSON.parse(atob(field)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
