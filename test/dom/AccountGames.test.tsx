import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Game, GameMenu } from '@kernel/games';
import type { GameCategory } from '@kernel/platform';
import type { Page } from '@machines/pagedList.machine';
import { ApiError } from '@/api/errors';
import AccountGameArea, { type AccountGameProps } from '@/features/accountGame/AccountGameArea';
import type { AccountGameQuery } from '@/rules/accountGames.rules';
import { renderWithI18n } from './render';

const game = (nodeId: number, gameType: GameCategory = 'RNG', vassalage = 'PG'): Game => ({
  gameType,
  vassalage,
  displayName: `Game ${nodeId}`,
  gameId: `g${nodeId}`,
  nodeId,
  gameCode: `${vassalage}${nodeId}`,
  gameName: `Game ${nodeId}`,
  showIcon: true,
  iconUrl: `/icon/${nodeId}.svg`,
  lagerIcon: '',
  isHot: 0,
  isNew: 0,
  isGame: 'GAME',
  gameClassify: null,
});

const vendor = (gameCategory: GameCategory, vassalage: string) => ({
  vassalage,
  name: vassalage,
  gameType: gameCategory,
  iconUrl: '',
  gameCount: 1,
  gameCode: null,
  isGame: 'GAME',
});
const MENUS: GameMenu[] = [
  { gameCategory: 'RNG', vendors: [vendor('RNG', 'PG')] },
  { gameCategory: 'LIVE', vendors: [vendor('LIVE', 'EVO')] },
  { gameCategory: 'FISH', vendors: [] },
];

const page = (items: Game[], pageNo = 1, totalPages = 1): Page<Game> => ({ items, pageNo, totalPages, totalCount: items.length });
const networkError = () => new ApiError('network', 'Network link is abnormal, please try again', { path: '/wps/relay/GCS_recentGame' });

function renderArea(overrides: Partial<AccountGameProps> & { loadPage: AccountGameProps['loadPage'] }) {
  const props: AccountGameProps = {
    list: 'favorite',
    gameType: null,
    menus: MENUS,
    onLaunch: vi.fn(),
    favourites: [],
    favouritesKnown: true,
    onToggleFavourite: vi.fn(),
    ...overrides,
  };
  const view = renderWithI18n(<AccountGameArea {...props} />);
  return {
    props,
    view,
    user: userEvent.setup(),
    rerender: (next: Partial<AccountGameProps>) =>
      view.rerender(
        <I18nProvider i18n={i18n}>
          <AccountGameArea {...props} {...next} />
        </I18nProvider>,
      ),
  };
}

const tiles = () => screen.queryAllByTestId('game-tile');

