import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import type { PvpRoom } from '@kernel/games';
import { ApiError } from '@/api/errors';
import PvpRoomsPanel, { type PvpRoomsProps } from '@/features/pvpRooms/PvpRoomsPanel';
import { renderWithI18n } from './render';

const room = (roomId: string, players: number, maxPlayers: number, minBet = 10, maxBet = 1000): PvpRoom => ({
  roomId,
  name: `Teen Patti · ${roomId}`,
  vassalage: 'KY',
  nodeId: 101,
  gameCode: 'KY0001',
  minBet,
  maxBet,
  players,
  maxPlayers,
});
const ROOMS = [room('Beginner', 2, 6), room('Regular', 3, 6, 100, 10_000), room('VIP', 0, 4, 1000, 100_000), room('Pro', 9, 9)];
const VENDORS = [
  { vassalage: 'KY', name: 'Kaiyuan' },
  { vassalage: 'V8', name: 'V8 Poker' },
];

function renderPanel(overrides: Partial<PvpRoomsProps> = {}) {
  const props: PvpRoomsProps = {
    vendors: VENDORS,
    vendor: 'KY',
    signedIn: true,
    currencySymbol: '₹',
    loadRooms: vi.fn(async () => ROOMS),
    onNeedLogin: vi.fn(),
    onJoin: vi.fn(),
    ...overrides,
  };
  const view = renderWithI18n(<PvpRoomsPanel {...props} />);
  const rerender = (next: Partial<PvpRoomsProps>) =>
    view.rerender(
      <I18nProvider i18n={i18n}>
        <PvpRoomsPanel {...props} {...next} />
      </I18nProvider>,
    );
  return { props, rerender, user: userEvent.setup() };
}

const rooms = () => screen.queryAllByTestId('pvp-room');

describe('PVP rooms on /pvp (SPEC 7 PVP rooms)', () => {
  it("shows a member the vendor's tables: stakes, seats and status, joining an open one", async () => {
    const { props, user } = renderPanel();
    await waitFor(() => expect(rooms()).toHaveLength(4));
    expect(props.loadRooms).toHaveBeenCalledWith('KY');
    const [beginner, regular, vip, pro] = rooms() as HTMLElement[];
    expect(within(beginner as HTMLElement).getByText('Teen Patti · Beginner')).toBeTruthy();
    expect(within(beginner as HTMLElement).getByText('₹ 10.00')).toBeTruthy();
    expect(within(beginner as HTMLElement).getByText('₹ 1,000.00')).toBeTruthy();
    expect(within(beginner as HTMLElement).getByText('2/6 players')).toBeTruthy();
    expect(rooms().map((entry) => entry.dataset.status)).toEqual(['open', 'open', 'waiting', 'full']);
    expect(within(beginner as HTMLElement).getByText('Open')).toBeTruthy();
    expect(within(vip as HTMLElement).getByText('Waiting for players')).toBeTruthy();
    expect(within(pro as HTMLElement).getByRole('button', { name: 'Teen Patti · Pro is full' })).toHaveProperty('disabled', true);
    await user.click(within(regular as HTMLElement).getByRole('button', { name: 'Join Teen Patti · Regular' }));
    expect(props.onJoin).toHaveBeenCalledWith(ROOMS[1]);
  });

  it('calls out the last free seat', async () => {
    renderPanel({ loadRooms: async () => [room('Regular', 3, 4)] });
    expect(await screen.findByText('Last seat')).toBeTruthy();
  });

  it('asks a guest to log in instead of asking for the tables', async () => {
    const { props, user } = renderPanel({ signedIn: false });
    const prompt = screen.getByTestId('pvp-rooms-login');
    expect(within(prompt).getByText('Log in to see the open tables')).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: 'Log in' }));
    expect(props.onNeedLogin).toHaveBeenCalled();
    expect(props.loadRooms).not.toHaveBeenCalled();
  });

  it('loads the tables once the guest logs in', async () => {
    const { props, rerender } = renderPanel({ signedIn: false });
    rerender({ signedIn: true });
    await waitFor(() => expect(rooms()).toHaveLength(4));
    expect(props.loadRooms).toHaveBeenCalledTimes(1);
  });

  it("switches to another vendor's tables, from its chips or the page's vendor", async () => {
    const loadRooms = vi.fn(async (vassalage: string) => [{ ...room('Beginner', 1, 6), vassalage, name: `${vassalage} table` }]);
    const { rerender, user } = renderPanel({ loadRooms });
    expect(await screen.findByText('KY table')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'V8 Poker' }));
    expect(await screen.findByText('V8 table')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'V8 Poker' }).getAttribute('aria-pressed')).toBe('true');
    rerender({ vendor: 'KY' });
    // The page's vendor did not change: the chosen chip stays.
    expect(screen.getByText('V8 table')).toBeTruthy();
    rerender({ vendor: 'V8' });
    rerender({ vendor: 'KY' });
    expect(await screen.findByText('KY table')).toBeTruthy();
  });

  it('says a vendor has no open tables (NOT_FOUND) without calling it a failure', async () => {
    renderPanel({
      loadRooms: async () => {
        throw new ApiError('business', 'Not found', { path: '/wps/relay/GLS2_roomList', code: ErrorCode.notFound });
      },
    });
    expect(await screen.findByText('No tables are open at Kaiyuan right now.')).toBeTruthy();
    expect(screen.queryByTestId('pvp-rooms-failed')).toBeNull();
  });

  it('says when the tables cannot be loaded and retries', async () => {
    const loadRooms = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 'Network link is abnormal, please try again', { path: '/x' }))
      .mockResolvedValue(ROOMS);
    const { user } = renderPanel({ loadRooms });
    const failure = await screen.findByTestId('pvp-rooms-failed');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rooms()).toHaveLength(4));
  });

  it('keeps the tables it has when a refresh fails, and says so', async () => {
    const loadRooms = vi
      .fn()
      .mockResolvedValueOnce(ROOMS)
      .mockRejectedValueOnce(new ApiError('timeout', 'The request timed out', { path: '/x' }));
    const { user } = renderPanel({ loadRooms });
    await waitFor(() => expect(rooms()).toHaveLength(4));
    await user.click(screen.getByTestId('pvp-rooms-refresh'));
    expect(await screen.findByText('The tables could not be refreshed; seats may have changed.')).toBeTruthy();
    expect(rooms()).toHaveLength(4);
  });

  it('shows nothing while there is no card-game vendor', () => {
    renderPanel({ vendor: null, vendors: [] });
    expect(screen.queryByTestId('pvp-rooms')).toBeNull();
  });
});
