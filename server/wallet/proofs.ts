import { ErrorCode } from '../../kernel/errorCodes';
import { imageTypeOf, imageTypeOfName, type UploadImageType } from '../../kernel/imageUpload';
import { PROOF_RULES } from '../../kernel/withdrawConfirmation';
import type { MoneyContext } from './context';
import { refusal } from './errors';

/**
 * Stores proof images of a pending confirmation (SPEC 9: at most 3 in all, png or jpg, 5 MB
 * each). A file counts as an image only when its bytes start with the PNG or JPEG signature and
 * its name says the same type; one bad file refuses the whole upload.
 */
export async function addProofImages(ctx: MoneyContext, memberId: number, confirmationId: number, files: readonly File[], now: number): Promise<void> {
  const confirmation = ctx.stores.confirmations.byId(confirmationId);
  if (!confirmation || confirmation.memberId !== memberId) throw refusal(ErrorCode.confirmationNotFound, 'confirmationNotFound');
  if (confirmation.status !== 'pending') throw refusal(ErrorCode.confirmationClosed, 'confirmationClosed');
  if (files.length === 0) throw refusal(ErrorCode.proofInvalid, 'proofMissing');
  if (confirmation.proofCount + files.length > PROOF_RULES.maxFiles) throw refusal(ErrorCode.proofInvalid, 'proofTooMany');
  const images: { type: UploadImageType; bytes: Uint8Array }[] = [];
  for (const file of files) {
    if (file.size > PROOF_RULES.maxBytes) throw refusal(ErrorCode.proofInvalid, 'proofTooLarge', file.name);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = imageTypeOf(bytes);
    if (!type || imageTypeOfName(file.name) !== type) throw refusal(ErrorCode.proofInvalid, 'proofBadType', file.name);
    images.push({ type, bytes });
  }
  ctx.db.transaction(() => {
    // Checked again after the reads above yielded: a parallel upload may have added images meanwhile.
    const current = ctx.stores.confirmations.byId(confirmationId);
    if (current?.status !== 'pending') throw refusal(ErrorCode.confirmationClosed, 'confirmationClosed');
    if (current.proofCount + images.length > PROOF_RULES.maxFiles) throw refusal(ErrorCode.proofInvalid, 'proofTooMany');
    for (const image of images) ctx.stores.confirmations.addProof(confirmationId, image.type, image.bytes, now);
  })();
}
