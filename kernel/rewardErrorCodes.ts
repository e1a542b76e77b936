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
  /** A claim named a mission the merchant does not run. */
  missionNotFound: 'MISSION_NOT_FOUND',
  /** A claim of a mission whose target is not reached yet. */
  missionNotComplete: 'MISSION_NOT_COMPLETE',
  /** A claim of a mission already claimed in that period (its prize is paid once). */
  missionAlreadyClaimed: 'MISSION_ALREADY_CLAIMED',
  /** A claim of a mission whose period has ended. */
  missionExpired: 'MISSION_EXPIRED',
  /** A rebate claim with nothing due (no valid bets since the last claim, or less than a paisa). */
  rebateNothingToClaim: 'REBATE_NOTHING_TO_CLAIM',
  /** The promotion does not exist. */
  promotionNotFound: 'PROMOTION_NOT_FOUND',
  /** The promotion's activity state does not allow this action (not started, ended, joined already, bets not met...). */
  promotionActionNotAllowed: 'PROMOTION_ACTION_NOT_ALLOWED',
  /** An activity application breaks a rule of SPEC 5 (comment, images, age confirmation); the message names it. */
  applicationInvalid: 'APPLICATION_INVALID',
  /** The image is not one of the member's own application images. */
  promotionImageNotFound: 'PROMOTION_IMAGE_NOT_FOUND',
  /** Dev control: no application waits for review under that id. */
  applicationNotFound: 'APPLICATION_NOT_FOUND',
} as const;
