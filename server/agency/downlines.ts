import { ACTIVE_LOGIN_DAYS, type DownlinePage, type DownlineQuery, TEAM_TREE_LIMIT, type TeamTreeNode } from '../../kernel/agency';
import { isAgentType } from '../../kernel/platform';
import { memberAccount } from '../ledger/accounts';
import type { Journal } from '../ledger/journal';
import type { MemberRow } from '../store/members';
import { pageOf } from '../wallet/paging';
import type { TeamAccount, TeamAccounts } from './teamAccounts';
import { teamSizes } from './teamAccounts';
import { notInTeam } from './teamScope';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The chain from the agent down to `target` (the agent itself at level 0), for the drill-down's breadcrumb. */
function pathTo(agent: MemberRow, target: TeamAccount | null, byId: ReadonlyMap<number, TeamAccount>) {
  const chain: { userName: string; level: number }[] = [];
  for (let node = target; node; node = byId.get(node.parentId) ?? null) chain.unshift({ userName: node.username, level: node.level });
  return [{ userName: agent.username, level: 0 }, ...chain];
}

/**
 * The direct downlines of `parent` (the agent when absent; otherwise a member of its team),
 * optionally those whose name contains `search`, by name, a page at a time. Each row's level is
 * counted from the agent, its balance is its main wallet in the ledger, and it is active when it
 * logged in within ACTIVE_LOGIN_DAYS.
 */
export function downlinePage(teamAccounts: TeamAccounts, journal: Pick<Journal, 'balanceOf'>, agent: MemberRow, query: DownlineQuery, now: number): DownlinePage {
  const team = teamAccounts(agent.id);
  const byId = new Map(team.map((member) => [member.id, member]));
  const parentName = query.parent?.toLowerCase() ?? '';
  const parent = parentName === '' || parentName === agent.username.toLowerCase() ? null : (team.find((member) => member.username.toLowerCase() === parentName) ?? null);
  if (parentName !== '' && parentName !== agent.username.toLowerCase() && !parent) throw notInTeam();

  const parentId = parent?.id ?? agent.id;
  const search = query.search?.toLowerCase() ?? '';
  const rows = team.filter((member) => member.parentId === parentId && member.username.toLowerCase().includes(search));
  const sizes = teamSizes(team);
  const activeSince = now - ACTIVE_LOGIN_DAYS * DAY_MS;
  const page = pageOf(query, rows.length, (limit, offset) =>
    rows.slice(offset, offset + limit).map((member) => ({
      userName: member.username,
      nickname: member.nickname,
      type: member.type,
      level: member.level,
      balancePaise: journal.balanceOf(memberAccount.main(member.id)),
      lastLoginAt: member.lastLoginAt,
      createdAt: member.createdAt,
      status: member.lastLoginAt !== null && member.lastLoginAt >= activeSince ? ('active' as const) : ('inactive' as const),
      teamSize: sizes.get(member.id) ?? 0,
      isAgent: isAgentType(member.type),
    })),
  );
  return { ...page, path: pathTo(agent, parent, byId) };
}

/** Every account of the team, level by level, at most TEAM_TREE_LIMIT of them. */
export function teamTree(teamAccounts: TeamAccounts, agent: MemberRow): { root: string; nodes: TeamTreeNode[]; truncated: boolean } {
  const team = teamAccounts(agent.id);
  const nameOf = new Map<number, string>([[agent.id, agent.username], ...team.map((member) => [member.id, member.username] as const)]);
  const sizes = teamSizes(team);
  return {
    root: agent.username,
    nodes: team.slice(0, TEAM_TREE_LIMIT).map((member) => ({
      userName: member.username,
      nickname: member.nickname,
      type: member.type,
      level: member.level,
      parent: nameOf.get(member.parentId) ?? '',
      teamSize: sizes.get(member.id) ?? 0,
    })),
    truncated: team.length > TEAM_TREE_LIMIT,
  };
}
