import { describe, expect, it } from 'vitest';
import type { TeamTreeNode } from '@kernel/agency';
import { crumbParent, downlineKind, downlineListQuery, hasTeam, mayOfferContract, teamTreeOf } from '@/rules/agent/team.rules';

/** SPEC 2 downlineManagmentView, SPEC 3 type lists, SPEC 4 Contracts (offers to direct downline agents only). */

const node = (userName: string, parent: string, type = 0, level = 1, teamSize = 0): TeamTreeNode => ({ userName, nickname: '', type, level, parent, teamSize });

describe('SPEC 3 type lists: the kind of a downline account', () => {
  it('calls the agent types an agent, the types agents create below them sub-agents, the rest members', () => {
    expect([0, 1, 2, 41, 42].map(downlineKind)).toEqual(['member', 'agent', 'subAgent', 'agent', 'subAgent']);
  });
  it('treats a trial or unknown type as a member', () => {
    expect(downlineKind(4)).toBe('member');
    expect(downlineKind(3)).toBe('member');
  });
});

describe('the team tree', () => {
  const nodes = [
    node('demo_subagent', 'demo_agent', 2, 1, 3),
    node('team_rohan', 'demo_agent'),
    node('demo_agent42', 'demo_subagent', 42, 2, 1),
    node('team_dev', 'demo_agent42', 0, 3),
    node('team_arjun', 'demo_subagent', 0, 2),
  ];
  it('hangs every node below its parent, in the order the backend gave', () => {
    const tree = teamTreeOf('demo_agent', nodes);
    expect(tree.map((branch) => branch.node.userName)).toEqual(['demo_subagent', 'team_rohan']);
    const [sub, rohan] = tree;
    expect(sub?.children.map((branch) => branch.node.userName)).toEqual(['demo_agent42', 'team_arjun']);
    expect(sub?.children[0]?.children.map((branch) => branch.node.userName)).toEqual(['team_dev']);
    expect(sub?.children[0]?.children[0]?.children).toEqual([]);
    expect(rohan?.children).toEqual([]);
    expect(sub?.node).toBe(nodes[0]);
  });
  it('leaves out nodes whose parent is not listed (a truncated tree) instead of showing them at the top', () => {
    const tree = teamTreeOf('demo_agent', [node('team_rohan', 'demo_agent'), node('orphan', 'missing')]);
    expect(tree.map((branch) => branch.node.userName)).toEqual(['team_rohan']);
  });
  it('is empty for an agent without a team', () => {
    expect(teamTreeOf('demo_agent', [])).toEqual([]);
    expect(teamTreeOf('nobody', nodes)).toEqual([]);
  });
  it('survives a cycle or a repeated name in a bad answer', () => {
    const tree = teamTreeOf('root', [node('a', 'root'), node('b', 'a'), node('a', 'b'), node('root', 'b')]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children.map((branch) => branch.node.userName)).toEqual(['b']);
    expect(tree[0]?.children[0]?.children).toEqual([]);
  });
});

describe('what the table offers per downline', () => {
  it('opens the team of a downline that has one', () => {
    expect(hasTeam({ teamSize: 1 })).toBe(true);
    expect(hasTeam({ teamSize: 0 })).toBe(false);
  });
  it('offers contracts to direct downline agents only (SPEC 4)', () => {
    expect(mayOfferContract({ isAgent: true, level: 1 })).toBe(true);
    expect(mayOfferContract({ isAgent: true, level: 2 })).toBe(false);
    expect(mayOfferContract({ isAgent: false, level: 1 })).toBe(false);
  });
});

describe('the table query', () => {
  it("asks for the agent's own downlines without a parent, and a trimmed name filter only when one is typed", () => {
    expect(downlineListQuery(null, '')).toEqual({});
    expect(downlineListQuery(null, '   ')).toEqual({});
    expect(downlineListQuery('demo_subagent', '')).toEqual({ parent: 'demo_subagent' });
    expect(downlineListQuery(null, ' rohan ')).toEqual({ search: 'rohan' });
    expect(downlineListQuery('demo_subagent', 'arj')).toEqual({ parent: 'demo_subagent', search: 'arj' });
    expect(downlineListQuery('', 'x')).toEqual({ search: 'x' });
  });
  it('goes back to the agent from the first breadcrumb and to a downline from the others', () => {
    expect(crumbParent({ userName: 'demo_agent', level: 0 })).toBeNull();
    expect(crumbParent({ userName: 'demo_subagent', level: 1 })).toBe('demo_subagent');
    expect(crumbParent({ userName: 'demo_agent42', level: 2 })).toBe('demo_agent42');
  });
});
