import { pickOne, type RandomSource, randomIntBetween } from '../random';
import { ROOM_TIERS, type RoomTier } from '../store/pvpRooms';
import type { Db } from '../types';

/** Rooms are opened for the first games of each card-game vendor. */
const GAMES_WITH_ROOMS = 2;

/** Stakes per tier, in rupees. */
const TIER_BETS: Record<RoomTier, readonly [number, number]> = {
  beginner: [10, 1_000],
  regular: [100, 10_000],
  vip: [1_000, 1_00_000],
};

const TABLE_SIZES = [4, 6, 9] as const;

/** Three rooms (beginner, regular, VIP) for each of the first games of every PVP vendor. */
export function seedPvpRooms(db: Db, random: RandomSource): void {
  const games = db
    .prepare(
      `SELECT node_id AS nodeId, game_code AS gameCode FROM (
         SELECT *, ROW_NUMBER() OVER (PARTITION BY vendor_code ORDER BY sort) AS position FROM game WHERE category = 'PVP'
       ) WHERE position <= ? ORDER BY sort`,
    )
    .all(GAMES_WITH_ROOMS) as { nodeId: number; gameCode: string }[];
  const insert = db.prepare(
    `INSERT INTO pvp_room (id, node_id, tier, min_bet_cents, max_bet_cents, players, max_players, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let sort = 0;
  for (const game of games) {
    const maxPlayers = pickOne(random, TABLE_SIZES);
    for (const tier of ROOM_TIERS) {
      const [minBet, maxBet] = TIER_BETS[tier];
      insert.run(`${game.gameCode}-${tier}`, game.nodeId, tier, minBet * 100, maxBet * 100, randomIntBetween(random, 0, maxPlayers), maxPlayers, ++sort);
    }
  }
}
