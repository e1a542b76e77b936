import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { hasDemoPlay } from '../../kernel/demoPlay';
import { ErrorCode } from '../../kernel/errorCodes';
import { playSpinPath } from '../../kernel/paths';
import { isTrialType } from '../../kernel/platform';
import { playSpinRequestSchema, playSpinResponse, playTicketSchema } from '../../kernel/play';
import type { AppEnv } from '../appEnv';
import { ART_PREFIX } from '../art/urls';
import type { ServerContext } from '../context';
import { type Lang, resolveLanguage } from '../i18n';
import { htmlPage } from '../pages/html';
import { type PlaySession, renderPlayPage } from '../pages/playPage';
import { spin } from '../play/spin';
import { extendPlayTicket, playerOfTicket } from '../play/tickets';
import { playWalletLabel, playWalletOf } from '../play/wallet';
import { fail, ok } from '../respond';
import { betLimitRefusal } from '../saferGambling/limits';
import { blockRefusal } from '../saferGambling/playerSafety';
import type { LaunchableGameRow } from '../store/games';
import type { MemberRow } from '../store/members';
import { readJsonBody } from '../validate';

const notFound = (c: Context<AppEnv>) => fail(c, ErrorCode.notFound, 'notFound', { status: 404 });

/** What the page shows of the wallet the ticket's member plays this game from. */
function playSessionOf(ctx: ServerContext, member: MemberRow, game: LaunchableGameRow, ticket: string, lang: Lang): PlaySession {
  const wallet = playWalletOf(ctx, member, game.vendorCode);
  return {
    ticket,
    spinPath: playSpinPath(game.nodeId),
    walletLabel: playWalletLabel(wallet, game.vendorName, lang),
    balancePaise: ctx.stores.journal.balanceOf(wallet.account),
    currency: wallet.currency,
  };
}

/**
 * The demo game a launch opens and the spins it posts. Both come from the game's iframe, which
 * sends no platform headers: the page's address carries the language and the launch's play
 * ticket, and the page posts the ticket with each spin (same origin, so the page may call it).
 */
export function playRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.get(`${ART_PREFIX}/play/:file`, (c) => {
    const file = c.req.param('file');
    const game = /^\d+\.html$/.test(file) ? ctx.stores.games.gameByNode(Number(file.slice(0, -5))) : null;
    if (!game) return notFound(c);
    const lang = resolveLanguage(c.req.query('lang'));
    // a missing or dead ticket still shows the game, which then asks to be opened from the lobby
    const ticket = c.req.query('ticket') ?? '';
    const member = v.is(playTicketSchema, ticket) ? playerOfTicket(ctx, ticket, game.nodeId, ctx.clock()) : null;
    const session = member ? playSessionOf(ctx, member, game, ticket, lang) : null;
    const page = renderPlayPage({ nodeId: game.nodeId, name: game.name, vendorName: game.vendorName, lang, session });
    return htmlPage(c, page, { connectSelf: true });
  });

  routes.post(`${ART_PREFIX}/play/:nodeId{[0-9]+}/spin`, async (c) => {
    const nodeId = Number(c.req.param('nodeId'));
    const request = await readJsonBody(c, playSpinRequestSchema);
    const now = ctx.clock();
    const member = playerOfTicket(ctx, request.ticket, nodeId, now);
    if (!member) return fail(c, ErrorCode.playTicketInvalid, 'playTicketInvalid', { status: 401 });
    const game = ctx.stores.games.gameByNode(nodeId);
    if (!game) return notFound(c);
    // the launch checked both; they are checked again because a ticket outlives the moment of launch
    if (isTrialType(member.type) && !hasDemoPlay(game.category)) return fail(c, ErrorCode.trialNotAllowed, 'trialNotAllowed');
    if (game.gameMaintenance === 1 || game.vendorMaintenance === 1) return fail(c, ErrorCode.maintenance, 'gameMaintenance');
    // Issue 26: no spin while the member's time-out or self-exclusion runs (taking one ends the ticket's session too).
    const onBreak = blockRefusal(ctx.db, member.id, now, c.get('lang'));
    if (onBreak) return c.json(onBreak);
    // Issue 26: a real-money bet passes the safer-gambling wager and loss limits first (a retry of a spin already made answers it again instead).
    const realMoney = playWalletOf(ctx, member, game.vendorCode).currency === 'INR' && !ctx.stores.idempotentRequests.find(member.id, request.idempotencyKey);
    const overLimit = realMoney ? betLimitRefusal(ctx.db, member.id, request.stakePaise, now, c.get('lang')) : null;
    if (overLimit) return c.json(overLimit);
    const result = spin(ctx, { member, game }, request, now);
    extendPlayTicket(ctx, request.ticket, now);
    return ok(c, playSpinResponse, result);
  });

  return routes;
}
