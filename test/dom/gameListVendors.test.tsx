import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameMenu, Vendor, VendorGameType, VendorLane } from '@kernel/games';
import GameListCenterArea, { type GameListProps } from '@/features/gameListCenter/GameListCenterArea';
import { stubIdleCallbacks } from './idleCallbacks';
import { renderWithI18n } from './render';

// jsdom has no observers; the list's sentinel and grid never fire here.
beforeEach(() => {
  stubIdleCallbacks();
  const inert = class {
    observe() {}
    disconnect() {}
  };
  vi.stubGlobal('IntersectionObserver', inert);
  vi.stubGlobal('ResizeObserver', inert);
});
afterEach(() => vi.unstubAllGlobals());

const vendor = (vassalage: string, name: string, gameType: Vendor['gameType']): Vendor => ({
  vassalage,
  name,
  gameType,
  iconUrl: `/vendor/${vassalage}.svg`,
  gameCount: 10,
  gameCode: null,
  isGame: 'GAME',
});
const MENUS: GameMenu[] = [
  { gameCategory: 'RNG', vendors: [vendor('PT', 'Playtech', 'RNG'), vendor('HABA', 'Habanero', 'RNG'), vendor('JDB', 'JDB Gaming', 'RNG')] },
  { gameCategory: 'FISH', vendors: [vendor('JDB', 'JDB Gaming', 'FISH')] },
];
/** SPEC 3 lanes: slots offer every type filter but bingo, fishing arcade and jackpot only. */
const LANES: VendorLane[] = [
  { title: 'Slots', gameType: 'RNG', cards: {}, gameClassify: ['AC', 'JP', 'TG'] },
  { title: 'Fishing', gameType: 'FISH', cards: {}, gameClassify: ['AC', 'JP'] },
];
/** SPEC 7 New vendors: Habanero among slots, and a card-game vendor elsewhere. */
const NEW_VENDORS = [vendor('HABA', 'Habanero', 'RNG'), vendor('MP', 'MPoker', 'PVP')];
const TYPES: VendorGameType[] = [{ vassalage: 'PT', name: 'Playtech', gameTypes: ['RNG', 'LIVE'] }];

function renderList(overrides: Partial<GameListProps> = {}) {
  const props: GameListProps = {
    category: 'RNG',
    vassalage: null,
    sort: null,
    onSortChange: vi.fn(),
    currencySymbol: '₹',
    menus: MENUS,
    languages: ['HI', 'EN'],
    signedIn: false,
    loadPage: () => new Promise(() => {}),
    onNeedLogin: vi.fn(),
    onLaunch: vi.fn(),
    favourites: [],
    onToggleFavourite: vi.fn(),
    loadLanes: vi.fn(async () => LANES),
    loadNewVendors: vi.fn(async () => NEW_VENDORS),
    loadVendorGameTypes: vi.fn(async () => TYPES),
    ...overrides,
  };
  renderWithI18n(<GameListCenterArea {...props} />);
  return props;
}

const typeFilterIds = () => screen.queryAllByTestId(/^type-/).map((pill) => pill.dataset.testid);

describe('the game list shows what the vendor calls answer (SPEC 7 Games)', () => {
  it('offers the type filters of the category’s lane (Game vendor)', async () => {
    const props = renderList({ category: 'FISH' });
    await waitFor(() => expect(typeFilterIds()).toEqual(['type-JP', 'type-AC']));
    expect(props.loadLanes).toHaveBeenCalledTimes(1);
  });

  it('shows no type filter while the lanes load, and SPEC 2’s own when they fail', async () => {
    let fail = (_error: Error) => {};
    renderList({ loadLanes: () => new Promise((_resolve, reject) => (fail = reject)) });
    expect(typeFilterIds()).toEqual([]);
    fail(new Error('network'));
    await waitFor(() => expect(typeFilterIds()).toEqual(['type-JP', 'type-TG', 'type-AC']));
  });

  it('marks the category’s new vendors among the providers (New vendors)', async () => {
    renderList();
    const providers = screen.getByRole('navigation', { name: 'Providers' });
    await waitFor(() => expect(within(providers).getByTestId('vendor-new-HABA').textContent).toBe('New'));
    expect(within(providers).queryByTestId('vendor-new-PT')).toBeNull();
    expect(within(providers).queryByTestId('vendor-new-JDB')).toBeNull();
  });

  it('links a signed-in player from a vendor’s list to its other game types (Vendor type)', async () => {
    const props = renderList({ signedIn: true, vassalage: 'PT' });
    const types = await screen.findByTestId('vendor-game-types');
    expect(props.loadVendorGameTypes).toHaveBeenCalledWith('PT');
    expect(types.textContent).toContain('Also from Playtech');
    const live = within(types).getByTestId('vendor-type-LIVE');
    expect(live.getAttribute('href')).toBe('/live?vassalage=PT');
    expect(within(types).queryByTestId('vendor-type-RNG')).toBeNull();
  });

  it('never asks for a vendor’s types for a guest (the call needs the session) nor on the all-providers list', async () => {
    const guest = renderList({ vassalage: 'PT' });
    const all = renderList({ signedIn: true });
    await waitFor(() => expect(screen.getAllByTestId('type-JP')).toHaveLength(2));
    expect(guest.loadVendorGameTypes).not.toHaveBeenCalled();
    expect(all.loadVendorGameTypes).not.toHaveBeenCalled();
    expect(screen.queryByTestId('vendor-game-types')).toBeNull();
  });
});
