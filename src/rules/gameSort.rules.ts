import { GAME_SORTS, type GameSort } from '@kernel/games';

/**
 * Issue 26, item 5: the list's order kept in the address (`sort`), so a reload keeps it; anything
 * else is the catalogue's order. A module of its own: the lazy list pages read it, the lobby does not.
 */
export function readSortQuery(search: string): GameSort | null {
  const sort = new URLSearchParams(search).get('sort');
  return (GAME_SORTS as readonly string[]).includes(sort ?? '') ? (sort as GameSort) : null;
}

/** The address's query with the order set (null: removed), the rest (the vendor) kept. */
export function withSortQuery(search: string, sort: GameSort | null): string {
  const params = new URLSearchParams(search);
  if (sort) params.set('sort', sort);
  else params.delete('sort');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A provider's list (null: all providers) in the order the list shows: switching vendor keeps `sort`. */
export function vendorListHref(path: string, vassalage: string | null, sort: GameSort | null): string {
  const params = new URLSearchParams();
  if (vassalage !== null) params.set('vassalage', vassalage);
  if (sort) params.set('sort', sort);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
