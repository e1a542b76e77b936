import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Salted scrypt password hashes, stored as `scrypt$N$r$p$salt$hash` (base64 parts) so the cost
 * can be raised later without invalidating stored hashes.
 */
const COST: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = { N: 16384, r: 8, p: 1 };
const KEY_BYTES = 32;

/** Passwords older than this are reported as expired at login (demo_expired is seeded past it). */
export const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: typeof COST): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, cost, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A hash of nothing in particular: checked against when the account does not exist, so timing does not tell. */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return decoyHash;
};

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const hash = stored ?? (await decoy());
  const [scheme, n, r, p, salt, expected] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  const expectedKey = Buffer.from(expected, 'base64');
  return stored !== null && key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}
