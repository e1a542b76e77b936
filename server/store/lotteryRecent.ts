import type { Db } from '../types';

/** How many recently opened VN lotteries a member keeps. */
export const LOTTERY_RECENT_KEPT = 20;

/** The VN lottery games a member opened, newest first (codes of server/lottery/vnCatalogue.ts). */
export function createLotteryRecentStore(db: Db) {
  const list = db.prepare<[number, number], { gameCode: string; playedAt: number }>(
    `SELECT game_code AS gameCode, played_at AS playedAt FROM lottery_recent
     WHERE member_id = ? ORDER BY played_at DESC, game_code LIMIT ?`,
  );
  const record = db.prepare(
    `INSERT INTO lottery_recent (member_id, game_code, played_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id, game_code) DO UPDATE SET played_at = excluded.played_at`,
  );
  const trim = db.prepare(
    `DELETE FROM lottery_recent WHERE member_id = @memberId AND game_code NOT IN (
       SELECT game_code FROM lottery_recent WHERE member_id = @memberId ORDER BY played_at DESC, game_code LIMIT @kept)`,
  );
  return {
    list: (memberId: number) => list.all(memberId, LOTTERY_RECENT_KEPT),
    record: db.transaction((memberId: number, gameCode: string, now: number) => {
      record.run(memberId, gameCode, now);
      trim.run({ memberId, kept: LOTTERY_RECENT_KEPT });
    }),
  };
}
export type LotteryRecentStore = ReturnType<typeof createLotteryRecentStore>;
