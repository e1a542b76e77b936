import type { GameCategory } from '../../kernel/platform';
import type { Db } from '../types';
import { type GameRow, gameColumns } from './games';

/** How many recent games a member keeps; launching more drops the oldest. */
export const RECENT_GAMES_KEPT = 100;

export type AccountGamePage = { games: GameRow[]; totalCount: number };

type PageParams = { memberId: number; category: GameCategory | null; limit: number; offset: number };
type CountParams = { memberId: number; category: GameCategory | null };

/**
 * A member's own game lists: favourites (newest addition first) and recent games (newest launch
 * first, one row a game). A NULL category parameter means every category.
 */
export function createAccountGameStore(db: Db) {
  const favouritePage = db.prepare<PageParams, GameRow>(
    `SELECT ${gameColumns('g')} FROM favourite_game f JOIN game g ON g.node_id = f.node_id
     WHERE f.member_id = @memberId AND (@category IS NULL OR g.category = @category)
     ORDER BY f.added_at DESC, f.node_id DESC LIMIT @limit OFFSET @offset`,
  );
  const favouriteCount = db.prepare<CountParams, { count: number }>(
    `SELECT COUNT(*) AS count FROM favourite_game f JOIN game g ON g.node_id = f.node_id
     WHERE f.member_id = @memberId AND (@category IS NULL OR g.category = @category)`,
  );
  const addFavourite = db.prepare('INSERT OR IGNORE INTO favourite_game (member_id, node_id, added_at) VALUES (?, ?, ?)');
  const removeFavourite = db.prepare('DELETE FROM favourite_game WHERE member_id = ? AND node_id = ?');

  const recentPage = db.prepare<PageParams, GameRow>(
    `SELECT ${gameColumns('g')} FROM recent_game r JOIN game g ON g.node_id = r.node_id
     WHERE r.member_id = @memberId AND (@category IS NULL OR g.category = @category)
     ORDER BY r.played_at DESC, r.node_id DESC LIMIT @limit OFFSET @offset`,
  );
  const recentCount = db.prepare<CountParams, { count: number }>(
    `SELECT COUNT(*) AS count FROM recent_game r JOIN game g ON g.node_id = r.node_id
     WHERE r.member_id = @memberId AND (@category IS NULL OR g.category = @category)`,
  );
  const recordRecent = db.prepare(
    `INSERT INTO recent_game (member_id, node_id, played_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
  );
  const trimRecent = db.prepare(
    `DELETE FROM recent_game WHERE member_id = @memberId AND node_id NOT IN (
       SELECT node_id FROM recent_game WHERE member_id = @memberId ORDER BY played_at DESC, node_id DESC LIMIT @kept)`,
  );

  const page =
    (rows: typeof favouritePage, count: typeof favouriteCount) =>
    (memberId: number, category: GameCategory | undefined, pageNo: number, pageSize: number): AccountGamePage => {
      const filter = { memberId, category: category ?? null };
      return {
        games: rows.all({ ...filter, limit: pageSize, offset: (pageNo - 1) * pageSize }),
        totalCount: count.get(filter)?.count ?? 0,
      };
    };

  return {
    favourites: page(favouritePage, favouriteCount),
    /** Idempotent: a game already in the list keeps its place. */
    addFavourite(memberId: number, nodeId: number, now: number): void {
      addFavourite.run(memberId, nodeId, now);
    },
    /** Idempotent: removing a game that is not a favourite changes nothing. */
    removeFavourite(memberId: number, nodeId: number): void {
      removeFavourite.run(memberId, nodeId);
    },
    recent: page(recentPage, recentCount),
    /** A launch moves the game to the top of the member's recent list. */
    recordRecent: db.transaction((memberId: number, nodeId: number, now: number) => {
      recordRecent.run(memberId, nodeId, now);
      trimRecent.run({ memberId, kept: RECENT_GAMES_KEPT });
    }),
  };
}
export type AccountGameStore = ReturnType<typeof createAccountGameStore>;
