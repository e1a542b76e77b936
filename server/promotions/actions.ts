import { ErrorCode } from '../../kernel/errorCodes';
import type { UploadImageType } from '../../kernel/imageUpload';
import { type ActivityState, allowedAction, type PromotionAction } from '../../kernel/promotions';
import type { ServerContext } from '../context';
import type { Localised } from '../i18n';
import type { MessageKey } from '../messages';
import { PROMOTION_MESSAGE } from '../promotionMessages';
import { ApiError } from '../respond';
import { grantBonus } from '../rewards/bonusGrants';
import type { EntryRow, PromotionRow } from '../store/promotions';
import { stateOf } from './view';

type PromotionContext = Pick<ServerContext, 'db' | 'stores'>;

/** A business refusal (HTTP 200, success false), thrown inside the write's transaction so it rolls back. */
const refuse = (code: ErrorCode, key: MessageKey, detail?: string) => new ApiError(200, code, key, detail);

/** Why a state does not allow the action asked for, worded for the member. */
function notAllowedMessage(state: ActivityState, requested: PromotionAction): MessageKey {
  switch (state) {
    case 'coming soon':
      return 'promotionNotStarted';
    case 'closed':
    case 'Close':
      return 'promotionEnded';
    case 'Process':
      return requested === 'claim' ? 'promotionTurnoverNotMet' : 'promotionAlreadyJoined';
    case 'Join':
      if (requested === 'join') return 'promotionNeedsApplication';
      if (requested === 'apply') return 'promotionTakesNoApplication';
      return 'promotionNotJoined';
    case 'Claim':
      return requested === 'join' || requested === 'apply' ? 'promotionAlreadyJoined' : 'promotionNothingToClaim';
    case 'Applying':
      return 'promotionApplicationPending';
    case 'Rejected':
      return 'promotionApplicationRejected';
    case 'Issued':
    case 'Claimed':
      return 'promotionAlreadyPaid';
    case 'Joined':
    case 'signed':
      return requested === 'join' || requested === 'apply' ? 'promotionAlreadyJoined' : 'promotionNothingToClaim';
  }
}

/**
 * The promotion and the member's entry in it, when its state allows `requested`; else the
 * refusal that says why. Read inside the write's transaction, so two writes never both pass.
 */
function allowing(ctx: PromotionContext, memberId: number, promotionId: number, requested: PromotionAction, now: number) {
  const promotion = ctx.stores.promotions.byId(promotionId);
  if (!promotion) throw refuse(ErrorCode.promotionNotFound, 'promotionNotFound');
  const entry = ctx.stores.promotions.entry(promotionId, memberId);
  const { state } = stateOf(ctx, promotion, entry, now);
  if (allowedAction(state, promotion.kind) !== requested) throw refuse(ErrorCode.promotionActionNotAllowed, notAllowedMessage(state, requested));
  return { promotion, entry };
}

/** Pays the promotion's bonus for the entry and moves it to `to`, as one transaction; paid once per entry. */
function payBonus(ctx: PromotionContext, promotion: PromotionRow, entry: EntryRow, to: 'claimed' | 'issued', now: number) {
  const grant = grantBonus(ctx, {
    memberId: entry.memberId,
    source: 'promotion',
    reference: `promotion:${promotion.code}`,
    titleEn: promotion.titleEn,
    titleHi: promotion.titleHi,
    amountPaise: promotion.rewardPaise,
    turnoverMultiplier: promotion.turnoverMultiplier,
    // One bonus per entry, whatever the client retries with.
    idempotencyKey: `promotion-bonus:${entry.id}`,
    now,
  });
  if (!ctx.stores.promotions.markPaid(entry.id, entry.status, to, now, grant.transactionId)) {
    throw new Error(`promotion entry ${entry.id} left ${entry.status} inside its own transaction`);
  }
  return grant;
}

/** Join (SPEC 4: Join -> Joined, Process or signed): an entry of status joined, from now. */
export function joinPromotion(ctx: PromotionContext, memberId: number, promotionId: number, now: number): void {
  ctx.db.transaction(() => {
    const { promotion } = allowing(ctx, memberId, promotionId, 'join', now);
    ctx.stores.promotions.addEntry({ promotionId: promotion.id, memberId, status: 'joined', enteredAt: now });
  })();
}

/**
 * Claim (SPEC 4: Claim -> Claimed): a turnover promotion whose valid bets were met, or a won
 * raffle (SPEC 7 MCS2_claimRafflePromotion, `raffle`); the bonus is paid with the state change.
 */
export function claimPromotion(ctx: PromotionContext, memberId: number, promotionId: number, raffle: boolean, now: number): void {
  ctx.db.transaction(() => {
    const { promotion, entry } = allowing(ctx, memberId, promotionId, raffle ? 'claimRaffle' : 'claim', now);
    if (!entry) throw new Error(`a Claim state without an entry (promotion ${promotionId})`);
    payBonus(ctx, promotion, entry, 'claimed', now);
  })();
}

export type CheckedApplication = {
  comment: string;
  ageConfirmed: boolean;
  images: readonly { contentType: UploadImageType; bytes: Uint8Array }[];
};

/** Apply (SPEC 5: Join -> Applying): the entry with its comment, age confirmation and images, together. */
export function applyToPromotion(ctx: PromotionContext, memberId: number, promotionId: number, application: CheckedApplication, now: number): void {
  ctx.db.transaction(() => {
    const { promotion } = allowing(ctx, memberId, promotionId, 'apply', now);
    const entryId = ctx.stores.promotions.addEntry({
      promotionId: promotion.id,
      memberId,
      status: 'applying',
      enteredAt: now,
      comment: application.comment,
      ageConfirmed: application.ageConfirmed,
    });
    for (const image of application.images) ctx.stores.promotions.addImage(entryId, image.contentType, image.bytes, now);
  })();
}

/** The application under review by its entry id; the dev controls' refusal when there is none. */
function pendingApplication(ctx: PromotionContext, entryId: number) {
  const entry = ctx.stores.promotions.entryById(entryId);
  const promotion = entry ? ctx.stores.promotions.byId(entry.promotionId) : null;
  if (!entry || !promotion || entry.status !== 'applying') throw refuse(ErrorCode.applicationNotFound, 'applicationNotFound');
  return { entry, promotion };
}

/** The operator approves (SPEC 4: Applying -> Issued): the bonus is paid with the state change. */
export function approveApplication(ctx: PromotionContext, entryId: number, now: number): number {
  return ctx.db.transaction(() => {
    const { entry, promotion } = pendingApplication(ctx, entryId);
    return payBonus(ctx, promotion, entry, 'issued', now).transactionId;
  })();
}

/** The operator rejects (SPEC 4: Applying -> Rejected), with the reason the member is shown. */
export function rejectApplication(ctx: PromotionContext, entryId: number, reason: Localised | null, now: number): void {
  ctx.db.transaction(() => {
    pendingApplication(ctx, entryId);
    ctx.stores.promotions.markRejected(entryId, now, reason ?? PROMOTION_MESSAGE.applicationRejectedByDefault);
  })();
}
