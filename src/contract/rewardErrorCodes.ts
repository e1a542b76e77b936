/**
 * Business error codes of the rewards areas (inbox, referral, promotions, points, rebate, missions); merged
 * into ErrorCode.
 */
export const RewardErrorCode = {
  /** A read or delete named a message that is not the member's, or is deleted already. */
  messageNotFound: 'MESSAGE_NOT_FOUND',
  /** No unused invitation code could be made for the member this time (asking again tries again). */
  referralCodeUnavailable: 'REFERRAL_CODE_UNAVAILABLE',
  /** A claim named a reward that is not the member's, or a redeem named a points-mall reward that does not exist. */
  rewardNotFound: 'REWARD_NOT_FOUND',
  /** A claim came after the reward's expiry: it can no longer be claimed. */
  rewardExpired: 'REWARD_EXPIRED',
  /** A claim (with another key) of a reward already paid. */
  rewardAlreadyClaimed: 'REWARD_ALREADY_CLAIMED',
  /** Points sent for a conversion are not a whole positive number (the message names why). */
  pointsInvalid: 'POINTS_INVALID',
  /** Fewer points than the conversion's minimum, or not whole steps of the ratio. */
  pointsNotConvertible: 'POINTS_NOT_CONVERTIBLE',
  /** More points than the member holds now. */
  pointsInsufficient: 'POINTS_INSUFFICIENT',
  rewardOutOfStock: 'REWARD_OUT_OF_STOCK',
  /** A dev control named a redeem that does not exist. */
  redeemNotFound: 'REDEEM_NOT_FOUND',
  /** A dev control tried to decide a redeem that is Approved or Rejected already. */
  redeemClosed: 'REDEEM_CLOSED',
} as const;
