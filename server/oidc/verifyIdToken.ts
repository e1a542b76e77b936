import { Jwt } from 'hono/utils/jwt';
import type { SocialProvider } from '../../kernel/socialLogin';
import type { Jwk } from './keys';

/** What a checked id token tells: whose identity it is. */
export type VerifiedIdentity = { subject: string; name: string };

/** Clock leeway for iat and exp between the provider and this backend. */
const LEEWAY_S = 30;

/**
 * Checks an id token as OIDC Core 3.1.3.7 asks: its signature against the provider's JWKS (Hono's
 * verifyWithJwks: the kid's key, an asymmetric algorithm), then issuer, audience, expiry and issue
 * time on the backend's clock, and the nonce the login named. Null when anything fails.
 */
export async function verifyIdToken(
  token: string,
  options: { provider: SocialProvider; keys: () => Promise<Jwk[]>; nonce: string; now: number },
): Promise<VerifiedIdentity | null> {
  let claims: Record<string, unknown>;
  try {
    claims = await Jwt.verifyWithJwks(token, {
      keys: await options.keys(),
      allowedAlgorithms: ['ES256', 'RS256'],
      // Expiry is checked below on the injected clock (Hono's checks read the wall clock).
      verification: { iss: options.provider.issuer, aud: options.provider.clientId, exp: false, iat: false, nbf: false },
    });
  } catch {
    return null;
  }
  const nowS = Math.floor(options.now / 1000);
  if (typeof claims.exp !== 'number' || claims.exp + LEEWAY_S <= nowS) return null;
  if (typeof claims.iat !== 'number' || claims.iat - LEEWAY_S > nowS) return null;
  if (claims.nonce !== options.nonce) return null;
  if (typeof claims.sub !== 'string' || claims.sub === '') return null;
  return { subject: claims.sub, name: typeof claims.name === 'string' ? claims.name : '' };
}

/** A provider's keys from its jwks_uri, kept for ten minutes (a key the token names but the cache lacks refetches). */
export function remoteJwks(jwksUri: string, fetchJson: (url: string) => Promise<unknown> = async (url) => (await fetch(url)).json()) {
  let cached: { keys: Jwk[]; at: number } | null = null;
  return async (): Promise<Jwk[]> => {
    if (cached && Date.now() - cached.at < 600_000) return cached.keys;
    const body = (await fetchJson(jwksUri)) as { keys?: Jwk[] };
    cached = { keys: Array.isArray(body.keys) ? body.keys : [], at: Date.now() };
    return cached.keys;
  };
}
