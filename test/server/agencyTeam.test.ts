import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_LOGIN_DAYS, agentNoticesResponse, downlinesResponse, TEAM_TREE_LIMIT, teamTreeResponse } from '@kernel/agency';
import { AGENT_PATH } from '@kernel/agentPaths';
import { ErrorCode } from '@kernel/errorCodes';
import { memberAccount } from '../../server/ledger/accounts';
import { createJournal } from '../../server/ledger/journal';
import { expectRefused, ID, withQuery } from './agencyHelpers';
import { loginToken, manualClock, startServer, type TestServer } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the team: downlines, drill-down and tree', () => {
  let server: TestServer;
  const clock = manualClock();
  let agent: string;
  const downlines = async (params: Record<string, string | number | undefined>, token = agent) =>
    (await server.expectBody(downlinesResponse, withQuery(AGENT_PATH.downlines, params), { token })).body.value;

  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
    agent = await loginToken(server, 'demo_agent');
  });

  it("lists the agent's direct downlines by name, with balance from the ledger, team size and status", async () => {
    const page = await downlines({});
    expect(page.path).toEqual([{ userName: 'demo_agent', level: 0 }]);
    expect(page.items.map((row) => row.userName)).toEqual(['demo_agent41', 'demo_subagent', 'team_aarav', 'team_isha', 'team_meera', 'team_rohan']);
    expect(page.items.every((row) => row.level === 1)).toBe(true);
    const journal = createJournal(server.db);
    for (const row of page.items) {
      const id = (server.db.prepare('SELECT id FROM member WHERE username = ?').get(row.userName) as { id: number }).id;
      expect(row.balancePaise, row.userName).toBe(journal.balanceOf(memberAccount.main(id)));
    }
    const byName = new Map(page.items.map((row) => [row.userName, row]));
    expect(byName.get('demo_subagent')).toMatchObject({ type: 2, isAgent: true, teamSize: 5, nickname: 'Sub-agent Asha' });
    expect(byName.get('demo_agent41')).toMatchObject({ type: 41, isAgent: true, teamSize: 1 });
    expect(byName.get('team_rohan')).toMatchObject({ type: 0, isAgent: false, teamSize: 0, balancePaise: 325_050 });
    // the seed's last logins: a day ago is active, twelve days ago is not
    expect(byName.get('team_rohan')?.status).toBe('active');
    expect(byName.get('team_meera')?.status).toBe('inactive');
  });

  it('counts a downline active while its last login is within ACTIVE_LOGIN_DAYS', async () => {
    const setLogin = (daysAgo: number) => server.db.prepare('UPDATE member SET last_login_at = ? WHERE id = ?').run(clock.now() - daysAgo * DAY_MS, ID.meera);
    const meera = async () => (await downlines({ search: 'meera' })).items[0];
    setLogin(ACTIVE_LOGIN_DAYS - 0.01);
    expect(await meera()).toMatchObject({ status: 'active' });
    setLogin(ACTIVE_LOGIN_DAYS + 0.01);
    expect(await meera()).toMatchObject({ status: 'inactive' });
    server.db.prepare('UPDATE member SET last_login_at = NULL WHERE id = ?').run(ID.meera);
    expect(await meera()).toMatchObject({ status: 'inactive', lastLoginAt: null });
  });

  it("drills down into a downline agent's team with levels counted from the agent", async () => {
    const sub = await downlines({ parent: 'demo_subagent' });
    expect(sub.path).toEqual([
      { userName: 'demo_agent', level: 0 },
      { userName: 'demo_subagent', level: 1 },
    ]);
    expect(sub.items.map((row) => [row.userName, row.level, row.teamSize])).toEqual([
      ['demo_agent42', 2, 2],
      ['team_arjun', 2, 0],
      ['team_kabir', 2, 0],
    ]);
    const deeper = await downlines({ parent: 'DEMO_AGENT42' });
    expect(deeper.path.map((step) => step.userName)).toEqual(['demo_agent', 'demo_subagent', 'demo_agent42']);
    expect(deeper.items.map((row) => [row.userName, row.level])).toEqual([
      ['team_dev', 3],
      ['team_nisha', 3],
    ]);
  });

  it('searches by part of the name and pages', async () => {
    expect((await downlines({ search: 'ROH' })).items.map((row) => row.userName)).toEqual(['team_rohan']);
    expect((await downlines({ search: 'zzz' })).totalCount).toBe(0);
    const first = await downlines({ search: 'team_', pageSize: 3 });
    expect(first).toMatchObject({ pageNo: 1, pageSize: 3, totalCount: 4, totalPages: 2 });
    const second = await downlines({ search: 'team_', pageSize: 3, pageNo: 2 });
    expect([...first.items, ...second.items].map((row) => row.userName)).toEqual(['team_aarav', 'team_isha', 'team_meera', 'team_rohan']);
    const bad = await server.call(withQuery(AGENT_PATH.downlines, { pageSize: 500 }), { token: agent });
    expectRefused({ status: bad.status, body: await bad.json() }, 400, ErrorCode.invalidInput);
  });

  it('gives the whole team as a tree: every account once, with its parent and team size', async () => {
    const tree = (await server.expectBody(teamTreeResponse, AGENT_PATH.teamTree, { token: agent })).body.value;
    expect(tree).toMatchObject({ root: 'demo_agent', truncated: false });
    const byName = new Map(tree.nodes.map((node) => [node.userName, node]));
    expect(tree.nodes).toHaveLength(12);
    expect(byName.size).toBe(12);
    expect(byName.get('team_dev')).toMatchObject({ level: 3, parent: 'demo_agent42', teamSize: 0, nickname: 'Dev' });
    expect(byName.get('demo_subagent')).toMatchObject({ level: 1, parent: 'demo_agent', teamSize: 5 });
    expect(byName.get('team_kavya')).toMatchObject({ level: 2, parent: 'demo_agent41' });
    // levels never go back up: a parent comes before its children
    const seen = new Set(['demo_agent']);
    for (const node of tree.nodes) {
      expect(seen.has(node.parent), node.userName).toBe(true);
      seen.add(node.userName);
    }
  });

  it(`lists at most ${TEAM_TREE_LIMIT} accounts and says it cut the tree`, async () => {
    const big = await startServer({ clock: clock.now });
    const insert = big.db.prepare(
      'INSERT INTO member (username, password_hash, type, parent_id, nickname, vip_level, password_changed_at, created_at) VALUES (?, NULL, 0, ?, ?, 0, ?, ?)',
    );
    big.db.transaction(() => {
      for (let index = 0; index < TEAM_TREE_LIMIT; index++) insert.run(`bulk${index}`, ID.agent41, `Bulk ${index}`, clock.now(), clock.now());
    })();
    const token = await loginToken(big, 'demo_agent41');
    const tree = (await big.expectBody(teamTreeResponse, AGENT_PATH.teamTree, { token })).body.value;
    expect(tree.truncated).toBe(true);
    expect(tree.nodes).toHaveLength(TEAM_TREE_LIMIT);
    expect((await big.expectBody(downlinesResponse, AGENT_PATH.downlines, { token })).body.value.totalCount).toBe(TEAM_TREE_LIMIT + 1);
  });
});

