import * as v from 'valibot';
import { ANNOUNCEMENT_TYPES, GAME_CATEGORIES, LIMITS, PLATFORM_SHORT, POPUP_EXECUTIONS } from './platform';

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
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.toNumber(),
      v.minValue(min),
      v.maxValue(max),
    ),
    String(fallback),
  );

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
      v.transform((list) => list.split(',').map((type) => type.trim()).filter(Boolean)),
      v.array(v.picklist(ANNOUNCEMENT_TYPES)),
    ),
    ANNOUNCEMENT_TYPES.join(','),
  ),
  platform: v.optional(v.literal(PLATFORM_SHORT), PLATFORM_SHORT),
  /** Narrows the popups to one execution (A logged in, B anonymous, F first login). */
  execution: v.optional(v.picklist(POPUP_EXECUTIONS)),
});
export type AnnouncementsQuery = v.InferOutput<typeof announcementsQuerySchema>;
