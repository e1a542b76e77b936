/** Business error codes of the reality check, time-out and self-exclusion (kernel/playerSafety.ts; merged into ErrorCode). */
export const PlayerSafetyErrorCode = {
  /** A login, deposit, launch or spin while a time-out runs; the value says until when (playerBlockSchema). */
  accountTimedOut: 'ACCOUNT_TIMED_OUT',
  /** The same while a self-exclusion runs. */
  selfExcluded: 'SELF_EXCLUDED',
  /** Taking a break was confirmed with a wrong login password. */
  breakPasswordWrong: 'BREAK_PASSWORD_WRONG',
  /** A break that would end before the one in force: a break is never shortened or lifted early. */
  breakCannotShorten: 'BREAK_CANNOT_SHORTEN',
} as const;
