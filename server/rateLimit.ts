import { TOO_MANY_REQUESTS_WAIT_MS } from '../kernel/account';
import type { Clock } from './types';

/** At most `max` requests in any `windowMs`; the next waits until the oldest of them leaves the window. */
export type RateLimit = { readonly max: number; readonly windowMs: number };

/**
 * Every window is the 5 minutes SPEC 8 tells a refused user to wait ('Too many requests, please
 * try again after 5 minutes.'), so that text is true of each. Per client means per IP. A person
 * never comes near these; the scripts of the attack run (200 logins at 12.6/s, 300 captchas at
 * 198/s, SMS to 40 numbers) are stopped within seconds. The overall ceilings bound what many
 * clients together can make the server do (scrypt checks, SMS sent, accounts created).
 */
export const RATE_LIMITS = {
  /** Login attempts of any kind from one IP (about 10 a minute). */
  LOGIN_PER_CLIENT: { max: 50, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  /**
   * Password checks of one account name from one IP that did not succeed: the sixth locks that
   * client out of that name, and only that client, so a stranger cannot lock a member out.
   */
  LOGIN_FAILURES_PER_CLIENT: { max: 5, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  /**
   * The same from every IP together (ten clients' worth): bounds guessing spread over many
   * addresses (each failure after the first also costs a captcha and a proof-of-work challenge),
   * and never refuses an IP the account has logged in from before, so it cannot be aimed at a
   * member on the member's own devices.
   */
  LOGIN_FAILURES_PER_ACCOUNT: { max: 50, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  LOGIN_OVERALL: { max: 5000, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  /** Captcha pictures drawn for one IP (about 20 a minute; the client refreshes at most once a second). */
  CAPTCHA_PER_CLIENT: { max: 100, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  CAPTCHA_OVERALL: { max: 10_000, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  /** Proof-of-work challenges issued to one IP (each form fetches one as it opens and one per attempt); each costs the server a key derivation. */
  CHALLENGE_PER_CLIENT: { max: 100, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  CHALLENGE_OVERALL: { max: 20_000, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  /** SMS code requests from one IP, every purpose together. */
  SMS_PER_CLIENT: { max: 5, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  /** Codes to one number for one purpose (SPEC 8/9: 3 in 5 minutes). */
  SMS_PER_NUMBER: { max: 3, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  SMS_OVERALL: { max: 500, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  /** Registration attempts from one IP (a person fixing a refused form included). */
  REGISTER_PER_CLIENT: { max: 10, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  REGISTER_OVERALL: { max: 1000, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  /** Trial accounts (free play) made from one IP: a household or an office behind one address trying it out. */
  FREE_PLAY_PER_CLIENT: { max: 10, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  FREE_PLAY_OVERALL: { max: 1000, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  /** Forgot-by-email requests from one IP (a person retyping a name or an email included). */
  FORGOT_MAIL_PER_CLIENT: { max: 10, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  /** Reset mails asked for one account name, and for one email address, as SMS_PER_NUMBER: 3 in 5 minutes. */
  FORGOT_MAIL_PER_TARGET: { max: 3, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  FORGOT_MAIL_OVERALL: { max: 500, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  /** Forgot-by-phone attempts (code and new password) from one IP, and for one number. */
  FORGOT_PHONE_PER_CLIENT: { max: 10, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  FORGOT_PHONE_PER_NUMBER: { max: 10, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
  FORGOT_PHONE_OVERALL: { max: 1000, windowMs: TOO_MANY_REQUESTS_WAIT_MS },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimits = Readonly<Record<RateLimitName, RateLimit>>;

/** The key of an overall limit: one budget shared by every client. */
export const EVERYONE = '*';

/** The LOGIN_FAILURES_PER_CLIENT key of an account name (lower case) and an IP; no IP has a '|'. */
export const loginFailureKey = (accountName: string, ip: string) => `${accountName}|${ip}`;
/** Whether a LOGIN_FAILURES_PER_CLIENT key is one of this account name's (from any IP). */
export const isLoginFailureKeyOf = (key: string, accountName: string) => key.slice(0, key.lastIndexOf('|')) === accountName;

export type RateVerdict = { allowed: true } | { allowed: false; retryAt: number };

/** Keys unseen for this long are dropped, so rotating addresses cannot grow memory without end. */
const SWEEP_EVERY_MS = TOO_MANY_REQUESTS_WAIT_MS;

/**
 * Sliding-window log per limit and key, in memory, on the injected clock (tests move time). A
 * request refused by a limit is not counted by it, so waiting out the window always lets in again.
 */
export function createRateLimiter(clock: Clock, limits: RateLimits) {
  // limit name -> key -> times of the counted requests, oldest first
  const logs = new Map<RateLimitName, Map<string, number[]>>();
  let lastSweep = clock();

  const recent = (name: RateLimitName, key: string, now: number): number[] => {
    let byKey = logs.get(name);
    if (!byKey) {
      byKey = new Map();
      logs.set(name, byKey);
    }
    const windowStart = now - limits[name].windowMs;
    const times = (byKey.get(key) ?? []).filter((time) => time > windowStart);
    byKey.set(key, times);
    return times;
  };

  const sweep = (now: number) => {
    for (const [name, byKey] of logs) {
      const windowStart = now - limits[name].windowMs;
      for (const [key, times] of byKey) if ((times.at(-1) ?? -Infinity) <= windowStart) byKey.delete(key);
    }
    lastSweep = now;
  };

  return {
    /** Counts one request against the limit for the key, unless the window is full. */
    take(name: RateLimitName, key: string): RateVerdict {
      const now = clock();
      if (now - lastSweep >= SWEEP_EVERY_MS) sweep(now);
      const times = recent(name, key, now);
      const oldest = times[0];
      if (times.length >= limits[name].max && oldest !== undefined) return { allowed: false, retryAt: oldest + limits[name].windowMs };
      times.push(now);
      return { allowed: true };
    },
    /** Drops what was counted for the key (a successful login clears its account's failures). */
    forget(name: RateLimitName, key: string) {
      logs.get(name)?.delete(key);
    },
    /** Drops what was counted for every key that passes the test (a password reset clears every client's failures). */
    forgetWhere(name: RateLimitName, test: (key: string) => boolean) {
      const byKey = logs.get(name);
      if (byKey) for (const key of [...byKey.keys()]) if (test(key)) byKey.delete(key);
    },
    /** Forgets everything (the dev reset). */
    reset() {
      logs.clear();
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
