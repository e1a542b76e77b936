import * as v from 'valibot';
import { envelope } from './envelope';
import { idempotencyKeySchema, paiseAmountSchema, paiseSchema } from './money';

/** Sending money to the member's upline agent (module MEMTRANS3): limits per transfer. */
export const UPLINE_TRANSFER_RULES = { minPaise: 10_000, maxPaise: 5_000_000 } as const;

/** GET upline transfer info (T): whom the money goes to and the limits. */
export const uplineTransferInfoSchema = v.object({
  uplineAccount: v.string(),
  minPaise: paiseSchema,
  maxPaise: paiseSchema,
  balancePaise: paiseSchema,
  hasWithdrawPassword: v.boolean(),
});
export type UplineTransferInfo = v.InferOutput<typeof uplineTransferInfoSchema>;
export const uplineTransferInfoResponse = envelope(uplineTransferInfoSchema);

/** POST transfer to upline (T, E), checked with the withdrawal password. */
export const transferUplineRequestSchema = v.object({
  amountPaise: paiseAmountSchema,
  withdrawPassword: v.pipe(v.string(), v.maxLength(64)),
  idempotencyKey: idempotencyKeySchema,
});
export type TransferUplineRequest = v.InferInput<typeof transferUplineRequestSchema>;

export const transferUplineResultSchema = v.object({
  uplineAccount: v.string(),
  amountPaise: paiseSchema,
  balancePaise: paiseSchema,
  createdAt: v.number(),
});
export const transferUplineResponse = envelope(transferUplineResultSchema);
