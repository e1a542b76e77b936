import { foldSearchText, GAME_SEARCH } from '../../kernel/gameSearch';
import { GAME_CATEGORIES, type GameCategory } from '../../kernel/platform';
import type { Db } from '../types';
import { type GameRow, gameColumns } from './games';

/** A game as the search lists it: its row and its vendor's name. */
export type GameSearchRow = GameRow & { vendorName: string };
export type GameSearchGroupRows = { category: GameCategory; games: GameSearchRow[]; totalCount: number };

type Entry = { row: GameSearchRow; folded: string };

/**
 * Where a folded name matches a folded keyword: 0 the name starts with it, 1 one of its words does,
 * 2 it is inside a word; null no match. "Mega Wheel" comes before "Golden Megaways" for "mega".
 */
function matchRank(folded: string, keyword: string): number | null {
  const at = folded.indexOf(keyword);
  if (at < 0) return null;
  if (at === 0) return 0;
  return folded.includes(` ${keyword}`) ? 1 : 2;
}

/**
 * The header's game search over the whole catalogue (every category and vendor). The catalogue is
 * written once by the seed and never changes while the server runs, so the names are folded once,
 * at the first search, and kept in memory: a keystroke's search then reads no table (the 5,000-game
 * vendor included, it takes a few milliseconds at most, where a LIKE over a folded column would
 * need a column the catalogue does not have).
 */
export function createGameSearchIndex(db: Db) {
  const select = db.prepare<[], GameSearchRow>(
    `SELECT ${gameColumns('g')}, v.name AS vendorName
     FROM game g JOIN vendor v ON v.category = g.category AND v.code = g.vendor_code
     ORDER BY g.sort`,
  );
  let entries: Entry[] | null = null;
  const load = () => {
    entries ??= select.all().map((row) => ({ row, folded: foldSearchText(row.name) }));
    return entries;
  };

  return {
    /** The matching games by category (side-menu order, empty ones left out), `perCategory` each, best matches first. */
    search(keyword: string, perCategory: number = GAME_SEARCH.perCategory): GameSearchGroupRows[] {
      const folded = foldSearchText(keyword);
      const byCategory = new Map<GameCategory, { entry: Entry; rank: number }[]>();
      for (const entry of load()) {
        const rank = matchRank(entry.folded, folded);
        if (rank === null) continue;
        const list = byCategory.get(entry.row.category) ?? [];
        list.push({ entry, rank });
        byCategory.set(entry.row.category, list);
      }
      return GAME_CATEGORIES.flatMap((category) => {
        const found = byCategory.get(category);
        if (!found) return [];
        // A stable sort: within one rank the catalogue's own order stays.
        const games = found
          .sort((a, b) => a.rank - b.rank)
          .slice(0, perCategory)
          .map(({ entry }) => entry.row);
        return [{ category, games, totalCount: found.length }];
      });
    },
  };
}
export type GameSearchIndex = ReturnType<typeof createGameSearchIndex>;
