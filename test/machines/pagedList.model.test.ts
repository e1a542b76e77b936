import { expect } from 'vitest';
import { pagedListMachine } from '@machines/pagedList.machine';
import { apiFailure } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const page = (pageNo: number, totalPages: number, totals?: unknown) => ({ items: [`item-${pageNo}`], pageNo, totalPages, totalCount: totalPages, ...(totals ? { totals } : {}) });
const TOTALS = { stakePaise: 100 };
testMachineModel(pagedListMachine, {
  input: { query: { filter: 'ALL' } },
  fixtures: {
    outputs: { loadPage: [page(1, 2), page(2, 2, TOTALS), page(1, 1)] },
    errors: { loadPage: [apiFailure('network')] },
    events: {
      SET_QUERY: [{ type: 'SET_QUERY', query: { filter: 'HOT' } }],
      GO_TO_PAGE: [
        { type: 'GO_TO_PAGE', pageNo: 1 },
        { type: 'GO_TO_PAGE', pageNo: 2 },
        { type: 'GO_TO_PAGE', pageNo: 3 },
      ],
    },
  },
  stateKey: (snapshot) => [
    snapshot.value,
    snapshot.context.pageNo,
    snapshot.context.totalPages,
    Math.min(snapshot.context.items.length, 3),
    snapshot.context.moreFailed,
    JSON.stringify(snapshot.context.query),
    snapshot.context.requestedPage,
  ],
  check: (snapshot, event, previous) => {
    const c = snapshot.context;
    // More is only asked for while pages remain; a new query starts again from nothing, at page 1.
    if (snapshot.matches('loadingMore')) expect(c.pageNo).toBeLessThan(c.totalPages);
    if (event.type === 'SET_QUERY') {
      expect(c.items).toEqual([]);
      expect(snapshot.matches('loading')).toBe(true);
      expect(c.requestedPage).toBe(1);
      expect(c.totals).toBeNull();
    }
    if (snapshot.matches('failed')) {
      expect(c.items).toEqual([]);
      expect(c.error).toMatchObject({ kind: 'network' });
    }
    if (snapshot.matches('ready')) expect(c.error).toBeNull();
    // A pager goes to another existing page only, and shows that page alone.
    if (event.type === 'GO_TO_PAGE') {
      const target = (event as unknown as { pageNo: number }).pageNo;
      const moves = previous.matches('ready') && target !== previous.context.pageNo && target <= previous.context.totalPages;
      expect(snapshot.matches('loading')).toBe(moves);
      if (moves) {
        expect(c.requestedPage).toBe(target);
        expect(c.items).toEqual([]);
      }
    }
    // Totals come with the page that carries them (over the whole query), else none.
    if (event.type.startsWith('xstate.done.actor.')) {
      const output = (event as unknown as { output: { totals?: unknown } }).output;
      expect(c.totals).toEqual(output.totals ?? null);
    }
  },
});
