import { expect } from 'vitest';
import { pagedListMachine } from '../../machines/pagedList.machine';
import { apiFailure } from './fixtures';
import { testMachineModel } from './modelHarness';

const page = (pageNo: number, totalPages: number) => ({ items: [`item-${pageNo}`], pageNo, totalPages, totalCount: totalPages });
testMachineModel(pagedListMachine, {
  input: { query: { filter: 'ALL' } },
  fixtures: {
    outputs: { loadPage: [page(1, 2), page(2, 2), page(1, 1)] },
    errors: { loadPage: [apiFailure('network')] },
    events: { SET_QUERY: [{ type: 'SET_QUERY', query: { filter: 'HOT' } }] },
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.pageNo, snapshot.context.totalPages, Math.min(snapshot.context.items.length, 3), snapshot.context.moreFailed, JSON.stringify(snapshot.context.query)],
  check: (snapshot, event) => {
    const c = snapshot.context;
    // More is only asked for while pages remain; a new query starts again from nothing.
    if (snapshot.matches('loadingMore')) expect(c.pageNo).toBeLessThan(c.totalPages);
    if (event.type === 'SET_QUERY') {
      expect(c.items).toEqual([]);
      expect(snapshot.matches('loading')).toBe(true);
    }
    if (snapshot.matches('failed')) expect(c.items).toEqual([]);
  },
});
