import type { Context } from 'hono';
import { Hono } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { isTrialType } from '../../kernel/platform';
import {
  type Promotion,
  promotionClaimRequestSchema,
  promotionIdRequestSchema,
  promotionImageQuerySchema,
  promotionListResponse,
  promotionResponse,
} from '../../kernel/promotions';
import type { AppEnv } from '../appEnv';
import { PROMOTION_ART_ROUTE, renderPromotionSvg } from '../art/promotionArt';
import { memberForToken, readToken, requireMember } from '../auth';
import type { ServerContext } from '../context';
import { applyToPromotion, claimPromotion, joinPromotion } from '../promotions/actions';
import { readApplication } from '../promotions/applicationForm';
import { promotionList, promotionView } from '../promotions/view';
import { ApiError, fail, ok } from '../respond';
import type { MemberRow } from '../store/members';
import { readJsonBody, readQuery } from '../validate';
import { runIdempotent } from '../wallet/idempotency';

/**
 * Promotions (kernel/promotions.ts). The list answers anyone: a visitor (no token) and a
 * trial account see every promotion by its period alone; a member sees its own states. Joining,
 * applying and claiming are (T) for registered accounts: a trial account is asked to register
 * first. Application images are served back to their owner only, as the image they are.
 */
export function promotionRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireMember(ctx);

  /** A registered account (a trial one takes part in nothing, as on the money calls). */
  const participant = (c: Context<AppEnv>): MemberRow => {
    const caller = c.get('member');
    if (isTrialType(caller.type)) throw new ApiError(200, ErrorCode.trialNotAllowed, 'trialNotAllowed');
    return caller;
  };
  const viewFor = (c: Context<AppEnv>, memberId: number, promotionId: number, now: number): Promotion => {
    const promotion = ctx.stores.promotions.byId(promotionId);
    if (!promotion) throw new ApiError(200, ErrorCode.promotionNotFound, 'promotionNotFound');
    return promotionView(ctx, promotion, ctx.stores.promotions.entry(promotionId, memberId), c.get('lang'), now);
  };

  routes.get(MEMBER_PATH.promotions, (c) => {
    const token = readToken(c);
    const caller = token === null ? null : memberForToken(ctx, token);
    // A token that is no session (expired, revoked) is not taken for a visitor: the client returns to guest.
    if (token !== null && !caller) throw new ApiError(401, ErrorCode.notLoggedIn, 'notLoggedIn');
    const memberId = caller && !isTrialType(caller.type) ? caller.id : null;
    return ok(c, promotionListResponse, promotionList(ctx, memberId, c.get('lang'), ctx.clock()));
  });

  routes.post(MEMBER_PATH.joinPromotion, member, async (c) => {
    const { id } = participant(c);
    const { promotionId } = await readJsonBody(c, promotionIdRequestSchema);
    const now = ctx.clock();
    joinPromotion(ctx, id, promotionId, now);
    return ok(c, promotionResponse, viewFor(c, id, promotionId, now));
  });

  const claim = (raffle: boolean) => async (c: Context<AppEnv>) => {
    const { id } = participant(c);
    const { promotionId, idempotencyKey } = await readJsonBody(c, promotionClaimRequestSchema);
    const now = ctx.clock();
    const operation = raffle ? 'claimRafflePromotion' : 'claimPromotion';
    const answer = runIdempotent(ctx, { memberId: id, key: idempotencyKey, operation, request: { promotionId } }, now, () => {
      claimPromotion(ctx, id, promotionId, raffle, now);
      return viewFor(c, id, promotionId, now);
    });
    return ok(c, promotionResponse, answer);
  };
  routes.post(MEMBER_PATH.claimPromotion, member, claim(false));
  // SPEC 7 Contracts and promotions (T): the raffle claim.
  routes.post(MEMBER_PATH.claimRafflePromotion, member, claim(true));

  // Multipart: its body limit is the upload one (server/bodyLimits.ts UPLOAD_PATHS).
  routes.post(MEMBER_PATH.applyPromotion, member, async (c) => {
    const { id } = participant(c);
    const { promotionId, idempotencyKey, application, fingerprint } = await readApplication(c, ctx);
    const now = ctx.clock();
    const answer = runIdempotent(ctx, { memberId: id, key: idempotencyKey, operation: 'applyPromotion', request: fingerprint }, now, () => {
      applyToPromotion(ctx, id, promotionId, application, now);
      return viewFor(c, id, promotionId, now);
    });
    return ok(c, promotionResponse, answer);
  });

  // An application image, to its owner only, as the image it is: never sniffed, never a page.
  routes.get(MEMBER_PATH.promotionImage, member, (c) => {
    const { id } = readQuery(c, promotionImageQuerySchema);
    const image = ctx.stores.promotions.ownImage(id, c.get('member').id);
    if (!image) return fail(c, ErrorCode.promotionImageNotFound, 'promotionImageNotFound', { status: 404 });
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.contentType,
      'Content-Length': String(image.sizeBytes),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      // Opened on its own it is an image and nothing else: no script, no frame, no plugin.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
      'Cache-Control': 'private, no-store',
    });
  });

  // Each card's generated art (no text; deterministic, so browsers may keep it for a day).
  routes.get(PROMOTION_ART_ROUTE, (c) => {
    const file = c.req.param('file');
    const id = /^\d{1,9}\.svg$/.test(file) ? Number(file.slice(0, -4)) : null;
    const promotion = id === null ? null : ctx.stores.promotions.byId(id);
    if (!promotion) return fail(c, ErrorCode.notFound, 'notFound', { status: 404 });
    return c.body(renderPromotionSvg({ id: promotion.id, category: promotion.category }), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  return routes;
}