describe('agent notices', () => {
  let server: TestServer;
  let agent: string;
  beforeAll(async () => {
    server = await startServer();
    agent = await loginToken(server, 'demo_agent');
  });

  it('answers in the request language, newest first, with the HTML for the client to sanitise', async () => {
    const english = (await server.expectBody(agentNoticesResponse, AGENT_PATH.notices, { token: agent, lang: 'EN' })).body.value;
    const hindi = (await server.expectBody(agentNoticesResponse, AGENT_PATH.notices, { token: agent, lang: 'HI' })).body.value;
    expect(english).toHaveLength(6);
    expect(hindi).toHaveLength(6);
    for (const notices of [english, hindi]) {
      expect(notices.map((notice) => notice.timestamp)).toEqual([...notices.map((notice) => notice.timestamp)].sort((a, b) => b - a));
    }
    expect(english[0]?.title).toBe('Real-time salary now settles every 5 minutes');
    expect(hindi[0]?.title).toBe('रियल-टाइम सैलरी अब हर 5 मिनट में सेटल होती है');
    const html = english.map((notice) => notice.content).join('');
    for (const tag of ['<b>', '<ul>', '<ol>', '<li>', '<a href="https://']) expect(html).toContain(tag);
    expect(english.find((notice) => notice.title === 'Transfers to downlines need your withdrawal password')?.content).toContain('₹100.00</b> to <b>₹1,00,000.00');
  });

  it('falls back to English where the language has no notices', async () => {
    server.db.prepare("DELETE FROM agent_notice WHERE language = 'HI'").run();
    const notices = (await server.expectBody(agentNoticesResponse, AGENT_PATH.notices, { token: agent, lang: 'HI' })).body.value;
    expect(notices.map((notice) => notice.title)[0]).toBe('Real-time salary now settles every 5 minutes');
  });
});
