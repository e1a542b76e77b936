/**
 * Business error codes of the rewards areas (inbox, promotions, points, rebate, missions); merged
 * into ErrorCode.
 */
export const RewardErrorCode = {
  /** A read or delete named a message that is not the member's, or is deleted already. */
  messageNotFound: 'MESSAGE_NOT_FOUND',
} as const;
