import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, GameMenu } from '@kernel/games';
import type { Page } from '@machines/pagedList.machine';
import GameListCenterArea, { type GameListProps } from '@/features/gameListCenter/GameListCenterArea';
import type { GameListQuery } from '@/rules/gameFilters.rules';
import { VirtualGameGrid } from '@/ui/VirtualGameGrid';
import { gameFixture } from './gameFixture';
import { stubIdleCallbacks } from './idleCallbacks';
import { renderWithI18n } from './render';

/**
 * What the 5,000-game list redraws per interaction (issue 11, point 4), counted rather than timed:
 * a page arriving draws its own tiles only; a filter switch draws the grid once, with its result.
 */

// Counting stand-ins with the real components' own memo rule (a shallow compare of props): a
// count goes up only when the real component would render.
const counts = vi.hoisted(() => ({ tiles: new Map<number, number>(), grids: 0, links: 0 }));
vi.mock('wouter', async (importOriginal) => {
  const real = await importOriginal<typeof import('wouter')>();
  return {
    ...real,
    Link: function CountedLink(props: Parameters<typeof real.Link>[0]) {
      counts.links++;
      return <real.Link {...props} />;
    },
  };
});
vi.mock('@/ui/GameTile', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/ui/GameTile')>();
  const { memo } = await import('react');
  return {
    ...real,
    GameTile: memo(function CountedTile(props: Parameters<typeof real.GameTile>[0]) {
      counts.tiles.set(props.game.nodeId, (counts.tiles.get(props.game.nodeId) ?? 0) + 1);
      return <real.GameTile {...props} />;
    }),
  };
});
vi.mock('@/ui/VirtualGameGrid', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/ui/VirtualGameGrid')>();
  const { memo } = await import('react');
  return {
    ...real,
    VirtualGameGrid: memo(function CountedGrid(props: Parameters<typeof real.VirtualGameGrid<Game>>[0]) {
      counts.grids++;
      return <real.VirtualGameGrid {...props} />;
    }),
  };
});

// jsdom has no observers: the sentinel's is driven by the test, the grid's never fires.
let sentinels: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
// Nor idle periods: the test says when the browser is idle.
let browserIdle = () => {};
beforeEach(() => {
  browserIdle = stubIdleCallbacks();
  counts.tiles.clear();
  counts.grids = 0;
  counts.links = 0;
  sentinels = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { callback: IntersectionObserverCallback; target: Element | null };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, target: null };
        sentinels.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        this.entry.target = null;
      }
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const game = (nodeId: number): Game => gameFixture(nodeId, { isHot: nodeId >= 1000 ? 1 : 0 });
/** Page `pageNo` of 20 games, node ids from `first`. */
const pageOf = (first: number, pageNo: number, totalPages: number): Page<Game> => ({
  items: Array.from({ length: 20 }, (_, index) => game(first + (pageNo - 1) * 20 + index)),
  pageNo,
  totalPages,
  totalCount: totalPages * 20,
});
const MENUS: GameMenu[] = [
  { gameCategory: 'RNG', vendors: [{ vassalage: 'MEGA', name: 'Mega', gameType: 'RNG', iconUrl: '/vendor/MEGA.svg', gameCount: 5000, gameCode: null, isGame: 'GAME' }] },
];

/** A loader whose answers the test gives, one call at a time. */
function controlledLoader() {
  const calls: { query: GameListQuery; pageNo: number; answer: (page: Page<Game>) => void }[] = [];
  const loadPage = vi.fn((query: GameListQuery, pageNo: number) => new Promise<Page<Game>>((answer) => calls.push({ query, pageNo, answer })));
  const answer = async (page: Page<Game>) => {
    const call = calls.shift();
    if (!call) throw new Error('no call is waiting for an answer');
    await act(async () => call.answer(page));
  };
  return { loadPage, calls, answer };
}

function renderList(loadPage: GameListProps['loadPage']) {
  const commits: string[] = [];
  const props: GameListProps = {
    category: 'RNG',
    vassalage: 'MEGA',
    sort: null,
    onSortChange: vi.fn(),
    currencySymbol: '₹',
    menus: MENUS,
    languages: ['HI', 'EN'],
    signedIn: false,
    loadPage,
    onNeedLogin: vi.fn(),
    onLaunch: vi.fn(),
    favourites: [],
    onToggleFavourite: vi.fn(),
    // The vendor reads stay unanswered here: only the list's own pages are counted.
    loadLanes: () => new Promise(() => {}),
    loadNewVendors: () => new Promise(() => {}),
    loadVendorGameTypes: () => new Promise(() => {}),
  };
  const tree = (children: ReactNode) => (
    <Profiler id="game-list" onRender={(_id, phase) => commits.push(phase)}>
      {children}
    </Profiler>
  );
  renderWithI18n(tree(<GameListCenterArea {...props} />));
  return { commits };
}

