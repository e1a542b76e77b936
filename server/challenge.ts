import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_ALGORITHM, CHALLENGE_LIFETIME_MS, type Challenge, decodeChallengePayload } from '../kernel/challenge';
import { ErrorCode } from '../kernel/errorCodes';
import { ApiError } from './respond';
import type { Clock } from './types';

/**
 * How much work a challenge asks for. ALTCHA v2 in deterministic mode: the server derives the key
 * of one random counter in [counterMin, counterMax] (PBKDF2-SHA-256 of `cost` iterations) and
 * publishes its first half; a client tries counters from 0 up, so one solve costs about
 * counter x cost iterations (the person's browser runs them in workers, natively in WebCrypto),
 * while the server pays one derivation to make a challenge and one HMAC to check a solution.
 */
export type ChallengeCost = { cost: number; counterMin: number; counterMax: number };

/**
 * The product's cost, measured on this kind of machine (2 shared cores, issue 21 note): Chromium
 * solves one in 0.27 s (median; at most 0.38 s) with two workers, about 0.39 s of CPU, while the
 * person types; a script pays 0.33 to 0.37 s of CPU in Node (OpenSSL PBKDF2) for every login, SMS
 * code request or registration it tries. The server pays one derivation (about 0.3 ms) per challenge.
 */
export const PRODUCT_CHALLENGE_COST: ChallengeCost = { cost: 1_000, counterMin: 500, counterMax: 1_500 };

export type ChallengeCheck = 'ok' | 'missing' | 'invalid' | 'expired' | 'used';

export type ChallengeGuard = {
  /** A new signed challenge, good for CHALLENGE_LIFETIME_MS on the server's clock. */
  issue: () => Promise<Challenge>;
  /** Checks a request's challenge field and spends it: a solution is accepted once. */
  check: (field: string) => Promise<ChallengeCheck>;
};

/** Spent challenges are forgotten once expired, looked over at most this often. */
const PRUNE_EVERY_MS = 10_000;

/**
 * The proof-of-work challenges of login, the SMS code requests and registration (SPEC 3 challenge
 * fields), made and checked with altcha-lib. The HMAC secrets are new at every start (nothing
 * stored), so a challenge never outlives the process that made it. The expiry travels in the
 * signed `data.expires` on the injected clock rather than in ALTCHA's `expiresAt`, which
 * altcha-lib checks against the wall clock only.
 */
export function createChallengeGuard(clock: Clock, work: ChallengeCost = PRODUCT_CHALLENGE_COST): ChallengeGuard {
  const hmacSignatureSecret = randomBytes(32).toString('hex');
  const hmacKeySignatureSecret = randomBytes(32).toString('hex');
  /** Signature of each challenge used (or being checked) -> its expiry. */
  const spent = new Map<string, number>();
  let prunedAt = 0;

  const prune = (now: number) => {
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    for (const [signature, expires] of spent) if (expires < now) spent.delete(signature);
  };

  return {
    issue: async () => {
      const challenge = await createChallenge({
        algorithm: CHALLENGE_ALGORITHM,
        cost: work.cost,
        counter: randomInt(work.counterMax, work.counterMin),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        data: { expires: clock() + CHALLENGE_LIFETIME_MS },
      });
      return challenge as Challenge;
    },
    check: async (field) => {
      if (!field) return 'missing';
      const payload = decodeChallengePayload(field);
      if (!payload) return 'invalid';
      const { signature } = payload.challenge;
      const now = clock();
      prune(now);
      // Claimed before the first await, so parallel requests with one solution find it taken.
      if (spent.has(signature)) return 'used';
      const expires = payload.challenge.parameters.data?.expires;
      spent.set(signature, typeof expires === 'number' ? expires : now);
      const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
      if (!result.verified) {
        // Nothing of ours: forget it, so made-up signatures do not pile up.
        spent.delete(signature);
        return 'invalid';
      }
      // Signed by us, so the expiry is the one we wrote.
      return typeof expires === 'number' && expires >= now ? 'ok' : 'expired';
    },
  };
}

/**
 * Refuses the request unless its challenge field holds a fresh, unused, correct solution: thrown
 * as an ApiError (HTTP 200, like a wrong captcha), so a handler makes one call near its top.
 */
export async function requireSolvedChallenge(guard: ChallengeGuard, field: string): Promise<void> {
  const verdict = await guard.check(field);
  if (verdict === 'ok') return;
  if (verdict === 'missing') throw new ApiError(200, ErrorCode.challengeRequired, 'challengeRequired');
  if (verdict === 'invalid') throw new ApiError(200, ErrorCode.challengeInvalid, 'challengeInvalid');
  throw new ApiError(200, ErrorCode.challengeExpired, 'challengeExpired');
}
