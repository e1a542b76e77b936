import { beforeAll, describe, expect, it } from 'vitest';
import { settlementsResponse } from '@kernel/agencyContracts';
import { AGENT_PATH } from '@kernel/agentPaths';
import { addDays, indianDateOf } from '@kernel/records';
import { settleDueContracts } from '../../server/contracts/settlement';
import { AGENT, agentTokens, book, moneyContext } from './contractHelpers';
import { manualClock, startServer, type TestServer } from './helpers';

let clock: ReturnType<typeof manualClock>;
let server: TestServer;
let tokens: Awaited<ReturnType<typeof agentTokens>>;

beforeAll(async () => {
  clock = manualClock();
  server = await startServer({ clock: clock.now });
  tokens = await agentTokens(server);
});

describe('seeded contracts (server/seed/contracts.ts)', () => {
  it('demo_agent is a top agent with the platform ceiling', async () => {
    expect((await book(server, tokens.top, 'dividend')).ownRates).toEqual({ rateBps: 4_000 });
    expect((await book(server, tokens.top, 'dailySalary')).ownRates).toEqual({ rateBps: 200 });
    expect((await book(server, tokens.top, 'hourlySalary')).ownRates).toEqual({ rateBps: 100 });
    expect((await book(server, tokens.top, 'realtimeSalary')).ownRates).toEqual({ profitRateBps: 150, lossRateBps: 150 });
  });

  it('holds the contracts the demo needs: active daily and dividend to demo_subagent, 0.8 % real-time to demo_agent42, none real-time to demo_subagent, a pending hourly offer to demo_agent41', async () => {
    const sub = {
      daily: await book(server, tokens.sub, 'dailySalary'),
      dividend: await book(server, tokens.sub, 'dividend'),
      realtime: await book(server, tokens.sub, 'realtimeSalary'),
    };
    expect(sub.daily.own).toMatchObject({ offerer: 'demo_agent', status: 'active' });
    expect(sub.dividend.own).toMatchObject({ offerer: 'demo_agent', status: 'active' });
    expect(sub.realtime.own).toBeNull();
    expect(sub.realtime.received).toEqual([]);
    expect(sub.realtime.sent).toEqual([
      expect.objectContaining({ receiver: 'demo_agent42', status: 'active', terms: expect.objectContaining({ profitRateBps: 80, lossRateBps: 80 }) }),
    ]);
    expect((await book(server, tokens.a41, 'hourlySalary')).received).toEqual([expect.objectContaining({ offerer: 'demo_agent', status: 'pending' })]);
  });

  it('keeps a history of ended ones: rejected, expired, terminated (replaced, by the receiver, by the upline)', async () => {
    const all = [
      ...(await book(server, tokens.top, 'dividend')).sent,
      ...(await book(server, tokens.top, 'dailySalary')).sent,
      ...(await book(server, tokens.top, 'hourlySalary')).sent,
      ...(await book(server, tokens.sub, 'dailySalary')).sent,
    ];
    const endings = all.map((contract) => `${contract.status}:${contract.terminationReason ?? ''}`);
    for (const ending of ['rejected:', 'expired:', 'terminated:replaced', 'terminated:receiver', 'terminated:upline']) expect(endings).toContain(ending);
  });

  it('settled their past: the records hold rows, and settling again at the seed time adds nothing', async () => {
    const today = indianDateOf(clock.now());
    const query = `kind=dailySalary&from=${addDays(today, -40)}&to=${today}`;
    const mine = (await server.expectBody(settlementsResponse, `${AGENT_PATH.settlements}?${query}`, { token: tokens.sub })).body.value;
    // two daily contracts, one replaced 12 days ago: a row for every India day since the first was accepted
    expect(mine.totalCount).toBeGreaterThanOrEqual(28);
    expect(mine.items).toHaveLength(20);
    expect(mine.items[0]?.settledAt).toBeGreaterThanOrEqual(mine.items[1]?.settledAt ?? 0);
    const counted = server.db.prepare('SELECT COUNT(*) AS n FROM contract_settlement').get() as { n: number };
    expect(settleDueContracts(moneyContext(server), clock.now())).toEqual([]);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM contract_settlement').get()).toEqual(counted);
    expect(AGENT.sub.id).toBe(server.db.prepare("SELECT id FROM member WHERE username = 'demo_subagent'").pluck().get());
  });
});
