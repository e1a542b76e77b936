import { Hono } from 'hono';
import {
  type DevPromotionApplication,
  devApplicationApproveSchema,
  devApplicationRejectSchema,
  devApplicationReviewResponse,
  devPromotionApplicationsResponse,
} from '../../kernel/devControls';
import { DEV_PATH } from '../../kernel/paths';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { approveApplication, rejectApplication } from '../promotions/actions';
import { ok } from '../respond';
import type { EntryRow } from '../store/promotions';
import { readJsonBody } from '../validate';

/**
 * Dev controls of the promotions (mounted only when dev controls are on): the operator's review of
 * activity applications. Approving pays the bonus (grantBonus, in the same transaction as the
 * state change) and the member sees Issued; rejecting shows the member Rejected with the reason.
 */
export function devPromotionRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  const describe = (entry: EntryRow): DevPromotionApplication => {
    const promotion = ctx.stores.promotions.byId(entry.promotionId);
    return {
      id: entry.id,
      username: ctx.stores.members.byId(entry.memberId)?.username ?? '',
      promotionId: entry.promotionId,
      promotionCode: promotion?.code ?? '',
      comment: entry.comment ?? '',
      imageCount: ctx.stores.promotions.imagesOf(entry.id).length,
      ageConfirmed: entry.ageConfirmed === 1,
      sentAt: entry.enteredAt,
      rewardPaise: promotion?.rewardPaise ?? 0,
    };
  };

  routes.get(DEV_PATH.promotionApplications, (c) => ok(c, devPromotionApplicationsResponse, ctx.stores.promotions.pendingApplications().map(describe)));

  routes.post(DEV_PATH.approvePromotionApplication, async (c) => {
    const { applicationId } = await readJsonBody(c, devApplicationApproveSchema);
    const bonusTransactionId = approveApplication(ctx, applicationId, ctx.clock());
    return ok(c, devApplicationReviewResponse, { id: applicationId, status: 'issued', bonusTransactionId });
  });

  routes.post(DEV_PATH.rejectPromotionApplication, async (c) => {
    const { applicationId, reason } = await readJsonBody(c, devApplicationRejectSchema);
    // The operator's own words are shown as given, whatever the member's language.
    rejectApplication(ctx, applicationId, reason === undefined ? null : { EN: reason, HI: reason }, ctx.clock());
    return ok(c, devApplicationReviewResponse, { id: applicationId, status: 'rejected', bonusTransactionId: null });
  });

  return routes;
}
