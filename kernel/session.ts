import * as v from 'valibot';
import { challengeField } from './challengeField';
import { envelope } from './envelope';

export const LOGIN_TYPES = ['username', 'sms', 'firebase', ''] as const;

/** SPEC 3: login payload (sent sealed, see sealed.ts). */
export const loginRequestSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(1)),
  captcha: v.optional(v.string(), ''),
  type: v.optional(v.picklist(LOGIN_TYPES), 'username'),
  /** With type 'sms': the dialling code of the mobile number given as `username` (the code is `password`). */
  countryDialingCode: v.optional(v.string(), ''),
  /** Which site the login comes from: the agent page refuses non-agents, the member site non-members. */
  site: v.optional(v.picklist(['member', 'agent']), 'member'),
  /** SPEC 3 verification fields: a solved proof-of-work challenge (kernel/challenge.ts). */
  altcha: challengeField,
});
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

/** SPEC 3: user info, the login result. */
export const userInfoSchema = v.object({
  userName: v.string(),
  token: v.string(),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  expiresAt: v.number(),
});
export type UserInfo = v.InferOutput<typeof userInfoSchema>;

export const loginResponse = envelope(userInfoSchema);
/** The value of a failed login: `captcha: true` asks the client to show the captcha. */
export const loginFailureValueSchema = v.object({ captcha: v.boolean() });

export const freePlayRequestSchema = v.object({
  os: v.string(),
  platform: v.literal('W'),
  Encryption: v.optional(v.boolean()),
  gatewayVersion: v.optional(v.string()),
});
export const freePlayResponse = envelope(userInfoSchema);
export const logoutResponse = envelope(v.nullable(v.boolean()));
