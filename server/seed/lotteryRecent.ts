import { vnGameByCode } from '../lottery/vnCatalogue';
import type { Db } from '../types';
import { ACCOUNT_GAMES_MEMBER } from './accountGames';

/** demo_member's recently opened VN lotteries, newest first. */
export const SEEDED_LOTTERY_RECENT: readonly string[] = ['VN_HCM', 'VN_HN', 'VN_DNG', 'ZY_SOUTH_1M'];

const HOUR_MS = 60 * 60 * 1000;

export function seedLotteryRecent(db: Db, now: number): void {
  const member = db.prepare('SELECT id FROM member WHERE username = ?').get(ACCOUNT_GAMES_MEMBER) as { id: number } | undefined;
  if (!member) throw new Error(`${ACCOUNT_GAMES_MEMBER} must be seeded before its lotteries`);
  const insert = db.prepare('INSERT INTO lottery_recent (member_id, game_code, played_at) VALUES (?, ?, ?)');
  SEEDED_LOTTERY_RECENT.forEach((gameCode, index) => {
    if (!vnGameByCode(gameCode)) throw new Error(`${gameCode} is not a VN lottery game`);
    insert.run(member.id, gameCode, now - (index + 1) * 5 * HOUR_MS);
  });
}
