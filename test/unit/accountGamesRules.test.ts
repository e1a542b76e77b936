import { describe, expect, it } from 'vitest';
import type { Game, GameMenu, Vendor } from '@kernel/games';
import type { GameCategory } from '@kernel/platform';
import { accountGameHref, accountGameListOf, accountGameTabs, readGameTypeQuery, shownAccountGames } from '@/rules/accountGames.rules';
import { canJoinRoom, pvpVendorsOf, roomLaunchTarget, roomStatus, roomVendorFor } from '@/rules/pvpRooms.rules';

const vendor = (gameType: GameCategory, vassalage: string): Vendor => ({
  vassalage,
  name: `${vassalage} name`,
  gameType,
  iconUrl: '',
  gameCount: 1,
  gameCode: null,
  isGame: 'GAME',
});
const MENUS: GameMenu[] = [
  { gameCategory: 'PVP', vendors: [vendor('PVP', 'KY'), vendor('PVP', 'V8')] },
  { gameCategory: 'RNG', vendors: [vendor('RNG', 'PG')] },
  { gameCategory: 'LOTT', vendors: [] },
];
const game = (nodeId: number) => ({ nodeId }) as Game;

describe('account game lists (SPEC 2 /favorite, /recent)', () => {
  it('reads the list from the path and the category from the gameType query', () => {
    expect(accountGameListOf('/recent')).toBe('recent');
    expect(accountGameListOf('/favorite')).toBe('favorite');
    expect(readGameTypeQuery('?gameType=LIVE')).toBe('LIVE');
    expect(readGameTypeQuery('gameType=PVP&x=1')).toBe('PVP');
    expect(readGameTypeQuery('?gameType=NOPE')).toBeNull();
    expect(readGameTypeQuery('')).toBeNull();
    expect(accountGameHref('recent', 'FISH')).toBe('/recent?gameType=FISH');
    expect(accountGameHref('favorite', null)).toBe('/favorite');
    // Issue 26, item 5: the switch and the tabs keep the order chosen.
    expect(accountGameHref('recent', 'FISH', 'az')).toBe('/recent?gameType=FISH&sort=az');
    expect(accountGameHref('favorite', null, 'newest')).toBe('/favorite?sort=newest');
    expect(accountGameHref('favorite', null, null)).toBe('/favorite');
  });

  it('tabs every category that has a vendor in side-menu order, keeping the selected one', () => {
    expect(accountGameTabs(MENUS, null)).toEqual(['RNG', 'PVP']);
    expect(accountGameTabs(MENUS, 'LOTT')).toEqual(['RNG', 'PVP', 'LOTT']);
    expect(accountGameTabs(null, null)).toEqual([]);
  });

  it('drops removed favourites from the favourites page once the favourites are known, never from recent', () => {
    const games = [game(1), game(2), game(3)];
    expect(shownAccountGames('favorite', games, [1, 3], true).map((entry) => entry.nodeId)).toEqual([1, 3]);
    expect(shownAccountGames('favorite', games, [], false)).toHaveLength(3);
    expect(shownAccountGames('recent', games, [], true)).toHaveLength(3);
  });
});

describe('PVP rooms (SPEC 7)', () => {
  it('reads a table as waiting, open, last seat or full; full tables cannot be joined', () => {
    expect(roomStatus({ players: 0, maxPlayers: 6 })).toBe('waiting');
    expect(roomStatus({ players: 2, maxPlayers: 6 })).toBe('open');
    expect(roomStatus({ players: 5, maxPlayers: 6 })).toBe('lastSeat');
    expect(roomStatus({ players: 6, maxPlayers: 6 })).toBe('full');
    expect(roomStatus({ players: 7, maxPlayers: 6 })).toBe('full');
    expect(canJoinRoom({ players: 5, maxPlayers: 6 })).toBe(true);
    expect(canJoinRoom({ players: 6, maxPlayers: 6 })).toBe(false);
  });

  it("shows the page's card-game vendor, else the first one", () => {
    expect(pvpVendorsOf(MENUS).map((entry) => entry.vassalage)).toEqual(['KY', 'V8']);
    expect(roomVendorFor(MENUS, 'V8')).toBe('V8');
    expect(roomVendorFor(MENUS, null)).toBe('KY');
    expect(roomVendorFor(MENUS, 'PG')).toBe('KY');
    expect(roomVendorFor(null, 'KY')).toBeNull();
  });

  it('finds the card-game vendors wherever the PVP menu is, and none without one', () => {
    expect(pvpVendorsOf([MENUS[1]!, MENUS[0]!, MENUS[2]!]).map((entry) => entry.vassalage)).toEqual(['KY', 'V8']);
    expect(pvpVendorsOf([MENUS[1]!, MENUS[2]!])).toEqual([]);
    expect(pvpVendorsOf(null)).toEqual([]);
    expect(roomVendorFor([MENUS[1]!, MENUS[2]!], 'PG')).toBeNull();
  });

  it('joins a room by launching the game it plays at that table (SPEC 7 Launch for a variant)', () => {
    const room = {
      roomId: 'KY0001-vip',
      name: 'Teen Patti · VIP',
      vassalage: 'KY',
      nodeId: 42,
      gameCode: 'KY0001',
      minBet: 1000,
      maxBet: 100_000,
      players: 1,
      maxPlayers: 6,
    };
    expect(roomLaunchTarget(room)).toEqual({
      gameType: 'PVP',
      vassalage: 'KY',
      gameCode: 'KY0001',
      isGame: 'GAME',
      name: 'Teen Patti · VIP',
      nodeId: 42,
      roomId: 'KY0001-vip',
    });
  });
});
