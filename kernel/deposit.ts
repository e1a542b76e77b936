import * as v from 'valibot';
import { envelope } from './envelope';
import { idempotencyKeySchema, paiseAmountSchema, paiseSchema } from './money';
import { pageSchema } from './paging';

/** The deposit channels a merchant may offer. */
export const DEPOSIT_CHANNELS = ['UPI', 'PAYTM', 'PHONEPE', 'BANK', 'USDT'] as const;
export type DepositChannelCode = (typeof DEPOSIT_CHANNELS)[number];

export const depositChannelSchema = v.object({
  code: v.picklist(DEPOSIT_CHANNELS),
  name: v.string(),
  minPaise: paiseSchema,
  maxPaise: paiseSchema,
  /** Quick amounts the page offers as buttons, each within min and max. */
  presetsPaise: v.array(paiseSchema),
});
export type DepositChannel = v.InferOutput<typeof depositChannelSchema>;

/**
 * A deposit bonus: `percent` of the deposit, at most `maxBonusPaise`; the deposit plus the bonus
 * must then be bet `turnoverMultiplier` times before a withdrawal (without a bonus: the deposit
 * once). `firstDepositOnly`: offered until the member's first paid deposit.
 */
export const depositBonusSchema = v.object({
  id: v.string(),
  title: v.string(),
  percent: v.number(),
  maxBonusPaise: paiseSchema,
  turnoverMultiplier: v.number(),
  firstDepositOnly: v.boolean(),
});
export type DepositBonus = v.InferOutput<typeof depositBonusSchema>;

/** GET deposit channels (T): the channels and the bonuses this member may choose now. */
export const depositOptionsSchema = v.object({
  channels: v.array(depositChannelSchema),
  bonuses: v.array(depositBonusSchema),
  /** How long an order may be paid. */
  orderLifetimeMinutes: v.number(),
});
export type DepositOptions = v.InferOutput<typeof depositOptionsSchema>;
export const depositOptionsResponse = envelope(depositOptionsSchema);

/** The bonus a deposit of `amountPaise` earns under `bonus` (rounded down to whole paise). */
export const depositBonusPaise = (amountPaise: number, bonus: Pick<DepositBonus, 'percent' | 'maxBonusPaise'>) =>
  Math.min(Math.floor((amountPaise * bonus.percent) / 100), bonus.maxBonusPaise);

/** POST create deposit order (T). */
export const createDepositOrderRequestSchema = v.object({
  channel: v.picklist(DEPOSIT_CHANNELS),
  amountPaise: paiseAmountSchema,
  bonusId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
  idempotencyKey: idempotencyKeySchema,
});
export type CreateDepositOrderRequest = v.InferInput<typeof createDepositOrderRequestSchema>;

/** An order left unpaid past expiresAt reads as expired; 'failed' is a payment the gateway refused. */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Why a bonus chosen with an order was not paid with it: it is judged again when the money arrives. */
export const DEPOSIT_BONUS_REFUSALS = ['firstDepositTaken'] as const;
export type DepositBonusRefusal = (typeof DEPOSIT_BONUS_REFUSALS)[number];

export const depositOrderSchema = v.object({
  orderId: v.string(),
  channel: v.string(),
  status: v.picklist(DEPOSIT_STATUSES),
  amountPaise: paiseSchema,
  bonusId: v.nullable(v.string()),
  /** The bonus credited with the deposit (0 until paid, or without a bonus). */
  bonusPaise: paiseSchema,
  /** Set when the chosen bonus was no longer due at payment (e.g. another first deposit was paid before). */
  bonusRefusal: v.optional(v.nullable(v.picklist(DEPOSIT_BONUS_REFUSALS)), null),
  createdAt: v.number(),
  expiresAt: v.number(),
  settledAt: v.nullable(v.number()),
  /** The payment page to open (a gateway order); null for an order a peer's withdrawal pays. */
  payUrl: v.nullable(v.string()),
});
export type DepositOrder = v.InferOutput<typeof depositOrderSchema>;
export const depositOrderResponse = envelope(depositOrderSchema);

/** GET deposit order by id (T): the client polls it while the payment page is open. */
export const depositOrderQuerySchema = v.object({ orderId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

/** GET deposit orders (T): the member's orders, newest first (pageQuerySchema). */
export const depositOrdersResponse = envelope(pageSchema(depositOrderSchema));