const tileNames = () => screen.queryAllByTestId('game-tile').map((tile) => tile.textContent);
const renderCounts = (ids: number[]) => ids.map((id) => counts.tiles.get(id) ?? 0);
const range = (first: number, length: number) => Array.from({ length }, (_, index) => first + index);
/** The end of the list comes near the screen: the sentinel asks for the next page once the browser is idle. */
const sentinelSeen = (isIntersecting: boolean) =>
  act(() => {
    for (const sentinel of sentinels.filter((entry) => entry.target)) {
      sentinel.callback([{ isIntersecting, target: sentinel.target } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
const sentinelInView = () => {
  sentinelSeen(true);
  browserIdle();
};
/** The player stopped scrolling before the page arrived: the end of the list is out of view again. */
const sentinelOutOfView = () => sentinelSeen(false);

describe('the game list redraws only what an interaction changes', () => {
  it('a page arriving renders its own tiles, never again those of the pages before it', async () => {
    const loader = controlledLoader();
    renderList(loader.loadPage);
    await loader.answer(pageOf(1, 1, 3));
    expect(tileNames()).toHaveLength(20);
    expect(renderCounts(range(1, 20))).toEqual(Array(20).fill(1));

    sentinelInView();
    expect(loader.calls.map((call) => call.pageNo)).toEqual([2]);
    await loader.answer(pageOf(1, 2, 3));
    sentinelInView();
    await loader.answer(pageOf(1, 3, 3));

    expect(tileNames()).toHaveLength(60);
    // Every game drawn exactly once across three arrivals (and the loading states between them).
    expect(renderCounts(range(1, 60))).toEqual(Array(60).fill(1));
  });

  it('asks for the next page in an idle moment, not in the frame of the scroll that brought the end near', async () => {
    const loader = controlledLoader();
    renderList(loader.loadPage);
    await loader.answer(pageOf(1, 1, 3));
    sentinelSeen(true);
    expect(loader.calls).toHaveLength(0);
    browserIdle();
    expect(loader.calls.map((call) => call.pageNo)).toEqual([2]);
    // The end is still near when the page arrives: the next one is asked for too, again when idle.
    await loader.answer(pageOf(1, 2, 3));
    expect(loader.calls).toHaveLength(0);
    browserIdle();
    expect(loader.calls.map((call) => call.pageNo)).toEqual([3]);
  });

  it('a filter switch keeps the shown tiles until its result arrives, then draws the grid once', async () => {
    const loader = controlledLoader();
    const { commits } = renderList(loader.loadPage);
    await loader.answer(pageOf(1, 1, 250));
    const gridsBefore = counts.grids;
    const commitsBefore = commits.length;

    fireEvent.click(screen.getByTestId('filter-HOT'));
    expect(loader.calls.map((call) => [call.query.filter, call.pageNo])).toEqual([['HOT', 1]]);
    // While HOT loads: the chip shows the choice, the previous tiles stay (busy), the grid is not redrawn.
    expect(screen.getByTestId('filter-HOT').getAttribute('aria-pressed')).toBe('true');
    expect(tileNames()).toHaveLength(20);
    expect(screen.getByTestId('game-grid').parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(counts.grids).toBe(gridsBefore);

    await loader.answer(pageOf(1000, 1, 10));
    await waitFor(() => expect(screen.getByTestId('game-count').textContent).toBe('200 games'));
    expect(tileNames()[0]).toContain('Game 1000');
    expect(tileNames()).toHaveLength(20);
    // One grid render for the one result, each new tile drawn once, and two commits in all:
    // the chip pressed, then the result.
    expect(counts.grids - gridsBefore).toBe(1);
    expect(renderCounts(range(1000, 20))).toEqual(Array(20).fill(1));
    expect(commits.length - commitsBefore).toBe(2);
    expect(screen.getByTestId('game-grid').parentElement?.getAttribute('aria-busy')).toBe('false');
  });

  it('a page arriving does not redraw the filters or the providers around the grid', async () => {
    const loader = controlledLoader();
    const { commits } = renderList(loader.loadPage);
    await loader.answer(pageOf(1, 1, 3));
    const providers = screen.getByRole('navigation', { name: 'Providers' });
    const chip = screen.getByTestId('filter-ALL');
    const commitsBefore = commits.length;
    const linksBefore = counts.links;
    sentinelInView();
    sentinelOutOfView();
    await loader.answer(pageOf(1, 2, 3));
    // The providers (a long row of logo links on a real category) are not rendered again.
    expect(counts.links).toBe(linksBefore);
    // The loading-more state (spinner) and the page: two commits, and the same nodes around them.
    expect(commits.length - commitsBefore).toBe(2);
    expect(screen.getByRole('navigation', { name: 'Providers' })).toBe(providers);
    expect(screen.getByTestId('filter-ALL')).toBe(chip);
    expect(screen.getByTestId('game-count').textContent).toBe('60 games');
  });
});

describe('the virtual grid', () => {
  it('draws again only the rows whose games changed when a page is appended', () => {
    const drawn: number[] = [];
    const renderItem = (item: Game) => {
      drawn.push(item.nodeId);
      return <span>{item.gameName}</span>;
    };
    const itemKey = (item: Game) => `${item.nodeId}`;
    const first = pageOf(1, 1, 2).items;
    const { rerender } = render(<VirtualGameGrid items={first} itemKey={itemKey} renderItem={renderItem} />);
    expect(drawn).toEqual(range(1, 20));
    drawn.length = 0;
    rerender(<VirtualGameGrid items={[...first, ...pageOf(1, 2, 2).items]} itemKey={itemKey} renderItem={renderItem} />);
    // Six to a row: rows 1 to 3 (games 1 to 18) stay; row 4 had games 19 and 20 and now has 19 to 24.
    expect(drawn).toEqual(range(19, 22));
  });
});
