import { PROOF_RULES, type WithdrawConfirmation } from '@kernel/withdrawConfirmation';

/** SPEC 4 withdrawal confirmation and SPEC 9 proof images (at most 3, png or jpg, 5 MB each), pure. */

/** What the rules read of a chosen file (a browser File has all three). */
export type ProofFile = { readonly name: string; readonly type: string; readonly size: number };

export type ProofIssueKind = 'badType' | 'tooLarge' | 'empty' | 'tooMany';
export type ProofIssue = { name: string; kind: ProofIssueKind };

const hasImageExtension = (name: string) => {
  const lower = name.toLowerCase();
  return PROOF_RULES.extensions.some((extension) => lower.endsWith(extension));
};

/** A PNG or JPEG by its name, and by its MIME type when the browser gives one. */
export const isProofImageType = (file: ProofFile): boolean =>
  hasImageExtension(file.name) && (file.type === '' || (PROOF_RULES.types as readonly string[]).includes(file.type));

/** Why one file cannot be a proof image, or null (the count is checked over all files). */
export function proofFileIssue(file: ProofFile): ProofIssueKind | null {
  if (!isProofImageType(file)) return 'badType';
  if (file.size === 0) return 'empty';
  if (file.size > PROOF_RULES.maxBytes) return 'tooLarge';
  return null;
}

/** How many more images may be chosen: 3 in all, counting those uploaded already. */
export const proofRoom = (chosen: readonly ProofFile[], uploadedCount: number): number => Math.max(0, PROOF_RULES.maxFiles - uploadedCount - chosen.length);

/**
 * Adds newly chosen files to those chosen before: each must be a png or jpg up to 5 MB, and the
 * images in all (uploaded, chosen, new) at most 3; the ones refused come back with why.
 */
export function addProofFiles<F extends ProofFile>(chosen: readonly F[], added: readonly F[], uploadedCount: number): { files: F[]; issues: ProofIssue[] } {
  const files = [...chosen];
  const issues: ProofIssue[] = [];
  for (const file of added) {
    const kind = proofFileIssue(file);
    if (kind) issues.push({ name: file.name, kind });
    else if (proofRoom(files, uploadedCount) === 0) issues.push({ name: file.name, kind: 'tooMany' });
    else files.push(file);
  }
  return { files, issues };
}

export const removeProofFile = <F extends ProofFile>(files: readonly F[], index: number): F[] => files.filter((_, at) => at !== index);

/** Not received needs proof: an image chosen now or uploaded before. */
export const proofMissing = (outcome: string | null, chosen: readonly ProofFile[], uploadedCount: number): boolean =>
  outcome === 'notReceived' && chosen.length === 0 && uploadedCount === 0;

export const msUntilDeadline = (confirmation: Pick<WithdrawConfirmation, 'deadlineAt'>, now: number): number => Math.max(0, confirmation.deadlineAt - now);
export const secondsUntilDeadline = (confirmation: Pick<WithdrawConfirmation, 'deadlineAt'>, now: number): number => Math.ceil(msUntilDeadline(confirmation, now) / 1000);
export const isPastDeadline = (confirmation: Pick<WithdrawConfirmation, 'deadlineAt'>, now: number): boolean => now >= confirmation.deadlineAt;
