import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, GameMenu, Vendor } from '@kernel/games';
import type { Page } from '@machines/pagedList.machine';
import AccountGameArea, { type AccountGameProps } from '@/features/accountGame/AccountGameArea';
import GameListCenterArea, { type GameListProps } from '@/features/gameListCenter/GameListCenterArea';
import { GameLaunchOverlays } from '@/features/games/GameLaunchOverlays';
import { CategorySection } from '@/features/lobby/CategorySection';
import type { AccountGameQuery } from '@/rules/accountGames.rules';
import type { GameListQuery } from '@/rules/gameFilters.rules';
import { GameDetails, useGameDetails, useTileDetails } from '@/ui/GameDetails';
import { GameTile } from '@/ui/GameTile';
import { gameFixture } from './gameFixture';
import { stubIdleCallbacks } from './idleCallbacks';
import { renderWithI18n } from './render';

/** Issue 26, item 5: the sort control, the tile's details and Try demo buttons, and the game window's fullscreen. */

beforeEach(() => {
  stubIdleCallbacks();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
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

/** A slot with a demo: 96.21 % RTP, high volatility, ₹1 to ₹5,000. */
const SLOT = gameFixture(1, { gameName: 'Golden Tiger', rtpBasisPoints: 9621, volatility: 'high', minBetPaise: 100, maxBetPaise: 500_000, hasDemo: true });
/** A live table: no RTP published, no demo, ₹100 to ₹50,000. */
const TABLE = gameFixture(2, {
  gameType: 'LIVE',
  vassalage: 'EVO',
  gameName: 'Speed Baccarat',
  rtpBasisPoints: null,
  volatility: null,
  minBetPaise: 10_000,
  maxBetPaise: 5_000_000,
  hasDemo: false,
});
const PAGE: Page<Game> = { items: [SLOT, TABLE], pageNo: 1, totalPages: 1, totalCount: 2 };
const MENUS: GameMenu[] = [{ gameCategory: 'RNG', vendors: [] }];
/** The list's first page and the details panel's chunk load on a busy machine too. */
const LAZY = { timeout: 5000 };

function renderList(overrides: Partial<GameListProps> = {}) {
  const loadPage = vi.fn(async (_query: GameListQuery, _pageNo: number) => PAGE);
  const props: GameListProps = {
    category: 'RNG',
    vassalage: null,
    sort: null,
    onSortChange: vi.fn(),
    currencySymbol: '₹',
    menus: MENUS,
    languages: ['HI', 'EN'],
    signedIn: false,
    loadPage,
    onNeedLogin: vi.fn(),
    onLaunch: vi.fn(),
    onTryDemo: vi.fn(),
    favourites: [],
    onToggleFavourite: vi.fn(),
    loadLanes: () => new Promise(() => {}),
    loadNewVendors: () => new Promise(() => {}),
    loadVendorGameTypes: () => new Promise(() => {}),
    ...overrides,
  };
  const view = renderWithI18n(<GameListCenterArea {...props} />);
  return { props: { ...props, loadPage }, view };
}

describe('the sort control', () => {
  it('offers the catalogue order, A–Z, popular and newest, and hands the choice to the address', async () => {
    const { props } = renderList();
    const select = (await screen.findByTestId('game-sort')) as HTMLSelectElement;
    expect(screen.getByLabelText('Sort by')).toBe(select);
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Recommended'],
      ['az', 'A–Z'],
      ['popular', 'Popular'],
      ['newest', 'Newest'],
    ]);
    fireEvent.change(select, { target: { value: 'az' } });
    expect(props.onSortChange).toHaveBeenCalledWith('az');
    fireEvent.change(select, { target: { value: '' } });
    expect(props.onSortChange).toHaveBeenLastCalledWith(null);
  });

  it('loads the order the address asks for, and a new one from page 1', async () => {
    const { props, view } = renderList({ sort: 'az' });
    await waitFor(() => expect(props.loadPage).toHaveBeenCalledWith(expect.objectContaining({ sort: 'az' }), 1));
    expect((screen.getByTestId('game-sort') as HTMLSelectElement).value).toBe('az');
    props.loadPage.mockClear();
    view.rerender(
      <I18nProvider i18n={i18n}>
        <GameListCenterArea {...props} sort="newest" />
      </I18nProvider>,
    );
    await waitFor(() => expect(props.loadPage).toHaveBeenCalledWith(expect.objectContaining({ sort: 'newest', category: 'RNG', filter: 'ALL' }), 1));
    expect(props.loadPage).toHaveBeenCalledTimes(1);
    await waitFor(() => expect((screen.getByTestId('game-sort') as HTMLSelectElement).value).toBe('newest'));
  });
});

