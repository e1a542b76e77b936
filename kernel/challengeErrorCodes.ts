/**
 * Error codes of the proof-of-work challenge (kernel/challenge.ts; merged into ErrorCode).
 * Apart from CoreErrorCode so the lobby's first download does not carry them: only the login,
 * register and forgot-password forms meet them.
 */
export const ChallengeErrorCode = {
  /** Login, an SMS code request or a registration without a solved challenge. */
  challengeRequired: 'CHALLENGE_REQUIRED',
  /** A solution that does not check: a wrong key, a tampered challenge, or one from before a server restart. */
  challengeInvalid: 'CHALLENGE_INVALID',
  /** A challenge past its 5 minutes, or already used once. */
  challengeExpired: 'CHALLENGE_EXPIRED',
  /** Made by the client, never sent by a server: the browser could not solve the challenge (no worker, a timeout). */
  challengeUnsolved: 'CHALLENGE_UNSOLVED',
} as const;
