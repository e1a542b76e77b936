import { Hono } from 'hono';
import { GAME_SEARCH_PATH, gameSearchQuerySchema, gameSearchResponse } from '../../kernel/gameSearch';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { toGame } from '../gameViews';
import { ok } from '../respond';
import { createGameSearchIndex } from '../store/gameSearch';
import { readQuery } from '../validate';

/**
 * The header's game search (issue 26): games of every category and vendor by name, grouped by
 * category, guests too (like the game lists). Names are compared case- and accent-insensitively;
 * the catalogue has one name per game, so a Hindi page and an English one search the same names.
 */
export function gameSearchRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const index = createGameSearchIndex(ctx.db);

  routes.get(GAME_SEARCH_PATH, (c) => {
    const { keyword } = readQuery(c, gameSearchQuerySchema);
    const groups = index.search(keyword).map((group) => ({
      category: group.category,
      games: group.games.map((row) => ({ ...toGame(row), vendorName: row.vendorName })),
      totalCount: group.totalCount,
    }));
    return ok(c, gameSearchResponse, { keyword, groups });
  });

  return routes;
}