const vendor = (vassalage: string): Vendor => ({
  vassalage,
  name: vassalage,
  gameType: 'RNG',
  iconUrl: `/v/${vassalage}.svg`,
  gameCount: 10,
  gameCode: null,
  isGame: '0',
});

describe('switching vendor', () => {
  it('keeps the order the list shows (the provider links carry ?sort=)', async () => {
    renderList({ sort: 'popular', vassalage: 'PG', menus: [{ gameCategory: 'RNG', vendors: [vendor('PG'), vendor('JDB')] }] });
    const providers = within(await screen.findByRole('navigation', { name: 'Providers' })).getAllByRole('link');
    expect(providers.map((link) => link.getAttribute('href'))).toEqual(['/rng?sort=popular', '/rng?vassalage=PG&sort=popular', '/rng?vassalage=JDB&sort=popular']);
  });

  it('leaves the address without a sort when the list shows its own order', async () => {
    renderList({ sort: null, menus: [{ gameCategory: 'RNG', vendors: [vendor('PG')] }] });
    const providers = within(await screen.findByRole('navigation', { name: 'Providers' })).getAllByRole('link');
    expect(providers.map((link) => link.getAttribute('href'))).toEqual(['/rng', '/rng?vassalage=PG']);
  });
});

describe('the sort control on the account game lists', () => {
  const renderAccount = (overrides: Partial<AccountGameProps> = {}) => {
    const loadPage = vi.fn(async (_query: AccountGameQuery, _pageNo: number): Promise<Page<Game>> => PAGE);
    const props: AccountGameProps = {
      list: 'favorite',
      gameType: null,
      sort: null,
      onSortChange: vi.fn(),
      menus: [
        { gameCategory: 'RNG', vendors: [vendor('PG')] },
        { gameCategory: 'LIVE', vendors: [{ ...vendor('EVO'), gameType: 'LIVE' }] },
      ],
      loadPage,
      onLaunch: vi.fn(),
      favourites: [1, 2],
      favouritesKnown: true,
      onToggleFavourite: vi.fn(),
      ...overrides,
    };
    const view = renderWithI18n(<AccountGameArea {...props} />);
    return { props: { ...props, loadPage }, view };
  };

  it("is the game lists' control, and hands the choice to the address", async () => {
    const { props } = renderAccount();
    const select = (await screen.findByTestId('game-sort')) as HTMLSelectElement;
    expect(screen.getByLabelText('Sort by')).toBe(select);
    expect([...select.options].map((option) => option.value)).toEqual(['', 'az', 'popular', 'newest']);
    fireEvent.change(select, { target: { value: 'newest' } });
    expect(props.onSortChange).toHaveBeenCalledWith('newest');
  });

  it('loads /recent in the order of the address, a new order from page 1, and the tabs and the switch keep it', async () => {
    const { props, view } = renderAccount({ list: 'recent', sort: 'az' });
    await waitFor(() => expect(props.loadPage).toHaveBeenCalledWith({ list: 'recent', gameType: null, sort: 'az' }, 1));
    expect((screen.getByTestId('game-sort') as HTMLSelectElement).value).toBe('az');
    const tabs = within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(['/recent?sort=az', '/recent?gameType=RNG&sort=az', '/recent?gameType=LIVE&sort=az']);
    expect(screen.getByTestId('account-games-favorite').getAttribute('href')).toBe('/favorite?sort=az');
    props.loadPage.mockClear();
    view.rerender(
      <I18nProvider i18n={i18n}>
        <AccountGameArea {...props} sort="popular" />
      </I18nProvider>,
    );
    await waitFor(() => expect(props.loadPage).toHaveBeenCalledWith({ list: 'recent', gameType: null, sort: 'popular' }, 1));
    expect(props.loadPage).toHaveBeenCalledTimes(1);
  });
});

