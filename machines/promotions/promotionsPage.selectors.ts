import type { SnapshotFrom } from 'xstate';
import type { Promotion } from '@kernel/promotions';
import { categoryTabs, shownCategory, visiblePromotions } from './promotionFilters.rules';
import type { promotionsPageMachine } from './promotionsPage.machine';

type PromotionsPageSnapshot = SnapshotFrom<typeof promotionsPageMachine>;

const itemsOf = (snapshot: PromotionsPageSnapshot) => snapshot.context.list?.items ?? [];

/** The tabs: All and the categories the list holds. */
export const tabsOf = (snapshot: PromotionsPageSnapshot) => categoryTabs(itemsOf(snapshot));

/** The tab shown (the chosen one, or All once the list has none of it). */
export const currentTab = (snapshot: PromotionsPageSnapshot) => shownCategory(itemsOf(snapshot), snapshot.context.category);

/** The cards of the tab and the date preset, counted from the backend's time. */
export const shownPromotions = (snapshot: PromotionsPageSnapshot): Promotion[] =>
  visiblePromotions(itemsOf(snapshot), snapshot.context.category, snapshot.context.preset, snapshot.context.list?.serverTime ?? 0);

/** The promotion whose details are open, while it is listed. */
export const detailPromotion = (snapshot: PromotionsPageSnapshot): Promotion | null =>
  itemsOf(snapshot).find((promotion) => promotion.id === snapshot.context.detailId) ?? null;

/** Nothing to show yet, or the first read failed: the page shows a spinner or the retry alone. */
export const firstLoad = (snapshot: PromotionsPageSnapshot) => snapshot.context.list === null;

/** The list could not be read (the first time, or again): a retry is offered. */
export const loadFailed = (snapshot: PromotionsPageSnapshot) => snapshot.matches('failed');

/** The list is being read again behind the cards shown. */
export const refreshing = (snapshot: PromotionsPageSnapshot) => snapshot.matches('loading') && snapshot.context.list !== null;
