import { MEMBER_PATH } from '@kernel/memberPaths';
import {
  type ConfirmWithdrawalRequest,
  confirmWithdrawalResponse,
  PROOF_FORM_FIELDS,
  uploadProofResponse,
  withdrawConfirmationsResponse,
} from '@kernel/withdrawConfirmation';
import type { ApiClient } from './client';

/** SPEC 4 withdrawal confirmation (all T): the member's pending ones, the answer, and proof images. */
export function createConfirmationCalls(api: ApiClient) {
  return {
    getPending: async () => (await api.get(MEMBER_PATH.withdrawConfirmations, withdrawConfirmationsResponse)).value,
    confirm: async (request: ConfirmWithdrawalRequest) => (await api.send('POST', MEMBER_PATH.confirmWithdrawal, confirmWithdrawalResponse, request)).value,
    uploadProof: async (confirmationId: number, files: readonly File[]) => {
      const form = new FormData();
      form.append(PROOF_FORM_FIELDS.confirmationId, String(confirmationId));
      for (const file of files) form.append(PROOF_FORM_FIELDS.files, file, file.name);
      return (await api.sendMultipart('POST', MEMBER_PATH.uploadConfirmationProof, uploadProofResponse, form)).value;
    },
  };
}
export type ConfirmationCalls = ReturnType<typeof createConfirmationCalls>;
