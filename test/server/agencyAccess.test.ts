import { beforeAll, describe, expect, it } from 'vitest';
import { downlinesResponse, teamTreeResponse } from '@kernel/agency';
import { AGENT_PATH } from '@kernel/agentPaths';
import { ErrorCode } from '@kernel/errorCodes';
import { memberAccount } from '../../server/ledger/accounts';
import { createJournal } from '../../server/ledger/journal';
import { AGENCY_CALLS, expectRefused, ID, makeCall, withQuery } from './agencyHelpers';
import { callSealed, loginToken, manualClock, startServer, type TestServer, trialToken } from './helpers';
import { setWithdrawPassword, WITHDRAW_PASSWORD } from './walletHelpers';

const REPORTS = [AGENT_PATH.teamBets, AGENT_PATH.teamProfitLoss, AGENT_PATH.revenue, AGENT_PATH.teamTransactions];
const RANGE = { from: '2025-01-01', to: '2025-01-15', pageNo: 1 };

describe('agency calls: agents only, and each agent its own team only (SPEC 6)', () => {
  let server: TestServer;
  const clock = manualClock();
  let member: string;
  let trial: string;
  let agent41: string;
  let subagent: string;

  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
    member = await loginToken(server, 'demo_member');
    trial = await trialToken(server);
    agent41 = await loginToken(server, 'demo_agent41');
    subagent = await loginToken(server, 'demo_subagent');
  });

  it.each(AGENCY_CALLS.map((call) => [call.name, call] as const))(
    '%s refuses a member and a trial account with 403 AGENT_ONLY, and asks for a session',
    async (_name, call) => {
      for (const token of [member, trial]) {
        const failure = expectRefused(await makeCall(server, call, token), 403, ErrorCode.agentOnly);
        expect(failure.message).toBe('This is for agent accounts only');
      }
      expect(expectRefused(await makeCall(server, call, trial, 'HI'), 403, ErrorCode.agentOnly).message).toBe('यह केवल एजेंट खातों के लिए है');
      expectRefused(await makeCall(server, call, undefined), 401, ErrorCode.notLoggedIn);
      // nothing was made or moved for them
      expect(server.db.prepare("SELECT COUNT(*) AS n FROM member WHERE username = 'newplayer01'").get()).toEqual({ n: 0 });
    },
  );

  it("refuses another agent's team by name in `parent`, the same way for names that do not exist", async () => {
    const outside = ['demo_subagent', 'team_arjun', 'demo_agent42', 'team_dev', 'demo_agent', 'demo_member', 'no_such_name'];
    const messages = new Set<string>();
    for (const parent of outside) {
      const response = await server.call(withQuery(AGENT_PATH.downlines, { parent }), { token: agent41, lang: 'EN' });
      messages.add(expectRefused({ status: response.status, body: await response.json() }, 403, ErrorCode.notInTeam).message ?? '');
    }
    expect([...messages]).toEqual(['This account is not in your team']);
    // its own downline is fine, and the agent itself names the top of its team
    const own = await server.expectBody(downlinesResponse, withQuery(AGENT_PATH.downlines, { parent: 'team_kavya' }), { token: agent41 });
    expect(own.body.value).toMatchObject({
      items: [],
      totalCount: 0,
      path: [
        { userName: 'demo_agent41', level: 0 },
        { userName: 'team_kavya', level: 1 },
      ],
    });
    const top = await server.expectBody(downlinesResponse, withQuery(AGENT_PATH.downlines, { parent: 'demo_agent41' }), { token: agent41 });
    expect(top.body.value.items.map((row) => row.userName)).toEqual(['team_kavya']);
  });

  it('refuses a report filtered on a user name outside the team', async () => {
    for (const path of REPORTS) {
      for (const userName of ['team_arjun', 'demo_subagent', 'no_such_name']) {
        const response = await server.call(withQuery(path, { ...RANGE, userName }), { token: agent41 });
        expectRefused({ status: response.status, body: await response.json() }, 403, ErrorCode.notInTeam);
      }
      const ownResponse = await server.call(withQuery(path, { ...RANGE, userName: 'team_kavya' }), { token: agent41 });
      expect(ownResponse.status, path).toBe(200);
    }
  });

  it("refuses a transfer to another agent's downline and moves nothing", async () => {
    await setWithdrawPassword(server, agent41);
    const journal = createJournal(server.db);
    const before = [ID.agent41, ID.arjun, ID.subagent].map((id) => journal.balanceOf(memberAccount.main(id)));
    for (const downline of ['team_arjun', 'demo_subagent', 'demo_agent', 'no_such_name']) {
      const result = await callSealed(
        server,
        'POST',
        AGENT_PATH.transferDownline,
        { downline, amountPaise: 10_000, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: `outside-${downline}` },
        { token: agent41 },
      );
      expectRefused(result, 403, ErrorCode.notInTeam);
    }
    expect([ID.agent41, ID.arjun, ID.subagent].map((id) => journal.balanceOf(memberAccount.main(id)))).toEqual(before);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM journal_transaction WHERE kind = 'downlineTransfer'").get()).toEqual({ n: 0 });
  });

  it('lets a type-41 agent create members but not agents', async () => {
    const refused = await callSealed(
      server,
      'POST',
      AGENT_PATH.registerDownline,
      { kind: 'agent', username: 'subof41', password: 'Pass@1234', confirmPassword: 'Pass@1234' },
      { token: agent41, lang: 'EN' },
    );
    expect(expectRefused(refused, 200, ErrorCode.accountKindNotAllowed).message).toBe('Your agent type may create member accounts only');
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM member WHERE username = 'subof41'").get()).toEqual({ n: 0 });
  });

  it('gives a sub-agent its own part of the tree only: never its upline or its siblings', async () => {
    const tree = (await server.expectBody(teamTreeResponse, AGENT_PATH.teamTree, { token: subagent })).body.value;
    expect(tree.root).toBe('demo_subagent');
    expect(tree.nodes.map((node) => node.userName).sort()).toEqual(['demo_agent42', 'team_arjun', 'team_dev', 'team_kabir', 'team_nisha']);
    for (const parent of ['demo_agent', 'team_rohan', 'demo_agent41']) {
      const response = await server.call(withQuery(AGENT_PATH.downlines, { parent }), { token: subagent });
      expectRefused({ status: response.status, body: await response.json() }, 403, ErrorCode.notInTeam);
    }
    const kavyasTree = (await server.expectBody(teamTreeResponse, AGENT_PATH.teamTree, { token: agent41 })).body.value;
    expect(kavyasTree.nodes.map((node) => node.userName)).toEqual(['team_kavya']);
  });
});
