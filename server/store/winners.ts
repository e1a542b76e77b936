import type { GameCategory } from '../../kernel/platform';
import type { Db } from '../types';

export type WinnerRow = { customerName: string; winCents: number; gameName: string; nodeId: number };

/** The winners board: the biggest wins, optionally of one category. */
export function createWinnerStore(db: Db) {
  const select = `SELECT w.customer_name AS customerName, w.win_cents AS winCents, g.name AS gameName, g.node_id AS nodeId
    FROM winner w JOIN game g ON g.node_id = w.node_id`;
  const all = db.prepare<[number], WinnerRow>(`${select} ORDER BY w.win_cents DESC, w.id LIMIT ?`);
  const ofCategory = db.prepare<[GameCategory, number], WinnerRow>(`${select} WHERE g.category = ? ORDER BY w.win_cents DESC, w.id LIMIT ?`);

  return {
    top: (limit: number, category: GameCategory | 'ALL') => (category === 'ALL' ? all.all(limit) : ofCategory.all(category, limit)),
  };
}
export type WinnerStore = ReturnType<typeof createWinnerStore>;
