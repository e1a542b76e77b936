import type { PagedListContext } from './pagedList.machine';

/** The states of a paged list (createPagedListMachine): flat, so the value is one of these names. */
export type PagedListStatus = 'loading' | 'ready' | 'loadingMore' | 'failed';

type PagedListSnapshot<T, Q, S> = { value: unknown; context: PagedListContext<T, Q, S> };

export const pagedListStatus = (snapshot: { value: unknown }): PagedListStatus => snapshot.value as PagedListStatus;

/** The items of the list: a new array only when a page arrives or a query starts (what a grid subscribes to). */
export const pagedListItems = <T, Q, S>(snapshot: PagedListSnapshot<T, Q, S>): T[] => snapshot.context.items;

/** The total shown once the query's first page is there; null while a query loads or has failed. */
export function shownTotalCount<T, Q, S>(snapshot: PagedListSnapshot<T, Q, S>): number | null {
  const status = pagedListStatus(snapshot);
  return status === 'ready' || status === 'loadingMore' ? snapshot.context.totalCount : null;
}
