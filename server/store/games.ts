import type { LaunchMode } from '../../kernel/games';
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
};

export type GamePageRequest = {
  category: GameCategory;
  vendorCode?: string | undefined;
  classify?: GameClassify | undefined;
  filter: GameListFilter;
  pageNo: number;
  pageSize: number;
};

/** The columns of a GameRow, of the table named `alias` when a query joins several. */
export const gameColumns = (alias?: string) => {
  const p = alias ? `${alias}.` : '';
  return `${p}node_id AS nodeId, ${p}category AS category, ${p}vendor_code AS vendorCode, ${p}game_code AS gameCode,
  ${p}game_id AS gameId, ${p}name AS name, ${p}is_hot AS isHot, ${p}is_new AS isNew, ${p}is_game AS isGame, ${p}classify AS classify`;
};
const GAME_COLUMNS = gameColumns();

const LAUNCHABLE_COLUMNS = `${gameColumns('g')}, v.name AS vendorName, v.launch_mode AS launchMode,
  g.maintenance AS gameMaintenance, v.maintenance AS vendorMaintenance`;
const LAUNCHABLE_FROM = 'FROM game g JOIN vendor v ON v.category = g.category AND v.code = g.vendor_code';

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
    let statements = pageStatements.get(clause);
    if (!statements) {
      statements = {
        rows: db.prepare(`SELECT ${GAME_COLUMNS} FROM game WHERE ${clause} ORDER BY sort LIMIT @limit OFFSET @offset`),
        count: db.prepare(`SELECT COUNT(*) AS count FROM game WHERE ${clause}`),
      };
      pageStatements.set(clause, statements);
    }
    return { statements, params };
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
      const { statements, params } = pageQuery(request);
      const { count } = statements.count.get(params) as { count: number };
      const offset = (request.pageNo - 1) * request.pageSize;
      const games = statements.rows.all({ ...params, limit: request.pageSize, offset }) as GameRow[];
      return { games, totalCount: count };
    },
    hot: (limit: number) => hot.all(limit),
  };
}
export type GameStore = ReturnType<typeof createGameStore>;
