import { createHmac } from 'node:crypto';

/**
 * Authenticator codes (SPEC 4: 'Google authenticator code') as RFC 6238 TOTP: HMAC-SHA1 of the
 * number of 30-second steps since the epoch, dynamically truncated to 6 digits (RFC 4226). The
 * step comes from the injected clock, so tests know the code; the secret is RFC 4648 base32, so
 * a real authenticator app given the secret shows the same codes. No library is needed.
 */
export const TOTP_STEP_MS = 30_000;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(secret: string): Buffer {
  const clean = secret.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code for one step number (RFC 4226 HOTP). */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The code shown at `now`, and until when it is the current one. */
export function authenticatorCode(secret: string, now: number): { code: string; validUntil: number } {
  const step = Math.floor(now / TOTP_STEP_MS);
  return { code: hotp(secret, step), validUntil: (step + 1) * TOTP_STEP_MS };
}

/** Accepts the current code and the previous one (a code typed just as it changed). */
export function checkAuthenticatorCode(secret: string, answer: string, now: number): boolean {
  const typed = answer.trim();
  if (!/^\d{6}$/.test(typed)) return false;
  const step = Math.floor(now / TOTP_STEP_MS);
  return typed === hotp(secret, step) || typed === hotp(secret, step - 1);
}
