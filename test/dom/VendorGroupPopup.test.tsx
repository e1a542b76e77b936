import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '@kernel/games';
import type { Page } from '@machines/pagedList.machine';
import { ApiError } from '@/api/errors';
import { VendorGroupPopup, type VendorGroupPopupProps } from '@/features/games/VendorGroupPopup';
import { renderWithI18n } from './render';

const table = (nodeId: number): Game => ({
  gameType: 'LIVE',
  vassalage: 'EVO',
  displayName: `Table ${nodeId}`,
  gameId: `EVO_${nodeId}`,
  nodeId,
  gameCode: `EVO${nodeId}`,
  gameName: `Table ${nodeId}`,
  showIcon: true,
  iconUrl: '',
  lagerIcon: '',
  isHot: 0,
  isNew: 0,
  isGame: 'GAME',
  gameClassify: null,
});
const page = (from: number, count: number, pageNo: number, totalPages: number): Page<Game> => ({
  items: Array.from({ length: count }, (_, index) => table(from + index)),
  pageNo,
  totalPages,
  totalCount: 25,
});

function renderPopup(loadPage: VendorGroupPopupProps['loadPage']) {
  const props: VendorGroupPopupProps = {
    name: 'Evolution',
    gameType: 'LIVE',
    vassalage: 'EVO',
    loadPage,
    onLaunch: vi.fn(),
    favourites: [2],
    onToggleFavourite: vi.fn(),
    onClose: vi.fn(),
  };
  renderWithI18n(<VendorGroupPopup {...props} />);
  return { props, user: userEvent.setup() };
}

const tiles = () => screen.queryAllByTestId('game-tile');

describe('vendor group popup (SPEC 2: a vendor group opens a popup game list)', () => {
  it("lists the group's games 20 a page, shows more, and launches the chosen one", async () => {
    const loadPage = vi.fn(async (_query: unknown, pageNo: number) => (pageNo === 1 ? page(1, 20, 1, 2) : page(21, 5, 2, 2)));
    const { props, user } = renderPopup(loadPage);
    const dialog = screen.getByRole('dialog', { name: 'Evolution' });
    await waitFor(() => expect(tiles()).toHaveLength(20));
    expect(loadPage).toHaveBeenCalledWith({ gameType: 'LIVE', vassalage: 'EVO' }, 1);
    expect(within(dialog).getByTestId('vendor-group-count').textContent).toBe('25 games');
    expect(screen.getAllByTestId('favourite-toggle')[1]?.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByTestId('vendor-group-more'));
    await waitFor(() => expect(tiles()).toHaveLength(25));
    expect(loadPage).toHaveBeenLastCalledWith({ gameType: 'LIVE', vassalage: 'EVO' }, 2);
    expect(screen.queryByTestId('vendor-group-more')).toBeNull();
    await user.click(tiles()[22] as HTMLElement);
    expect(props.onLaunch).toHaveBeenCalledWith(table(23));
    await user.click(screen.getAllByTestId('favourite-toggle')[0] as HTMLElement);
    expect(props.onToggleFavourite).toHaveBeenCalledWith(table(1));
  });

  it('closes with its close button and with Escape', async () => {
    const { props, user } = renderPopup(async () => page(1, 3, 1, 1));
    await waitFor(() => expect(tiles()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('says when the games cannot be loaded, and retries', async () => {
    const loadPage = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', 'HTTP 500', { path: '/wps/relay/GCSGAME_gameList', status: 500 }))
      .mockResolvedValue(page(1, 2, 1, 1));
    const { user } = renderPopup(loadPage);
    const failure = await screen.findByTestId('vendor-group-failed');
    expect(within(failure).getByText('Network link is abnormal, please try again')).toBeTruthy();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles()).toHaveLength(2));
  });

  it('says when the group has no games', async () => {
    renderPopup(async () => ({ items: [], pageNo: 1, totalPages: 0, totalCount: 0 }));
    expect(await screen.findByText('No games here yet')).toBeTruthy();
  });
});
