import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceResponse, memberInfoResponse } from '@kernel/member';
import { PATH } from '@kernel/paths';
import { AGENT_USER_TYPES } from '@kernel/platform';
import { loginResponse } from '@kernel/session';
import { demoPassword, TEAM_PASSWORD } from '../../server/demoAccounts';
import { startServer, type TestServer } from './helpers';

describe('member info and balance', () => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    server = await startServer();
    for (const [username, site] of [
      ['demo_member', 'member'],
      ['demo_agent', 'agent'],
      ['demo_agent41', 'agent'],
      ['demo_agent42', 'agent'],
    ] as const) {
      const { body } = await server.login({ username, password: demoPassword(username), site });
      tokens.set(username, v.parse(loginResponse, body).value.token);
    }
  });

  it('describes demo_member with its VIP level and message counts', async () => {
    const { body } = await server.expectBody(memberInfoResponse, PATH.memberInfo, { token: tokens.get('demo_member') });
    expect(body.value).toMatchObject({ account: 'demo_member', nickname: 'Demo Member', type: 0, vip: true, vipLabel: 'VIP 3', vipLevel: 3, unreadMessageCount: 3 });
    expect(body.value.availablePromoCount).toBe(5);
  });

  it('gives demo_member a ₹25,000.00 balance in INR', async () => {
    const { body } = await server.expectBody(balanceResponse, PATH.balance, { token: tokens.get('demo_member') });
    expect(body.value).toEqual({ balance: 25_000, balancePaise: 2_500_000, currency: 'INR', currencySymbol: '₹' });
  });

  it('reports agent types for the agents of the downline', async () => {
    for (const [username, type] of [
      ['demo_agent', 1],
      ['demo_agent41', 41],
      ['demo_agent42', 42],
    ] as const) {
      const { body } = await server.expectBody(memberInfoResponse, PATH.memberInfo, { token: tokens.get(username) });
      expect(body.value.type).toBe(type);
      expect(AGENT_USER_TYPES).toContain(body.value.type);
    }
  });

  it('stores the downline under demo_agent by parent id', () => {
    const rows = server.db
      .prepare(
        `WITH RECURSIVE team(id, username, type) AS (
           SELECT id, username, type FROM member WHERE username = 'demo_agent'
           UNION ALL SELECT m.id, m.username, m.type FROM member m JOIN team ON m.parent_id = team.id)
         SELECT username, type FROM team WHERE username <> 'demo_agent'`,
      )
      .all() as { username: string; type: number }[];
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set([0, 2, 41, 42]));
    expect(rows.filter((row) => row.type === 0).length).toBeGreaterThanOrEqual(4);
  });

  it('lets downline members log in with the team password', async () => {
    const { body } = await server.login({ username: 'team_rohan', password: TEAM_PASSWORD });
    expect(v.parse(loginResponse, body).value.userName).toBe('team_rohan');
  });

  it('keeps paise exact: ₹3,250.50', async () => {
    const { body } = await server.login({ username: 'team_rohan', password: TEAM_PASSWORD });
    const token = v.parse(loginResponse, body).value.token;
    const balance = await server.expectBody(balanceResponse, PATH.balance, { token });
    expect(balance.body.value.balance).toBe(3250.5);
  });

  it('labels a member without VIP level in the request language', async () => {
    const { body } = await server.login({ username: 'team_meera', password: TEAM_PASSWORD });
    const token = v.parse(loginResponse, body).value.token;
    const english = await server.expectBody(memberInfoResponse, PATH.memberInfo, { token, lang: 'EN' });
    const hindi = await server.expectBody(memberInfoResponse, PATH.memberInfo, { token });
    expect([english.body.value.vip, english.body.value.vipLabel, hindi.body.value.vipLabel]).toEqual([false, 'Regular', 'सामान्य']);
  });
});
