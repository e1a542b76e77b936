import * as v from 'valibot';
import { envelope } from './envelope';
import { idempotencyKeySchema, paiseAmountSchema, paiseSchema } from './money';
import { pageSchema } from './paging';

/** The withdrawal password: 6 digits, set once, then changed with the old one. */
export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;
const withdrawPasswordSchema = v.pipe(v.string(), v.regex(WITHDRAW_PASSWORD_PATTERN, 'withdrawPasswordInvalid'));
/** A password as typed when it is checked (not set): any string; a wrong one is refused as wrong. */
const enteredPasswordSchema = v.pipe(v.string(), v.maxLength(64));

/**
 * The withdrawal rules of the reference merchant (the limits call sends the ones in force): an
 * amount within min and max, at most dailyCount requests a day (India time), and a fee of
 * feeBasisPoints (100 = 1 %) but at least minFeePaise, taken from the amount.
 */
export const WITHDRAW_RULES = {
  minPaise: 10_000,
  maxPaise: 5_000_000,
  dailyCount: 3,
  feeBasisPoints: 100,
  minFeePaise: 1_000,
} as const;
export type WithdrawRules = { minPaise: number; maxPaise: number; dailyCount: number; feeBasisPoints: number; minFeePaise: number };

/** The fee of a withdrawal of `amountPaise`: basis points rounded up to whole paise, at least the minimum. */
export const withdrawFeePaise = (amountPaise: number, rules: Pick<WithdrawRules, 'feeBasisPoints' | 'minFeePaise'>) =>
  Math.max(rules.minFeePaise, Math.ceil((amountPaise * rules.feeBasisPoints) / 10_000));

/** Before a withdrawal, the open requirements of the wagering ledger (server/wallet/wagering.ts) together: what they ask and what valid bets met so far; 0 / 0 when none is open. */
export const turnoverSchema = v.object({
  requiredPaise: paiseSchema,
  donePaise: paiseSchema,
});
export type Turnover = v.InferOutput<typeof turnoverSchema>;
export const turnoverMet = (turnover: Turnover) => turnover.donePaise >= turnover.requiredPaise;

/** GET withdraw limits (T): the rules, what is used today, the balance and the turnover. */
export const withdrawLimitsSchema = v.object({
  minPaise: paiseSchema,
  maxPaise: paiseSchema,
  dailyCount: v.number(),
  usedToday: v.number(),
  feeBasisPoints: v.number(),
  minFeePaise: paiseSchema,
  balancePaise: paiseSchema,
  turnover: turnoverSchema,
  hasWithdrawPassword: v.boolean(),
});
export type WithdrawLimits = v.InferOutput<typeof withdrawLimitsSchema>;
export const withdrawLimitsResponse = envelope(withdrawLimitsSchema);

/** POST set withdraw password (T, E): only when none is set. */
export const setWithdrawPasswordRequestSchema = v.object({
  password: withdrawPasswordSchema,
  confirmPassword: v.string(),
});
/** POST change withdraw password (T, E): the old one must match. */
export const changeWithdrawPasswordRequestSchema = v.object({
  oldPassword: enteredPasswordSchema,
  newPassword: withdrawPasswordSchema,
  confirmNewPassword: v.string(),
});
export const withdrawPasswordResponse = envelope(v.literal(true));

/** POST withdraw (T, E): the amount is held from the main wallet until the withdrawal is paid or rejected. */
export const withdrawRequestSchema = v.object({
  bankAccountId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  amountPaise: paiseAmountSchema,
  withdrawPassword: enteredPasswordSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type WithdrawRequest = v.InferInput<typeof withdrawRequestSchema>;

/**
 * pending: held, waiting for the operator; approved: paid peer to peer into another member's
 * deposit, waiting for this member's confirmation; paid: done; rejected: the hold went back.
 */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalSchema = v.object({
  id: v.number(),
  status: v.picklist(WITHDRAWAL_STATUSES),
  amountPaise: paiseSchema,
  feePaise: paiseSchema,
  /** What reaches the bank account: the amount less the fee. */
  receivePaise: paiseSchema,
  holderName: v.string(),
  bankName: v.string(),
  accountNumberMasked: v.string(),
  createdAt: v.number(),
  decidedAt: v.nullable(v.number()),
});
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;
export const withdrawResponse = envelope(withdrawalSchema);

/** GET withdrawals (T): newest first (pageQuerySchema). */
export const withdrawalsResponse = envelope(pageSchema(withdrawalSchema));
