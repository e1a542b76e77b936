import * as v from 'valibot';
import { ErrorCode } from '../kernel/errorCodes';
import { SEALED_BODY_FRESHNESS, sealedPayloadSchema } from '../kernel/sealed';
import { ApiError } from './respond';
import type { Clock } from './types';

/**
 * After this long a body that carried a nonce can no longer be fresh (it was accepted at most
 * maxAheadMs before its issuedAt, and is refused maxAgeMs after it), so its nonce can be forgotten.
 */
const NONCE_MEMORY_MS = SEALED_BODY_FRESHNESS.maxAgeMs + SEALED_BODY_FRESHNESS.maxAheadMs;

/**
 * The nonces of the sealed bodies accepted lately. In memory on purpose: the sealing key pair is
 * made anew at every start, so a body sealed before a restart cannot be opened afterwards and its
 * nonce needs no remembering across restarts.
 */
export type NonceRegistry = {
  /** Remembers the nonce and says true, or says false when it was already accepted. */
  acceptOnce(nonce: string, now: number): boolean;
  /** How many nonces are remembered (the memory the registry holds). */
  readonly size: number;
};

export function createNonceRegistry(): NonceRegistry {
  // Nonce -> when it may be forgotten. Entries go in as time goes on, so the oldest are first
  // and pruning stops at the first one still needed.
  const forgetAt = new Map<string, number>();
  const prune = (now: number) => {
    for (const [nonce, until] of forgetAt) {
      if (until >= now) break;
      forgetAt.delete(nonce);
    }
  };
  return {
    acceptOnce(nonce, now) {
      prune(now);
      if (forgetAt.has(nonce)) return false;
      forgetAt.set(nonce, now + NONCE_MEMORY_MS);
      return true;
    },
    get size() {
      return forgetAt.size;
    },
  };
}

const seconds = (ms: number) => `${ms / 1000} s`;

/**
 * The call's payload out of an opened sealed body, when the body is fresh on the server's clock
 * and its nonce is new; else 400: BAD_ENCRYPTION (no issuedAt and nonce: an outdated client),
 * STALE_REQUEST, or REPLAYED_REQUEST.
 */
export function acceptFreshPayload(deps: { clock: Clock; sealedNonces: NonceRegistry }, opened: unknown): unknown {
  const parsed = v.safeParse(sealedPayloadSchema, opened);
  if (!parsed.success) {
    throw new ApiError(400, ErrorCode.badEncryption, 'badEncryption', 'the sealed payload must be { issuedAt, nonce, payload }');
  }
  const { issuedAt, nonce, payload } = parsed.output;
  const now = deps.clock();
  const age = now - issuedAt;
  if (age > SEALED_BODY_FRESHNESS.maxAgeMs) {
    throw new ApiError(400, ErrorCode.staleRequest, 'staleRequest', `sealed ${seconds(age)} ago, accepted for ${seconds(SEALED_BODY_FRESHNESS.maxAgeMs)}`);
  }
  if (-age > SEALED_BODY_FRESHNESS.maxAheadMs) {
    throw new ApiError(400, ErrorCode.staleRequest, 'staleRequest', `dated ${seconds(-age)} ahead of the server's clock`);
  }
  if (!deps.sealedNonces.acceptOnce(nonce, now)) {
    throw new ApiError(400, ErrorCode.replayedRequest, 'replayedRequest', 'its nonce was used before');
  }
  return payload;
}
