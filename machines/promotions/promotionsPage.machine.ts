import { assign, fromPromise, setup } from 'xstate';
import type { Promotion, PromotionList } from '@kernel/promotions';
import { type CategoryTab, categoryTabs, type DatePreset, isDatePreset } from './promotionFilters.rules';

export type PromotionsPageEvent =
  | { type: 'RETRY' }
  /** Read the list again (an action whose outcome is not known, the member coming back to the tab). */
  | { type: 'RELOAD' }
  | { type: 'CATEGORY'; category: CategoryTab }
  | { type: 'PRESET'; preset: DatePreset }
  | { type: 'OPEN_DETAIL'; id: number }
  | { type: 'CLOSE_DETAIL' }
  /** A promotion as the backend answered an action on it (promotionAction.machine.ts). */
  | { type: 'UPDATED'; promotion: Promotion };

export type PromotionsPageContext = {
  /** The promotions with the member's states (kept while the list is read again), null before the first answer. */
  list: PromotionList | null;
  /** The tab chosen (the page shows All while the list has none of its category). */
  category: CategoryTab;
  preset: DatePreset;
  /** The promotion whose details are open. */
  detailId: number | null;
  loadError: unknown;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const eventOf = <T extends PromotionsPageEvent['type']>(event: unknown) => event as Extract<PromotionsPageEvent, { type: T }>;
const listed = (list: PromotionList | null, id: number) => list?.items.some((promotion) => promotion.id === id) === true;
const withPromotion = (list: PromotionList | null, promotion: Promotion): PromotionList | null =>
  list && { ...list, items: list.items.map((item) => (item.id === promotion.id ? promotion : item)) };

/**
 * SPEC 2 /promotions: the promotion cards by category with their activity states (SPEC 4), the
 * date presets of SPEC 9 (next and previous 7 and 30 days: promotions whose period overlaps), and
 * one promotion's details. An action's answer replaces its card at once; a list being read again
 * is read once more after it, so what is shown is what the backend holds.
 */
export const promotionsPageMachine = setup({
  types: { context: {} as PromotionsPageContext, events: {} as PromotionsPageEvent },
  actors: {
    loadPromotions: fromPromise<PromotionList>(async () => {
      throw new Error('loadPromotions not provided');
    }),
  },
  guards: {
    tabOfList: ({ context, event }) => {
      const { category } = eventOf<'CATEGORY'>(event);
      return category !== context.category && categoryTabs(context.list?.items ?? []).includes(category);
    },
    otherPreset: ({ context, event }) => {
      const { preset } = eventOf<'PRESET'>(event);
      return isDatePreset(preset) && preset !== context.preset;
    },
    listedDetail: ({ context, event }) => listed(context.list, eventOf<'OPEN_DETAIL'>(event).id),
    listedUpdate: ({ context, event }) => listed(context.list, eventOf<'UPDATED'>(event).promotion.id),
  },
  actions: {
    store: assign(({ context, event }) => {
      const list = outputOf<PromotionList>(event);
      // The details stay open only on a promotion still listed.
      return { list, loadError: null, detailId: context.detailId !== null && listed(list, context.detailId) ? context.detailId : null };
    }),
    noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
    chooseCategory: assign({ category: ({ event }) => eventOf<'CATEGORY'>(event).category }),
    choosePreset: assign({ preset: ({ event }) => eventOf<'PRESET'>(event).preset }),
    openDetail: assign({ detailId: ({ event }) => eventOf<'OPEN_DETAIL'>(event).id }),
    closeDetail: assign({ detailId: null }),
    replace: assign({ list: ({ context, event }) => withPromotion(context.list, eventOf<'UPDATED'>(event).promotion) }),
  },
}).createMachine({
  id: 'promotionsPage',
  meta: { spec: '2 Routes: /promotions (Promotions)' },
  context: { list: null, category: 'ALL', preset: 'all', detailId: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '4 Statuses: the promotions with each activity state' },
      invoke: {
        src: 'loadPromotions',
        onDone: { target: 'ready', actions: 'store' },
        onError: { target: 'failed', actions: 'noteLoadError' },
      },
      on: {
        // An answer while the list is read again: shown now, and the list read once more after it.
        UPDATED: { guard: 'listedUpdate', target: 'loading', reenter: true, actions: 'replace' },
        CLOSE_DETAIL: { actions: 'closeDetail' },
        RELOAD: {},
        CATEGORY: {},
        PRESET: {},
        OPEN_DETAIL: {},
      },
    },
    failed: {
      meta: { spec: '8 Network link is abnormal, please try again' },
      on: { RETRY: 'loading', RELOAD: 'loading', CLOSE_DETAIL: { actions: 'closeDetail' }, UPDATED: { guard: 'listedUpdate', actions: 'replace' } },
    },
    ready: {
      meta: { spec: '2 Routes: /promotions, promotion cards by category; 9 Promotion date presets' },
      on: {
        CATEGORY: { guard: 'tabOfList', actions: 'chooseCategory' },
        PRESET: { guard: 'otherPreset', actions: 'choosePreset' },
        OPEN_DETAIL: { guard: 'listedDetail', actions: 'openDetail' },
        CLOSE_DETAIL: { actions: 'closeDetail' },
        UPDATED: { guard: 'listedUpdate', actions: 'replace' },
        RELOAD: 'loading',
      },
    },
  },
});
