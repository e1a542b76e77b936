import * as v from 'valibot';
import { envelope } from './envelope';
import { SMS_PURPOSES } from './account';

/** POST /__dev/status: force the system status (null returns to the seeded one). */
export const devStatusSchema = v.object({
  status: v.picklist([0, 1, 2]),
  regionRestriction: v.optional(v.boolean()),
  maintenanceEndTime: v.optional(v.nullable(v.string())),
});
export type DevStatus = v.InferOutput<typeof devStatusSchema>;

/** POST /__dev/fault: make every request whose path starts with `path` misbehave. */
export const devFaultSchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/')),
  latencyMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(130_000))),
  kind: v.optional(v.picklist(['none', 'http500', 'malformedJson', 'drop']), 'none'),
  /** How many requests the fault applies to; absent means until cleared. */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type DevFault = v.InferOutput<typeof devFaultSchema>;

/** GET /__dev/sms: one SMS the backend 'sent' (newest first). Times are ms since the epoch. */
export const devSmsSchema = v.object({
  mobile: v.string(),
  countryDialingCode: v.string(),
  purpose: v.picklist(SMS_PURPOSES),
  code: v.string(),
  sentAt: v.number(),
  expiresAt: v.number(),
  /** The account the number belongs to (null for a registration code). */
  username: v.nullable(v.string()),
  /** When that account has an authenticator bound: its code at the time of this request. */
  authenticatorCode: v.optional(v.string()),
});
export type DevSms = v.InferOutput<typeof devSmsSchema>;

/** GET /__dev/mail: one mail the backend 'sent' (newest first). */
export const devMailSchema = v.object({
  to: v.string(),
  username: v.string(),
  subject: v.string(),
  text: v.string(),
  sentAt: v.number(),
});
export type DevMail = v.InferOutput<typeof devMailSchema>;

/** GET /__dev/authenticator: the current authenticator code of each account that has one. */
export const devAuthenticatorSchema = v.object({
  username: v.string(),
  code: v.string(),
  /** The code changes every 30 s; the previous code is still accepted for another 30 s. */
  validUntil: v.number(),
  /** The shared secret (RFC 4648 base32), to add the account to a real authenticator app. */
  secret: v.string(),
});
export type DevAuthenticator = v.InferOutput<typeof devAuthenticatorSchema>;

export const devSmsOutboxResponse = envelope(v.array(devSmsSchema));
export const devMailOutboxResponse = envelope(v.array(devMailSchema));
export const devAuthenticatorResponse = envelope(v.array(devAuthenticatorSchema));

/** GET /__dev/captchas: unspent captcha answers, newest first. */
export const devCaptchasResponse = envelope(v.array(v.object({ id: v.string(), answer: v.string(), expiresAt: v.number() })));

/** POST /__dev/withdrawals/approve and /reject: the withdrawal to decide. */
export const devWithdrawalDecisionSchema = v.object({ withdrawalId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
/** POST /__dev/withdrawals/match: pay a pending withdrawal from another member's (username) deposit, peer to peer. */
export const devWithdrawalMatchSchema = v.object({
  withdrawalId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  depositor: v.pipe(v.string(), v.minLength(1)),
});
/** POST /__dev/wallet-mode: single wallet on or off. */
export const devWalletModeSchema = v.object({ isSingle: v.boolean() });

/** GET /__dev/withdrawals: a withdrawal waiting for the operator (pending) or a peer confirmation (approved). */
export const devWithdrawalSchema = v.object({
  id: v.number(),
  username: v.string(),
  status: v.picklist(['pending', 'approved', 'rejected', 'paid']),
  amountPaise: v.number(),
  feePaise: v.number(),
  createdAt: v.number(),
  /** For an approved one: its confirmation's status (pending, or notReceived when disputed). */
  confirmationStatus: v.nullable(v.string()),
});
export type DevWithdrawal = v.InferOutput<typeof devWithdrawalSchema>;
export const devWithdrawalsResponse = envelope(v.array(devWithdrawalSchema));
export const devWithdrawalResponse = envelope(devWithdrawalSchema);
export const devWalletModeResponse = envelope(v.object({ isSingle: v.boolean(), sweptMembers: v.number() }));
