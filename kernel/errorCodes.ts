import { AgencyErrorCode } from './agencyErrorCodes';
import { ChallengeErrorCode } from './challengeErrorCodes';
import { CoreErrorCode } from './coreErrorCodes';
import { PlayErrorCode } from './playErrorCodes';
import { PlayerSafetyErrorCode } from './playerSafetyErrorCodes';
import { RewardErrorCode } from './rewardErrorCodes';
import { SaferGamblingErrorCode } from './saferGamblingErrorCodes';
import { SocialErrorCode } from './socialErrorCodes';
import { TwoFactorErrorCode } from './twoFactorErrorCodes';
import { WalletErrorCode } from './walletErrorCodes';

export { CoreErrorCode };

/**
 * Every code, the money, play, agency and rewards ones included. Code in the lobby's first download
 * imports CoreErrorCode from coreErrorCodes.ts, never this module, so the other codes load with
 * the pages that use them.
 */
export const ErrorCode = {
  ...CoreErrorCode,
  ...ChallengeErrorCode,
  ...WalletErrorCode,
  ...PlayErrorCode,
  ...AgencyErrorCode,
  ...RewardErrorCode,
  ...SocialErrorCode,
  ...SaferGamblingErrorCode,
  ...PlayerSafetyErrorCode,
  ...TwoFactorErrorCode,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
