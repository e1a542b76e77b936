import * as v from 'valibot';
import { challengeField } from './challengeField';
import { envelope } from './envelope';
import { userInfoSchema } from './session';

/** SPEC 3: feedback type codes. */
export const FEEDBACK_TYPES = { others: 0, deposit: 1, withdrawal: 2, game: 3, customerService: 4, applyAgent: 6 } as const;
export const FEEDBACK_TYPE_CODES = [0, 1, 2, 3, 4, 6] as const;
/** SPEC 5 / 9: feedback text 20 to 200 characters (textarea max 200). */
export const FEEDBACK_LENGTH = { min: 20, max: 200 } as const;

/** SPEC 9: SMS resend countdown is expiredMinutes x 60 s, 1 minute by default. */
export const DEFAULT_SMS_EXPIRED_MINUTES = 1;
/** SPEC 8 / 9: too many requests waits 5 minutes. */
export const TOO_MANY_REQUESTS_WAIT_MS = 5 * 60_000;

/** SPEC 3: SMS code request. Registration uses mobileNo, the others mobileNum. 'bind': binding a mobile to the account (kernel/profile.ts). */
export const SMS_PURPOSES = ['login', 'register', 'forgot', 'bind'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const smsCodeRequestSchema = v.object({
  mobileNum: v.string(),
  countryDialingCode: v.string(),
  /** Answer of the captcha challenge that guards SMS sending. */
  captcha: v.optional(v.string(), ''),
  /**
   * Reference backend addition, login SMS only: the ticket of an unregistered-IP challenge
   * (MOBILE_CODE). The code then goes to the mobile bound to the ticket's account, and mobileNum
   * and countryDialingCode are ignored (send them empty: the client only knows the masked number).
   */
  ticket: v.optional(v.string()),
  /** SPEC 3 challenge fields: a solved proof-of-work challenge (kernel/challenge.ts). */
  altcha: challengeField,
});
export const smsRegisterRequestSchema = v.object({
  mobileNo: v.string(),
  countryDialingCode: v.string(),
  captcha: v.optional(v.string(), ''),
  altcha: challengeField,
});
/** SPEC 7: the response carries value.expiredMinutes. */
export const smsCodeResponse = envelope(v.object({ expiredMinutes: v.number() }));
/** The value of a TOO_MANY_REQUESTS failure of an SMS call: when a code may be asked for again (ms since the epoch). */
export const smsRateLimitValueSchema = v.object({ retryAt: v.number() });

/** SPEC 3 Registration user (the register calls carry registerUrl and registerMethod WEB too). */
export const registrationSchema = v.object({
  username: v.optional(v.string(), ''),
  password: v.string(),
  confirmPassword: v.string(),
  payeeName: v.optional(v.string(), ''),
  email: v.optional(v.string(), ''),
  qqNum: v.optional(v.string(), ''),
  mobileNum: v.optional(v.string(), ''),
  recommenderId: v.optional(v.string(), ''),
  captcha: v.optional(v.string(), ''),
  verificationCode: v.optional(v.string(), ''),
  affiliateCode: v.optional(v.string(), ''),
  paymentPassword: v.optional(v.string(), ''),
  line: v.optional(v.string(), ''),
  whatsapp: v.optional(v.string(), ''),
  facebook: v.optional(v.string(), ''),
  wechat: v.optional(v.string(), ''),
  idNumber: v.optional(v.string(), ''),
  // SPEC 3 'other registration labels seen': like the fields above, each one asked for only when
  // the merchant's register settings enable it (SPEC 5), and held to its configured pattern.
  nickname: v.optional(v.string(), ''),
  fullName: v.optional(v.string(), ''),
  telegram: v.optional(v.string(), ''),
  zalo: v.optional(v.string(), ''),
  /** yyyy-MM-dd (pattern 11) with the demo merchant's config. */
  birthday: v.optional(v.string(), ''),
  address: v.optional(v.string(), ''),
  nationality: v.optional(v.string(), ''),
  occupation: v.optional(v.string(), ''),
  sourceOfIncome: v.optional(v.string(), ''),
  referralCode: v.optional(v.string(), ''),
  domain: v.optional(v.string(), ''),
  login: v.optional(v.boolean(), true),
  countryDialingCode: v.optional(v.string(), ''),
  firebaseChannel: v.optional(v.string()),
  firebaseIdToken: v.optional(v.string()),
  registerUrl: v.optional(v.string(), ''),
  registerMethod: v.optional(v.literal('WEB'), 'WEB'),
  /** Terms, privacy and age 18 (SPEC 5); the backend refuses a registration without it. */
  agreed: v.boolean(),
  /** A solved proof-of-work challenge (kernel/challenge.ts), as on login and the SMS code request. */
  altcha: challengeField,
});
export type Registration = v.InferInput<typeof registrationSchema>;

/** The registration details the member row keeps beside its account (SPEC 3 'other registration labels seen'). */
export const REGISTRATION_DETAIL_FIELDS = ['fullName', 'telegram', 'zalo', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome'] as const;

/** The registration fields a config can switch on (SPEC 5 Registration). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'nickname',
  ...REGISTRATION_DETAIL_FIELDS,
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The fields SPEC 5 says are shown only when enabled, in form order. */
export const OPTIONAL_REGISTER_FIELDS = [
  'nickname',
  'payeeName',
  'fullName',
  'birthday',
  'email',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'telegram',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'recommenderId',
  'affiliateCode',
] as const satisfies readonly RegisterField[];

export type RegistrationDetailField = (typeof REGISTRATION_DETAIL_FIELDS)[number];

/** Fields whose values are passwords: never trimmed. */
export const UNTRIMMED_FIELDS: readonly string[] = ['password', 'confirmPassword', 'paymentPassword', 'newPassword', 'oldPassword', 'confirmNewPassword'];

/** A field's value as it is checked and sent: trimmed, except the fields in UNTRIMMED_FIELDS. */
export const trimField = (field: string, value: string) => (UNTRIMMED_FIELDS.includes(field) ? value : value.trim());

/** The dialling code assumed when a request leaves countryDialingCode empty (the merchant's market). */
export const DEFAULT_COUNTRY_DIALING_CODE = '+91';

/**
 * PUT register and PUT registerMobile: with `login: true` (what the client sends) the new account
 * is logged in and the value is the user info, exactly as a login answers; with `login: false`, null.
 */
export const registerResponse = envelope(v.nullable(userInfoSchema));

/** A refused field in a business failure's value, so forms can show it under the right input. */
export const fieldErrorsSchema = v.object({
  fieldErrors: v.record(
    v.string(),
    v.object({ kind: v.picklist(['required', 'invalid', 'mismatch']), patternId: v.nullable(v.number()), min: v.number(), max: v.number() }),
  ),
});

/** GET affiliate (code, domain). */
export const affiliateQuerySchema = v.object({ code: v.optional(v.string(), ''), domain: v.optional(v.string(), '') });
export const affiliateResponse = envelope(v.object({ valid: v.boolean(), agentName: v.nullable(v.string()) }));

/** SPEC 3 change-password payload. */
export const changePasswordSchema = v.object({
  oldPassword: v.string(),
  newPassword: v.string(),
  confirmNewPassword: v.string(),
});
/** SPEC 3 forgot by email (sent as a form). */
export const forgotByEmailSchema = v.object({ username: v.string(), email: v.string() });
/** SPEC 3 forgot by phone. */
export const forgotByPhoneSchema = v.object({
  newPassword: v.string(),
  mobileNum: v.string(),
  countryDialingCode: v.optional(v.string(), ''),
  verificationCode: v.string(),
});
export const okResponse = envelope(v.nullable(v.boolean()));
/** Forgot by phone answers with the account's user name so the client can log in with the new password. */
export const forgotByPhoneResponse = envelope(v.object({ username: v.string() }));

/** SPEC 4: login from an unregistered IP asks for one of these. */
export const LOGIN_VERIFICATION_TYPES = ['MOBILE_CODE', 'EMAIL', 'BANK_ACCOUNT_NAME', 'AUTHENTICATOR'] as const;
export type LoginVerificationType = (typeof LOGIN_VERIFICATION_TYPES)[number];
/** The value of a login failure with code LOGIN_VERIFICATION_REQUIRED. */
export const loginVerificationChallengeSchema = v.object({
  ticket: v.string(),
  types: v.array(v.picklist(LOGIN_VERIFICATION_TYPES)),
  maskedMobile: v.nullable(v.string()),
  maskedEmail: v.nullable(v.string()),
});
export type LoginVerificationChallenge = v.InferOutput<typeof loginVerificationChallengeSchema>;
export const loginVerificationSchema = v.object({
  ticket: v.string(),
  type: v.picklist(LOGIN_VERIFICATION_TYPES),
  answer: v.string(),
});

/** SPEC 3 feedback. */
export const feedbackSchema = v.object({
  content: v.string(),
  sender: v.string(),
  type: v.picklist(FEEDBACK_TYPE_CODES),
  captcha: v.string(),
});

/** Country dialling codes for the phone inputs. */
export const countryCodeSchema = v.object({ code: v.string(), country: v.string(), name: v.string(), mobileLength: v.number() });
export type CountryCode = v.InferOutput<typeof countryCodeSchema>;
export const countryCodesResponse = envelope(v.array(countryCodeSchema));
