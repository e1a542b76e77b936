import type { Db } from '../types';

/** Room tiers, lowest stakes first (their names are localised by the route). */
export const ROOM_TIERS = ['beginner', 'regular', 'vip'] as const;
export type RoomTier = (typeof ROOM_TIERS)[number];

export type PvpRoomRow = {
  id: string;
  nodeId: number;
  gameCode: string;
  gameName: string;
  vendorCode: string;
  tier: RoomTier;
  minBetCents: number;
  maxBetCents: number;
  players: number;
  maxPlayers: number;
};

/** The tables of the card-game (PVP) vendors, per game. */
export function createPvpRoomStore(db: Db) {
  const byVendor = db.prepare<[string], PvpRoomRow>(
    `SELECT r.id, r.node_id AS nodeId, g.game_code AS gameCode, g.name AS gameName, g.vendor_code AS vendorCode, r.tier,
       r.min_bet_cents AS minBetCents, r.max_bet_cents AS maxBetCents, r.players, r.max_players AS maxPlayers
     FROM game g JOIN pvp_room r ON r.node_id = g.node_id
     WHERE g.category = 'PVP' AND g.vendor_code = ? ORDER BY g.sort, r.sort`,
  );
  const byId = db.prepare<[string], PvpRoomRow>(
    `SELECT r.id, r.node_id AS nodeId, g.game_code AS gameCode, g.name AS gameName, g.vendor_code AS vendorCode, r.tier,
       r.min_bet_cents AS minBetCents, r.max_bet_cents AS maxBetCents, r.players, r.max_players AS maxPlayers
     FROM game g JOIN pvp_room r ON r.node_id = g.node_id
     WHERE g.category = 'PVP' AND r.id = ?`,
  );
  return {
    /** Every room of a PVP vendor, game by game; empty for a vendor that is not a PVP one. */
    byVendor: (vendorCode: string) => byVendor.all(vendorCode),
    /** One room by its id, or null. */
    byId: (id: string) => byId.get(id) ?? null,
  };
}
export type PvpRoomStore = ReturnType<typeof createPvpRoomStore>;
