/**
 * Business error codes of the money calls (wallets, deposits, withdrawals, confirmations,
 * upline transfers); merged into ErrorCode. Amount problems of the request itself are
 * AMOUNT_INVALID; those against limits or balance have their own codes.
 */
export const WalletErrorCode = {
  amountInvalid: 'AMOUNT_INVALID',
  amountBelowMin: 'AMOUNT_BELOW_MIN',
  amountAboveMax: 'AMOUNT_ABOVE_MAX',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  /** The idempotency key was used before for a different request. */
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  /** Wallet transfers on a single-wallet merchant. */
  singleWallet: 'SINGLE_WALLET',
  walletNotFound: 'WALLET_NOT_FOUND',
  depositChannelNotFound: 'DEPOSIT_CHANNEL_NOT_FOUND',
  bonusUnavailable: 'BONUS_UNAVAILABLE',
  /** A production serve without a payment provider: no deposit can be paid (the demo gateway runs only in demo mode). */
  paymentProviderMissing: 'PAYMENT_PROVIDER_MISSING',
  orderNotFound: 'ORDER_NOT_FOUND',
  /** The deposit order was paid, failed or expired already. */
  orderClosed: 'ORDER_CLOSED',
  bankAccountLimit: 'BANK_ACCOUNT_LIMIT',
  bankAccountDuplicate: 'BANK_ACCOUNT_DUPLICATE',
  bankAccountNotFound: 'BANK_ACCOUNT_NOT_FOUND',
  withdrawPasswordNotSet: 'WITHDRAW_PASSWORD_NOT_SET',
  withdrawPasswordAlreadySet: 'WITHDRAW_PASSWORD_ALREADY_SET',
  withdrawPasswordWrong: 'WITHDRAW_PASSWORD_WRONG',
  withdrawPasswordLocked: 'WITHDRAW_PASSWORD_LOCKED',
  withdrawDailyLimit: 'WITHDRAW_DAILY_LIMIT',
  turnoverNotMet: 'TURNOVER_NOT_MET',
  noUpline: 'NO_UPLINE',
  confirmationNotFound: 'CONFIRMATION_NOT_FOUND',
  confirmationClosed: 'CONFIRMATION_CLOSED',
  proofRequired: 'PROOF_REQUIRED',
  proofInvalid: 'PROOF_INVALID',
  withdrawalNotFound: 'WITHDRAWAL_NOT_FOUND',
  withdrawalClosed: 'WITHDRAWAL_CLOSED',
} as const;
