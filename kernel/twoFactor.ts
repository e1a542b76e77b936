import * as v from 'valibot';
import { envelope } from './envelope';

/**
 * Issue 26 item 2: two-factor authentication. A member turns it on in the security center: the
 * backend makes a TOTP secret (RFC 6238: SHA-1, 6 digits, 30-second steps), shown as a QR code of its
 * otpauth URI and written out for manual entry; a code from the authenticator app confirms it, and
 * ten one-time recovery codes are shown once. From then on a right password answers
 * TWO_FACTOR_REQUIRED with a short-lived ticket (no session yet); the ticket with a current code or
 * an unused recovery code finishes the login. Turning it off needs a code too.
 */

/** Digits of an authenticator code. */
export const TOTP_DIGITS = 6;
/** Seconds each code is shown for. */
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of the current one a code may come from (a clock a little off, a code typed as it changed). */
export const TOTP_WINDOW_STEPS = 1;
/** Recovery codes made when two-factor is turned on; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the login's two-factor ticket lives. */
export const TWO_FACTOR_TICKET_TTL_MS = 5 * 60_000;
/** Wrong codes a ticket survives; the fifth spends it (log in again). */
export const TWO_FACTOR_TICKET_MAX_WRONG = 5;

/** How the second step is answered: the authenticator's code, or one of the recovery codes. */
export const TWO_FACTOR_METHODS = ['totp', 'recovery'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** The 6-digit rule, trimmed: what the forms check before sending and the backend before checking. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());

/** A recovery code as shown: two groups of five lower-case letters and digits ('k3m9x-2q7wb'). */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
/** A typed recovery code as compared: trimmed, any case, the dash optional. */
export const normaliseRecoveryCode = (code: string) => {
  const bare = code.trim().toLowerCase().replace(/[\s-]/g, '');
  return bare.length === 10 ? `${bare.slice(0, 5)}-${bare.slice(5)}` : bare;
};

const totpCode = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/));
/** Long enough for a recovery code typed with spaces, short enough that nothing big is hashed. */
const anyCode = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32));

/** Whether two-factor is on, and how many recovery codes are still unused. */
export const twoFactorStatusSchema = v.object({ enabled: v.boolean(), recoveryCodesLeft: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type TwoFactorStatus = v.InferOutput<typeof twoFactorStatusSchema>;
export const twoFactorStatusResponse = envelope(twoFactorStatusSchema);

/** Enrolment started: the secret in base32 (for manual entry) and its otpauth:// URI (for the QR code). */
export const twoFactorEnrolmentSchema = v.object({
  secret: v.pipe(v.string(), v.regex(/^[A-Z2-7]{16,}$/)),
  uri: v.pipe(v.string(), v.startsWith('otpauth://totp/')),
});
export type TwoFactorEnrolment = v.InferOutput<typeof twoFactorEnrolmentSchema>;
export const twoFactorEnrolmentResponse = envelope(twoFactorEnrolmentSchema);

/** Confirming the enrolment with the app's current code. */
export const twoFactorConfirmRequestSchema = v.object({ code: totpCode });
export type TwoFactorConfirmRequest = v.InferOutput<typeof twoFactorConfirmRequestSchema>;
/** The ten recovery codes, answered once (only their hashes are kept). */
export const recoveryCodesResponse = envelope(v.pipe(v.array(v.pipe(v.string(), v.regex(RECOVERY_CODE_PATTERN))), v.length(RECOVERY_CODE_COUNT)));

/** Turning two-factor off: a current code or an unused recovery code. */
export const twoFactorDisableRequestSchema = v.object({ method: v.picklist(TWO_FACTOR_METHODS), code: anyCode });
export type TwoFactorDisableRequest = v.InferOutput<typeof twoFactorDisableRequestSchema>;

/** The value of a login failure with code TWO_FACTOR_REQUIRED. */
export const twoFactorChallengeSchema = v.object({ ticket: v.pipe(v.string(), v.minLength(1)) });
export type TwoFactorChallenge = v.InferOutput<typeof twoFactorChallengeSchema>;

/** The login's second step (sealed like the first): the ticket and a code; it answers as login does. */
export const loginTwoFactorRequestSchema = v.object({
  ticket: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  method: v.picklist(TWO_FACTOR_METHODS),
  code: anyCode,
});
export type LoginTwoFactorRequest = v.InferOutput<typeof loginTwoFactorRequestSchema>;
