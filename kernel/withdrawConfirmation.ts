import * as v from 'valibot';
import { envelope } from './envelope';
import { IMAGE_UPLOAD_RULES } from './imageUpload';
import { idempotencyKeySchema, paiseSchema } from './money';

/**
 * SPEC 4 withdrawal confirmation: a member's withdrawal paid peer to peer (another member's
 * deposit sent the money) waits for that member, the recipient, to confirm. Unanswered by
 * deadlineAt (the merchant's minutes) it counts as received ('autoReceived'), and the depositor's
 * deposit stands: it is not refunded.
 */
export const CONFIRMATION_OUTCOMES = ['received', 'notReceived', 'fullPayment'] as const;
export type ConfirmationOutcome = (typeof CONFIRMATION_OUTCOMES)[number];
export const CONFIRMATION_STATUSES = ['pending', ...CONFIRMATION_OUTCOMES, 'autoReceived'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

/** SPEC 9: at most 3 proof images, png or jpg, 5 MB each (the rules of every image upload). */
export const PROOF_RULES = IMAGE_UPLOAD_RULES;

export const withdrawConfirmationSchema = v.object({
  id: v.number(),
  withdrawalId: v.number(),
  amountPaise: paiseSchema,
  /** Who paid: the depositing member's account name, masked. */
  payerName: v.string(),
  status: v.picklist(CONFIRMATION_STATUSES),
  createdAt: v.number(),
  deadlineAt: v.number(),
  proofCount: v.number(),
});
export type WithdrawConfirmation = v.InferOutput<typeof withdrawConfirmationSchema>;

/** GET pending confirmations (T): the member's unanswered ones, oldest first. */
export const withdrawConfirmationsResponse = envelope(v.array(withdrawConfirmationSchema));

/** POST confirm (T). 'notReceived' needs at least one proof image uploaded first. */
export const confirmWithdrawalRequestSchema = v.object({
  confirmationId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  outcome: v.picklist(CONFIRMATION_OUTCOMES),
  idempotencyKey: idempotencyKeySchema,
});
export type ConfirmWithdrawalRequest = v.InferInput<typeof confirmWithdrawalRequestSchema>;
export const confirmWithdrawalResponse = envelope(withdrawConfirmationSchema);

/**
 * POST proof upload (T): multipart/form-data with `confirmationId` and one to three `files`
 * (PNG or JPEG by their bytes, not only their names). Answers the confirmation with its new proof count.
 */
export const PROOF_FORM_FIELDS = { confirmationId: 'confirmationId', files: 'files' } as const;
export const uploadProofResponse = envelope(withdrawConfirmationSchema);
