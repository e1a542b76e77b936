import * as v from 'valibot';
import { envelope } from './envelope';
import { acceptedPatternOf, type FieldRule } from './validation';

/**
 * Reference backend additions (all T) for the security center ('my account'): the member's
 * profile, and binding or changing the mobile number and the email address with a code sent to
 * them (an SMS, or a mail the dev mail outbox shows). The forms and the backend check the values
 * with the same catalogue rules (kernel/validation.ts) below.
 */

/** SPEC 5 'valid mobile number': digits only (pattern 6), the home market's 10 digits. */
export const BIND_MOBILE_RULE: FieldRule = { required: true, patternId: 6, acceptedPattern: acceptedPatternOf(6), minLength: 10, maxLength: 10 };
/** SPEC 5 'email format incorrect': the email pattern (3), as the registration's email field. */
export const BIND_EMAIL_RULE: FieldRule = { required: true, patternId: 3, acceptedPattern: acceptedPatternOf(3), minLength: 6, maxLength: 64 };
/** SPEC 5 'valid verification code': the 6 digits that were sent. */
export const BIND_CODE_RULE: FieldRule = { required: true, patternId: 6, acceptedPattern: acceptedPatternOf(6), minLength: 6, maxLength: 6 };

/** The login before the current one: when and from where (the member spots a login that was not theirs). */
export const previousLoginSchema = v.object({ at: v.number(), ip: v.string() });

/** GET profile (T). Contacts come masked ('+91 98******10', 'de***@example.com'); null when none is bound. */
export const profileSchema = v.object({
  userName: v.string(),
  nickname: v.string(),
  vipLevel: v.number(),
  /** 'VIP 3', or the merchant's word for no VIP level, in the request language. */
  vipLabel: v.string(),
  mobileMasked: v.nullable(v.string()),
  emailMasked: v.nullable(v.string()),
  /** Null when this is the account's first login (or the earlier ones predate login records). */
  previousLogin: v.nullable(previousLoginSchema),
});
export type Profile = v.InferOutput<typeof profileSchema>;
export const profileResponse = envelope(profileSchema);

/** POST send a bind code to a mobile (T): rate-limited like the other SMS calls; answers { expiredMinutes }. */
export const bindMobileCodeRequestSchema = v.object({
  mobileNum: v.pipe(v.string(), v.maxLength(40)),
  countryDialingCode: v.optional(v.pipe(v.string(), v.maxLength(8)), ''),
});
/** POST bind the mobile (T) with the code sent to it; a mobile another account has is refused (MOBILE_TAKEN). */
export const bindMobileRequestSchema = v.object({
  mobileNum: v.pipe(v.string(), v.maxLength(40)),
  countryDialingCode: v.optional(v.pipe(v.string(), v.maxLength(8)), ''),
  verificationCode: v.pipe(v.string(), v.maxLength(20)),
});
/** POST send a bind code to an email address (T): the mail outbox gets it; answers { expiredMinutes }. */
export const bindEmailCodeRequestSchema = v.object({ email: v.pipe(v.string(), v.maxLength(200)) });
/** POST bind the email (T) with the code mailed to it; an address another account has is refused (EMAIL_TAKEN). */
export const bindEmailRequestSchema = v.object({
  email: v.pipe(v.string(), v.maxLength(200)),
  verificationCode: v.pipe(v.string(), v.maxLength(20)),
});
export type BindMobileRequest = v.InferInput<typeof bindMobileRequestSchema>;
export type BindEmailRequest = v.InferInput<typeof bindEmailRequestSchema>;

export const bindCodeResponse = envelope(v.object({ expiredMinutes: v.number() }));
/** Binding answers with the profile as it now is. */
export const bindContactResponse = profileResponse;

/** Minutes a mailed bind code stays valid (the resend countdown is as long, as for SMS codes: SPEC 9). */
export const MAIL_CODE_EXPIRED_MINUTES = 2;
