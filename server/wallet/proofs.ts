import { ErrorCode } from '../../src/contract/errorCodes';
import { PROOF_RULES } from '../../src/contract/withdrawConfirmation';
import type { MoneyContext } from './context';
import { refusal } from './errors';

type ImageType = (typeof PROOF_RULES.types)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** The image type the bytes really are (their signature), whatever the file is called. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

const typeOfName = (name: string): ImageType | null => {
  const lower = name.toLowerCase();
  if (lower.endsWith('.png')) return 'image/png';
  if (lower.endsWith('.jpg') || lower.endsWith('.jpeg')) return 'image/jpeg';
  return null;
};

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
  const images: { type: ImageType; bytes: Uint8Array }[] = [];
  for (const file of files) {
    if (file.size > PROOF_RULES.maxBytes) throw refusal(ErrorCode.proofInvalid, 'proofTooLarge', file.name);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = imageTypeOf(bytes);
    if (!type || typeOfName(file.name) !== type) throw refusal(ErrorCode.proofInvalid, 'proofBadType', file.name);
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
