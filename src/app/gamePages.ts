import type { LaunchTarget } from '@machines/gameLaunch.machine';
import type { Page } from '@machines/pagedList.machine';
import type { GameListQuery } from '@/rules/gameFilters.rules';
import type { Game } from '../../kernel/games';
import { calls } from './services';

/** One page of a game list for the list centre's query (SPEC 7 game list: page size 20). */
export async function loadGamePage(query: GameListQuery, pageNo: number): Promise<Page<Game>> {
  if (query.filter === 'FAV' || query.filter === 'RECENT') {
    // The account lists come whole for the category (favourites in one page of 999, recent 20 a page).
    const page = query.filter === 'FAV' ? await calls.getFavouriteGames(query.category) : await calls.getRecentGames(pageNo, query.category);
    const items = page.content.filter((game) => query.vassalage === null || game.vassalage === query.vassalage);
    return { items, pageNo: page.pageNum, totalPages: page.totalPages, totalCount: items.length };
  }
  const list = await calls.getGameList({
    gameType: query.category,
    pageNo,
    ...(query.vassalage ? { vassalage: query.vassalage } : {}),
    ...(query.classify ? { gameClassify: query.classify } : {}),
    ...(query.filter === 'HOT' || query.filter === 'NEW' ? { filter: query.filter } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
  });
  return { items: list.games, pageNo: list.pageNo, totalPages: list.totalPages, totalCount: list.totalCount };
}

/** What the launcher needs of a tile. */
export const launchTargetOf = (game: Game): LaunchTarget => ({
  gameType: game.gameType,
  vassalage: game.vassalage,
  gameCode: game.gameCode,
  isGame: game.isGame,
  name: game.gameName,
  nodeId: game.nodeId,
});