describe('favourites page (/favorite)', () => {
  it('shows a spinner while loading, then the favourites with filled hearts, the count and the category tabs', async () => {
    let resolve: (value: Page<Game>) => void = () => {};
    const loadPage = vi.fn((_query: AccountGameQuery, _pageNo: number) => new Promise<Page<Game>>((done) => (resolve = done)));
    renderArea({ loadPage, favourites: [1, 2] });
    expect(screen.getByRole('status')).toBeTruthy();
    resolve(page([game(1), game(2, 'LIVE', 'EVO')]));
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(loadPage).toHaveBeenCalledWith({ list: 'favorite', gameType: null, sort: null }, 1);
    expect(screen.getByTestId('account-games-count').textContent).toBe('2 games');
    expect(screen.getAllByTestId('favourite-toggle').map((heart) => heart.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    // Tabs: All, then the categories that have vendors (FISH has none).
    const tabs = within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Slots', 'Live casino']);
    expect(tabs[0]?.getAttribute('aria-current')).toBe('page');
    expect(tabs[1]?.getAttribute('href')).toBe('/favorite?gameType=RNG');
  });

  it('launches a tile and toggles its heart', async () => {
    const { props, user } = renderArea({ loadPage: async () => page([game(1)]), favourites: [1] });
    await waitFor(() => expect(tiles()).toHaveLength(1));
    await user.click(tiles()[0] as HTMLElement);
    expect(props.onLaunch).toHaveBeenCalledWith(game(1));
    await user.click(screen.getByTestId('favourite-toggle'));
    expect(props.onToggleFavourite).toHaveBeenCalledWith(game(1));
  });

  it('drops a removed favourite from the list, down to the empty state with a link to the lobby', async () => {
    const { rerender } = renderArea({ loadPage: async () => page([game(1), game(2)]), favourites: [1, 2] });
    await waitFor(() => expect(tiles()).toHaveLength(2));
    rerender({ favourites: [2] });
    expect(screen.getAllByText('Game 2').length).toBeGreaterThan(0);
    expect(screen.queryByText('Game 1')).toBeNull();
    expect(screen.getByTestId('account-games-count').textContent).toBe('1 game');
    rerender({ favourites: [] });
    expect(tiles()).toHaveLength(0);
    const empty = screen.getByTestId('account-games-empty');
    expect(within(empty).getByText('No favourite games yet')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe('/');
  });

  it('shows everything it loaded while the member favourites are not known yet', async () => {
    renderArea({ loadPage: async () => page([game(1), game(2)]), favourites: [], favouritesKnown: false });
    await waitFor(() => expect(tiles()).toHaveLength(2));
  });

  it('asks for the tab category and offers to browse it when it is empty', async () => {
    const loadPage = vi.fn(async () => page([]));
    renderArea({ loadPage, gameType: 'LIVE' });
    const empty = await screen.findByTestId('account-games-empty');
    expect(loadPage).toHaveBeenCalledWith({ list: 'favorite', gameType: 'LIVE', sort: null }, 1);
    expect(within(empty).getByText('No favourite Live casino games yet')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Browse Live casino' }).getAttribute('href')).toBe('/live');
    expect(screen.getByRole('link', { name: 'Live casino' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when the list cannot be loaded and loads it again on retry', async () => {
    const loadPage = vi
      .fn()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue(page([game(7)]));
    const { user } = renderArea({ loadPage, favourites: [7] });
    const failure = await screen.findByTestId('account-games-failed');
    expect(within(failure).getByText('Network link is abnormal, please try again')).toBeTruthy();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(loadPage).toHaveBeenCalledTimes(2);
  });
});

describe('recent games page (/recent)', () => {
  it('loads 20 a page and shows more on demand, retrying a failed page', async () => {
    const first = Array.from({ length: 20 }, (_, index) => game(index + 1));
    const loadPage = vi
      .fn()
      .mockResolvedValueOnce(page(first, 1, 2))
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(page([game(21, 'PVP', 'KY')], 2, 2));
    const { user } = renderArea({ list: 'recent', loadPage });
    await waitFor(() => expect(tiles()).toHaveLength(20));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recent games');
    // The count waits for the last page.
    expect(screen.queryByTestId('account-games-count')).toBeNull();
    await user.click(screen.getByTestId('account-games-more'));
    expect(await screen.findByText('More games could not be loaded.')).toBeTruthy();
    expect(tiles()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles()).toHaveLength(21));
    expect(loadPage).toHaveBeenLastCalledWith({ list: 'recent', gameType: null, sort: null }, 2);
    expect(screen.queryByTestId('account-games-more')).toBeNull();
    expect(screen.getByTestId('account-games-count').textContent).toBe('21 games');
  });

  it('keeps recent games that are not favourites, filling the heart once one is added', async () => {
    const { rerender } = renderArea({ list: 'recent', loadPage: async () => page([game(3)]), favourites: [] });
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(screen.getByTestId('favourite-toggle').getAttribute('aria-pressed')).toBe('false');
    rerender({ list: 'recent', favourites: [3] });
    expect(screen.getByTestId('favourite-toggle').getAttribute('aria-pressed')).toBe('true');
  });

  it('switches list and category without remounting, asking for the new query', async () => {
    const loadPage = vi.fn(async (query: AccountGameQuery) => page(query.list === 'recent' ? [] : [game(1)]));
    const { rerender } = renderArea({ loadPage, favourites: [1] });
    await waitFor(() => expect(tiles()).toHaveLength(1));
    rerender({ list: 'recent', gameType: 'RNG', favourites: [1] });
    const empty = await screen.findByTestId('account-games-empty');
    expect(loadPage).toHaveBeenLastCalledWith({ list: 'recent', gameType: 'RNG', sort: null }, 1);
    expect(within(empty).getByText('No recent Slots games yet')).toBeTruthy();
    expect(screen.getByTestId('account-games-recent').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('account-games-favorite').getAttribute('href')).toBe('/favorite?gameType=RNG');
  });
});
