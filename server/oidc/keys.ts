import { randomBytes, webcrypto } from 'node:crypto';

/** The demo provider's signing algorithm: ECDSA P-256 (what Hono's JWT helpers call ES256). */
export const ID_TOKEN_ALG = 'ES256' as const;

/** A JSON Web Key with its key id (what Hono's JWT helpers take and a JWKS lists). */
export type Jwk = JsonWebKey & { kid?: string };

export type SigningKey = { privateJwk: Jwk; publicJwk: Jwk };

/** A key pair made at start (never stored): tokens signed before a restart no longer check, as with a rotated key. */
export async function makeSigningKey(): Promise<SigningKey> {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const kid = randomBytes(8).toString('hex');
  const privateJwk = (await webcrypto.subtle.exportKey('jwk', pair.privateKey)) as Jwk;
  const publicJwk = (await webcrypto.subtle.exportKey('jwk', pair.publicKey)) as Jwk;
  return {
    privateJwk: { ...privateJwk, kid, alg: ID_TOKEN_ALG },
    publicJwk: { kty: publicJwk.kty, crv: publicJwk.crv, x: publicJwk.x, y: publicJwk.y, kid, alg: ID_TOKEN_ALG, use: 'sig' },
  };
}
