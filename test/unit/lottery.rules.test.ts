import { describe, expect, it } from 'vitest';
import { VN_TIME_ZONE, type VnGameMenu, type VnLotteryGame, type VnRecentGame } from '@kernel/lottery';
import { launchRoute } from '@machines/gameLaunch.machine';
import {
  bumpRecent,
  defaultGameCode,
  drawDue,
  drawIndexWithin,
  findMenuGame,
  launchRequestOf,
  menuGames,
  prizeModesOf,
  recentPrizeModeOf,
} from '@machines/lottery.rules';
import {
  clockText,
  countdownParts,
  drawsEveryDay,
  gamePath,
  lotoHeads,
  lotteryPageOf,
  menuRegions,
  orderedDrawDays,
  recentOnPage,
  regionListing,
  resultsPath,
  weekdayNames,
} from '@/rules/lottery.rules';

const game = (gameCode: string, overrides: Partial<VnLotteryGame> = {}): VnLotteryGame => ({
  gameCode,
  name: gameCode,
  province: gameCode,
  drawTime: '18:15',
  drawDays: [1],
  intervalMinutes: null,
  nextDrawAt: 1,
  drawsToday: false,
  ...overrides,
});
const MENUS: VnGameMenu[] = [
  {
    prizeMode: 'LOTT',
    timeZone: VN_TIME_ZONE,
    regions: [
      { region: 'NORTH', name: 'North', drawTime: '18:15', games: [game('VN_HN', { drawDays: [1, 4] }), game('VN_BN', { drawDays: [3] })] },
      { region: 'SOUTH', name: 'South', drawTime: '16:15', games: [game('VN_HCM', { drawsToday: true, drawTime: '16:15' })] },
    ],
  },
  {
    prizeMode: 'ZY',
    timeZone: VN_TIME_ZONE,
    regions: [
      { region: 'NORTH', name: 'North', drawTime: null, games: [game('ZY_NORTH_1M', { drawTime: null, intervalMinutes: 1, drawsToday: true })] },
      { region: 'CENTRAL', name: 'Central', drawTime: null, games: [game('ZY_CENTRAL_1M', { drawTime: null, intervalMinutes: 1 })] },
    ],
  },
];
const recent = (gameCode: string, playedAt: number): VnRecentGame => ({ ...game(gameCode), region: 'NORTH', playedAt });

describe('SPEC 2 lottery routes', () => {
  it('knows the results pages and the game-page paths, case by case', () => {
    expect(lotteryPageOf('/lottery')).toEqual({ page: 'lotto', view: 'results' });
    expect(lotteryPageOf('/vnLottery')).toEqual({ page: 'vn', view: 'results' });
    expect(lotteryPageOf('/seaLottery')).toEqual({ page: 'sea', view: 'results' });
    expect(lotteryPageOf('/lottert')).toEqual({ page: 'lotto', view: 'game' });
    expect(lotteryPageOf('/vnlottery')).toEqual({ page: 'vn', view: 'game' });
    expect(lotteryPageOf('/sealottery')).toEqual({ page: 'sea', view: 'game' });
    expect(lotteryPageOf('/lott')).toBeNull();
  });
  it('builds the paths with the query gameCode, encoded', () => {
    expect(resultsPath('vn', 'VN_HN')).toBe('/vnLottery?gameCode=VN_HN');
    expect(gamePath('lotto', 'A B&C')).toBe('/lottert?gameCode=A%20B%26C');
    expect(gamePath('sea', null)).toBe('/sealottery');
  });
  it('reads back what a lobby launch sends to the pages', () => {
    const target = (gameType: 'LOTT' | 'ELOTT', vassalage: string, gameCode: string) => ({ gameType, vassalage, gameCode, isGame: 'GAME', name: gameCode });
    for (const [launch, page] of [
      [target('LOTT', 'TCG', 'TCG0001'), 'lotto'],
      [target('ELOTT', 'TCG_ELOTT', 'TCG_ELOTT0001'), 'lotto'],
      [target('LOTT', 'TCG_LOTTO_VN', 'TCG_LOTTO_VN0001'), 'vn'],
      [target('LOTT', 'TCG_SEA', 'TCG_SEA0001'), 'sea'],
    ] as const) {
      const url = new URL(launchRoute(launch) ?? '', 'http://x');
      expect(lotteryPageOf(url.pathname)).toEqual({ page, view: 'results' });
      expect(url.searchParams.get('gameCode')).toBe(launch.gameCode);
    }
  });
});

