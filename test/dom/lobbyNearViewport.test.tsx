import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameMenu, Vendor } from '@kernel/games';
import type { GameCategory } from '@kernel/platform';
import { LobbyPage } from '@/features/lobby/LobbyPage';
import { afterFirstPaint } from './afterFirstPaint';
import { renderWithI18n } from './render';

// Issue 11 point 3: below-the-fold sections render when they come near the viewport (or in an idle
// moment, one at a time), not in the lobby's first paint.

type Watch = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] };
let watches: Watch[] = [];
let idleCallbacks: IdleRequestCallback[] = [];

class FakeIntersectionObserver {
  private readonly watch: Watch;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.watch = { callback, options, targets: [] };
    watches.push(this.watch);
  }
  observe(target: Element) {
    this.watch.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    watches = watches.filter((watch) => watch !== this.watch);
  }
  takeRecords() {
    return [];
  }
}

/** The page scrolls so that `target` comes within the observer's margin of the viewport. */
function scrollNear(target: Element) {
  const watch = watches.find((candidate) => candidate.targets.includes(target));
  if (!watch) throw new Error('nothing watches this element');
  act(() => watch.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], watch as unknown as IntersectionObserver));
}

/** The browser has one idle moment. */
function idleOnce() {
  const next = idleCallbacks.shift();
  if (!next) throw new Error('no idle callback is waiting');
  act(() => next({ didTimeout: false, timeRemaining: () => 50 }));
}

const vendor = (vassalage: string, gameType: GameCategory): Vendor => ({
  vassalage,
  name: vassalage,
  gameType,
  iconUrl: `/v/${vassalage}.svg`,
  gameCount: 10,
  gameCode: null,
  isGame: '0',
});
const menus: GameMenu[] = [
  { gameCategory: 'RNG', vendors: [vendor('PG', 'RNG'), vendor('JDB', 'RNG')] },
  { gameCategory: 'LIVE', vendors: [vendor('EVO', 'LIVE'), vendor('SEXY', 'LIVE')] },
  { gameCategory: 'SPORTS', vendors: [vendor('SABA', 'SPORTS'), vendor('CMD', 'SPORTS')] },
];
const never = () => new Promise<never>(() => {});
const noop = () => {};

function renderLobby() {
  const calls = { getHotGames: vi.fn(never), getRankList: vi.fn(never), getGameList: vi.fn(never), getRecentGames: vi.fn(), getFavouriteGames: vi.fn() };
  return renderWithI18n(
    <LobbyPage
      calls={calls as never}
      language="EN"
      signedIn={false}
      favouriteIds={[]}
      currencySymbol="₹"
      announcements={null}
      announcementsFailed={false}
      onRetryAnnouncements={noop}
      menus={menus}
      menusFailed={false}
      onRetryMenus={noop}
      brand="DEMO"
      onLaunch={noop}
      onLaunchVendor={noop}
      onNeedLogin={noop}
      onDeposit={noop}
      onWithdraw={noop}
    />,
  );
}

describe('lobby below the fold (issue 11: the main thread)', () => {
  beforeEach(() => {
    watches = [];
    idleCallbacks = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', noop);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('paints the top of the lobby first, and the sections below a frame later', async () => {
    renderLobby();
    // The first frame: the lobby's top (notices, banner) only, so its largest paint comes first.
    expect(screen.getByTestId('lobby')).toBeTruthy();
    expect(screen.queryByTestId('winners-board')).toBeNull();
    expect(screen.queryAllByTestId('category-tile')).toEqual([]);
    expect(screen.queryByTestId('hot-placeholder')).toBeNull();
    await afterFirstPaint();
    expect(screen.getByTestId('winners-board')).toBeTruthy();
    expect(screen.getByTestId('hot-placeholder')).toBeTruthy();
  });

  it('mounts a category section only when its place comes near the viewport, holding its height until then', async () => {
    renderLobby();
    await afterFirstPaint();
    // After the first paint: what is above the fold, and placeholders for the rest.
    expect(screen.getByTestId('lobby')).toBeTruthy();
    expect(screen.getByTestId('winners-board')).toBeTruthy();
    expect(screen.queryByTestId('section-RNG')).toBeNull();
    expect(screen.queryByTestId('section-LIVE')).toBeNull();
    const placeholder = screen.getByTestId('section-placeholder-RNG');
    // A reserved height, so nothing below jumps when the section arrives.
    expect(Number.parseInt(placeholder.style.minHeight, 10)).toBeGreaterThan(0);
    // "Near": the observer looks ahead of the viewport, so the section is there before it is seen.
    const watch = watches.find((candidate) => candidate.targets.includes(placeholder));
    expect(Number.parseInt(String(watch?.options?.rootMargin), 10)).toBeGreaterThan(0);

    scrollNear(placeholder);
    expect(screen.getByTestId('section-RNG')).toBeTruthy();
    expect(screen.queryByTestId('section-placeholder-RNG')).toBeNull();
    // Its neighbours still wait for their turn.
    expect(screen.queryByTestId('section-LIVE')).toBeNull();
  });

  it('mounts the rest in idle moments, one area per idle moment in page order', async () => {
    renderLobby();
    await afterFirstPaint();
    expect(screen.getByTestId('hot-placeholder')).toBeTruthy();
    expect(screen.queryByTestId('section-RNG')).toBeNull();

    idleOnce();
    // The hot games come first (page order); the sections still wait.
    expect(screen.queryByTestId('hot-placeholder')).toBeNull();
    expect(screen.queryByTestId('section-RNG')).toBeNull();

    idleOnce();
    expect(screen.getByTestId('section-RNG')).toBeTruthy();
    expect(screen.queryByTestId('section-LIVE')).toBeNull();

    idleOnce();
    idleOnce();
    expect(screen.getByTestId('section-LIVE')).toBeTruthy();
    expect(screen.getByTestId('section-SPORTS')).toBeTruthy();
  });
});
