/** Business error codes of two-factor authentication (kernel/twoFactor.ts; merged into ErrorCode). */
export const TwoFactorErrorCode = {
  /** The password was right and two-factor is on: the value is a TwoFactorChallenge, no session yet. */
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  /** The authenticator code (or the recovery code) is not one the account accepts now. */
  twoFactorCodeWrong: 'TWO_FACTOR_CODE_WRONG',
  /** The login's two-factor ticket is unknown, used up or past its five minutes: log in again. */
  twoFactorExpired: 'TWO_FACTOR_EXPIRED',
  /** Enrolment asked for while two-factor is already on. */
  twoFactorAlreadyOn: 'TWO_FACTOR_ALREADY_ON',
  /** Confirm without a started enrolment, or turning off what is not on. */
  twoFactorNotStarted: 'TWO_FACTOR_NOT_STARTED',
} as const;
