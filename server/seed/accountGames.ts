import type { GameCategory } from '../../kernel/platform';
import type { Db } from '../types';

/** The member whose favourite and recent lists are seeded, so the lobby shows both at once. */
export const ACCOUNT_GAMES_MEMBER = 'demo_member';

type GameRef = readonly [GameCategory, string];

/** demo_member's favourites, newest addition first (a game named by category and game code). */
export const SEEDED_FAVOURITES: readonly GameRef[] = [
  ['RNG', 'PG0001'],
  ['LIVE', 'EVO0001'],
  ['RNG', 'JL0002'],
  ['FISH', 'JL0001'],
  ['PVP', 'KY0001'],
  ['RNG', 'MEGA0042'],
];

/** demo_member's recent games, newest launch first. */
export const SEEDED_RECENT: readonly GameRef[] = [
  ['RNG', 'PG0002'],
  ['LIVE', 'SEXY0001'],
  ['RNG', 'JDB0001'],
  ['FISH', 'JDB0001'],
  ['PVP', 'V80001'],
  ['SPORTS', 'SABA0001'],
  ['BGS', 'BGS0001'],
  ['RNG', 'MEGA0100'],
];

const HOUR_MS = 60 * 60 * 1000;

/** Writes demo_member's favourites and recent games, spaced out in time before `now`. */
export function seedAccountGames(db: Db, now: number): void {
  const member = db.prepare('SELECT id FROM member WHERE username = ?').get(ACCOUNT_GAMES_MEMBER) as { id: number } | undefined;
  if (!member) throw new Error(`${ACCOUNT_GAMES_MEMBER} must be seeded before its games`);
  const nodeOf = db.prepare<[string, string], { nodeId: number }>('SELECT node_id AS nodeId FROM game WHERE category = ? AND game_code = ?');
  const node = ([category, code]: GameRef) => {
    const row = nodeOf.get(category, code);
    if (!row) throw new Error(`no seeded game ${category} ${code}`);
    return row.nodeId;
  };
  const favourite = db.prepare('INSERT INTO favourite_game (member_id, node_id, added_at) VALUES (?, ?, ?)');
  for (const [index, ref] of SEEDED_FAVOURITES.entries()) favourite.run(member.id, node(ref), now - (index + 1) * 24 * HOUR_MS);
  const recent = db.prepare('INSERT INTO recent_game (member_id, node_id, played_at) VALUES (?, ?, ?)');
  for (const [index, ref] of SEEDED_RECENT.entries()) recent.run(member.id, node(ref), now - (index + 1) * 3 * HOUR_MS);
}
