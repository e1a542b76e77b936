/**
 * Business error codes of the rewards areas (inbox, referral, promotions, points, rebate, missions); merged
 * into ErrorCode.
 */
export const RewardErrorCode = {
  /** A read or delete named a message that is not the member's, or is deleted already. */
  messageNotFound: 'MESSAGE_NOT_FOUND',
  /** No unused invitation code could be made for the member this time (asking again tries again). */
  referralCodeUnavailable: 'REFERRAL_CODE_UNAVAILABLE',
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
