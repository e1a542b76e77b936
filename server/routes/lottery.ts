import { Hono } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import {
  lottoOpenedNumbersResponse,
  VN_TIME_ZONE,
  type VnLotteryGame,
  vnGameMenuRecentResponse,
  vnGameMenuResponse,
  vnOpenedNumbersResponse,
} from '../../kernel/lottery';
import { PATH } from '../../kernel/paths';
import { openedNumbersQuerySchema, vnGameMenuQuerySchema, vnGameMenuRecentQuerySchema } from '../../kernel/queries';
import type { AppEnv } from '../appEnv';
import { requireMember } from '../auth';
import type { ServerContext } from '../context';
import { type Lang, localise } from '../i18n';
import { drawRandom, vnDrawNumbers } from '../lottery/draws';
import { lottoRuleFor } from '../lottery/lottoRules';
import { drawsToday, ictDate, issueNumber, latestDraws, nextDraw } from '../lottery/schedule';
import { type VnGamePlan, vnGameByCode, vnMenu, vnPrizeModesOf } from '../lottery/vnCatalogue';
import { fail, ok } from '../respond';
import { readQuery } from '../validate';

const toVnGame = (game: VnGamePlan, lang: Lang, now: number): VnLotteryGame => ({
  gameCode: game.gameCode,
  name: localise(game.name, lang),
  province: game.province,
  drawTime: game.drawTime,
  drawDays: [...game.drawDays],
  intervalMinutes: game.intervalMinutes,
  nextDrawAt: nextDraw(game, now),
  drawsToday: drawsToday(game, now),
});

/**
 * The lottery gateway: VN menus by prize mode (regions, provinces, draw times), the VN games a
 * member opened lately (T), and opened numbers of VN and lotto games (T). Draws follow the
 * injected clock and their numbers the seed, so a draw reads the same every time it is asked.
 */
export function lotteryRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireMember(ctx);

  routes.get(PATH.vnGameMenu, (c) => {
    const query = readQuery(c, vnGameMenuQuerySchema);
    const lang = c.get('lang');
    const now = ctx.clock();
    return ok(c, vnGameMenuResponse, {
      prizeMode: query.prizeMode,
      timeZone: VN_TIME_ZONE,
      regions: vnMenu(query.prizeMode).map((region) => ({
        region: region.region,
        name: localise(region.name, lang),
        drawTime: region.drawTime,
        games: region.games.map((game) => toVnGame(game, lang, now)),
      })),
    });
  });

  routes.get(PATH.vnGameMenuRecent, member, (c) => {
    const query = readQuery(c, vnGameMenuRecentQuerySchema);
    const lang = c.get('lang');
    const now = ctx.clock();
    const recent = ctx.stores.lotteryRecent.list(c.get('member').id).flatMap(({ gameCode, playedAt }) => {
      const game = vnGameByCode(gameCode);
      if (!game || (query.prizeMode !== undefined && !vnPrizeModesOf(gameCode).includes(query.prizeMode))) return [];
      return [{ ...toVnGame(game, lang, now), region: game.region, playedAt }];
    });
    return ok(c, vnGameMenuRecentResponse, recent);
  });

  routes.get(PATH.vnOpenedNumbers, member, (c) => {
    const query = readQuery(c, openedNumbersQuerySchema);
    const game = vnGameByCode(query.gameCode);
    if (!game) return fail(c, ErrorCode.notFound, 'gameNotFound');
    const now = ctx.clock();
    // Opening a game's results is playing it, as far as the recent lotteries go.
    ctx.stores.lotteryRecent.record(c.get('member').id, game.gameCode, now);
    return ok(c, vnOpenedNumbersResponse, {
      gameCode: game.gameCode,
      name: localise(game.name, c.get('lang')),
      region: game.region,
      nextDrawAt: nextDraw(game, now),
      draws: latestDraws(game, now, query.count).map((drawAt) => ({
        drawNo: game.intervalMinutes === null ? ictDate(drawAt) : issueNumber(drawAt, game.intervalMinutes),
        drawAt,
        prizes: vnDrawNumbers(game.region, game.gameCode, drawAt),
      })),
    });
  });

  routes.get(PATH.lottoOpenedNumbers, member, (c) => {
    const query = readQuery(c, openedNumbersQuerySchema);
    const game = ctx.stores.games.lotteryGameByCode(query.gameCode);
    if (!game) return fail(c, ErrorCode.notFound, 'gameNotFound');
    const rule = lottoRuleFor(game.name);
    const plan = { drawTime: null, drawDays: [], intervalMinutes: rule.intervalMinutes };
    const now = ctx.clock();
    return ok(c, lottoOpenedNumbersResponse, {
      gameCode: game.gameCode,
      gameName: game.name,
      intervalMinutes: rule.intervalMinutes,
      nextDrawAt: nextDraw(plan, now),
      draws: latestDraws(plan, now, query.count).map((drawAt) => ({
        issueNo: issueNumber(drawAt, rule.intervalMinutes),
        drawAt,
        numbers: rule.draw(drawRandom(game.gameCode, drawAt)),
      })),
    });
  });

  return routes;
}
