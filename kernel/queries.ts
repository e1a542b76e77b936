import * as v from 'valibot';
import { GAME_SORTS } from './games';
import { ANNOUNCEMENT_TYPES, GAME_CATEGORIES, LIMITS, PLATFORM, PLATFORM_SHORT, POPUP_EXECUTIONS, PRIZE_MODES } from './platform';

/**
 * Query strings of the GET calls (SPEC 7). Every value arrives as a string; these schemas check
 * and convert them, so the client can build a query from the same definition the backend checks.
 */

/** SPEC 2: the type filters of a game list (BG only matters where language TY is supported). */
export const GAME_CLASSIFIES = ['JP', 'TG', 'AC', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** Reference backend addition: the server-side quick filters of a game list (FAV and RECENT are account lists). */
export const GAME_LIST_FILTERS = ['HOT', 'NEW', 'ALL'] as const;
export type GameListFilter = (typeof GAME_LIST_FILTERS)[number];

/** A whole number given as a query string, within bounds, with a default when absent. */
const wholeNumberParam = (min: number, max: number, fallback: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.toNumber(), v.minValue(min), v.maxValue(max)), String(fallback));

const optionalText = v.optional(v.string());

/** GET gameList. `vassalage` narrows to one vendor; `filter` HOT or NEW narrows to flagged games. */
export const gameListQuerySchema = v.object({
  clientType: optionalText,
  platform: optionalText,
  merchant: optionalText,
  gameType: v.picklist(GAME_CATEGORIES),
  pageNo: wholeNumberParam(1, 1_000_000, 1),
  pageSize: wholeNumberParam(1, 200, LIMITS.gamePageSize),
  language: optionalText,
  vassalage: v.optional(v.pipe(v.string(), v.minLength(1))),
  gameClassify: v.optional(v.picklist(GAME_CLASSIFIES)),
  filter: v.optional(v.picklist(GAME_LIST_FILTERS), 'ALL'),
  /** Issue 26, item 5: A–Z (in the language's collation), popular or newest first; without it, the catalogue's order. */
  sort: v.optional(v.picklist(GAME_SORTS)),
});
export type GameListQuery = v.InferOutput<typeof gameListQuerySchema>;

/** GET hotGames. */
export const hotGamesQuerySchema = v.object({
  merchantCode: optionalText,
  isPlatform: optionalText,
  platform: optionalText,
  language: optionalText,
});

/** GET gameVendor. */
export const gameVendorQuerySchema = v.object({
  platform: optionalText,
});

/** GET rankList: the winners board, `limitNum` entries at most. */
export const rankListQuerySchema = v.object({
  gameCategory: v.optional(v.picklist(['ALL', ...GAME_CATEGORIES]), 'ALL'),
  language: optionalText,
  limitNum: wholeNumberParam(1, 100, LIMITS.winnerBoard),
});
export type RankListQuery = v.InferOutput<typeof rankListQuerySchema>;

/** GET announcements: `types` is a comma list of ANNOUNCEMENT_TYPES (all when absent). */
export const announcementsQuerySchema = v.object({
  types: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((type) => type.trim())
          .filter(Boolean),
      ),
      v.array(v.picklist(ANNOUNCEMENT_TYPES)),
    ),
    ANNOUNCEMENT_TYPES.join(','),
  ),
  platform: v.optional(v.literal(PLATFORM_SHORT), PLATFORM_SHORT),
  /**
   * Narrows the popups to the executions named (A logged in, B anonymous, F first login): one,
   * or a comma list such as 'F,A'. Absent: every popup.
   */
  execution: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((execution) => execution.trim())
          .filter(Boolean),
      ),
      v.array(v.picklist(POPUP_EXECUTIONS)),
      v.minLength(1, 'name at least one execution'),
    ),
  ),
});
export type AnnouncementsQuery = v.InferOutput<typeof announcementsQuerySchema>;

/** A game category named by a query, when one is given. */
const optionalCategory = v.optional(v.picklist(GAME_CATEGORIES));
const optionalCode = v.optional(v.pipe(v.string(), v.minLength(1)));

/**
 * GET favourites (both calls). `token` is accepted because SPEC 7 lists it; the session is the
 * Authorization header's. `gameType` narrows to one category.
 */
