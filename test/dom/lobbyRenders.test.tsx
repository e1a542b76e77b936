import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcements } from '@kernel/announcements';
import type { Game, GameList, GameMenu, Vendor, Winner } from '@kernel/games';
import type { GameCategory } from '@kernel/platform';
import { LobbyPage } from '@/features/lobby/LobbyPage';
import { afterFirstPaint } from './afterFirstPaint';
import { traceRenders } from './renderTrace';

// What the lobby does with its data, render by render (issue 11 point 3): a section renders when
// its own data arrives, not when another's does; the jackpot ticker re-renders its own text only.

const vendor = (vassalage: string, gameType: GameCategory): Vendor => ({
  vassalage,
  name: vassalage,
  gameType,
  iconUrl: `/v/${vassalage}.svg`,
  gameCount: 10,
  gameCode: null,
  isGame: '0',
});
const game = (nodeId: number, gameType: GameCategory, vassalage: string): Game => ({
  gameType,
  vassalage,
  displayName: `Game ${nodeId}`,
  gameId: String(nodeId),
  nodeId,
  gameCode: `G${nodeId}`,
  gameName: `Game ${nodeId}`,
  showIcon: true,
  iconUrl: `/g/${nodeId}.svg`,
  lagerIcon: '',
  isHot: 0,
  isNew: 0,
  isGame: '1',
  gameClassify: null,
});
const menus: GameMenu[] = [
  { gameCategory: 'RNG', vendors: [vendor('PG', 'RNG'), vendor('JDB', 'RNG')] },
  { gameCategory: 'LIVE', vendors: [vendor('EVO', 'LIVE'), vendor('SEXY', 'LIVE')] },
  { gameCategory: 'SPORTS', vendors: [vendor('SABA', 'SPORTS'), vendor('CMD', 'SPORTS')] },
];
const gameList = (gameType: GameCategory, vassalage: string, first: number): GameList => ({
  games: [0, 1, 2].map((index) => game(first + index, gameType, vassalage)),
  pageNo: 1,
  pageSize: 20,
  totalPages: 1,
  totalCount: 3,
});
const winners: Winner[] = Array.from({ length: 6 }, (_, index) => ({
  customerName: `pl***${index}`,
  winAmount: 100_000 - index,
  gameName: `Game ${index}`,
  iconUrl: '/w.svg',
}));
const announcements: Announcements = {
  banners: [],
  playerNotices: [{ id: 1, type: 'PL', title: 'Notice', content: '<p>Deposit bonus</p>', timestamp: 1_700_000_000_000, execution: null }],
  popup: [],
  promotion: [],
  homeNotices: [],
};

/** A call the test answers when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function lobbyCalls() {
  const hot = deferred<Game[]>();
  const rank = deferred<Winner[]>();
  const lists = deferred<void>();
  let listNumber = 0;
  const calls = {
    getHotGames: vi.fn(() => hot.promise),
    getRankList: vi.fn(() => rank.promise),
    getGameList: vi.fn(async (query: { gameType: GameCategory; vassalage?: string }) => {
      const first = 100 * ++listNumber;
      await lists.promise;
      return gameList(query.gameType, query.vassalage ?? '', first);
    }),
    getRecentGames: vi.fn(),
    getFavouriteGames: vi.fn(),
  };
  return { calls, hot, rank, lists };
}

const noop = () => {};
const pageProps = (calls: ReturnType<typeof lobbyCalls>['calls'], shared: { announcements: Announcements | null; menus: GameMenu[] | null }) => ({
  calls: calls as never,
  language: 'EN',
  signedIn: false,
  favouriteIds: [] as number[],
  currencySymbol: '₹',
  announcements: shared.announcements,
  announcementsFailed: false,
  onRetryAnnouncements: noop,
  menus: shared.menus,
  menusFailed: false,
  onRetryMenus: noop,
  brand: 'DEMO',
  onLaunch: noop,
  onLaunchVendor: noop,
  onNeedLogin: noop,
  onDeposit: noop,
  onWithdraw: noop,
});

/** Lets answered calls settle and their renders commit. */
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  });

