/**
 * Business error codes of the rewards areas (inbox, referral, promotions, points, rebate, missions); merged
 * into ErrorCode.
 */
export const RewardErrorCode = {
  /** A read or delete named a message that is not the member's, or is deleted already. */
  messageNotFound: 'MESSAGE_NOT_FOUND',
  /** No unused invitation code could be made for the member this time (asking again tries again). */
  referralCodeUnavailable: 'REFERRAL_CODE_UNAVAILABLE',
} as const;
