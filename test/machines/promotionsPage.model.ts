import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Promotion, PromotionList } from '@kernel/promotions';
import { type PromotionsPageContext, promotionsPageMachine } from '@machines/promotions/promotionsPage.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure } from './fixtures';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const DAY = 24 * 60 * 60_000;

export const promotion = (id: number, overrides: Partial<Promotion> = {}): Promotion => ({
  id,
  code: `PROMO_${id}`,
  category: 'SLOTS',
  kind: 'turnover',
  title: `Promotion ${id}`,
  summary: `Summary ${id}`,
  terms: `<p>Terms ${id}</p>`,
  imageUrl: `/assets-gen/promotion/${id}.svg`,
  startsAt: NOW - DAY,
  endsAt: NOW + 5 * DAY,
  drawAt: null,
  rewardPaise: 25_000,
  turnoverMultiplier: 5,
  requiredTurnoverPaise: 500_000,
  requiresAgeConfirmation: false,
  state: 'Join',
  progress: null,
  application: null,
  paidAt: null,
  ...overrides,
});

/** A slots promotion (1) and a deposit one (2); after a reload the deposit one is gone and the slots one joined. */
const FIRST: PromotionList = { items: [promotion(1), promotion(2, { category: 'DEPOSIT', kind: 'application', requiredTurnoverPaise: null })], serverTime: NOW };
const SECOND: PromotionList = { items: [promotion(1, { state: 'Process', progress: { donePaise: 0, requiredPaise: 500_000 } })], serverTime: NOW + 1000 };
/** The slots promotion as a join answered it. */
const JOINED = promotion(1, { state: 'Process', progress: { donePaise: 0, requiredPaise: 500_000 } });

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as PromotionsPageContext;
const settled = ({ step }: Observation, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === 'loadPromotions' && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const payload = <T>(observation: Observation) => observation.event as unknown as T;
const listedIds = (c: PromotionsPageContext) => c.list?.items.map((item) => item.id) ?? [];
/** SPEC 2 /promotions: the tabs are All and every category the list holds. */
const tabsOf = (c: PromotionsPageContext): string[] => ['ALL', ...new Set(c.list?.items.map((item) => item.category) ?? [])];
/** SPEC 9: the date presets, next and previous 7 and 30 days, and all. */
const PRESETS = ['all', 'next7', 'next30', 'previous7', 'previous30'];
const withItem = (list: PromotionList | null, item: Promotion) => list && { ...list, items: list.items.map((old) => (old.id === item.id ? item : old)) };

/** CLOSE_DETAIL: the details shut, nothing else changes. */
function expectClosed(observation: Observation) {
  expect(ctx(observation.snapshot)).toEqual({ ...ctx(observation.previous), detailId: null });
  expect(observation.invoked).toEqual([]);
}

/** UPDATED: the card of the answered promotion is replaced, in place; no other card changes. */
function expectReplaced(observation: Observation) {
  const { promotion: answered } = payload<{ promotion: Promotion }>(observation);
  const before = ctx(observation.previous);
  expect(listedIds(before)).toContain(answered.id);
  expect(ctx(observation.snapshot)).toEqual({ ...before, list: withItem(before.list, answered) });
}

const oracles: MachineModel['oracles'] = {
  '*': ({ snapshot }) => {
    const c = ctx(snapshot);
    // Details are open only on a listed promotion.
    if (c.detailId !== null) expect(listedIds(c)).toContain(c.detailId);
    expect(PRESETS).toContain(c.preset);
    // The tab chosen is one the list offers (or All while nothing is listed).
    if (c.list === null) expect(c.category).toBe('ALL');
  },
  loading: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (previous?.matches('loading') && event.type !== 'UPDATED') {
      if (event.type === 'CLOSE_DETAIL') return expectClosed(observation);
      // The tabs, the presets and the details wait for the list.
      return expectIgnored(observation, ['RELOAD', 'CATEGORY', 'PRESET', 'OPEN_DETAIL']);
    }
    // Every entry reads the list once.
    expect(observation.invoked).toEqual([{ src: 'loadPromotions', id: expect.any(String), input: undefined }]);
    if (previous === null) {
      // SPEC 2: All and no date filter at first.
      expect(c).toEqual({ list: null, category: 'ALL', preset: 'all', detailId: null, loadError: null });
      return;
    }
    if (event.type === 'UPDATED') {
      // An action answered while the list was read: shown at once, and the list read once more after it.
      expect(previous.matches('loading')).toBe(true);
      return expectReplaced(observation);
    }
    expect(['RETRY', 'RELOAD']).toContain(event.type);
    if (event.type === 'RETRY') expect(previous.matches('failed')).toBe(true);
    // The cards stay while they are read again.
    expect(c).toEqual(ctx(previous));
  },
  failed: (observation) => {
    const { snapshot, previous, event } = observation;
    if (previous?.matches('failed')) {
      if (event.type === 'CLOSE_DETAIL') return expectClosed(observation);
      return expectReplaced(observation);
    }
    // SPEC 8: 'Network link is abnormal, please try again', with the reason kept and a retry; the cards shown stay.
    expect(settled(observation, 'error')).toBe(true);
    expect(ctx(snapshot)).toEqual({ ...ctx(previous), loadError: settleValue(observation) });
  },
  ready: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous);
    expect(observation.invoked).toEqual([]);
    if (settled(observation, 'done')) {
      // The list as the backend answered it; the chosen tab and preset stay; details stay only on a listed promotion.
      const answered = settleValue(observation) as PromotionList;
      expect(c).toEqual({
        ...before,
        list: answered,
        loadError: null,
        detailId: before.detailId !== null && answered.items.some((item) => item.id === before.detailId) ? before.detailId : null,
      });
      return;
    }
    switch (event.type) {
      case 'CATEGORY': {
        // SPEC 2: a tab of All or a category the list holds; another one (or the one shown) does nothing.
        const { category } = payload<{ category: PromotionsPageContext['category'] }>(observation);
        const offered = tabsOf(before).includes(category) && category !== before.category;
        expect(c).toEqual(offered ? { ...before, category } : before);
        break;
      }
      case 'PRESET': {
        // SPEC 9: next and previous 7 and 30 days, or all.
        const { preset } = payload<{ preset: PromotionsPageContext['preset'] }>(observation);
        // A preset SPEC 9 does not name is refused.
        expect(c).toEqual(preset === before.preset || !PRESETS.includes(preset) ? before : { ...before, preset });
        break;
      }
      case 'OPEN_DETAIL': {
        const { id } = payload<{ id: number }>(observation);
        expect(c).toEqual(listedIds(before).includes(id) ? { ...before, detailId: id } : before);
        break;
      }
      case 'CLOSE_DETAIL':
        return expectClosed(observation);
      case 'UPDATED': {
        const { promotion: answered } = payload<{ promotion: Promotion }>(observation);
        if (listedIds(before).includes(answered.id)) return expectReplaced(observation);
        // A promotion the list does not hold is not added.
        expect(c).toEqual(before);
        break;
      }
      default:
        throw new Error(`ready reached by ${event.type}`);
    }
  },
};

