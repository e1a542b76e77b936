import * as v from 'valibot';
import { envelope } from './envelope';

/**
 * Issue 26 (security center): the devices signed in to the account and the recent logins. The
 * backend names the browser and the system from the user agent (kernel/userAgent.ts) and masks the
 * IP (kernel/maskIp.ts) before anything leaves it, so the client never sees a full address or a
 * session token of another device.
 */

/** The browsers the user-agent rule tells apart; 'other' for anything else. */
export const BROWSERS = ['Chrome', 'Edge', 'Firefox', 'Safari', 'Opera', 'Samsung Internet', 'other'] as const;
export type Browser = (typeof BROWSERS)[number];

/** The systems the user-agent rule tells apart; 'other' for anything else. */
export const OPERATING_SYSTEMS = ['Windows', 'macOS', 'Android', 'iOS', 'Linux', 'ChromeOS', 'other'] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

/** How many logins the history keeps per member: the newest ones. */
export const LOGIN_HISTORY_SIZE = 30;

/** A session's last-seen time moves at most this often (a write per call would be waste). */
export const LAST_SEEN_STEP_MS = 60_000;

/**
 * The outcomes the login calls tell apart (server/routes/session.ts): signed in; the password or
 * the SMS code wrong; locked out after too many failures; the captcha missing or wrong; a new device
 * asked to verify, and that check failed; an account refused on this site (an agent page for a
 * member, a member site for an admin); a wrong two-factor code (or recovery code) at the login's second step;
 * a right login refused because the member's time-out or self-exclusion runs (issue 26 player safety).
 */
export const LOGIN_RESULTS = [
  'success',
  'wrongPassword',
  'wrongSmsCode',
  'locked',
  'captcha',
  'verificationRequired',
  'verificationFailed',
  'wrongSite',
  'wrongTwoFactorCode',
  'onBreak',
] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

const device = {
  browser: v.picklist(BROWSERS),
  os: v.picklist(OPERATING_SYSTEMS),
  /** IPv4 as a.b.*.*, IPv6 as its first two groups; null when the login's address is not known. */
  ipMasked: v.nullable(v.string()),
};

/** A live session of the member: opaque id (never the token), device, when it signed in and was last seen. */
export const deviceSessionSchema = v.object({
  id: v.string(),
  ...device,
  signedInAt: v.number(),
  lastSeenAt: v.number(),
  /** The session the request came with: this device. */
  current: v.boolean(),
});
export type DeviceSession = v.InferOutput<typeof deviceSessionSchema>;
/** The live sessions, the current one first, then by last seen, newest first. */
export const deviceSessionsResponse = envelope(v.array(deviceSessionSchema));

/** One login attempt of the member, newest first, at most LOGIN_HISTORY_SIZE. */
export const loginAttemptSchema = v.object({ at: v.number(), result: v.picklist(LOGIN_RESULTS), ...device });
export type LoginAttempt = v.InferOutput<typeof loginAttemptSchema>;
export const loginHistoryResponse = envelope(v.pipe(v.array(loginAttemptSchema), v.maxLength(LOGIN_HISTORY_SIZE)));

/** Sign out one other session by its id; the answer is the sessions still live. */
export const signOutSessionRequestSchema = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
export type SignOutSessionRequest = v.InferOutput<typeof signOutSessionRequestSchema>;
