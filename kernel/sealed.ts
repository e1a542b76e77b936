import * as v from 'valibot';
import { envelope } from './envelope';

/**
 * Bodies of (E) calls are sealed: the JSON payload is encrypted with a fresh AES-256-GCM key,
 * and that key is wrapped with the backend's RSA-OAEP (SHA-256) public key. All binary fields
 * are base64. A body whose tag, key or key id does not check is refused.
 */
export const SEAL = {
  rsa: { name: 'RSA-OAEP', hash: 'SHA-256' },
  aes: { name: 'AES-GCM', length: 256 },
  ivBytes: 12,
} as const;

export const sealedBodySchema = v.object({
  keyId: v.string(),
  key: v.string(),
  iv: v.string(),
  data: v.string(),
});
export type SealedBody = v.InferOutput<typeof sealedBodySchema>;

/**
 * How long a sealed body is good for, on the server's clock. A body is sealed once and sent at
 * once, so a body older than maxAgeMs is a captured one posted again; maxAheadMs allows for the
 * client's estimate of the server's clock being a little ahead.
 */
export const SEALED_BODY_FRESHNESS = { maxAgeMs: 2 * 60 * 1000, maxAheadMs: 30 * 1000 } as const;

/** A nonce is 128 random bits, as 32 lowercase hex digits. */
export const NONCE_BYTES = 16;

/**
 * What is encrypted: the call's payload wrapped with the time it was sealed (ms since the epoch,
 * server time) and a nonce the server accepts once, so a captured body cannot be posted again.
 * Both sit inside the ciphertext, where the GCM tag keeps them from being changed.
 */
export const sealedPayloadSchema = v.object({
  issuedAt: v.pipe(v.number(), v.safeInteger()),
  nonce: v.pipe(v.string(), v.regex(new RegExp(`^[0-9a-f]{${NONCE_BYTES * 2}}$`), `a nonce is ${NONCE_BYTES * 2} hex digits`)),
  payload: v.unknown(),
});
export type SealedPayload = v.InferOutput<typeof sealedPayloadSchema>;

/**
 * GET /wps/system/publicKey: the key to seal with (SPKI, base64), and the server's clock (ms since
 * the epoch) so that a client whose own clock is wrong still dates its bodies in server time.
 */
export const publicKeyResponse = envelope(v.object({ keyId: v.string(), spki: v.string(), serverTime: v.number() }));