/** SPEC 2 /promotions: cards by category with their states, details; SPEC 9 date presets; SPEC 8. */
export const promotionsPageModel: MachineModel = {
  machine: promotionsPageMachine,
  fixtures: {
    outputs: { loadPromotions: [FIRST, SECOND] },
    errors: { loadPromotions: [apiFailure('network')] },
    events: {
      CATEGORY: [
        { type: 'CATEGORY', category: 'DEPOSIT' },
        { type: 'CATEGORY', category: 'ALL' },
        { type: 'CATEGORY', category: 'VIP' },
        // held by both lists
        { type: 'CATEGORY', category: 'SLOTS' },
      ],
      PRESET: [
        { type: 'PRESET', preset: 'next7' },
        { type: 'PRESET', preset: 'all' },
        { type: 'PRESET', preset: 'next14' },
      ],
      OPEN_DETAIL: [
        { type: 'OPEN_DETAIL', id: 2 },
        { type: 'OPEN_DETAIL', id: 99 },
      ],
      UPDATED: [
        { type: 'UPDATED', promotion: JOINED },
        { type: 'UPDATED', promotion: promotion(99) },
      ],
    },
  },
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.list?.serverTime ?? null, c.list?.items.map((item) => item.state).join() ?? '', c.category, c.preset, c.detailId, c.loadError !== null];
  },
  oracles,
};
