import type { Db } from '../types';
import { type TeamMember, teamOf } from './team';
import { idsParam } from './teamScope';

/** A team member with what the team pages show of its account. */
export type TeamAccount = TeamMember & { nickname: string; createdAt: number; lastLoginAt: number | null };

/** The agent's team with nicknames and dates, in teamOf's order (level, then name). */
export function createTeamAccounts(db: Db) {
  const details = db.prepare<[string], { id: number; nickname: string; createdAt: number; lastLoginAt: number | null }>(
    `SELECT id, nickname, created_at AS createdAt, last_login_at AS lastLoginAt FROM member WHERE id IN (SELECT value FROM json_each(?))`,
  );
  return (agentId: number): TeamAccount[] => {
    const team = teamOf(db, agentId);
    const byId = new Map(details.all(idsParam(team)).map((row) => [row.id, row]));
    return team.map((member) => {
      const row = byId.get(member.id);
      return { ...member, nickname: row?.nickname ?? member.username, createdAt: row?.createdAt ?? 0, lastLoginAt: row?.lastLoginAt ?? null };
    });
  };
}
export type TeamAccounts = ReturnType<typeof createTeamAccounts>;

/** How many accounts are below each team member (every level the team reaches). */
export function teamSizes(team: readonly TeamMember[]): Map<number, number> {
  const sizes = new Map<number, number>();
  // deepest first, so a member's size is complete before it is added to its parent's
  for (const member of [...team].sort((a, b) => b.level - a.level)) {
    const own = sizes.get(member.id) ?? 0;
    sizes.set(member.id, own);
    sizes.set(member.parentId, (sizes.get(member.parentId) ?? 0) + own + 1);
  }
  return sizes;
}