/** A lobby section with its page's details machine, as LobbyPage wires them. */
function LobbySectionWithDetails({ onLaunch, onTryDemo }: { onLaunch: (game: Game) => void; onTryDemo: ((game: Game) => void) | undefined }) {
  const details = useGameDetails(onLaunch, (game) => onTryDemo?.(game));
  const tile = useTileDetails(details, onTryDemo);
  return (
    <>
      <CategorySection
        menu={{ gameCategory: 'RNG', vendors: [vendor('MEGA')] }}
        label="Slots"
        games={[SLOT, TABLE]}
        startLabel="Play now"
        onLaunch={onLaunch}
        onLaunchVendor={vi.fn()}
        tile={tile}
      />
      <GameDetails details={details} currencySymbol="₹" mayTryDemo={onTryDemo !== undefined} />
    </>
  );
}

describe('a lobby tile', () => {
  it("opens its game's details, and Try demo from the panel starts trial play of it", async () => {
    const handlers = { onLaunch: vi.fn(), onTryDemo: vi.fn() };
    renderWithI18n(<LobbySectionWithDetails {...handlers} />);
    // The tile itself offers Try demo to a visitor, for the slot only.
    expect(screen.getAllByRole('button', { name: 'Try demo' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Details of Golden Tiger' }));
    const panel = await screen.findByTestId('game-details', {}, LAZY);
    expect(within(panel).getByTestId('game-details-rtp').textContent).toBe('96.21%');
    expect(within(panel).getByTestId('game-details-bets').textContent).toBe('₹1.00 – ₹5,000.00');
    fireEvent.click(within(panel).getByTestId('game-details-demo'));
    expect(handlers.onTryDemo).toHaveBeenCalledWith(SLOT);
    expect(handlers.onLaunch).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('game-details')).toBeNull(), LAZY);
  });

  it('offers a member Play only: Play launches the game and closes the panel', async () => {
    const handlers = { onLaunch: vi.fn(), onTryDemo: undefined };
    renderWithI18n(<LobbySectionWithDetails {...handlers} />);
    expect(screen.queryByRole('button', { name: 'Try demo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Details of Golden Tiger' }));
    const panel = await screen.findByTestId('game-details', {}, LAZY);
    expect(within(panel).queryByTestId('game-details-demo')).toBeNull();
    fireEvent.click(within(panel).getByTestId('game-details-play'));
    expect(handlers.onLaunch).toHaveBeenCalledWith(SLOT);
    await waitFor(() => expect(screen.queryByTestId('game-details')).toBeNull(), LAZY);
  });

  it('closes with Close, launching nothing', async () => {
    const handlers = { onLaunch: vi.fn(), onTryDemo: vi.fn() };
    renderWithI18n(<LobbySectionWithDetails {...handlers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Details of Speed Baccarat' }));
    const panel = await screen.findByTestId('game-details', {}, LAZY);
    // A live table has no demo: its panel offers none, even to a visitor.
    expect(within(panel).queryByTestId('game-details-demo')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('game-details')).toBeNull(), LAZY);
    expect(handlers.onLaunch).not.toHaveBeenCalled();
    expect(handlers.onTryDemo).not.toHaveBeenCalled();
  });
});

describe('a tile', () => {
  const renderTile = (game: Game, withDemo: boolean) => {
    const handlers = { onLaunch: vi.fn(), onDetails: vi.fn(), onTryDemo: vi.fn() };
    renderWithI18n(
      <GameTile
        game={game}
        startLabel="Play now"
        onLaunch={handlers.onLaunch}
        detailsLabel={`Details of ${game.gameName}`}
        onDetails={handlers.onDetails}
        tryDemoLabel="Try demo"
        onTryDemo={withDemo ? handlers.onTryDemo : undefined}
      />,
    );
    return handlers;
  };

  it('has a details button named after its game, reached by keyboard', () => {
    const handlers = renderTile(SLOT, true);
    const details = screen.getByRole('button', { name: 'Details of Golden Tiger' });
    expect(details.tagName).toBe('BUTTON');
    expect(details.tabIndex).toBe(0);
    fireEvent.click(details);
    expect(handlers.onDetails).toHaveBeenCalledWith(SLOT);
    expect(handlers.onLaunch).not.toHaveBeenCalled();
  });

  it('offers Try demo for a game with a demo, to whoever may try one', () => {
    const handlers = renderTile(SLOT, true);
    fireEvent.click(screen.getByRole('button', { name: 'Try demo' }));
    expect(handlers.onTryDemo).toHaveBeenCalledWith(SLOT);
    expect(handlers.onLaunch).not.toHaveBeenCalled();
  });

  it('offers no Try demo for a game without one', () => {
    renderTile(TABLE, true);
    expect(screen.queryByRole('button', { name: 'Try demo' })).toBeNull();
  });

  it('offers no Try demo to a member (no handler)', () => {
    renderTile(SLOT, false);
    expect(screen.queryByRole('button', { name: 'Try demo' })).toBeNull();
  });
});

describe('the details panel', () => {
  it("shows a slot's RTP, volatility and bet range in the currency, vendor and category, with Play and Try demo", async () => {
    const { props } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Golden Tiger' }, LAZY));
    const panel = await screen.findByTestId('game-details', {}, LAZY);
    expect(within(panel).getByTestId('game-details-rtp').textContent).toBe('96.21%');
    expect(within(panel).getByTestId('game-details-volatility').textContent).toBe('High');
    expect(within(panel).getByTestId('game-details-bets').textContent).toBe('₹1.00 – ₹5,000.00');
    expect(within(panel).getByText('MEGA')).toBeTruthy();
    expect(within(panel).getByText('Slots')).toBeTruthy();
    fireEvent.click(within(panel).getByTestId('game-details-demo'));
    expect(props.onTryDemo).toHaveBeenCalledWith(SLOT);
    await waitFor(() => expect(screen.queryByTestId('game-details')).toBeNull(), LAZY);
  });

  it("writes '—' where the catalogue publishes no RTP, and Play launches the game", async () => {
    const { props } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Speed Baccarat' }, LAZY));
    const panel = await screen.findByTestId('game-details', {}, LAZY);
    expect(within(panel).getByTestId('game-details-rtp').textContent).toBe('—');
    expect(within(panel).getByTestId('game-details-volatility').textContent).toBe('—');
    expect(within(panel).getByTestId('game-details-bets').textContent).toBe('₹100.00 – ₹50,000.00');
    expect(within(panel).queryByTestId('game-details-demo')).toBeNull();
    fireEvent.click(within(panel).getByTestId('game-details-play'));
    expect(props.onLaunch).toHaveBeenCalledWith(TABLE);
  });
});

describe('fullscreen in the game window', () => {
  const PLAYING = {
    session: 'member' as const,
    target: { gameType: 'RNG' as const, vassalage: 'PG', gameCode: 'PG0001', isGame: 'GAME', name: 'Golden Tiger' },
    game: { url: 'https://games.example/pg', mode: 'iframe' as const },
    message: null,
  };
  const renderGame = () => renderWithI18n(<GameLaunchOverlays view="playing" context={PLAYING} onConfirm={vi.fn()} onClose={vi.fn()} />);
  const setFullscreenElement = (element: Element | null) => {
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
    act(() => {
      document.dispatchEvent(new Event('fullscreenchange'));
    });
  };
  afterEach(() => {
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
    Reflect.deleteProperty(document, 'fullscreenEnabled');
    Reflect.deleteProperty(document, 'exitFullscreen');
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  });

  it("fills the screen with the game's container, and Exit fullscreen (or Escape) restores it", async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    const requested: Element[] = [];
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      configurable: true,
      value(this: HTMLElement) {
        requested.push(this);
        return Promise.resolve();
      },
    });
    const exitFullscreen = vi.fn(async () => {});
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen });
    renderGame();
    const button = screen.getByTestId('game-fullscreen') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Fullscreen');
    fireEvent.click(button);
    // The container holds the frame and the button (so Exit fullscreen stays on screen).
    expect(requested).toHaveLength(1);
    const container = requested[0] as HTMLElement;
    expect(container.contains(screen.getByTestId('game-frame'))).toBe(true);
    expect(container.contains(button)).toBe(true);
    setFullscreenElement(container);
    await waitFor(() => expect(button.textContent).toBe('Exit fullscreen'));
    fireEvent.click(button);
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    setFullscreenElement(null);
    await waitFor(() => expect(button.textContent).toBe('Fullscreen'));
    // Escape: the browser leaves fullscreen by itself, the label follows.
    fireEvent.click(button);
    setFullscreenElement(container);
    await waitFor(() => expect(button.textContent).toBe('Exit fullscreen'));
    setFullscreenElement(null);
    await waitFor(() => expect(button.textContent).toBe('Fullscreen'));
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
  });

  it('is disabled, with a title saying why, where the browser allows no fullscreen', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    renderGame();
    const button = screen.getByTestId('game-fullscreen') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('Fullscreen is not available in this browser');
  });
});
