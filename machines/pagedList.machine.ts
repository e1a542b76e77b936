import { assign, fromPromise, setup } from 'xstate';

export type Page<T> = { items: T[]; pageNo: number; totalPages: number; totalCount: number };
export type PagedListEvent<Q> = { type: 'SET_QUERY'; query: Q } | { type: 'LOAD_MORE' } | { type: 'RETRY' };
export type PagedListContext<T, Q> = { query: Q; items: T[]; pageNo: number; totalPages: number; totalCount: number; moreFailed: boolean };

/**
 * The generic paged list every list page uses (games, records): the first page on entry or on a
 * new query (dropping a stale answer), more pages on demand, failures kept apart from the items.
 */
export function createPagedListMachine<T, Q>(id: string) {
  return setup({
    types: {
      context: {} as PagedListContext<T, Q>,
      events: {} as PagedListEvent<Q>,
      input: {} as { query: Q },
    },
    actors: {
      loadPage: fromPromise<Page<T>, { query: Q; pageNo: number }>(async () => {
        throw new Error(`${id}: loadPage not provided`);
      }),
    },
    guards: {
      hasMore: ({ context }) => context.pageNo < context.totalPages,
    },
    actions: {
      setQuery: assign(({ event }) => ({
        query: (event as Extract<PagedListEvent<Q>, { type: 'SET_QUERY' }>).query,
        items: [] as T[],
        pageNo: 0,
        totalPages: 0,
        totalCount: 0,
        moreFailed: false,
      })),
      storeFirst: assign(({ event }) => {
        const page = (event as unknown as { output: Page<T> }).output;
        return { items: page.items, pageNo: page.pageNo, totalPages: page.totalPages, totalCount: page.totalCount };
      }),
      append: assign(({ context, event }) => {
        const page = (event as unknown as { output: Page<T> }).output;
        return { items: [...context.items, ...page.items], pageNo: page.pageNo, totalPages: page.totalPages, totalCount: page.totalCount, moreFailed: false };
      }),
      noteMoreFailed: assign({ moreFailed: true }),
    },
  }).createMachine({
    id,
    meta: { spec: '9 Lobby and lists: page sizes' },
    context: ({ input }) => ({ query: input.query, items: [], pageNo: 0, totalPages: 0, totalCount: 0, moreFailed: false }),
    initial: 'loading',
    on: { SET_QUERY: { target: '.loading', actions: 'setQuery' } },
    states: {
      loading: {
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, pageNo: 1 }),
          onDone: { target: 'ready', actions: 'storeFirst' },
          onError: 'failed',
        },
      },
      ready: { on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } } },
      loadingMore: {
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, pageNo: context.pageNo + 1 }),
          onDone: { target: 'ready', actions: 'append' },
          onError: { target: 'ready', actions: 'noteMoreFailed' },
        },
      },
      failed: { meta: { spec: '8 Handling' }, on: { RETRY: 'loading' } },
    },
  });
}

export const pagedListMachine = createPagedListMachine<unknown, unknown>('pagedList');