describe('lobby renders (issue 11: the main thread)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders each section once when its data arrives, and not again when another section’s data arrives', async () => {
    const { calls, hot, rank, lists } = lobbyCalls();
    const props = pageProps(calls, { announcements: null, menus });
    const trace = traceRenders(<LobbyPage {...props} />);
    await afterFirstPaint();
    await settle();

    trace.reset();
    await act(async () => rank.resolve(winners));
    await settle();
    expect(screen.getByTestId('winners-board').textContent).toContain('pl***0');
    expect(trace.count('WinnersBoard')).toBe(1);
    expect(trace.rendered()).not.toContain('CategorySection');
    expect(trace.rendered()).not.toContain('HotGames');
    expect(trace.rendered()).not.toContain('MyGames');
    expect(trace.rendered()).not.toContain('CategoryTiles');

    trace.reset();
    await act(async () => lists.resolve());
    await settle();
    expect(screen.getByTestId('section-RNG').querySelectorAll('[data-testid=game-tile]').length).toBeGreaterThan(0);
    // The game lists feed RNG and LIVE: those two sections render once each; their vendor rows, the
    // SPORTS section (no games) and every other section stay as they were.
    expect(trace.count('CategorySection')).toBe(2);
    expect(trace.rendered()).not.toContain('VendorRow');
    expect(trace.rendered()).not.toContain('WinnersBoard');
    expect(trace.rendered()).not.toContain('JackpotWinners');
    expect(trace.rendered()).not.toContain('HotGames');

    trace.reset();
    await act(async () => hot.resolve([game(1, 'RNG', 'PG'), game(2, 'RNG', 'PG')]));
    await settle();
    expect(trace.count('HotGames')).toBeGreaterThanOrEqual(1);
    expect(trace.rendered()).not.toContain('CategorySection');
    expect(trace.rendered()).not.toContain('WinnersBoard');
    expect(trace.rendered()).not.toContain('VendorRow');

    // The announcements the whole app shares arrive: the notice marquee renders, the rest stays.
    trace.reset();
    trace.rerender(<LobbyPage {...props} announcements={announcements} />);
    await settle();
    expect(screen.getByTestId('notice-marquee').textContent).toContain('Deposit bonus');
    expect(trace.count('NoticeMarquee')).toBe(1);
    expect(trace.rendered()).not.toContain('CategorySection');
    expect(trace.rendered()).not.toContain('WinnersBoard');
    expect(trace.rendered()).not.toContain('HotGames');
    expect(trace.rendered()).not.toContain('MyGames');
  });

  it('shows the first banner, as it will look, the moment the banners are there, before the carousel chunk arrives', async () => {
    const { calls } = lobbyCalls();
    const banner = (id: number, title: string) =>
      ({ id, groupName: 'w_home', url: `/b/${id}.svg`, linkage: '/promotions', linkageType: 'ROUTE', title }) as const satisfies Announcements['banners'][number];
    const withBanners: Announcements = { ...announcements, banners: [banner(1, 'Welcome bonus'), banner(2, 'Cashback')] };
    traceRenders(<LobbyPage {...pageProps(calls, { announcements: withBanners, menus })} />);
    // In the same render as the announcements: the lobby's largest paint does not wait for keen-slider.
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
    expect(screen.getByRole('button', { name: /Welcome bonus/ })).toBeTruthy();
    expect(screen.queryByText('Cashback')).toBeNull();
    // The art behind the title is decoration: it never competes with what the first paint needs.
    expect(document.querySelector('img[src="/b/1.svg"]')?.getAttribute('fetchpriority')).toBe('low');
    // Then the carousel takes its place with every slide.
    expect(await screen.findByTestId('banner-carousel')).toBeTruthy();
    expect(screen.getByText('Cashback')).toBeTruthy();
  });

  it('a jackpot or demo ticker tick re-renders its own figure and nothing around it', async () => {
    vi.useFakeTimers();
    // The hot games stay loading: their carousel chunk would arrive on the real clock, in the middle of the tick.
    const { calls, rank, lists } = lobbyCalls();
    const trace = traceRenders(<LobbyPage {...pageProps(calls, { announcements, menus })} />);
    rank.resolve(winners);
    lists.resolve();
    // The first paint (a frame), then the sections below it mount.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    const before = screen.getByTestId('jackpot-value').textContent;

    trace.reset();
    // The first tick comes 3, 4 or 5 s after the start and the next at least 3 s later: 5 s is one tick.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByTestId('jackpot-value').textContent).not.toBe(before);
    // The demo ticker beside it (SPEC 9: one more every 3000 ms) ticks once in these 5 s too, in the
    // same commit when the jackpot's tick also comes at 3 s.
    expect(screen.getByTestId('players-online').textContent).toBe('1,001');
    expect(trace.commits.length).toBeLessThanOrEqual(2);
    expect(new Set(trace.rendered())).toEqual(new Set(['JackpotCounter', 'OnlineCount']));
  });
});
