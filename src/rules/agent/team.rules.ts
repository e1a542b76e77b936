import { type Downline, SUB_AGENT_TYPE, type TeamTreeNode } from '@kernel/agency';
import { isAgentType } from '@kernel/platform';

/**
 * What the team management page (downlineManagmentView) shows of the team: the kind of each
 * account, the tree, who may be drilled into, offered a contract, and what the table asks for.
 */

/** SPEC 3 type lists: an account of an agent type is an agent; the types agents create below them are sub-agents. */
export type DownlineKind = 'member' | 'agent' | 'subAgent';

const SUB_AGENT_TYPES: ReadonlySet<number> = new Set(Object.values(SUB_AGENT_TYPE).filter((type): type is number => type !== null));

export function downlineKind(type: number): DownlineKind {
  if (!isAgentType(type)) return 'member';
  return SUB_AGENT_TYPES.has(type) ? 'subAgent' : 'agent';
}

/** A node of the team tree with the accounts directly below it. */
export type TeamBranch = { node: TeamTreeNode; children: TeamBranch[] };

/**
 * The flat team list as a tree below `root` (the agent). Nodes keep the backend's order; a node
 * whose parent is not in the list (a truncated tree) is left out rather than shown at the top.
 */
export function teamTreeOf(root: string, nodes: readonly TeamTreeNode[]): TeamBranch[] {
  const below = new Map<string, TeamTreeNode[]>();
  for (const node of nodes) {
    const siblings = below.get(node.parent);
    if (siblings) siblings.push(node);
    else below.set(node.parent, [node]);
  }
  const seen = new Set<string>([root]);
  const grow = (parent: string): TeamBranch[] =>
    (below.get(parent) ?? []).flatMap((node) => {
      // A cycle in a bad answer must not hang the page.
      if (seen.has(node.userName)) return [];
      seen.add(node.userName);
      return [{ node, children: grow(node.userName) }];
    });
  return grow(root);
}

/** A downline with a team of its own can be opened to list that team. */
export const hasTeam = (downline: Pick<Downline, 'teamSize'>) => downline.teamSize > 0;

/** SPEC 4 Contracts: offers go to direct downline agents only. */
export const mayOfferContract = (downline: Pick<Downline, 'isAgent' | 'level'>) => downline.isAgent && downline.level === 1;

/** The table's query: whose direct downlines (null: the agent's own), and a name filter. */
export type DownlineListQuery = { parent?: string; search?: string };

export function downlineListQuery(parent: string | null, search: string): DownlineListQuery {
  const name = search.trim();
  return { ...(parent ? { parent } : {}), ...(name ? { search: name } : {}) };
}

/** A breadcrumb step of `path`: the agent itself (level 0) lists its own direct downlines again. */
export const crumbParent = (crumb: { userName: string; level: number }): string | null => (crumb.level === 0 ? null : crumb.userName);
