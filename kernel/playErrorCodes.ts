/** Business error codes of the game page's calls (merged into ErrorCode). */
export const PlayErrorCode = {
  /** The game page's play ticket is unknown, for another game, past its time, or its session ended. */
  playTicketInvalid: 'PLAY_TICKET_INVALID',
} as const;