export const favouriteGamesQuerySchema = v.object({
  clientType: optionalText,
  platform: optionalText,
  language: optionalText,
  token: optionalText,
  pageNo: wholeNumberParam(1, 1_000_000, 1),
  pageSize: wholeNumberParam(1, LIMITS.favouritePageSize, LIMITS.favouritePageSize),
  gameType: optionalCategory,
  /** Issue 26, item 5: a game list's order; without it, newest addition first. */
  sort: v.optional(v.picklist(GAME_SORTS)),
});
export type FavouriteGamesQuery = v.InferOutput<typeof favouriteGamesQuerySchema>;

/** GET recent games: `page` (not pageNo) as SPEC 7 names it. */
export const recentGamesQuerySchema = v.object({
  page: wholeNumberParam(1, 1_000_000, 1),
  pageSize: wholeNumberParam(1, 100, LIMITS.recentPageSize),
  gameType: optionalCategory,
  language: optionalText,
  clientType: optionalText,
  /** Issue 26, item 5: a game list's order; without it, newest launch first. */
  sort: v.optional(v.picklist(GAME_SORTS)),
});
export type RecentGamesQuery = v.InferOutput<typeof recentGamesQuerySchema>;

/**
 * GET launchGame: the game by nodeId, or by gameCode (with vassalage and gameType where a code
 * alone is ambiguous), or a vendor's lobby (its first game) by vassalage and gameType.
 */
export const launchGameQuerySchema = v.pipe(
  v.object({
    nodeId: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.toNumber())),
    gameCode: optionalCode,
    vassalage: optionalCode,
    gameType: optionalCategory,
    language: optionalText,
    clientType: optionalText,
    platform: optionalText,
    /** SPEC 7 Lottery lobby launch and lottery games: GET (prizeMode). */
    prizeMode: v.optional(v.picklist(PRIZE_MODES)),
  }),
  v.check(
    (query) => query.nodeId !== undefined || query.gameCode !== undefined || (query.vassalage !== undefined && query.gameType !== undefined),
    'name the game: nodeId, gameCode, or vassalage with gameType',
  ),
);
export type LaunchGameQuery = v.InferOutput<typeof launchGameQuerySchema>;

/** GET GCS_gameLaunchFB (SPEC 7 Launch for a variant): a PVP room of a game, by the game's nodeId and the room's id. */
export const gameLaunchFBQuerySchema = v.object({
  nodeId: v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.toNumber()),
  roomId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  vassalage: optionalCode,
  gameType: optionalCategory,
  language: optionalText,
  clientType: optionalText,
  platform: optionalText,
});

/** GET vendor game types: every vendor, or the one named. */
export const vendorGameTypeQuerySchema = v.object({
  vassalage: optionalCode,
  language: optionalText,
});

/** GET new game vendors. */
export const newGameVendorQuerySchema = v.object({
  platform: optionalText,
  language: optionalText,
});

/** GET PVP rooms of one card-game vendor. */
export const pvpRoomListQuerySchema = v.object({
  vassalage: v.pipe(v.string(), v.minLength(1)),
  language: optionalText,
});

/** The device the lottery gateway is asked for (SPEC 7: device WEB). */
const lotteryDevice = v.optional(v.literal(PLATFORM), PLATFORM);

/** GET VN game menu. */
export const vnGameMenuQuerySchema = v.object({
  prizeMode: v.optional(v.picklist(PRIZE_MODES), 'LOTT'),
  device: lotteryDevice,
});
export type VnGameMenuQuery = v.InferOutput<typeof vnGameMenuQuerySchema>;

/** GET recently played VN lotteries, of one prize mode when one is named. */
export const vnGameMenuRecentQuerySchema = v.object({
  prizeMode: v.optional(v.picklist(PRIZE_MODES)),
  device: lotteryDevice,
});

/** GET opened numbers (VN and lotto): the latest `count` draws of one game. */
export const openedNumbersQuerySchema = v.object({
  gameCode: v.pipe(v.string(), v.minLength(1)),
  count: wholeNumberParam(1, 50, 10),
  device: lotteryDevice,
});
export type OpenedNumbersQuery = v.InferOutput<typeof openedNumbersQuerySchema>;

/** GET help centre: `lang` picks the language (the Language header when absent). */
export const helpCenterQuerySchema = v.object({
  lang: optionalText,
  device: v.optional(v.literal(PLATFORM), PLATFORM),
});
