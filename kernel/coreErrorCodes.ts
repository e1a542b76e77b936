/**
 * The domain check's refusal on its own: the system status machine (first screen, entry chunk)
 * needs this one code, not the whole table.
 */
export const INVALID_URL = 'INVALID_URL';

/**
 * Business error codes the reference backend sends in `code`; the client shows its own
 * translated text for a known code and falls back to the server's message otherwise.
 */
export const CoreErrorCode = {
  badCredentials: 'BAD_CREDENTIALS',
  captchaRequired: 'CAPTCHA_REQUIRED',
  captchaWrong: 'CAPTCHA_WRONG',
  accountLocked: 'ACCOUNT_LOCKED',
  notLoggedIn: 'NOT_LOGGED_IN',
  nonMember: 'NON_MEMBER',
  nonAgent: 'NON_AGENT',
  invalidInput: 'INVALID_INPUT',
  badEncryption: 'BAD_ENCRYPTION',
  /** A sealed body dated outside SEALED_BODY_FRESHNESS (contract/sealed.ts) of the server's clock. */
  staleRequest: 'STALE_REQUEST',
  /** A sealed body whose nonce the server has already accepted: a captured body posted again. */
  replayedRequest: 'REPLAYED_REQUEST',
  moduleDisabled: 'MODULE_DISABLED',
  notFound: 'NOT_FOUND',
  /** The call names no merchant, or one this platform does not serve: SPEC 8 'Invalid URL, please contact customer service' (the domain check failed). */
  invalidUrl: INVALID_URL,
  /** The whole site (system status) or, on a launch, the game or its vendor is under maintenance. */
  maintenance: 'MAINTENANCE',
  /** A trial (free play) account tried to start a real game: 'Please register an account first'. */
  trialNotAllowed: 'TRIAL_NOT_ALLOWED',
  accessRestricted: 'ACCESS_RESTRICTED',
  /** HTTP 403: a dev control asked from another origin (another site, or the server under another name). */
  notSameOrigin: 'NOT_SAME_ORIGIN',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  verificationRequired: 'LOGIN_VERIFICATION_REQUIRED',
  verificationWrong: 'VERIFICATION_WRONG',
  /** The unregistered-IP ticket is unknown, used up or past its 5 minutes: log in again. */
  verificationExpired: 'VERIFICATION_EXPIRED',
  smsCodeWrong: 'SMS_CODE_WRONG',
  smsCodeExpired: 'SMS_CODE_EXPIRED',
  /** SPEC 8 'quota not sufficient, contact customer service': the merchant's SMS sender has spent its day's budget. */
  smsQuotaExceeded: 'SMS_QUOTA_EXCEEDED',
  /** SPEC 8 'function not enabled, contact customer service': the merchant's SMS sender is switched off. */
  smsNotEnabled: 'SMS_NOT_ENABLED',
  invalidPhone: 'INVALID_PHONE',
  usernameTaken: 'USERNAME_TAKEN',
  mobileTaken: 'MOBILE_TAKEN',
  /** Binding an email address another account has (kernel/profile.ts). */
  emailTaken: 'EMAIL_TAKEN',
  invalidAffiliate: 'INVALID_AFFILIATE',
  termsRequired: 'TERMS_REQUIRED',
  oldPasswordWrong: 'OLD_PASSWORD_WRONG',
  accountNotFound: 'ACCOUNT_NOT_FOUND',
  /** HTTP 413: the request body is over the limit of its path (server/bodyLimits.ts). */
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** An unexpected server failure (HTTP 500), including one injected by the dev fault control. */
  serverError: 'SERVER_ERROR',
} as const;
