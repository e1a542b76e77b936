import * as v from 'valibot';
import { envelope } from './envelope';
import { idempotencyKeySchema, paiseAmountSchema, paiseSchema } from './money';

/** The main wallet's code; game wallets are named by their vendor code (PG, EVO, ...). */
export const MAIN_WALLET = 'MAIN';

/** A wallet code as sent: MAIN or a vendor code. */
export const walletCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,20}$/, 'a wallet code'));

export const walletSchema = v.object({
  code: walletCodeSchema,
  name: v.string(),
  balancePaise: paiseSchema,
});
export type Wallet = v.InferOutput<typeof walletSchema>;

/**
 * SPEC 7 merchant wallet (GET GCS_merchantWallet, T). `isSingle`: the merchant keeps all money in
 * the main wallet (no game wallets, no transfers); otherwise the main wallet comes first, then
 * one wallet per vendor that has its own.
 */
export const merchantWalletSchema = v.object({
  isSingle: v.boolean(),
  wallets: v.array(walletSchema),
});
export type MerchantWallet = v.InferOutput<typeof merchantWalletSchema>;
export const merchantWalletResponse = envelope(merchantWalletSchema);

/** SPEC 7 wallet transfer (POST GCS_walletTransfer, T): into a game wallet (from MAIN) or out of one (to MAIN). */
export const walletTransferRequestSchema = v.object({
  from: walletCodeSchema,
  to: walletCodeSchema,
  amountPaise: paiseAmountSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type WalletTransferRequest = v.InferInput<typeof walletTransferRequestSchema>;

/** Reference backend addition (POST GCS_walletTransferAll, T): every game wallet's balance back to MAIN. */
export const walletTransferAllRequestSchema = v.object({ idempotencyKey: idempotencyKeySchema });
export type WalletTransferAllRequest = v.InferInput<typeof walletTransferAllRequestSchema>;

/** What a transfer moved (a retry with the same key answers the same); read the wallets again to show them. */
export const walletTransferResultSchema = v.object({
  from: walletCodeSchema,
  to: walletCodeSchema,
  amountPaise: paiseSchema,
  createdAt: v.number(),
});
export type WalletTransferResult = v.InferOutput<typeof walletTransferResultSchema>;
export const walletTransferResponse = envelope(walletTransferResultSchema);

/** What the all-to-main transfer moved: each game wallet that held money, and the total. */
export const walletSweepResultSchema = v.object({
  movedPaise: paiseSchema,
  wallets: v.array(v.object({ code: walletCodeSchema, amountPaise: paiseSchema })),
  createdAt: v.number(),
});
export type WalletSweepResult = v.InferOutput<typeof walletSweepResultSchema>;
export const walletTransferAllResponse = envelope(walletSweepResultSchema);
