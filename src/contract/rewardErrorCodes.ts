/**
 * Business error codes of the rewards areas (inbox, referral, promotions, points, rebate, missions); merged
 * into ErrorCode.
 */
export const RewardErrorCode = {
  /** A read or delete named a message that is not the member's, or is deleted already. */
  messageNotFound: 'MESSAGE_NOT_FOUND',
  /** No unused invitation code could be made for the member this time (asking again tries again). */
  referralCodeUnavailable: 'REFERRAL_CODE_UNAVAILABLE',
  /** A claim named a reward that is not the member's. */
  rewardNotFound: 'REWARD_NOT_FOUND',
  /** A claim came after the reward's expiry: it can no longer be claimed. */
  rewardExpired: 'REWARD_EXPIRED',
  /** A claim (with another key) of a reward already paid. */
  rewardAlreadyClaimed: 'REWARD_ALREADY_CLAIMED',
} as const;
