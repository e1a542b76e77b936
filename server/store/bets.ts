import type { Db } from '../context';

/**
 * What the withdrawal rules read from the bet table (the betting records write it): the valid
 * bets of settled real-money bets placed at or after a time.
 */
export function createBetTurnoverStore(db: Db) {
  const validSince = db.prepare<[number, number], { total: number }>(
    `SELECT COALESCE(SUM(valid_paise), 0) AS total FROM bet
     WHERE member_id = ? AND currency = 'INR' AND settled_at IS NOT NULL AND placed_at >= ?`,
  );
  return {
    validBetsSince: (memberId: number, since: number) => validSince.get(memberId, since)?.total ?? 0,
  };
}
