import { Hono } from 'hono';
import * as v from 'valibot';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import {
  confirmWithdrawalRequestSchema,
  confirmWithdrawalResponse,
  PROOF_FORM_FIELDS,
  PROOF_RULES,
  uploadProofResponse,
  type WithdrawConfirmation,
  withdrawConfirmationsResponse,
} from '../../kernel/withdrawConfirmation';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { readMultipart } from '../multipart';
import { fail, ok } from '../respond';
import { parseInput } from '../validate';
import { confirmationView, confirmWithdrawal } from '../wallet/confirmations';
import { requireRealMoneyMember } from '../wallet/guards';
import { runIdempotent } from '../wallet/idempotency';
import { readMoneyJson } from '../wallet/input';
import { addProofImages } from '../wallet/proofs';

const confirmationIdField = v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'must be a whole number'), v.toNumber(), v.minValue(1));

/** SPEC 4 withdrawal confirmation (T): the member's pending confirmations, the answer, the proof images. */
export function withdrawConfirmationRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const guard = requireRealMoneyMember(ctx);

  routes.get(MEMBER_PATH.withdrawConfirmations, guard, (c) =>
    ok(
      c,
      withdrawConfirmationsResponse,
      ctx.stores.confirmations.pendingFor(c.get('member').id).map((row) => confirmationView(ctx, row)),
    ),
  );

  routes.post(MEMBER_PATH.confirmWithdrawal, guard, async (c) => {
    const { idempotencyKey, ...request } = await readMoneyJson(c, confirmWithdrawalRequestSchema);
    const memberId = c.get('member').id;
    const now = ctx.clock();
    const answer = runIdempotent(
      ctx,
      { memberId, key: idempotencyKey, operation: 'confirmWithdrawal', request },
      now,
      (): WithdrawConfirmation => confirmationView(ctx, confirmWithdrawal(ctx, memberId, request, now)),
    );
    return ok(c, confirmWithdrawalResponse, answer);
  });

  // Multipart: its body limit is the upload one (server/bodyLimits.ts UPLOAD_PATHS).
  routes.post(MEMBER_PATH.uploadConfirmationProof, guard, async (c) => {
    // Read as a stream with limits on its parts: the confirmation's id and the images (server/multipart.ts).
    const form = await readMultipart(c, { textFields: [PROOF_FORM_FIELDS.confirmationId], maxFiles: PROOF_RULES.maxFiles, maxFileBytes: PROOF_RULES.maxBytes });
    const confirmationId = parseInput(confirmationIdField, form[PROOF_FORM_FIELDS.confirmationId]);
    const field = form[PROOF_FORM_FIELDS.files];
    const entries = field === undefined ? [] : Array.isArray(field) ? field : [field];
    if (entries.some((entry) => typeof entry === 'string')) return fail(c, ErrorCode.proofInvalid, 'proofBadType', { status: 400 });
    const memberId = c.get('member').id;
    await addProofImages(ctx, memberId, confirmationId, entries as File[], ctx.clock());
    const row = ctx.stores.confirmations.byId(confirmationId);
    if (!row) return fail(c, ErrorCode.confirmationNotFound, 'confirmationNotFound');
    return ok(c, uploadProofResponse, confirmationView(ctx, row));
  });

  return routes;
}