describe('SPEC 3 prize modes and launching', () => {
  it('lists provincial and fast draws on the VN page, SEA draws on the SEA page', () => {
    expect(prizeModesOf('vn')).toEqual(['LOTT', 'ZY']);
    expect(prizeModesOf('sea')).toEqual(['SEA']);
    expect(prizeModesOf('lotto')).toEqual([]);
    expect(recentPrizeModeOf('sea')).toBe('SEA');
    expect(recentPrizeModeOf('vn')).toBeUndefined();
  });
  it('launches a catalogue game by code, or the VN and SEA vendor lobby', () => {
    // SPEC 7: lottery launches carry the prize mode (SPEC 3 prize modes LOTT, ZY, ELOTT, SEA).
    expect(launchRequestOf('lotto', 'TCG0001')).toEqual({ gameCode: 'TCG0001', prizeMode: 'LOTT' });
    expect(launchRequestOf('lotto', null)).toBeNull();
    expect(launchRequestOf('vn', null)).toEqual({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', prizeMode: 'LOTT' });
    expect(launchRequestOf('sea', 'TCG_SEA0002')).toEqual({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'TCG_SEA0002', prizeMode: 'SEA' });
  });
});

describe('VN menus', () => {
  it('flattens the menus in order, marking fast draws and where each game is listed', () => {
    expect(menuGames(MENUS).map((entry) => [entry.gameCode, entry.region, entry.prizeMode, entry.fast])).toEqual([
      ['VN_HN', 'NORTH', 'LOTT', false],
      ['VN_BN', 'NORTH', 'LOTT', false],
      ['VN_HCM', 'SOUTH', 'LOTT', false],
      ['ZY_NORTH_1M', 'NORTH', 'ZY', true],
      ['ZY_CENTRAL_1M', 'CENTRAL', 'ZY', true],
    ]);
    expect(findMenuGame(MENUS, 'VN_HCM')?.regionName).toBe('South');
    expect(findMenuGame(MENUS, 'TCG0001')).toBeNull();
    expect(findMenuGame(MENUS, null)).toBeNull();
  });
  it('selects the first daily draw held today, else the first game', () => {
    expect(defaultGameCode(MENUS)).toBe('VN_HCM');
    const noneToday = MENUS.map((menu) => ({
      ...menu,
      regions: menu.regions.map((region) => ({ ...region, games: region.games.map((entry) => ({ ...entry, drawsToday: false })) })),
    }));
    expect(defaultGameCode(noneToday)).toBe('VN_HN');
    expect(defaultGameCode([])).toBeNull();
  });
  it('lists the regions once, in order, and each region with its daily draw time and fast draws', () => {
    expect(menuRegions(MENUS)).toEqual([
      { region: 'NORTH', name: 'North' },
      { region: 'SOUTH', name: 'South' },
      { region: 'CENTRAL', name: 'Central' },
    ]);
    const north = regionListing(MENUS, 'NORTH');
    expect(north.drawTime).toBe('18:15');
    expect(north.daily.map((entry) => entry.gameCode)).toEqual(['VN_HN', 'VN_BN']);
    expect(north.fast.map((entry) => entry.gameCode)).toEqual(['ZY_NORTH_1M']);
    expect(north.drawingToday).toBe(0);
    expect(regionListing(MENUS, 'SOUTH').drawingToday).toBe(1);
    expect(regionListing(MENUS, 'CENTRAL')).toMatchObject({ drawTime: null, daily: [] });
  });
  it('names a region as its first menu does, and gives it the draw time of a menu that has one', () => {
    const fastFirst: VnGameMenu[] = [{ ...MENUS[1]!, regions: MENUS[1]!.regions.map((region) => ({ ...region, name: `${region.name} fast` })) }, MENUS[0]!];
    expect(menuRegions(fastFirst)).toEqual([
      { region: 'NORTH', name: 'North fast' },
      { region: 'CENTRAL', name: 'Central fast' },
      { region: 'SOUTH', name: 'South' },
    ]);
    expect(regionListing(fastFirst, 'NORTH').drawTime).toBe('18:15');
    expect(regionListing(fastFirst, 'CENTRAL').drawTime).toBeNull();
  });
});

describe('recent lotteries', () => {
  it('shows the ones the menus know, each once, newest first, capped', () => {
    const list = [recent('VN_HN', 5), recent('ELOTT_NORTH_1M', 4), recent('VN_HN', 3), recent('VN_BN', 2)];
    expect(recentOnPage(list, MENUS).map((entry) => entry.gameCode)).toEqual(['VN_HN', 'VN_BN']);
    expect(recentOnPage(list, MENUS, 1).map((entry) => entry.gameCode)).toEqual(['VN_HN']);
  });
  it('moves an opened game to the top', () => {
    const hcm = findMenuGame(MENUS, 'VN_HCM');
    if (!hcm) throw new Error('VN_HCM is in the menus');
    const bumped = bumpRecent([recent('VN_HN', 5), { ...recent('VN_HCM', 1), region: 'SOUTH' }], hcm, 9);
    expect(bumped.map((entry) => [entry.gameCode, entry.playedAt])).toEqual([
      ['VN_HCM', 9],
      ['VN_HN', 5],
    ]);
    expect(bumped[0]).toEqual({ ...game('VN_HCM', { drawsToday: true, drawTime: '16:15' }), region: 'SOUTH', playedAt: 9 });
  });
});

describe('countdown and draws', () => {
  it('counts down in days, hours, minutes and seconds, never below zero', () => {
    const at = 1_000_000_000;
    expect(countdownParts(at, at - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    // a part of a second still to go shows as a whole second
    expect(countdownParts(at, at - 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(at, at + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(clockText({ hours: 3, minutes: 4, seconds: 5 })).toBe('03:04:05');
    expect(drawDue(at, at)).toBe(true);
    expect(drawDue(at, at - 1)).toBe(false);
  });
  it('reads draw days Monday first, in the reader’s language', () => {
    expect(orderedDrawDays([0, 6, 1, 1, 9])).toEqual([1, 6, 0]);
    expect(weekdayNames([0, 1], 'en')).toEqual(['Mon', 'Sun']);
    expect(weekdayNames([1], 'hi')).toEqual(['सोम']);
    expect(drawsEveryDay([0, 1, 2, 3, 4, 5, 6])).toBe(true);
    expect(drawsEveryDay([0, 1, 2, 3, 4, 5])).toBe(false);
  });
  it('orders a whole week Monday first and drops days that are not weekdays', () => {
    expect(orderedDrawDays([6, 5, 4, 3, 2, 1, 0])).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(orderedDrawDays([0, 3, 5, 1, 6, 2, 4])).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(orderedDrawDays([-1, 2, 7])).toEqual([2]);
    expect(drawsEveryDay([6, 5, 4, 3, 2, 1, 0, 0])).toBe(true);
    expect(drawsEveryDay([-1, 0, 1, 2, 3, 4, 5])).toBe(false);
    expect(drawsEveryDay([0, 1, 2, 3, 4, 5, 7])).toBe(false);
  });
  it('groups the last two digits of every number by their first digit', () => {
    const heads = lotoHeads([
      { prize: 'DB', numbers: ['123456'] },
      { prize: 'G7', numbers: ['05', '59', '50'] },
      { prize: 'G8', numbers: ['7'] },
    ]);
    expect(heads).toHaveLength(10);
    expect(heads[0]).toEqual(['05', '07']);
    expect(heads[5]).toEqual(['50', '56', '59']);
    expect(heads[1]).toEqual([]);
  });
  it('picks only draws there are', () => {
    expect(drawIndexWithin(0, 2)).toBe(true);
    expect(drawIndexWithin(2, 2)).toBe(false);
    expect(drawIndexWithin(-1, 2)).toBe(false);
    expect(drawIndexWithin(0.5, 2)).toBe(false);
  });
});
