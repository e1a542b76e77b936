import { useLingui } from '@lingui/react/macro';
import { ChallengeErrorCode } from '@kernel/challengeErrorCodes';
import { CoreErrorCode as ErrorCode } from '@kernel/coreErrorCodes';

/** The translated text of a business error code (SPEC 8), or the server's own message. */
export function useServerErrorText() {
  const { t } = useLingui();
  const known: Partial<Record<string, string>> = {
    [ErrorCode.badCredentials]: t`Account or password is incorrect`,
    [ErrorCode.captchaWrong]: t`Captcha check failed`,
    [ErrorCode.captchaRequired]: t`Captcha required`,
    [ErrorCode.nonAgent]: t`Non-agents cannot log in`,
    [ErrorCode.nonMember]: t`Non-member account unable to login`,
    [ErrorCode.tooManyRequests]: t`Too many requests, please try again after 5 minutes.`,
    [ErrorCode.smsCodeWrong]: t`Invalid verification code`,
    [ErrorCode.smsCodeExpired]: t`Code expired, send again`,
    // SPEC 8 phone authentication: the merchant's SMS sender is off, or has sent its day's budget.
    [ErrorCode.smsNotEnabled]: t`Function not enabled, contact customer service`,
    [ErrorCode.smsQuotaExceeded]: t`Quota not sufficient, contact customer service`,
    [ErrorCode.invalidPhone]: t`Please enter a valid phone number.`,
    [ErrorCode.usernameTaken]: t`This username is already taken`,
    [ErrorCode.mobileTaken]: t`This mobile number is already registered`,
    [ErrorCode.invalidAffiliate]: t`Invalid invitation code`,
    [ErrorCode.termsRequired]: t`Please agree to the terms and privacy policy and confirm you are 18 or older`,
    [ErrorCode.oldPasswordWrong]: t`Old password is incorrect`,
    [ErrorCode.accountNotFound]: t`Username/Email does not exist`,
    [ErrorCode.verificationWrong]: t`Verification failed, please check and try again`,
    [ErrorCode.moduleDisabled]: t`Function not enabled, contact customer service`,
    [ErrorCode.serverError]: t`Unknown error`,
    // SPEC 3 challenge fields: the proof-of-work check that rides along with login, SMS codes and registration.
    [ChallengeErrorCode.challengeRequired]: t`Security check failed, please try again`,
    [ChallengeErrorCode.challengeInvalid]: t`Security check failed, please try again`,
    [ChallengeErrorCode.challengeExpired]: t`Security check expired, please try again`,
    [ChallengeErrorCode.challengeUnsolved]: t`The security check could not run in this browser. Please reload the page and try again.`,
  };
  return (code: string | null, message: string) => (code && known[code]) || message;
}
