import type { GameSort } from '../../kernel/games';
import type { GameCategory } from '../../kernel/platform';
import type { Db } from '../types';
import { type GameRow, gameColumns } from './games';

/** How many recent games a member keeps; launching more drops the oldest. */
export const RECENT_GAMES_KEPT = 100;

export type AccountGamePage = { games: GameRow[]; totalCount: number };

type PageParams = { memberId: number; category: GameCategory | null; limit: number; offset: number };
type CountParams = { memberId: number; category: GameCategory | null };

/** Issue 26, item 5: a page of an account list in an order (none: the list's own); A–Z in the request language's collation. */
export type AccountGamePageRequest = {
  memberId: number;
  category: GameCategory | undefined;
  pageNo: number;
  pageSize: number;
  sort?: GameSort | undefined;
  collation?: string | undefined;
};

/** What comes before the list's own order in each SQL order (popular and newest as the game lists have them, migration 020). */
const FIRST_BY: Record<'own' | 'popular' | 'newest', string> = { own: '', popular: 'g.plays DESC, ', newest: 'g.released_on DESC, ' };
const DEFAULT_COLLATION = 'en-IN';
/** SQLite's LIMIT -1: every row (A–Z sorts the member's whole list, at most a few hundred games, before it pages). */
const ALL_ROWS = -1;

/**
 * A member's own game lists: favourites (newest addition first) and recent games (newest launch
 * first, one row a game), or in a game list's order (issue 26, item 5). A NULL category parameter
 * means every category.
 */
export function createAccountGameStore(db: Db) {
  const listStatements = (from: string, ownOrder: string) => {
    const select = (first: string) =>
      db.prepare<PageParams, GameRow>(
        `SELECT ${gameColumns('g')} FROM ${from} JOIN game g ON g.node_id = x.node_id
         WHERE x.member_id = @memberId AND (@category IS NULL OR g.category = @category)
         ORDER BY ${first}${ownOrder} LIMIT @limit OFFSET @offset`,
      );
    return {
      rows: { own: select(FIRST_BY.own), popular: select(FIRST_BY.popular), newest: select(FIRST_BY.newest) },
      count: db.prepare<CountParams, { count: number }>(
        `SELECT COUNT(*) AS count FROM ${from} JOIN game g ON g.node_id = x.node_id
         WHERE x.member_id = @memberId AND (@category IS NULL OR g.category = @category)`,
      ),
    };
  };
  const favouriteList = listStatements('favourite_game x', 'x.added_at DESC, x.node_id DESC');
  const addFavourite = db.prepare('INSERT OR IGNORE INTO favourite_game (member_id, node_id, added_at) VALUES (?, ?, ?)');
  const removeFavourite = db.prepare('DELETE FROM favourite_game WHERE member_id = ? AND node_id = ?');

  const recentList = listStatements('recent_game x', 'x.played_at DESC, x.node_id DESC');
  const recordRecent = db.prepare(
    `INSERT INTO recent_game (member_id, node_id, played_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
  );
  const trimRecent = db.prepare(
    `DELETE FROM recent_game WHERE member_id = @memberId AND node_id NOT IN (
       SELECT node_id FROM recent_game WHERE member_id = @memberId ORDER BY played_at DESC, node_id DESC LIMIT @kept)`,
  );

  const page =
    (list: ReturnType<typeof listStatements>) =>
    ({ memberId, category, pageNo, pageSize, sort, collation }: AccountGamePageRequest): AccountGamePage => {
      const filter = { memberId, category: category ?? null };
      const offset = (pageNo - 1) * pageSize;
      const totalCount = list.count.get(filter)?.count ?? 0;
      if (sort !== 'az') return { games: list.rows[sort ?? 'own'].all({ ...filter, limit: pageSize, offset }), totalCount };
      // SQLite's collations know no language: names sort in the request language's (as the game lists'), ties in the list's own order.
      const compare = new Intl.Collator(collation ?? DEFAULT_COLLATION, { sensitivity: 'base', numeric: true }).compare;
      const games = list.rows.own.all({ ...filter, limit: ALL_ROWS, offset: 0 }).sort((a, b) => compare(a.name, b.name));
      return { games: games.slice(offset, offset + pageSize), totalCount };
    };

  return {
    favourites: page(favouriteList),
    /** Idempotent: a game already in the list keeps its place. */
    addFavourite(memberId: number, nodeId: number, now: number): void {
      addFavourite.run(memberId, nodeId, now);
    },
    /** Idempotent: removing a game that is not a favourite changes nothing. */
    removeFavourite(memberId: number, nodeId: number): void {
      removeFavourite.run(memberId, nodeId);
    },
    recent: page(recentList),
    /** A launch moves the game to the top of the member's recent list. */
    recordRecent: db.transaction((memberId: number, nodeId: number, now: number) => {
      recordRecent.run(memberId, nodeId, now);
      trimRecent.run({ memberId, kept: RECENT_GAMES_KEPT });
    }),
  };
}
export type AccountGameStore = ReturnType<typeof createAccountGameStore>;
