/**
 * Business error codes of the rewards areas (inbox, referral, promotions, points, rebate, missions); merged
 * into ErrorCode.
 */
export const RewardErrorCode = {
  /** A read or delete named a message that is not the member's, or is deleted already. */
  messageNotFound: 'MESSAGE_NOT_FOUND',
  /** No unused invitation code could be made for the member this time (asking again tries again). */
  referralCodeUnavailable: 'REFERRAL_CODE_UNAVAILABLE',
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
} as const;
