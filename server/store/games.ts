import type { GameSort, LaunchMode, Volatility } from '../../kernel/games';
import type { GameCategory } from '../../kernel/platform';
import type { GameClassify, GameListFilter } from '../../kernel/queries';
import type { Db } from '../types';

export type VendorRow = {
  category: GameCategory;
  code: string;
  name: string;
  isGame: string;
  gameCode: string | null;
  gameCount: number;
};

/** A game with what a launch needs of it and its vendor. */
export type LaunchableGameRow = GameRow & {
  vendorName: string;
  launchMode: LaunchMode;
  /** 1 when the game itself is under maintenance. */
  gameMaintenance: number;
  /** 1 when its whole vendor is under maintenance. */
  vendorMaintenance: number;
};

export type GameRow = {
  nodeId: number;
  category: GameCategory;
  vendorCode: string;
  gameCode: string;
  gameId: string;
  name: string;
  isHot: number;
  isNew: number;
  isGame: string;
  classify: string | null;
  /** Issue 26, item 5: the details panel's figures (see migration 020). */
  rtpBasisPoints: number | null;
  volatility: Volatility | null;
  minBetPaise: number;
  maxBetPaise: number;
  hasDemo: number;
};

export type GamePageRequest = {
  category: GameCategory;
  vendorCode?: string | undefined;
  classify?: GameClassify | undefined;
  filter: GameListFilter;
  pageNo: number;
  pageSize: number;
  /** The order; without one, the catalogue's. */
  sort?: GameSort | undefined;
  /** The Intl locale whose collation A–Z follows (the request's language). */
  collation?: string | undefined;
};

/** The columns of a GameRow, of the table named `alias` when a query joins several. */
export const gameColumns = (alias?: string) => {
  const p = alias ? `${alias}.` : '';
  return `${p}node_id AS nodeId, ${p}category AS category, ${p}vendor_code AS vendorCode, ${p}game_code AS gameCode,
  ${p}game_id AS gameId, ${p}name AS name, ${p}is_hot AS isHot, ${p}is_new AS isNew, ${p}is_game AS isGame, ${p}classify AS classify,
  ${p}rtp_bp AS rtpBasisPoints, ${p}volatility AS volatility, ${p}min_bet_paise AS minBetPaise, ${p}max_bet_paise AS maxBetPaise, ${p}has_demo AS hasDemo`;
};
const GAME_COLUMNS = gameColumns();

const LAUNCHABLE_COLUMNS = `${gameColumns('g')}, v.name AS vendorName, v.launch_mode AS launchMode,
  g.maintenance AS gameMaintenance, v.maintenance AS vendorMaintenance`;
const LAUNCHABLE_FROM = 'FROM game g JOIN vendor v ON v.category = g.category AND v.code = g.vendor_code';

/** The ORDER BY of each list order: popular and newest walk their indexes (migration 020); ties keep the catalogue's order. */
const ORDER_BY: Record<GameSort | 'catalogue', string> = {
  catalogue: 'sort',
  popular: 'plays DESC, sort',
  newest: 'released_on DESC, sort',
  // SQLite's collations know no language: A–Z ranks come from Intl.Collator (ranksFor below).
  az: 'game_name_rank(node_id, @collation), sort',
};
const DEFAULT_COLLATION = 'en-IN';
/**
 * A–Z ranks by database, then by locale: every game store of one database (a route's, the dev
 * controls') registers the same SQL function, so they share one cache, whichever registered last.
 */
const NAME_RANKS = new WeakMap<Db, Map<string, Map<number, number>>>();

