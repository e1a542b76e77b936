import { GAME_SEARCH_PATH, gameSearchResponse } from '../../kernel/gameSearch';
import type { ApiClient } from './client';

/** The header's game search (issue 26), a call set of its own: it loads with the search, not with the lobby. */
export function createGameSearchCalls(api: ApiClient, language: () => string) {
  return {
    /** Games of every category whose name has `keyword`, grouped by category. */
    searchGames: async (keyword: string) => (await api.get(GAME_SEARCH_PATH, gameSearchResponse, { keyword, language: language() })).value,
  };
}

export type GameSearchCalls = ReturnType<typeof createGameSearchCalls>;
