import { MEMBER_PATH } from '@kernel/memberPaths';
import { APPLICATION_FORM_FIELDS, promotionListResponse, promotionResponse } from '@kernel/promotions';
import type { ApiClient } from './client';

export type ClaimPromotionRequest = { promotionId: number; idempotencyKey: string; raffle: boolean };
export type PromotionApplicationRequest = { promotionId: number; comment: string; ageConfirmed: boolean; idempotencyKey: string; files: readonly File[] };

/**
 * Promotions: the list (a visitor's too: the token goes when there is one), join, claim (a raffle
 * prize through SPEC 7's MCS2_claimRafflePromotion), the activity application as multipart, and
 * one of the member's own application images (T).
 */
export function createPromotionCalls(api: ApiClient) {
  return {
    getPromotions: async () => (await api.get(MEMBER_PATH.promotions, promotionListResponse)).value,
    join: async (promotionId: number) => (await api.send('POST', MEMBER_PATH.joinPromotion, promotionResponse, { promotionId })).value,
    claim: async ({ promotionId, idempotencyKey, raffle }: ClaimPromotionRequest) =>
      (await api.send('POST', raffle ? MEMBER_PATH.claimRafflePromotion : MEMBER_PATH.claimPromotion, promotionResponse, { promotionId, idempotencyKey })).value,
    apply: async (request: PromotionApplicationRequest) => {
      const form = new FormData();
      form.append(APPLICATION_FORM_FIELDS.promotionId, String(request.promotionId));
      form.append(APPLICATION_FORM_FIELDS.comment, request.comment);
      form.append(APPLICATION_FORM_FIELDS.ageConfirmed, String(request.ageConfirmed));
      form.append(APPLICATION_FORM_FIELDS.idempotencyKey, request.idempotencyKey);
      for (const file of request.files) form.append(APPLICATION_FORM_FIELDS.images, file, file.name);
      return (await api.sendMultipart('POST', MEMBER_PATH.applyPromotion, promotionResponse, form)).value;
    },
    getImage: (id: number) => api.getBlob(MEMBER_PATH.promotionImage, { id }),
  };
}
export type PromotionCalls = ReturnType<typeof createPromotionCalls>;
