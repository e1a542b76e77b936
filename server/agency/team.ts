import { MAX_TEAM_LEVEL } from '../../kernel/agency';
import { isAgentType } from '../../kernel/platform';
import type { MemberRow } from '../store/members';
import type { Db } from '../types';

/** One account below an agent, with how far below it is (1: a direct downline). */
export type TeamMember = { id: number; username: string; type: number; parentId: number; level: number };

/**
 * The agent's team: every account below it, down to MAX_TEAM_LEVEL, by parent id. The agency
 * calls answer for these accounts only (SPEC 6: an agent sees and acts on its own downline).
 */
export function teamOf(db: Db, agentId: number): TeamMember[] {
  return db
    .prepare<[number, number], TeamMember>(
      `WITH RECURSIVE team (id, username, type, parentId, level) AS (
         SELECT id, username, type, parent_id, 1 FROM member WHERE parent_id = ?
         UNION ALL
         SELECT m.id, m.username, m.type, m.parent_id, t.level + 1 FROM member m JOIN team t ON m.parent_id = t.id WHERE t.level < ?
       )
       SELECT id, username, type, parentId, level FROM team ORDER BY level, username`,
    )
    .all(agentId, MAX_TEAM_LEVEL);
}

/** The team member by name (case-insensitive, as log-in names are), or null for anyone outside the team. */
export function teamMemberNamed(db: Db, agentId: number, username: string): TeamMember | null {
  const wanted = username.trim().toLowerCase();
  return teamOf(db, agentId).find((member) => member.username.toLowerCase() === wanted) ?? null;
}

/** True when `member` is a direct downline agent of `agent` (contracts go to these only). */
export const isDirectDownlineAgent = (agent: MemberRow, member: Pick<MemberRow, 'parentId' | 'type'>) => member.parentId === agent.id && isAgentType(member.type);
