import * as v from 'valibot';
import { envelope } from './envelope';
import { PRIZE_MODES } from './platform';

/** The three regions of the Vietnamese lottery, each with its own daily draw time. */
export const VN_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/** Draw times are Vietnam time (ICT, UTC+7); instants are ms since the epoch. */
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * A VN lottery game: a province's daily draw (drawTime on drawDays, 0 = Sunday) or a fast draw
 * every intervalMinutes.
 */
export const vnLotteryGameSchema = v.object({
  gameCode: v.string(),
  name: v.string(),
  province: v.string(),
  /** 'HH:mm' in Vietnam time, for daily draws; null for fast draws. */
  drawTime: v.nullable(v.string()),
  drawDays: v.array(v.number()),
  intervalMinutes: v.nullable(v.number()),
  nextDrawAt: v.number(),
  /** True when the game has a draw on today's date (Vietnam time), already held or not. */
  drawsToday: v.boolean(),
});
export type VnLotteryGame = v.InferOutput<typeof vnLotteryGameSchema>;

export const vnLotteryRegionSchema = v.object({
  region: v.picklist(VN_REGIONS),
  name: v.string(),
  /** The region's daily draw time ('HH:mm', Vietnam time); null when its games are fast draws. */
  drawTime: v.nullable(v.string()),
  games: v.array(vnLotteryGameSchema),
});
export type VnLotteryRegion = v.InferOutput<typeof vnLotteryRegionSchema>;

/** SPEC 7 VN menus: GET game_menu with a prize mode. */
export const vnGameMenuSchema = v.object({
  prizeMode: v.picklist(PRIZE_MODES),
  timeZone: v.string(),
  regions: v.array(vnLotteryRegionSchema),
});
export type VnGameMenu = v.InferOutput<typeof vnGameMenuSchema>;
export const vnGameMenuResponse = envelope(vnGameMenuSchema);

/** SPEC 7 Recent lotteries: the VN games the member opened lately, newest first. */
export const vnRecentGameSchema = v.object({
  ...vnLotteryGameSchema.entries,
  region: v.picklist(VN_REGIONS),
  playedAt: v.number(),
});
export type VnRecentGame = v.InferOutput<typeof vnRecentGameSchema>;
export const vnGameMenuRecentResponse = envelope(v.array(vnRecentGameSchema));

/** VN prize tiers, special prize (DB, giải đặc biệt) first; G8 exists in the Central and South draws only. */
export const VN_PRIZES = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
export type VnPrize = (typeof VN_PRIZES)[number];

export const vnDrawSchema = v.object({
  /** 'YYYYMMDD' (Vietnam date) for daily draws; 'YYYYMMDD-NNNN' for fast draws. */
  drawNo: v.string(),
  drawAt: v.number(),
  prizes: v.array(v.object({ prize: v.picklist(VN_PRIZES), numbers: v.array(v.string()) })),
});
export type VnDraw = v.InferOutput<typeof vnDrawSchema>;

/** SPEC 7 Opened numbers (VN): the latest draws of one game, newest first. */
export const vnOpenedNumbersSchema = v.object({
  gameCode: v.string(),
  name: v.string(),
  region: v.picklist(VN_REGIONS),
  nextDrawAt: v.number(),
  draws: v.array(vnDrawSchema),
});
export type VnOpenedNumbers = v.InferOutput<typeof vnOpenedNumbersSchema>;
export const vnOpenedNumbersResponse = envelope(vnOpenedNumbersSchema);

/** SPEC 7 Opened numbers (lotto): the latest draws of a lottery or e-lottery game of the catalogue. */
export const lottoDrawSchema = v.object({
  /** 'YYYYMMDD-NNNN': the Vietnam-time date and the draw's number within it. */
  issueNo: v.string(),
  drawAt: v.number(),
  numbers: v.array(v.string()),
});
export type LottoDraw = v.InferOutput<typeof lottoDrawSchema>;
export const lottoOpenedNumbersSchema = v.object({
  gameCode: v.string(),
  gameName: v.string(),
  intervalMinutes: v.number(),
  nextDrawAt: v.number(),
  draws: v.array(lottoDrawSchema),
});
export type LottoOpenedNumbers = v.InferOutput<typeof lottoOpenedNumbersSchema>;
export const lottoOpenedNumbersResponse = envelope(lottoOpenedNumbersSchema);
