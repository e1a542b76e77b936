import * as v from 'valibot';
import { envelope } from './envelope';
import { GAME_CATEGORIES } from './platform';
import { webAddressSchema } from './webAddress';

/** Issue 26, item 5: how a game's wins come, in the catalogue's three words. */
export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/** Issue 26, item 5: the orders a game list takes (the list call's sort); without one, the catalogue's own. */
export const GAME_SORTS = ['az', 'popular', 'newest'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** SPEC 3: a game (or, with isGame VASSALAGE, a vendor group). */
export const gameSchema = v.object({
  gameType: v.picklist(GAME_CATEGORIES),
  vassalage: v.string(),
  displayName: v.string(),
  gameId: v.string(),
  nodeId: v.number(),
  gameCode: v.string(),
  gameName: v.string(),
  showIcon: v.boolean(),
  iconUrl: v.string(),
  lagerIcon: v.string(),
  isHot: v.number(),
  isNew: v.number(),
  isGame: v.string(),
  gameClassify: v.nullable(v.string()),
  /**
   * The logo of the game's vendor (SPEC 3 icon vendors: a tile shows theirs instead of their name).
   * A reference backend addition; a gateway without it leaves the tile naming the vendor in text.
   */
  vendorIconUrl: v.optional(v.string()),
  /**
   * Issue 26, item 5, the details panel (reference backend additions, absent from a gateway without
   * them): return to player in basis points (9621 is 96.21 %), null where the game publishes none
   * (live tables, sports, lotteries); its volatility; its bet range in paise; whether trial play is
   * open to it (the tile's Try demo).
   */
  rtpBasisPoints: v.optional(v.nullable(v.number())),
  volatility: v.optional(v.nullable(v.picklist(VOLATILITIES))),
  minBetPaise: v.optional(v.number()),
  maxBetPaise: v.optional(v.number()),
  hasDemo: v.optional(v.boolean()),
});
export type Game = v.InferOutput<typeof gameSchema>;

export const vendorSchema = v.object({
  vassalage: v.string(),
  name: v.string(),
  gameType: v.picklist(GAME_CATEGORIES),
  iconUrl: v.string(),
  gameCount: v.number(),
  /** Code of the game launched directly when the category has this vendor alone. */
  gameCode: v.nullable(v.string()),
  isGame: v.string(),
});
export type Vendor = v.InferOutput<typeof vendorSchema>;

/** SPEC 3: category with its vendors list (game menus). */
export const gameMenuSchema = v.object({
  gameCategory: v.picklist(GAME_CATEGORIES),
  vendors: v.array(vendorSchema),
});
export type GameMenu = v.InferOutput<typeof gameMenuSchema>;
/** The game vendor list: every category with its vendors. */
export const gameMenuListSchema = v.array(gameMenuSchema);
export const gameMenusResponse = envelope(gameMenuListSchema);

/** SPEC 3: game vendor category (title, cards keyed by vassalage, gameClassify); not enveloped: `data.lanes`. */
export const vendorLaneSchema = v.object({
  title: v.string(),
  gameType: v.picklist(GAME_CATEGORIES),
  cards: v.record(v.string(), vendorSchema),
  gameClassify: v.array(v.string()),
});
export type VendorLane = v.InferOutput<typeof vendorLaneSchema>;
export const gameVendorResponse = v.object({
  data: v.object({ lanes: v.array(vendorLaneSchema) }),
});

export const gameListSchema = v.object({
  games: v.array(gameSchema),
  pageNo: v.number(),
  pageSize: v.number(),
  totalPages: v.number(),
  totalCount: v.number(),
});
export type GameList = v.InferOutput<typeof gameListSchema>;
export const gameListResponse = envelope(gameListSchema);

export const hotGamesResponse = envelope(v.array(gameSchema));

/** SPEC 3: winner entry. */
export const winnerSchema = v.object({
  customerName: v.string(),
  winAmount: v.number(),
  gameName: v.string(),
  iconUrl: v.string(),
});
export type Winner = v.InferOutput<typeof winnerSchema>;
export const rankListResponse = envelope(v.object({ list: v.array(winnerSchema) }));

/** How a launched game is shown: in the game popup (iframe) or on the /seamless page. */
export const LAUNCH_MODES = ['iframe', 'seamless'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];

/** SPEC 7 Launch: where the game runs and how the client shows it. */
export const launchedGameSchema = v.object({
  /** Shown in an iframe: http(s) or a path on this site only. */
  url: webAddressSchema,
  mode: v.picklist(LAUNCH_MODES),
});
export type LaunchedGameValue = v.InferOutput<typeof launchedGameSchema>;
export const launchGameResponse = envelope(launchedGameSchema);

/** SPEC 7 Vendor type: the game types (categories) a vendor code serves; PT, for one, has slots and live tables. */
export const vendorGameTypeSchema = v.object({
  vassalage: v.string(),
  name: v.string(),
  gameTypes: v.array(v.picklist(GAME_CATEGORIES)),
});
export type VendorGameType = v.InferOutput<typeof vendorGameTypeSchema>;
export const vendorGameTypeResponse = envelope(v.array(vendorGameTypeSchema));

/** SPEC 7 New vendors: the vendors the merchant added lately, as vendor cards. */
export const newGameVendorResponse = envelope(v.array(vendorSchema));

/** SPEC 7 PVP rooms: tables of a card-game vendor, bets in rupees. */
export const pvpRoomSchema = v.object({
  roomId: v.string(),
  name: v.string(),
  vassalage: v.string(),
  /** The game the room plays, so a room can be launched like its game. */
  nodeId: v.number(),
  gameCode: v.string(),
  minBet: v.number(),
  maxBet: v.number(),
  players: v.number(),
  maxPlayers: v.number(),
});
export type PvpRoom = v.InferOutput<typeof pvpRoomSchema>;
export const pvpRoomListResponse = envelope(v.array(pvpRoomSchema));
