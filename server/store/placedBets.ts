import type { Db } from '../types';

export type NewBetRow = {
  memberId: number;
  /** MAIN, the vendor's game wallet code, or DEMO. */
  wallet: string;
  vendor: string;
  gameType: string;
  nodeId: number | null;
  stakePaise: number;
  currency: 'INR' | 'DEMO';
  placedAt: number;
};

/** Writes the bet table: a bet when its stake is taken, its outcome when it settles (the money moves in the journal). */
export function createPlacedBetStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO bet (member_id, wallet, vendor, game_type, node_id, stake_paise, valid_paise, payout_paise, currency, placed_at, settled_at)
     VALUES (@memberId, @wallet, @vendor, @gameType, @nodeId, @stakePaise, 0, NULL, @currency, @placedAt, NULL)`,
  );
  const settle = db.prepare('UPDATE bet SET payout_paise = @payoutPaise, valid_paise = @validPaise, settled_at = @settledAt WHERE id = @betId AND settled_at IS NULL');

  return {
    insert: (row: NewBetRow): number => Number(insert.run(row).lastInsertRowid),
    /** Records the outcome once; false when the bet was settled already (or does not exist). */
    settle: (betId: number, outcome: { payoutPaise: number; validPaise: number; settledAt: number }) => settle.run({ betId, ...outcome }).changes === 1,
  };
}
export type PlacedBetStore = ReturnType<typeof createPlacedBetStore>;
