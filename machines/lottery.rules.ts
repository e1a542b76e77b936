import type { VnGameMenu, VnLotteryGame, VnRecentGame, VnRegion } from '../kernel/lottery';
import { BRAND_CONFIG, type GameCategory, type PrizeMode } from '../kernel/platform';

/** The three lottery pages: catalogue lotteries (LOTT, ELOTT), the VN lottery and the SEA lottery. */
export type LotteryPage = 'lotto' | 'vn' | 'sea';
/** The results page (login required), or the game page that plays it (side menu hidden). */
export type LotteryView = 'results' | 'game';

/** SPEC 2 game launching: the vendors whose games open the VN and SEA pages. */
export const LOTTERY_VENDOR = { vn: 'TCG_LOTTO_VN', sea: 'TCG_SEA' } as const satisfies Record<Exclude<LotteryPage, 'lotto'>, string>;
/** The category the VN and SEA vendors are listed under. */
export const VN_VENDOR_CATEGORY: GameCategory = 'LOTT';

/**
 * SPEC 3 prize modes a page lists: the VN page the provincial draws (LOTT) and the fast draws
 * (ZY); the SEA page the SEA draws. The first mode holds the daily draws.
 */
export const PAGE_PRIZE_MODES: Record<Exclude<LotteryPage, 'lotto'>, readonly PrizeMode[]> = { vn: ['LOTT', 'ZY'], sea: ['SEA'] };
export const prizeModesOf = (page: LotteryPage): readonly PrizeMode[] => (page === 'lotto' ? [] : PAGE_PRIZE_MODES[page]);
/** The prize mode the recent list is asked for: one when the page lists one, all otherwise. */
export const recentPrizeModeOf = (page: LotteryPage): PrizeMode | undefined => {
  const modes = prizeModesOf(page);
  return modes.length === 1 ? modes[0] : undefined;
};

/**
 * SPEC 7 Lottery lobby launch and lottery games: GET (prizeMode). A page launches with the brand's
 * lottery type (SPEC 3: Lott) on the lotto page, and with the prize mode of its daily draws on
 * the VN (LOTT) and SEA (SEA) pages.
 */
export const LAUNCH_PRIZE_MODE: Record<LotteryPage, PrizeMode> = { lotto: BRAND_CONFIG.lotteryType, vn: 'LOTT', sea: 'SEA' };

/** What a game page asks the launcher for; null when there is nothing to launch. */
export type LotteryLaunch = { gameCode?: string; vassalage?: string; gameType?: GameCategory; prizeMode: PrizeMode };
export function launchRequestOf(page: LotteryPage, gameCode: string | null): LotteryLaunch | null {
  const prizeMode = LAUNCH_PRIZE_MODE[page];
  if (page === 'lotto') return gameCode ? { gameCode, prizeMode } : null;
  // Without a catalogue game the vendor's own lottery lobby opens.
  return { vassalage: LOTTERY_VENDOR[page], gameType: VN_VENDOR_CATEGORY, ...(gameCode ? { gameCode } : {}), prizeMode };
}

/** A VN menu game with where it is listed. */
export type MenuGame = VnLotteryGame & { region: VnRegion; regionName: string; prizeMode: PrizeMode; fast: boolean };

/** Every game of the menus, in menu order (first menu first, regions in order). */
export function menuGames(menus: readonly VnGameMenu[]): MenuGame[] {
  return menus.flatMap((menu) =>
    menu.regions.flatMap((region) =>
      region.games.map((game) => ({ ...game, region: region.region, regionName: region.name, prizeMode: menu.prizeMode, fast: game.intervalMinutes !== null })),
    ),
  );
}

export const findMenuGame = (menus: readonly VnGameMenu[], gameCode: string | null): MenuGame | null =>
  gameCode === null ? null : (menuGames(menus).find((game) => game.gameCode === gameCode) ?? null);

/** The game shown when the page names none: the first daily draw held today, else the first game. */
export function defaultGameCode(menus: readonly VnGameMenu[]): string | null {
  const games = menuGames(menus);
  return (games.find((game) => !game.fast && game.drawsToday) ?? games[0])?.gameCode ?? null;
}

/** Opening a game's numbers counts as playing it (the backend records it): it moves to the top. */
export function bumpRecent(recent: readonly VnRecentGame[], game: MenuGame, playedAt: number): VnRecentGame[] {
  const { regionName: _name, prizeMode: _mode, fast: _fast, ...entry } = game;
  return [{ ...entry, playedAt }, ...recent.filter((item) => item.gameCode !== game.gameCode)];
}

/** A draw is due once its time has come. */
export const drawDue = (nextDrawAt: number, now: number) => now >= nextDrawAt;

/** Draws picked by index stay within the draws there are. */
export const drawIndexWithin = (index: number, count: number) => Number.isInteger(index) && index >= 0 && index < count;
