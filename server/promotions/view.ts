import { canActNow, type Promotion, type PromotionList } from '../../kernel/promotions';
import { promotionArtUrl } from '../art/promotionArt';
import type { ServerContext } from '../context';
import { type Lang, localiseColumns } from '../i18n';
import type { EntryRow, PromotionRow } from '../store/promotions';
import { activityStateOf, turnoverWindow } from './activityState';

type ViewContext = Pick<ServerContext, 'stores'>;

const pick = (lang: Lang, en: string, hi: string) => localiseColumns(lang, en, hi);

/** The member's state in one promotion, with the valid bets its turnover counts. */
export function stateOf(ctx: ViewContext, promotion: PromotionRow, entry: EntryRow | null, now: number) {
  const counts = entry?.status === 'joined' && promotion.kind === 'turnover';
  const window = entry && counts ? turnoverWindow(promotion, entry, now) : null;
  const validBetsPaise = window && entry ? ctx.stores.promotions.validBetsBetween(entry.memberId, window.from, window.until) : 0;
  return activityStateOf({ promotion, entry, validBetsPaise, now });
}

/** One promotion as the page shows it to the member (or to a visitor when `entry` is null), in `lang`. */
export function promotionView(ctx: ViewContext, promotion: PromotionRow, entry: EntryRow | null, lang: Lang, now: number): Promotion {
  const { state, progress } = stateOf(ctx, promotion, entry, now);
  const applied = entry !== null && promotion.kind === 'application';
  return {
    id: promotion.id,
    code: promotion.code,
    category: promotion.category,
    kind: promotion.kind,
    title: pick(lang, promotion.titleEn, promotion.titleHi),
    summary: pick(lang, promotion.summaryEn, promotion.summaryHi),
    terms: pick(lang, promotion.termsEn, promotion.termsHi),
    imageUrl: promotionArtUrl(promotion.id),
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    drawAt: promotion.drawAt,
    rewardPaise: promotion.rewardPaise,
    turnoverMultiplier: promotion.turnoverMultiplier,
    requiredTurnoverPaise: promotion.requiredTurnoverPaise,
    requiresAgeConfirmation: promotion.requiresAgeConfirmation === 1,
    state,
    progress,
    application:
      applied && entry
        ? {
            comment: entry.comment ?? '',
            images: ctx.stores.promotions.imagesOf(entry.id).map((image) => ({ id: image.id, contentType: image.contentType })),
            sentAt: entry.enteredAt,
            reviewedAt: entry.reviewedAt,
            rejectReason: entry.status === 'rejected' ? pick(lang, entry.rejectReasonEn ?? '', entry.rejectReasonHi ?? '') : null,
          }
        : null,
    paidAt: entry?.paidAt ?? null,
  };
}

/** Every promotion, in the merchant's order, with the member's state (memberId null: a visitor's view). */
export function promotionList(ctx: ViewContext, memberId: number | null, lang: Lang, now: number): PromotionList {
  const entries = new Map((memberId === null ? [] : ctx.stores.promotions.entriesOf(memberId)).map((entry) => [entry.promotionId, entry]));
  return {
    items: ctx.stores.promotions.all().map((promotion) => promotionView(ctx, promotion, entries.get(promotion.id) ?? null, lang, now)),
    serverTime: now,
  };
}

/** SPEC 3 available promo count: the promotions the member can act on now (join, apply or claim). */
export function actionablePromotionCount(ctx: ViewContext, memberId: number, now: number): number {
  const entries = new Map(ctx.stores.promotions.entriesOf(memberId).map((entry) => [entry.promotionId, entry]));
  return ctx.stores.promotions.all().filter((promotion) => canActNow(stateOf(ctx, promotion, entries.get(promotion.id) ?? null, now).state, promotion.kind)).length;
}
