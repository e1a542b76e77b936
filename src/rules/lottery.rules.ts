/** SPEC 2 and 3 lottery pages as the views show them: which page a path is, what it lists, and how draws read. */
import { formatterFor } from '@kernel/format';
import type { VnGameMenu, VnPrize, VnRecentGame, VnRegion } from '@kernel/lottery';
import { type LotteryPage, type LotteryView, menuGames } from '@machines/lottery.rules';

/** SPEC 2 routes: the results pages and the game-page paths, both started with a query gameCode. */
const PAGE_PATHS: Record<LotteryPage, Record<LotteryView, string>> = {
  lotto: { results: '/lottery', game: '/lottert' },
  vn: { results: '/vnLottery', game: '/vnlottery' },
  sea: { results: '/seaLottery', game: '/sealottery' },
};

/** The page and view a path shows, or null when it is not a lottery path (paths are case-sensitive). */
export function lotteryPageOf(path: string): { page: LotteryPage; view: LotteryView } | null {
  for (const [page, paths] of Object.entries(PAGE_PATHS) as [LotteryPage, Record<LotteryView, string>][]) {
    if (paths.results === path) return { page, view: 'results' };
    if (paths.game === path) return { page, view: 'game' };
  }
  return null;
}

const withCode = (path: string, gameCode: string | null) => (gameCode ? `${path}?gameCode=${encodeURIComponent(gameCode)}` : path);

/** Where a page's results are shown. */
export const resultsPath = (page: LotteryPage, gameCode: string | null) => withCode(PAGE_PATHS[page].results, gameCode);

/** Where a page's game is played. */
export const gamePath = (page: LotteryPage, gameCode: string | null) => withCode(PAGE_PATHS[page].game, gameCode);

/** The regions of the menus, in order, each once. */
export function menuRegions(menus: readonly VnGameMenu[]): { region: VnRegion; name: string }[] {
  const seen = new Map<VnRegion, string>();
  for (const menu of menus) for (const region of menu.regions) if (!seen.has(region.region)) seen.set(region.region, region.name);
  return [...seen].map(([region, name]) => ({ region, name }));
}

/** One region's listing: its daily draws (with their draw time) and its fast draws. */
export function regionListing(menus: readonly VnGameMenu[], region: VnRegion) {
  const games = menuGames(menus).filter((game) => game.region === region);
  const drawTime = menus.flatMap((menu) => menu.regions).find((entry) => entry.region === region && entry.drawTime !== null)?.drawTime ?? null;
  return {
    drawTime,
    daily: games.filter((game) => !game.fast),
    fast: games.filter((game) => game.fast),
    drawingToday: games.filter((game) => !game.fast && game.drawsToday).length,
  };
}

/** How many recent lotteries the page shows. */
export const RECENT_SHOWN = 8;

/** The recent lotteries the page lists: the ones its menus know, each once, newest first. */
export function recentOnPage(recent: readonly VnRecentGame[], menus: readonly VnGameMenu[], limit = RECENT_SHOWN): VnRecentGame[] {
  const known = new Set(menuGames(menus).map((game) => game.gameCode));
  const seen = new Set<string>();
  return recent.filter((game) => known.has(game.gameCode) && !seen.has(game.gameCode) && seen.add(game.gameCode)).slice(0, limit);
}

/** The time left until a draw, in whole days, hours, minutes and seconds (never negative). */
export function countdownParts(nextDrawAt: number, now: number) {
  const total = Math.max(0, Math.ceil((nextDrawAt - now) / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** 'HH:MM:SS' of the part of a countdown below a day. */
export function clockText(parts: { hours: number; minutes: number; seconds: number }): string {
  return [parts.hours, parts.minutes, parts.seconds].map((value) => String(value).padStart(2, '0')).join(':');
}

/** Draw days Monday first (0 is Sunday), each once. */
export function orderedDrawDays(days: readonly number[]): number[] {
  return [...new Set(days)].filter((day) => day >= 0 && day <= 6).sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
}

export const drawsEveryDay = (days: readonly number[]) => new Set(days.filter((day) => day >= 0 && day <= 6)).size === 7;

/** Short weekday names in the language of a catalogue tag ('Mon, Thu'), Monday first. */
export function weekdayNames(days: readonly number[], tag: string): string[] {
  const { weekday } = formatterFor(tag);
  // 5 January 2025 was a Sunday.
  return orderedDrawDays(days).map((day) => weekday(Date.UTC(2025, 0, 5 + day, 12), 'UTC'));
}

/**
 * The VN 'lô tô' board: the last two digits of every number of a draw, grouped by their first
 * digit (heads 0 to 9), each group ascending.
 */
export function lotoHeads(prizes: readonly { prize: VnPrize; numbers: readonly string[] }[]): string[][] {
  const heads: string[][] = Array.from({ length: 10 }, () => []);
  for (const prize of prizes) {
    for (const number of prize.numbers) {
      const tail = number.slice(-2).padStart(2, '0');
      heads[Number(tail[0])]?.push(tail);
    }
  }
  return heads.map((group) => group.sort());
}
