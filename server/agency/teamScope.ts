import { ErrorCode } from '../../kernel/errorCodes';
import { ApiError } from '../respond';
import type { MemberRow } from '../store/members';
import type { Db } from '../types';
import { type TeamMember, teamMemberNamed, teamOf } from './team';

/**
 * The one refusal of a name outside the agent's team. Unknown names get the very same answer, so
 * an agent cannot learn which accounts exist elsewhere (SPEC 6: its own downline only).
 */
export const notInTeam = () => new ApiError(403, ErrorCode.notInTeam, 'notInTeam');

/** The team member so named, or the NOT_IN_TEAM refusal. */
export function downlineNamed(db: Db, agent: MemberRow, userName: string): TeamMember {
  const member = teamMemberNamed(db, agent.id, userName);
  if (!member) throw notInTeam();
  return member;
}

/**
 * The part of the team a report covers: everyone, or one named member (which must be in the
 * team), or one level below the agent, or both filters at once.
 */
export function reportScope(db: Db, agent: MemberRow, filter: { userName?: string | undefined; level?: number | undefined }): TeamMember[] {
  const team = teamOf(db, agent.id);
  let scope = team;
  if (filter.userName !== undefined && filter.userName !== '') {
    const wanted = filter.userName.toLowerCase();
    scope = team.filter((member) => member.username.toLowerCase() === wanted);
    if (scope.length === 0) throw notInTeam();
  }
  if (filter.level !== undefined) scope = scope.filter((member) => member.level === filter.level);
  return scope;
}

/** Member ids as the SQL of the agency reads them: a JSON array for json_each. */
export const idsParam = (members: readonly { id: number }[]) => JSON.stringify(members.map((member) => member.id));
