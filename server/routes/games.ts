import { Hono } from 'hono';
import type * as v from 'valibot';
import { ErrorCode } from '../../kernel/errorCodes';
import { gameListResponse, gameMenusResponse, type gameVendorResponse, hotGamesResponse, rankListResponse, type Vendor } from '../../kernel/games';
import { LANGUAGES } from '../../kernel/languages';
import { PATH } from '../../kernel/paths';
import { GAME_CATEGORIES, type GameCategory } from '../../kernel/platform';
import { gameListQuerySchema, gameVendorQuerySchema, hotGamesQuerySchema, rankListQuerySchema } from '../../kernel/queries';
import type { AppEnv } from '../appEnv';
import { gameIconUrl } from '../art/urls';
import type { ServerContext } from '../context';
import { toGame, toVendor } from '../gameViews';
import { type Localised, localise } from '../i18n';
import { paiseToRupees } from '../money';
import { fail, ok } from '../respond';
import { readQuery } from '../validate';

/** How many games the lobby's hot carousel gets. */
const HOT_GAMES_LIMIT = 24;

/** Lane titles of the game vendor call. */
const CATEGORY_TITLE: Record<GameCategory, Localised> = {
  RNG: { EN: 'Slots', HI: 'स्लॉट्स' },
  LIVE: { EN: 'Live Casino', HI: 'लाइव कैसीनो' },
  FISH: { EN: 'Fishing', HI: 'फ़िशिंग' },
  PVP: { EN: 'Card Games', HI: 'कार्ड गेम्स' },
  SPORTS: { EN: 'Sports', HI: 'स्पोर्ट्स' },
  ESPORTS: { EN: 'E-sports', HI: 'ई-स्पोर्ट्स' },
  ELOTT: { EN: 'E-Lottery', HI: 'ई-लॉटरी' },
  LOTT: { EN: 'Lottery', HI: 'लॉटरी' },
  COCKFIGHT: { EN: 'Cockfight', HI: 'मुर्गों की लड़ाई' },
  BGS: { EN: 'In-house Games', HI: 'इन-हाउस गेम्स' },
  MINI: { EN: 'Mini Games', HI: 'मिनी गेम्स' },
};

/** Vendors grouped by category in side-menu order; categories without vendors are left out. */
function vendorsByCategory(ctx: ServerContext): [GameCategory, Vendor[]][] {
  const vendors = ctx.stores.games.vendors().map(toVendor);
  return GAME_CATEGORIES.map((category): [GameCategory, Vendor[]] => [category, vendors.filter((vendor) => vendor.gameType === category)]).filter(
    ([, list]) => list.length > 0,
  );
}

/** Game menus, vendor lanes, game lists (guests too), hot games and the winners board. */
export function gameRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH.gameMenus, (c) =>
    ok(
      c,
      gameMenusResponse,
      vendorsByCategory(ctx).map(([gameCategory, vendors]) => ({ gameCategory, vendors })),
    ),
  );

  routes.get(PATH.gameVendor, (c) => {
    readQuery(c, gameVendorQuerySchema);
    const classifies = ctx.stores.games.classifiesByCategory();
    const body: v.InferOutput<typeof gameVendorResponse> = {
      data: {
        lanes: vendorsByCategory(ctx).map(([gameType, vendors]) => ({
          title: localise(CATEGORY_TITLE[gameType], c.get('lang')),
          gameType,
          cards: Object.fromEntries(vendors.map((vendor) => [vendor.vassalage, vendor])),
          gameClassify: classifies.get(gameType) ?? [],
        })),
      },
    };
    // This call is not enveloped (SPEC 7: the response is data.lanes).
    return c.json(body);
  });

  routes.get(PATH.gameList, (c) => {
    const query = readQuery(c, gameListQuerySchema);
    if (query.merchant !== undefined && query.merchant !== ctx.merchant) return fail(c, ErrorCode.invalidUrl, 'invalidUrl');
    const { games, totalCount } = ctx.stores.games.page({
      category: query.gameType,
      vendorCode: query.vassalage,
      classify: query.gameClassify,
      filter: query.filter,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      sort: query.sort,
      collation: LANGUAGES[c.get('lang')].intlLocale,
    });
    return ok(c, gameListResponse, {
      games: games.map(toGame),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(totalCount / query.pageSize),
      totalCount,
    });
  });

  routes.get(PATH.hotGames, (c) => {
    const query = readQuery(c, hotGamesQuerySchema);
    if (query.merchantCode !== undefined && query.merchantCode !== ctx.merchant) return fail(c, ErrorCode.invalidUrl, 'invalidUrl');
    return ok(c, hotGamesResponse, ctx.stores.games.hot(HOT_GAMES_LIMIT).map(toGame));
  });

  routes.get(PATH.rankList, (c) => {
    const query = readQuery(c, rankListQuerySchema);
    const list = ctx.stores.winners.top(query.limitNum, query.gameCategory).map((winner) => ({
      customerName: winner.customerName,
      winAmount: paiseToRupees(winner.winCents),
      gameName: winner.gameName,
      iconUrl: gameIconUrl(winner.nodeId),
    }));
    return ok(c, rankListResponse, { list });
  });

  return routes;
}
