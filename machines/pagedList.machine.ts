import { assign, fromPromise, setup } from 'xstate';

/**
 * A page of a list; record pages may add `totals` over the whole query (every page), and a list may
 * add its `scope`: what the query covers as the server resolved it (the downlines' breadcrumb path).
 */
export type Page<T, S = unknown, P = unknown> = { items: T[]; pageNo: number; totalPages: number; totalCount: number; totals?: S; scope?: P };
export type PagedListEvent<Q> =
  | { type: 'SET_QUERY'; query: Q }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  /** A pager: show this page instead of the current one (record pages). */
  | { type: 'GO_TO_PAGE'; pageNo: number }
  /** Issue 26, item 5: the list's order (a query's `sort`; null: the list's own order), from page 1 again. */
  | { type: 'SORT_CHANGED'; sort: string | null };
export type PagedListContext<T, Q, S = unknown, P = unknown> = {
  query: Q;
  items: T[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
  moreFailed: boolean;
  /** The page a load asks for: 1 for a new query, the pager's choice otherwise. */
  requestedPage: number;
  /** The totals of the last page read (null when the call gives none). */
  totals: S | null;
  /** The scope of the query, from the last page read (null when the call gives none). */
  scope: P | null;
  /** Why the last load failed (null after a success), so the view can say it. */
  error: unknown;
};

/**
 * The generic paged list every list page uses (games, records): the first page on entry or on a
 * new query (dropping a stale answer), more pages on demand, failures kept apart from the items.
 */
/** The order a query asks for: its `sort`, or null (a query without one, every record page's). */
const sortOf = (query: unknown): string | null => (query as { sort?: string | null } | null)?.sort ?? null;

export function createPagedListMachine<T, Q, S = unknown, P = unknown>(id: string) {
  /** A new query starts from nothing, at page 1. */
  const fresh = (query: Q) => ({
    query,
    items: [] as T[],
    pageNo: 0,
    totalPages: 0,
    totalCount: 0,
    moreFailed: false,
    requestedPage: 1,
    totals: null,
    scope: null,
  });
  return setup({
    types: {
      context: {} as PagedListContext<T, Q, S, P>,
      events: {} as PagedListEvent<Q>,
      input: {} as { query: Q },
    },
    actors: {
      loadPage: fromPromise<Page<T, S, P>, { query: Q; pageNo: number }>(async () => {
        throw new Error(`${id}: loadPage not provided`);
      }),
    },
    guards: {
      hasMore: ({ context }) => context.pageNo < context.totalPages,
      isOtherPage: ({ context, event }) => {
        const { pageNo } = event as Extract<PagedListEvent<Q>, { type: 'GO_TO_PAGE' }>;
        return Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= context.totalPages && pageNo !== context.pageNo;
      },
      isOtherSort: ({ context, event }) => (event as Extract<PagedListEvent<Q>, { type: 'SORT_CHANGED' }>).sort !== sortOf(context.query),
    },
    actions: {
      setQuery: assign(({ event }) => fresh((event as Extract<PagedListEvent<Q>, { type: 'SET_QUERY' }>).query)),
      /** The same query in another order: what was shown is of the old order, so it goes too. */
      setSort: assign(({ context, event }) => fresh({ ...(context.query as object), sort: (event as Extract<PagedListEvent<Q>, { type: 'SORT_CHANGED' }>).sort } as Q)),
      /** The pager's page replaces the items; the query, its page count and totals stay. */
      setPage: assign(({ event }) => ({
        requestedPage: (event as Extract<PagedListEvent<Q>, { type: 'GO_TO_PAGE' }>).pageNo,
        items: [] as T[],
        moreFailed: false,
      })),
      storePage: assign(({ event }) => {
        const page = (event as unknown as { output: Page<T, S, P> }).output;
        return {
          items: page.items,
          pageNo: page.pageNo,
          totalPages: page.totalPages,
          totalCount: page.totalCount,
          totals: page.totals ?? null,
          scope: page.scope ?? null,
          error: null,
        };
      }),
      append: assign(({ context, event }) => {
        const page = (event as unknown as { output: Page<T, S, P> }).output;
        return {
          items: [...context.items, ...page.items],
          pageNo: page.pageNo,
          totalPages: page.totalPages,
          totalCount: page.totalCount,
          moreFailed: false,
          totals: page.totals ?? null,
          scope: page.scope ?? null,
        };
      }),
      noteMoreFailed: assign({ moreFailed: true }),
      noteError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    },
  }).createMachine({
    id,
    meta: { spec: '9 Lobby and lists: page sizes' },
    context: ({ input }) => ({
      query: input.query,
      items: [],
      pageNo: 0,
      totalPages: 0,
      totalCount: 0,
      moreFailed: false,
      requestedPage: 1,
      totals: null,
      scope: null,
      error: null,
    }),
    initial: 'loading',
    on: {
      SET_QUERY: { target: '.loading', actions: 'setQuery' },
      SORT_CHANGED: { guard: 'isOtherSort', target: '.loading', actions: 'setSort' },
    },
    states: {
      loading: {
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, pageNo: context.requestedPage }),
          onDone: { target: 'ready', actions: 'storePage' },
          onError: { target: 'failed', actions: 'noteError' },
        },
      },
      ready: {
        on: {
          LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' },
          GO_TO_PAGE: { guard: 'isOtherPage', target: 'loading', actions: 'setPage' },
        },
      },
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
