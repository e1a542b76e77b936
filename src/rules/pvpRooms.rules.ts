import type { GameMenu, PvpRoom } from '@kernel/games';
import type { LaunchTarget } from '@machines/gameLaunch.machine';

/**
 * SPEC 7 PVP rooms: how a table reads to a card player. Full tables cannot be joined; the last
 * free seat and an empty table (the player sits down and waits for others) are called out.
 */
export type RoomStatus = 'waiting' | 'open' | 'lastSeat' | 'full';

export function roomStatus(room: Pick<PvpRoom, 'players' | 'maxPlayers'>): RoomStatus {
  if (room.players >= room.maxPlayers) return 'full';
  if (room.players === 0) return 'waiting';
  return room.maxPlayers - room.players === 1 ? 'lastSeat' : 'open';
}

export const canJoinRoom = (room: Pick<PvpRoom, 'players' | 'maxPlayers'>) => roomStatus(room) !== 'full';

/** The PVP (card-game) vendors, in menu order. */
export const pvpVendorsOf = (menus: readonly GameMenu[] | null) => menus?.find((menu) => menu.gameCategory === 'PVP')?.vendors ?? [];

/** The vendor whose rooms are shown: the one the page is filtered to, else the first card-game vendor. */
export function roomVendorFor(menus: readonly GameMenu[] | null, vassalage: string | null): string | null {
  const vendors = pvpVendorsOf(menus);
  return vendors.find((vendor) => vendor.vassalage === vassalage)?.vassalage ?? vendors[0]?.vassalage ?? null;
}

/**
 * Joining a room launches the game the room plays at the room's table (SPEC 7 Launch for a
 * variant); the launcher handles guests, trial players and failures.
 */
export const roomLaunchTarget = (room: PvpRoom): LaunchTarget => ({
  gameType: 'PVP',
  vassalage: room.vassalage,
  gameCode: room.gameCode,
  isGame: 'GAME',
  name: room.name,
  nodeId: room.nodeId,
  roomId: room.roomId,
});
