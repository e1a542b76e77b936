import { expect } from 'vitest';
import { type Page, pagedListMachine } from '@machines/pagedList.machine';
import type { Observation } from '../model/types';
import type { WalkerModel } from '../walker/walkerMeta';
import { apiFailure } from './fixtures';

const page = (pageNo: number, totalPages: number, totals?: unknown, scope?: unknown): Page<string> => ({
  items: [`item-${pageNo}`],
  pageNo,
  totalPages,
  totalCount: totalPages,
  ...(totals ? { totals } : {}),
  ...(scope ? { scope } : {}),
});
const TOTALS = { stakePaise: 100 };
/** Whose team a downline list shows, as the server resolved the query. */
const SCOPE = [{ userName: 'demo_agent', level: 0 }];
const QUERY = { filter: 'ALL' };
const NEW_QUERY = { filter: 'HOT' };
/** Issue 26, item 5: the orders a game list offers; null is the list's own. */
const A_TO_Z = 'az';
const FAILURE = apiFailure('network');

const answer = ({ step }: Observation) => (step?.kind === 'settle' ? step : null);
const loadCalls = ({ invoked }: Observation) => invoked.map((call) => [call.src, call.input]);

/** SPEC 9 lobby and lists (pages, more, the record pages' pager and totals); SPEC 8 handling. */
export const pagedListModel: WalkerModel = {
  machine: pagedListMachine,
  // GraphWalker weights for weighted_random: a person scrolls for more far more than they page or search again.
  meta: { weights: { LOAD_MORE: 0.5, GO_TO_PAGE: 0.15, SET_QUERY: 0.1, SORT_CHANGED: 0.1 } },
  input: { query: QUERY },
  fixtures: {
    outputs: { loadPage: [page(1, 2), page(2, 2, TOTALS), page(1, 1, undefined, SCOPE)] },
    errors: { loadPage: [FAILURE] },
    events: {
      SET_QUERY: [{ type: 'SET_QUERY', query: NEW_QUERY }],
      // Another order, then back to the list's own (null); the same order again changes nothing.
      SORT_CHANGED: [
        { type: 'SORT_CHANGED', sort: A_TO_Z },
        { type: 'SORT_CHANGED', sort: null },
      ],
      // Pages 1 and 2 exist (or not, after a one-page answer); 3, 0 and 1.5 are never pages.
      GO_TO_PAGE: [
        { type: 'GO_TO_PAGE', pageNo: 1 },
        { type: 'GO_TO_PAGE', pageNo: 2 },
        { type: 'GO_TO_PAGE', pageNo: 3 },
        { type: 'GO_TO_PAGE', pageNo: 0 },
        { type: 'GO_TO_PAGE', pageNo: 1.5 },
      ],
    },
  },
  // Where the list can go depends on the page read, the page count, the page asked and the query.
  stateKey: (snapshot) => {
    const c = snapshot.context;
    return [snapshot.value, c.pageNo, c.totalPages, c.requestedPage, c.query.filter, c.query.sort ?? null];
  },
  oracles: {
    '*': (o) => {
      const { snapshot, event } = o;
      const c = snapshot.context;
      // A new query starts again from nothing, at page 1, and asks for that page at once.
      if (event.type === 'SET_QUERY') {
        expect(c).toMatchObject({ query: NEW_QUERY, items: [], pageNo: 0, totalPages: 0, totalCount: 0, moreFailed: false, requestedPage: 1, totals: null, scope: null });
        expect(loadCalls(o)).toEqual([['loadPage', { query: NEW_QUERY, pageNo: 1 }]]);
      }
      if (event.type === 'SORT_CHANGED') {
        const sort = (event as unknown as { sort: string | null }).sort;
        const before = o.previous!.context;
        if ((before.query.sort ?? null) === sort) {
          // The order shown already: nothing is asked, nothing changes.
          expect(snapshot.value).toEqual(o.previous!.value);
          expect(c).toEqual(before);
          expect(o.invoked).toEqual([]);
        } else {
          // Another order: the same filters, from page 1, with nothing of the old order shown.
          expect(snapshot.matches('loading')).toBe(true);
          expect(c).toMatchObject({
            query: { ...before.query, sort },
            items: [],
            pageNo: 0,
            totalPages: 0,
            totalCount: 0,
            moreFailed: false,
            requestedPage: 1,
            totals: null,
            scope: null,
          });
          expect(loadCalls(o)).toEqual([['loadPage', { query: { ...before.query, sort }, pageNo: 1 }]]);
        }
      }
      // Totals come with the page that carries them (over the whole query), else none.
      const settled = answer(o);
      if (settled?.outcome === 'done') expect(c.totals).toEqual((settled.value as Page<string>).totals ?? null);
      // So does the scope of the query (whose team), else none.
      if (settled?.outcome === 'done') expect(c.scope).toEqual((settled.value as Page<string>).scope ?? null);
      expect(o.effects).toEqual([]);
    },
    loading: (o) => {
      const { snapshot, previous, event } = o;
      const c = snapshot.context;
      // The page asked for is loaded for the current query; nothing is shown meanwhile.
      expect(loadCalls(o)).toEqual([['loadPage', { query: c.query, pageNo: c.requestedPage }]]);
      expect(c.items).toEqual([]);
      if (event.type === 'xstate.init') expect(c).toMatchObject({ query: QUERY, requestedPage: 1, pageNo: 0, totals: null, scope: null, error: null });
      if (event.type === 'GO_TO_PAGE') {
        // A pager goes to another existing page only, and shows that page alone; the query stays.
        const target = (event as unknown as { pageNo: number }).pageNo;
        const before = previous!.context;
        expect(previous?.matches('ready')).toBe(true);
        expect(Number.isInteger(target)).toBe(true);
        expect(target).toBeGreaterThanOrEqual(1);
        expect(target).toBeLessThanOrEqual(before.totalPages);
        expect(target).not.toBe(before.pageNo);
        expect(c).toEqual({ ...before, requestedPage: target, items: [], moreFailed: false });
      }
      if (event.type === 'RETRY') {
        expect(previous?.matches('failed')).toBe(true);
        expect(c).toEqual(previous?.context);
      }
    },
    ready: (o) => {
      const { snapshot, previous } = o;
      const c = snapshot.context;
      const settled = answer(o)!;
      expect(c.error).toBeNull();
      expect(o.invoked).toEqual([]);
      const before = previous!.context;
      if (previous?.matches('loading')) {
        // The page read replaces what was shown.
        const read = settled.value as Page<string>;
        expect(settled.outcome).toBe('done');
        expect(c).toMatchObject({ items: read.items, pageNo: read.pageNo, totalPages: read.totalPages, totalCount: read.totalCount, moreFailed: false });
      } else {
        expect(previous?.matches('loadingMore')).toBe(true);
        if (settled.outcome === 'done') {
          // More is added after what is shown.
          const read = settled.value as Page<string>;
          expect(c).toMatchObject({ items: [...before.items, ...read.items], pageNo: read.pageNo, totalPages: read.totalPages, moreFailed: false });
        } else {
          // A failed 'more' is kept apart: the items shown stay, the failure is flagged.
          expect(c).toEqual({ ...before, moreFailed: true });
        }
      }
    },
    loadingMore: (o) => {
      const { snapshot, previous, event } = o;
      // More is only asked for while pages remain: the next page of the same query.
      expect(event.type).toBe('LOAD_MORE');
      expect(previous?.matches('ready')).toBe(true);
      expect(snapshot.context.pageNo).toBeLessThan(snapshot.context.totalPages);
      expect(snapshot.context).toEqual(previous?.context);
      expect(loadCalls(o)).toEqual([['loadPage', { query: snapshot.context.query, pageNo: snapshot.context.pageNo + 1 }]]);
    },
    failed: (o) => {
      // SPEC 8: the list shows why it failed (with a retry), never stale items.
      expect(answer(o)?.outcome).toBe('error');
      expect(o.previous?.matches('loading')).toBe(true);
      expect(o.snapshot.context.items).toEqual([]);
      expect(o.snapshot.context.error).toBe(FAILURE);
      expect(o.invoked).toEqual([]);
    },
  },
};
