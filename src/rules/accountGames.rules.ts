import type { Game, GameMenu, GameSort } from '@kernel/games';
import { GAME_CATEGORIES, type GameCategory } from '@kernel/platform';
import { visibleCategories } from '@/rules/lobby.rules';

/** SPEC 2 account game lists: /favorite and /recent. */
export type AccountGameList = 'favorite' | 'recent';
export const ACCOUNT_GAME_LISTS = ['favorite', 'recent'] as const satisfies readonly AccountGameList[];

/**
 * What one page of an account game list asks for: the list, its category (null: all) and, issue 26
 * item 5, its order (null: the list's own, newest first).
 */
export type AccountGameQuery = { list: AccountGameList; gameType: GameCategory | null; sort: GameSort | null };

/** The list a path shows (anything else reads as the favourites). */
export const accountGameListOf = (path: string): AccountGameList => (path === '/recent' ? 'recent' : 'favorite');

/** The category of the page's `gameType` query; a missing or unknown code means all categories. */
export function readGameTypeQuery(search: string): GameCategory | null {
  const code = new URLSearchParams(search).get('gameType');
  return (GAME_CATEGORIES as readonly string[]).includes(code ?? '') ? (code as GameCategory) : null;
}

/** The address of a list and category tab, in the order chosen (issue 26, item 5: the switch and the tabs keep it). */
export function accountGameHref(list: AccountGameList, gameType: GameCategory | null, sort: GameSort | null = null): string {
  const params = new URLSearchParams();
  if (gameType) params.set('gameType', gameType);
  if (sort) params.set('sort', sort);
  const query = params.toString();
  return query ? `/${list}?${query}` : `/${list}`;
}

/**
 * The category tabs after 'All': every category that has games (SPEC 2: at least one vendor), in
 * side-menu order, plus the selected one so a shared link never loses its tab.
 */
export function accountGameTabs(menus: readonly GameMenu[] | null, selected: GameCategory | null): GameCategory[] {
  const withGames = visibleCategories(menus ?? []).map((menu) => menu.gameCategory);
  return GAME_CATEGORIES.filter((category) => withGames.includes(category) || category === selected);
}

/**
 * SPEC 4: removing a favourite takes it off the favourites page at once. Once the member's
 * favourites are known, the page shows only the games still among them; before that, all it loaded.
 */
export function shownAccountGames(list: AccountGameList, games: readonly Game[], favourites: readonly number[], favouritesKnown: boolean): Game[] {
  if (list !== 'favorite' || !favouritesKnown) return [...games];
  return games.filter((game) => favourites.includes(game.nodeId));
}
