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

/** GET /wps/system/publicKey: the key to seal with (SPKI, base64). */
export const publicKeyResponse = envelope(v.object({ keyId: v.string(), spki: v.string() }));
