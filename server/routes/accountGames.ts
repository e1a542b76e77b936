import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  addFavouriteRequestSchema,
  favouriteChangeResponse,
  favouriteGamesResponse,
  type GamePage,
  recentGamesResponse,
  removeFavouriteRequestSchema,
} from '../../kernel/accountGames';
import { ErrorCode } from '../../kernel/errorCodes';
import { LANGUAGES } from '../../kernel/languages';
import { PATH } from '../../kernel/paths';
import { favouriteGamesQuerySchema, recentGamesQuerySchema } from '../../kernel/queries';
import type { AppEnv } from '../appEnv';
import { requireMember } from '../auth';
import type { ServerContext } from '../context';
import { toGame } from '../gameViews';
import { ApiError, fail, ok } from '../respond';
import type { AccountGamePage } from '../store/accountGames';
import { parseInput, readJsonBody, readQuery } from '../validate';

const toPage = ({ games, totalCount }: AccountGamePage, pageNum: number, pageSize: number): GamePage => ({
  content: games.map(toGame),
  pageNum,
  totalPages: Math.ceil(totalCount / pageSize),
});

/** The node id of a remove: from the query string when it has one, else from a JSON body. */
async function removedNodeId(c: Context<AppEnv>): Promise<number> {
  const fromQuery = c.req.query('nodeId');
  const request = fromQuery !== undefined ? parseInput(removeFavouriteRequestSchema, { nodeId: fromQuery }) : await readJsonBody(c, removeFavouriteRequestSchema);
  return request.nodeId;
}

/** Favourites (list, page, add, remove) and recent games: the member's own game lists, all (T). */
export function accountGameRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireMember(ctx);

  // The whole list (the client learns which tiles carry a filled heart) and its paged form answer alike.
  for (const path of [PATH.favouriteGames, PATH.favouriteGamesList]) {
    routes.get(path, member, (c) => {
      const query = readQuery(c, favouriteGamesQuerySchema);
      const page = ctx.stores.accountGames.favourites({
        memberId: c.get('member').id,
        category: query.gameType,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        // Issue 26, item 5: the game lists' orders, A–Z in the request language's collation.
        sort: query.sort,
        collation: LANGUAGES[c.get('lang')].intlLocale,
      });
      return ok(c, favouriteGamesResponse, toPage(page, query.pageNo, query.pageSize));
    });
  }

  routes.post(PATH.addFavouriteGame, member, async (c) => {
    const request = await readJsonBody(c, addFavouriteRequestSchema);
    const game = ctx.stores.games.gameByNode(request.nodeId);
    if (!game) return fail(c, ErrorCode.notFound, 'gameNotFound');
    if (game.vendorCode !== request.vendor || game.category !== request.gameType) {
      throw new ApiError(400, ErrorCode.invalidInput, 'invalidInput', `game ${game.nodeId} is ${game.category} ${game.vendorCode}`);
    }
    ctx.stores.accountGames.addFavourite(c.get('member').id, game.nodeId, ctx.clock());
    return ok(c, favouriteChangeResponse, true);
  });

  routes.delete(PATH.removeFavouriteGame, member, async (c) => {
    ctx.stores.accountGames.removeFavourite(c.get('member').id, await removedNodeId(c));
    return ok(c, favouriteChangeResponse, true);
  });

  routes.get(PATH.recentGames, member, (c) => {
    const query = readQuery(c, recentGamesQuerySchema);
    const page = ctx.stores.accountGames.recent({
      memberId: c.get('member').id,
      category: query.gameType,
      pageNo: query.page,
      pageSize: query.pageSize,
      sort: query.sort,
      collation: LANGUAGES[c.get('lang')].intlLocale,
    });
    return ok(c, recentGamesResponse, toPage(page, query.page, query.pageSize));
  });

  return routes;
}
