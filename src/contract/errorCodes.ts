import { AgencyErrorCode } from './agencyErrorCodes';
import { CoreErrorCode } from './coreErrorCodes';
import { PlayErrorCode } from './playErrorCodes';
import { WalletErrorCode } from './walletErrorCodes';

export { CoreErrorCode };

/**
 * Every code, the money, play and agency ones included. Code in the lobby's first download
 * imports CoreErrorCode from coreErrorCodes.ts, never this module, so the other codes load with
 * the pages that use them.
 */
export const ErrorCode = {
  ...CoreErrorCode,
  ...WalletErrorCode,
  ...PlayErrorCode,
  ...AgencyErrorCode,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
