import type { Context } from 'hono';
import { Hono } from 'hono';
import { hasDemoPlay } from '../../kernel/demoPlay';
import { ErrorCode } from '../../kernel/errorCodes';
import { launchGameResponse } from '../../kernel/games';
import { PATH } from '../../kernel/paths';
import { isTrialType } from '../../kernel/platform';
import { gameLaunchFBQuerySchema, type LaunchGameQuery, launchGameQuerySchema } from '../../kernel/queries';
import type { AppEnv } from '../appEnv';
import { playPageUrl } from '../art/urls';
import { readToken, requireMember } from '../auth';
import type { ServerContext } from '../context';
import { issuePlayTicket } from '../play/tickets';
import { ApiError, fail, ok } from '../respond';
import { blockRefusal } from '../saferGambling/playerSafety';
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
 * Launches a game for the member of the request: trial accounts play the demo-capable categories
 * only; a game (or vendor) under maintenance MAINTENANCE; otherwise its play page with a ticket,
 * and the game goes to the top of the member's recent list.
 */
function launch(ctx: ServerContext, c: Context<AppEnv>, game: LaunchableGameRow | null) {
  const member = c.get('member');
  if (isTrialType(member.type) && !(game && hasDemoPlay(game.category))) return fail(c, ErrorCode.trialNotAllowed, 'trialNotAllowed');
  if (!game) return fail(c, ErrorCode.notFound, 'gameNotFound');
  if (game.gameMaintenance === 1 || game.vendorMaintenance === 1) return fail(c, ErrorCode.maintenance, 'gameMaintenance');
  const now = ctx.clock();
  // Issue 26: no game opens while the member's time-out or self-exclusion runs.
  const onBreak = blockRefusal(ctx.db, member.id, now, c.get('lang'));
  if (onBreak) return c.json(onBreak);
  // requireMember found the session by this token, so it is there
  const ticket = issuePlayTicket(ctx, { memberId: member.id, sessionToken: readToken(c) ?? '', nodeId: game.nodeId }, now);
  ctx.stores.accountGames.recordRecent(member.id, game.nodeId, now);
  return ok(c, launchGameResponse, { url: playPageUrl(game.nodeId, c.get('lang'), ticket), mode: game.launchMode });
}

/**
 * GET launchGame (T): guests get 401; trial accounts play the demo-capable categories with their
 * demo credit and get 'Please register an account first' for the others (SPEC 1, 4); a game (or
 * vendor) under maintenance MAINTENANCE. Otherwise the game's page, in the popup's iframe or on
 * the seamless page by vendor, with a play ticket for this member and game in its address, and
 * the game goes to the top of the member's recent list.
 */
export function launchRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH.launchGame, requireMember(ctx), (c) => launch(ctx, c, gameToLaunch(ctx, readQuery(c, launchGameQuerySchema))));

  /**
   * GET GCS_gameLaunchFB (T), SPEC 7 Launch for a variant: a PVP room, a table of a card game at
   * its stakes. The room must be one of that game's; it launches as its game does.
   */
  routes.get(PATH.gameLaunchFB, requireMember(ctx), (c) => {
    const query = readQuery(c, gameLaunchFBQuerySchema);
    const room = ctx.stores.pvpRooms.byId(query.roomId);
    const game = room && room.nodeId === query.nodeId ? ctx.stores.games.gameByNode(room.nodeId) : null;
    return launch(ctx, c, game && (query.vassalage === undefined || game.vendorCode === query.vassalage) ? game : null);
  });

  return routes;
}