/** The game catalogue: vendors per category, pages of games, hot games. */
export function createGameStore(db: Db) {
  const vendors = db.prepare<[], VendorRow>(
    `SELECT v.category, v.code, v.name, v.is_game AS isGame, v.game_code AS gameCode,
       (SELECT COUNT(*) FROM game g WHERE g.category = v.category AND g.vendor_code = v.code) AS gameCount
     FROM vendor v ORDER BY v.sort`,
  );
  const vendorByCode = db.prepare<[string], VendorRow>(
    `SELECT category, code, name, is_game AS isGame, game_code AS gameCode, 0 AS gameCount
     FROM vendor WHERE code = ? ORDER BY sort LIMIT 1`,
  );
  const classifies = db.prepare<[], { category: GameCategory; classify: string }>(
    'SELECT DISTINCT category, classify FROM game WHERE classify IS NOT NULL ORDER BY category, classify',
  );
  const byNode = db.prepare<[number], LaunchableGameRow>(`SELECT ${LAUNCHABLE_COLUMNS} ${LAUNCHABLE_FROM} WHERE g.node_id = ?`);
  // NULL parameters match any category or vendor; two rows at most tell a unique code from an ambiguous one
  const byCode = db.prepare<{ gameCode: string; category: string | null; vendorCode: string | null }, LaunchableGameRow>(
    `SELECT ${LAUNCHABLE_COLUMNS} ${LAUNCHABLE_FROM}
     WHERE g.game_code = @gameCode AND (@category IS NULL OR g.category = @category) AND (@vendorCode IS NULL OR g.vendor_code = @vendorCode)
     ORDER BY g.sort LIMIT 2`,
  );
  const firstOfVendor = db.prepare<[string, string], LaunchableGameRow>(
    `SELECT ${LAUNCHABLE_COLUMNS} ${LAUNCHABLE_FROM} WHERE g.category = ? AND g.vendor_code = ? ORDER BY g.sort LIMIT 1`,
  );
  const lotteryByCode = db.prepare<[string], GameRow>(`SELECT ${GAME_COLUMNS} FROM game WHERE game_code = ? AND category IN ('LOTT', 'ELOTT') ORDER BY sort LIMIT 1`);
  const newVendors = db.prepare<[], VendorRow>(
    `SELECT v.category, v.code, v.name, v.is_game AS isGame, v.game_code AS gameCode,
       (SELECT COUNT(*) FROM game g WHERE g.category = v.category AND g.vendor_code = v.code) AS gameCount
     FROM vendor v WHERE v.is_new = 1 ORDER BY v.sort`,
  );
  // A–Z in the language's collation (Hindi names in Hindi order): every game's rank among all names,
  // computed once per locale (the catalogue's names do not change while the server runs).
  const allNames = db.prepare<[], { nodeId: number; name: string }>('SELECT node_id AS nodeId, name FROM game');
  const ranksByLocale = NAME_RANKS.get(db) ?? new Map<string, Map<number, number>>();
  NAME_RANKS.set(db, ranksByLocale);
  function ranksFor(collation: string): Map<number, number> {
    let ranks = ranksByLocale.get(collation);
    if (!ranks) {
      const compare = new Intl.Collator(collation, { sensitivity: 'base', numeric: true }).compare;
      const sorted = allNames.all().sort((a, b) => compare(a.name, b.name) || a.nodeId - b.nodeId);
      ranks = new Map(sorted.map((row, index) => [row.nodeId, index]));
      ranksByLocale.set(collation, ranks);
    }
    return ranks;
  }
  // Reads the ranks only: a function may not query while its statement runs (page() computes them first).
  db.function('game_name_rank', { deterministic: true }, (nodeId, collation) => ranksByLocale.get(String(collation))?.get(Number(nodeId)) ?? Number.MAX_SAFE_INTEGER);

  const hot = db.prepare<[number], GameRow>(
    // Round-robin over categories: the first hot game of each category, then the second, ...
    `SELECT ${GAME_COLUMNS} FROM (
       SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sort) AS turn FROM game WHERE is_hot = 1
     ) ORDER BY turn, sort LIMIT ?`,
  );

  // One prepared pair of statements per combination of filters, reused for every page.
  type PageStatements = { rows: ReturnType<Db['prepare']>; count: ReturnType<Db['prepare']> };
  const pageStatements = new Map<string, PageStatements>();
  function pageQuery(request: GamePageRequest) {
    const where = ['category = @category'];
    const params: Record<string, string | number> = { category: request.category };
    if (request.vendorCode !== undefined) {
      where.push('vendor_code = @vendorCode');
      params.vendorCode = request.vendorCode;
    }
    if (request.classify !== undefined) {
      where.push('classify = @classify');
      params.classify = request.classify;
    }
    if (request.filter === 'HOT') where.push('is_hot = 1');
    if (request.filter === 'NEW') where.push('is_new = 1');
    const clause = where.join(' AND ');
    const order = ORDER_BY[request.sort ?? 'catalogue'];
    const collation = request.collation ?? DEFAULT_COLLATION;
    if (request.sort === 'az') ranksFor(collation);
    const rowParams = request.sort === 'az' ? { ...params, collation } : params;
    const key = `${clause} ORDER BY ${order}`;
    let statements = pageStatements.get(key);
    if (!statements) {
      statements = {
        rows: db.prepare(`SELECT ${GAME_COLUMNS} FROM game WHERE ${clause} ORDER BY ${order} LIMIT @limit OFFSET @offset`),
        count: db.prepare(`SELECT COUNT(*) AS count FROM game WHERE ${clause}`),
      };
      pageStatements.set(key, statements);
    }
    return { statements, params, rowParams };
  }

  return {
    vendors: () => vendors.all(),
    vendorByCode: (code: string) => vendorByCode.get(code) ?? null,
    gameByNode: (nodeId: number) => byNode.get(nodeId) ?? null,
    /** Games with this code (at most two: more than one means the code alone is ambiguous). */
    gamesByCode: (gameCode: string, category?: GameCategory, vendorCode?: string) => byCode.all({ gameCode, category: category ?? null, vendorCode: vendorCode ?? null }),
    /** A vendor's lobby: its first game. */
    firstGameOfVendor: (category: GameCategory, vendorCode: string) => firstOfVendor.get(category, vendorCode) ?? null,
    /** A game of the lottery or e-lottery category by its code. */
    lotteryGameByCode: (gameCode: string) => lotteryByCode.get(gameCode) ?? null,
    newVendors: () => newVendors.all(),
    classifiesByCategory(): Map<GameCategory, string[]> {
      const result = new Map<GameCategory, string[]>();
      for (const row of classifies.all()) result.set(row.category, [...(result.get(row.category) ?? []), row.classify]);
      return result;
    },
    page(request: GamePageRequest): { games: GameRow[]; totalCount: number } {
      const { statements, params, rowParams } = pageQuery(request);
      const { count } = statements.count.get(params) as { count: number };
      const offset = (request.pageNo - 1) * request.pageSize;
      const games = statements.rows.all({ ...rowParams, limit: request.pageSize, offset }) as GameRow[];
      return { games, totalCount: count };
    },
    hot: (limit: number) => hot.all(limit),
  };
}
export type GameStore = ReturnType<typeof createGameStore>;
