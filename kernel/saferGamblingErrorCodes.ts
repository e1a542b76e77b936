/** Business error codes of the safer-gambling limits (kernel/saferGambling.ts; merged into ErrorCode): which limit refused a deposit or a bet. */
export const SaferGamblingErrorCode = {
  depositLimitReached: 'DEPOSIT_LIMIT_REACHED',
  lossLimitReached: 'LOSS_LIMIT_REACHED',
  wagerLimitReached: 'WAGER_LIMIT_REACHED',
} as const;
