import { launchGameResponse } from '../../kernel/games';
import { PATH } from '../../kernel/paths';
import { CLIENT_TYPE, GAME_PLATFORM, type GameCategory, PLATFORM, type PrizeMode } from '../../kernel/platform';
import type { ApiClient } from './client';

/**
 * The lottery response schemas load with the first lottery call (the lottery area's chunk), not
 * with the lobby: nothing at first paint needs them.
 */
const schemas = () => import('../../kernel/lottery');

/** How many of a game's latest draws the lottery pages read. */
export const OPENED_DRAWS = 10;

/** SPEC 7 Lottery calls: VN menus, recent VN lotteries (T), opened numbers (T), and launching a lottery game (T). */
export function createLotteryCalls(api: ApiClient, language: () => string) {
  return {
    /** GET /lgw/vn/games/game_menu: the VN draws of a prize mode by region. */
    getVnGameMenu: async (prizeMode: PrizeMode) => (await api.get(PATH.vnGameMenu, (await schemas()).vnGameMenuResponse, { prizeMode, device: PLATFORM })).value,
    /** GET /lgw/vn/games/game_menu/recent (T): the VN games the member opened lately, of one prize mode or all. */
    getVnGameMenuRecent: async (prizeMode?: PrizeMode) =>
      (await api.get(PATH.vnGameMenuRecent, (await schemas()).vnGameMenuRecentResponse, { prizeMode, device: PLATFORM })).value,
    /** GET /lgw/vn/numeros/opened/game (T): a VN game's latest draws, special prize first. */
    getVnOpenedNumbers: async (gameCode: string, count = OPENED_DRAWS) =>
      (await api.get(PATH.vnOpenedNumbers, (await schemas()).vnOpenedNumbersResponse, { gameCode, count, device: PLATFORM })).value,
    /** GET /lotto/lgw/games/opened/numero (T): a lottery or e-lottery game's latest draws. */
    getLottoOpenedNumbers: async (gameCode: string, count = OPENED_DRAWS) =>
      (await api.get(PATH.lottoOpenedNumbers, (await schemas()).lottoOpenedNumbersResponse, { gameCode, count, device: PLATFORM })).value,
    /**
     * GET /wps/game/launchGame (T) for a lottery game page: a catalogue game by its code, or a
     * vendor's own lottery lobby by vassalage and gameType; with the prize mode (SPEC 7 Lottery).
     */
    launchLotteryGame: async (target: { gameCode?: string; vassalage?: string; gameType?: GameCategory; prizeMode: PrizeMode }) =>
      (
        await api.get(PATH.launchGame, launchGameResponse, {
          ...target,
          language: language(),
          clientType: CLIENT_TYPE,
          platform: GAME_PLATFORM,
        })
      ).value,
  };
}
export type LotteryCalls = ReturnType<typeof createLotteryCalls>;
