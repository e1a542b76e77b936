import { Hono } from 'hono';
import { ErrorCode } from '../../src/contract/errorCodes';
import { launchGameResponse } from '../../src/contract/games';
import { PATH } from '../../src/contract/paths';
import { isTrialType } from '../../src/contract/platform';
import { launchGameQuerySchema, type LaunchGameQuery } from '../../src/contract/queries';
import { playPageUrl } from '../art/urls';
import { requireMember } from '../auth';
import type { AppEnv, ServerContext } from '../context';
import { ApiError, fail, ok } from '../respond';
import type { LaunchableGameRow } from '../store/games';
import { readQuery } from '../validate';

/**
 * The game a launch names: by nodeId, by gameCode, or a vendor's lobby (its first game) by
 * vassalage and gameType. Every field given must fit the game found.
 */
function gameToLaunch(ctx: ServerContext, query: LaunchGameQuery): LaunchableGameRow | null {
  const fits = (game: LaunchableGameRow) =>
    (query.gameCode === undefined || game.gameCode === query.gameCode) &&
    (query.vassalage === undefined || game.vendorCode === query.vassalage) &&
    (query.gameType === undefined || game.category === query.gameType);
  if (query.nodeId !== undefined) {
    const game = ctx.stores.games.gameByNode(query.nodeId);
    return game && fits(game) ? game : null;
  }
  if (query.gameCode !== undefined) {
    const games = ctx.stores.games.gamesByCode(query.gameCode, query.gameType, query.vassalage);
    if (games.length > 1) {
      throw new ApiError(400, ErrorCode.invalidInput, 'invalidInput', `gameCode ${query.gameCode} names several games: add gameType and vassalage`);
    }
    return games[0] ?? null;
  }
  // the query schema lets a query without nodeId and gameCode through only with both of these
  if (query.vassalage === undefined || query.gameType === undefined) return null;
  return ctx.stores.games.firstGameOfVendor(query.gameType, query.vassalage);
}

/**
 * GET launchGame (T): guests get 401, trial accounts 'Please register an account first', a game
 * (or vendor) under maintenance MAINTENANCE; otherwise the game's page, in the popup's iframe or on
 * the seamless page by vendor, and the game goes to the top of the member's recent list.
 */
export function launchRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH.launchGame, requireMember(ctx), (c) => {
    const query = readQuery(c, launchGameQuerySchema);
    const member = c.get('member');
    if (isTrialType(member.type)) return fail(c, ErrorCode.trialNotAllowed, 'trialNotAllowed');
    const game = gameToLaunch(ctx, query);
    if (!game) return fail(c, ErrorCode.notFound, 'gameNotFound');
    if (game.gameMaintenance === 1 || game.vendorMaintenance === 1) return fail(c, ErrorCode.maintenance, 'gameMaintenance');
    ctx.stores.accountGames.recordRecent(member.id, game.nodeId, ctx.clock());
    return ok(c, launchGameResponse, { url: playPageUrl(game.nodeId, c.get('lang')), mode: game.launchMode });
  });

  return routes;
}
