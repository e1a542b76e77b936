import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ContractTerms, REALTIME_SETTLEMENT_MS, settlementsResponse } from '@kernel/agencyContracts';
import { AGENT_PATH } from '@kernel/agentPaths';
import { devTeamPlayResponse } from '@kernel/devControls';
import { DEV_PATH } from '@kernel/paths';
import { indianDateOf, indianDayStart } from '@kernel/records';
import { settleDueContracts } from '../../server/contracts/settlement';
import { HOUSE, memberAccount } from '../../server/ledger/accounts';
import { createJournal } from '../../server/ledger/journal';
import {
  AGENT,
  actOk,
  addActiveContract,
  addMember,
  addSettledBet,
  agentTokens,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  moneyContext,
  offerOk,
  postingsTo,
  rupees,
} from './contractHelpers';
import { devControl, manualClock, startServer, type TestServer } from './helpers';

let clock: ReturnType<typeof manualClock>;
let server: TestServer;

beforeEach(async () => {
  clock = manualClock();
  server = await startServer({ clock: clock.now });
});

const settlementRows = (contractId: number) =>
  server.db
    .prepare<
      [number],
      {
        periodStart: number;
        periodEnd: number;
        teamValidPaise: number;
        teamProfitPaise: number;
        activeMembers: number;
        qualified: number;
        amountPaise: number;
        settledAt: number;
      }
    >(
      `SELECT period_start AS periodStart, period_end AS periodEnd, team_valid_paise AS teamValidPaise, team_profit_paise AS teamProfitPaise,
         active_members AS activeMembers, qualified, amount_paise AS amountPaise, settled_at AS settledAt
       FROM contract_settlement WHERE contract_id = ? ORDER BY period_start`,
    )
    .all(contractId);
const balance = (memberId: number) => createJournal(server.db).balanceOf(memberAccount.main(memberId));

/** A team of its own, away from the seeded bets: top agent -> sub-agent -> two players. */
function ownTeam() {
  const now = clock.now();
  const top = addMember(server, 'own_top', 1, null, now);
  const sub = addMember(server, 'own_sub', 2, top, now);
  const players = [addMember(server, 'own_p1', 0, sub, now), addMember(server, 'own_p2', 0, sub, now)] as const;
  return { top, sub, players };
}

describe('real-time salary (SPEC 9: every 5 minutes)', () => {
  it('5 minutes of team bets after the contract is accepted make one settlement row and one journal posting of the right amount', async () => {
    const tokens = await agentTokens(server);
    const terms: ContractTerms = { kind: 'realtimeSalary', profitRateBps: 100, lossRateBps: 120, singleBetPaise: rupees(10) };
    const { contract } = await offerOk(server, tokens.top, AGENT.sub.username, terms);
    await actOk(server, tokens.sub, 'realtimeSalary', { action: 'accept', contractId: contract.id });
    const acceptedAt = clock.now();
    expect(acceptedAt % REALTIME_SETTLEMENT_MS).toBe(0);
    const before = balance(AGENT.sub.id);

    const played = await devControl(server, 'POST', DEV_PATH.teamPlay, { agent: AGENT.sub.username, minutes: 5 });
    const { value } = v.parse(devTeamPlayResponse, await played.json());
    expect(value.now).toBe(acceptedAt + 5 * MINUTE_MS);
    expect(value.bets.length).toBeGreaterThan(3);
    for (const bet of value.bets) expect(bet.settledAt).toBeLessThan(acceptedAt + 5 * MINUTE_MS);

    // per bet: the stake is the valid bet; a won bet earns the profit rate, a lost one the loss rate, each floored
    const expected = value.bets.reduce((sum, bet) => sum + Math.floor((bet.stakePaise * (bet.payoutPaise > bet.stakePaise ? 100 : 120)) / 10_000), 0);
    expect(expected).toBeGreaterThan(0);
    const rows = settlementRows(contract.id);
    expect(rows).toEqual([
      {
        periodStart: acceptedAt,
        periodEnd: acceptedAt + REALTIME_SETTLEMENT_MS,
        teamValidPaise: value.bets.reduce((sum, bet) => sum + bet.stakePaise, 0),
        teamProfitPaise: value.bets.reduce((sum, bet) => sum + bet.stakePaise - bet.payoutPaise, 0),
        activeMembers: new Set(value.bets.map((bet) => bet.username)).size,
        qualified: 1,
        amountPaise: expected,
        settledAt: acceptedAt + REALTIME_SETTLEMENT_MS,
      },
    ]);
    expect(value.settlements.filter((made) => made.contractId === contract.id)).toEqual([
      expect.objectContaining({ amountPaise: expected, receiver: AGENT.sub.username }),
    ]);
    expect(postingsTo(server, AGENT.sub.id, 'realtimeSalary')).toEqual([
      { key: `settlement:${contract.id}:${acceptedAt}`, amountPaise: expected, createdAt: acceptedAt + REALTIME_SETTLEMENT_MS },
    ]);
    expect(balance(AGENT.sub.id)).toBe(before + expected);
    expect(createJournal(server.db).reconcile().ok).toBe(true);

    // the salary record of the receiver, and of the upline that gave it (scope team)
    const today = indianDateOf(clock.now());
    const query = `?kind=realtimeSalary&from=${today}&to=${today}`;
    const mine = (await server.expectBody(settlementsResponse, `${AGENT_PATH.settlements}${query}`, { token: tokens.sub })).body.value;
    expect(mine.items).toEqual([expect.objectContaining({ contractId: contract.id, receiver: AGENT.sub.username, amountPaise: expected, qualified: true })]);
    expect(mine.totals).toEqual({ count: 1, amountPaise: expected, teamValidPaise: rows[0]?.teamValidPaise });
    const team = (await server.expectBody(settlementsResponse, `${AGENT_PATH.settlements}${query}&scope=team`, { token: tokens.top })).body.value;
    expect(team.items.map((item) => item.contractId)).toEqual([contract.id]);
    expect(
      (await server.expectBody(settlementsResponse, `${AGENT_PATH.settlements}${query}&scope=team`, { token: tokens.sub })).body.value.items.every(
        (item) => item.contractId !== contract.id,
      ),
    ).toBe(true);
  });

  it('running settlement twice pays once, also when a run is replayed from before its rows', async () => {
    const { sub, players } = ownTeam();
    const start = clock.now();
    const contractId = addActiveContract(server, AGENT.top.id, sub, { kind: 'realtimeSalary', profitRateBps: 100, lossRateBps: 100, singleBetPaise: 0 }, start);
    addSettledBet(server, players[0], { stakePaise: rupees(100), payoutPaise: 0, settledAt: start + MINUTE_MS });
    const ctx = moneyContext(server);
    const later = start + REALTIME_SETTLEMENT_MS;

    expect(settleDueContracts(ctx, later).filter((made) => made.contractId === contractId)).toHaveLength(1);
    expect(settleDueContracts(ctx, later).filter((made) => made.contractId === contractId)).toEqual([]);
    server.db.prepare('UPDATE contract SET settled_until = ? WHERE id = ?').run(start, contractId);
    expect(settleDueContracts(ctx, later + REALTIME_SETTLEMENT_MS).filter((made) => made.contractId === contractId)).toEqual([]);

    expect(settlementRows(contractId)).toHaveLength(1);
    expect(postingsTo(server, sub, 'realtimeSalary')).toEqual([{ key: `settlement:${contractId}:${start}`, amountPaise: rupees(1), createdAt: later }]);
    expect(balance(sub)).toBe(rupees(1));
    expect(createJournal(server.db).balanceOf(HOUSE.agency)).toBeLessThanOrEqual(-rupees(1));
  });

  it('floors each bet on its own, skips bets below the single bet amount, writes no row for a window without bets and waits for a window to end', async () => {
    const { sub, players } = ownTeam();
    const start = clock.now();
    const contractId = addActiveContract(server, AGENT.top.id, sub, { kind: 'realtimeSalary', profitRateBps: 200, lossRateBps: 100, singleBetPaise: 150 }, start);
    // window 1: three lost bets of 150 paise at 1 % (1.5 -> 1 each: 3; floored on their sum it would be 4) and a won one of 250 at 2 % (5)
    for (const at of [10_000, 20_000, 30_000]) addSettledBet(server, players[0], { stakePaise: 150, payoutPaise: 0, settledAt: start + at });
    addSettledBet(server, players[1], { stakePaise: 250, payoutPaise: 600, settledAt: start + 40_000 });
    // below the single bet amount: not counted
    addSettledBet(server, players[1], { stakePaise: 149, payoutPaise: 0, settledAt: start + 50_000 });
    // window 2 has no bet; window 3 only a bet below the single amount; window 4 is still open
    addSettledBet(server, players[0], { stakePaise: 100, payoutPaise: 0, settledAt: start + 2 * REALTIME_SETTLEMENT_MS + 1 });
    addSettledBet(server, players[0], { stakePaise: 1_000, payoutPaise: 0, settledAt: start + 3 * REALTIME_SETTLEMENT_MS + 1 });

    settleDueContracts(moneyContext(server), start + 3 * REALTIME_SETTLEMENT_MS + 2 * MINUTE_MS);
    expect(settlementRows(contractId)).toEqual([
      expect.objectContaining({ periodStart: start, teamValidPaise: 700, teamProfitPaise: 450 - 350, activeMembers: 2, qualified: 1, amountPaise: 3 + 5 }),
      expect.objectContaining({ periodStart: start + 2 * REALTIME_SETTLEMENT_MS, teamValidPaise: 0, activeMembers: 0, qualified: 0, amountPaise: 0 }),
    ]);
    expect(postingsTo(server, sub, 'realtimeSalary')).toHaveLength(1);
  });

  it('a bet of the team settled before the contract was accepted does not count; the first window starts at the acceptance', async () => {
    const { sub, players } = ownTeam();
    const start = clock.now() + 2 * MINUTE_MS;
    addSettledBet(server, players[0], { stakePaise: rupees(100), payoutPaise: 0, settledAt: start - 1 });
    const contractId = addActiveContract(server, AGENT.top.id, sub, { kind: 'realtimeSalary', profitRateBps: 100, lossRateBps: 100, singleBetPaise: 0 }, start);
    addSettledBet(server, players[0], { stakePaise: rupees(10), payoutPaise: 0, settledAt: start + 1 });
    settleDueContracts(moneyContext(server), start + REALTIME_SETTLEMENT_MS);
    // the first window is the part of 12:00-12:05 after the acceptance
    expect(settlementRows(contractId)).toEqual([
      expect.objectContaining({ periodStart: start, periodEnd: clock.now() + REALTIME_SETTLEMENT_MS, teamValidPaise: rupees(10), amountPaise: 10 }),
    ]);
  });
});

describe('hourly and daily salary', () => {
  it('an hour whose team valid bets reach the threshold pays the rate of them; one below writes an unqualified row', async () => {
    const { sub, players } = ownTeam();
    // India clock hours: 12:30 UTC is 18:00 India
    const start = clock.now() + 30 * MINUTE_MS;
    const contractId = addActiveContract(server, AGENT.top.id, sub, { kind: 'hourlySalary', hourlyBetPaise: rupees(1_000), rateBps: 75 }, start);
    addSettledBet(server, players[0], { stakePaise: rupees(600), payoutPaise: 0, settledAt: start + 10 * MINUTE_MS });
    addSettledBet(server, players[1], { stakePaise: rupees(401), payoutPaise: rupees(2_000), settledAt: start + 59 * MINUTE_MS });
    addSettledBet(server, players[1], { stakePaise: rupees(999), payoutPaise: 0, settledAt: start + 61 * MINUTE_MS });
    settleDueContracts(moneyContext(server), start + 2 * HOUR_MS + 1);
    expect(settlementRows(contractId)).toEqual([
      expect.objectContaining({
        periodStart: start,
        periodEnd: start + HOUR_MS,
        teamValidPaise: rupees(1_001),
        qualified: 1,
        amountPaise: Math.floor((rupees(1_001) * 75) / 10_000),
      }),
      expect.objectContaining({ periodStart: start + HOUR_MS, periodEnd: start + 2 * HOUR_MS, teamValidPaise: rupees(999), qualified: 0, amountPaise: 0 }),
    ]);
    expect(postingsTo(server, sub, 'hourlySalary').map((posting) => posting.amountPaise)).toEqual([Math.floor((rupees(1_001) * 75) / 10_000)]);
  });

  it('a daily salary settles per India day, and a contract ended mid-day is paid for its part of the day at once', async () => {
    const { sub, players } = ownTeam();
    const dayStart = indianDayStart(indianDateOf(clock.now()));
    const contractId = addActiveContract(server, AGENT.top.id, sub, { kind: 'dailySalary', dailyBetPaise: rupees(100), rateBps: 200 }, dayStart - DAY_MS);
    addSettledBet(server, players[0], { stakePaise: rupees(500), payoutPaise: 0, settledAt: dayStart - 1 });
    addSettledBet(server, players[0], { stakePaise: rupees(300), payoutPaise: 0, settledAt: dayStart + HOUR_MS });
    const ctx = moneyContext(server);
    settleDueContracts(ctx, dayStart + 2 * HOUR_MS);
    expect(settlementRows(contractId)).toEqual([expect.objectContaining({ periodStart: dayStart - DAY_MS, periodEnd: dayStart, amountPaise: rupees(10) })]);

    server.db
      .prepare("UPDATE contract SET status = 'terminated', terminated_at = ?, termination_reason = 'receiver' WHERE id = ?")
      .run(dayStart + 2 * HOUR_MS, contractId);
    settleDueContracts(ctx, dayStart + 3 * HOUR_MS);
    expect(settlementRows(contractId)[1]).toMatchObject({
      periodStart: dayStart,
      periodEnd: dayStart + 2 * HOUR_MS,
      teamValidPaise: rupees(300),
      amountPaise: rupees(6),
    });
    // nothing after its end
    settleDueContracts(ctx, dayStart + 3 * DAY_MS);
    expect(settlementRows(contractId)).toHaveLength(2);
  });
});

describe('dividend periods (SPEC 9: daily, weekly, semimonthly, monthly)', () => {
  const dividend = (period: 'daily' | 'weekly' | 'semimonthly' | 'monthly', activeMembers = 1): ContractTerms => ({
    kind: 'dividend',
    period,
    periodValidBetPaise: rupees(100),
    periodProfitLossPaise: 0,
    activeMembers,
    rateBps: 3_000,
  });
  /** A moment in India time: 2025-01-19T23:50 */
  const india = (dateTime: string) => Date.parse(`${dateTime}:00Z`) - (5 * 60 + 30) * MINUTE_MS;

  it.each([
    ['weekly', '2025-01-13T00:00', '2025-01-19T23:50', '2025-01-20T00:10', '2025-01-20T00:00', '2025-01-27T00:00'],
    ['semimonthly', '2025-02-01T00:00', '2025-02-15T23:50', '2025-02-16T00:10', '2025-02-16T00:00', '2025-03-01T00:00'],
    ['monthly', '2025-01-01T00:00', '2025-01-31T23:59', '2025-02-01T00:01', '2025-02-01T00:00', '2025-03-01T00:00'],
    ['daily', '2025-01-19T00:00', '2025-01-19T23:59', '2025-01-20T00:01', '2025-01-20T00:00', '2025-01-21T00:00'],
  ] as const)('%s: a bet just before the boundary and one just after land in two periods', async (period, from, before, after, boundary, end) => {
    const { sub, players } = ownTeam();
    const contractId = addActiveContract(server, AGENT.top.id, sub, dividend(period), india(from));
    addSettledBet(server, players[0], { stakePaise: rupees(1_000), payoutPaise: 0, settledAt: india(before) });
    addSettledBet(server, players[1], { stakePaise: rupees(500), payoutPaise: rupees(200), settledAt: india(after) });
    settleDueContracts(moneyContext(server), india(end) + 1);
    const rows = settlementRows(contractId);
    expect(rows[0]).toMatchObject({
      periodStart: india(from),
      periodEnd: india(boundary),
      teamValidPaise: rupees(1_000),
      teamProfitPaise: rupees(1_000),
      amountPaise: rupees(300),
    });
    expect(rows.at(-1)).toMatchObject({
      periodStart: india(boundary),
      periodEnd: india(end),
      teamValidPaise: rupees(500),
      teamProfitPaise: rupees(300),
      amountPaise: rupees(90),
    });
    expect(rows).toHaveLength(2);
    expect(postingsTo(server, sub, 'dividend').map((posting) => [posting.amountPaise, posting.createdAt])).toEqual([
      [rupees(300), india(boundary)],
      [rupees(90), india(end)],
    ]);
  });

  it('a period short of active members, or whose team won, pays nothing', async () => {
    const { sub, players } = ownTeam();
    const from = india('2025-01-13T00:00');
    const contractId = addActiveContract(server, AGENT.top.id, sub, dividend('weekly', 2), from);
    addSettledBet(server, players[0], { stakePaise: rupees(1_000), payoutPaise: 0, settledAt: from + DAY_MS });
    addSettledBet(server, players[0], { stakePaise: rupees(1_000), payoutPaise: rupees(3_000), settledAt: from + 7 * DAY_MS + 1 });
    addSettledBet(server, players[1], { stakePaise: rupees(1_000), payoutPaise: 0, settledAt: from + 7 * DAY_MS + 2 });
    settleDueContracts(moneyContext(server), from + 14 * DAY_MS);
    expect(settlementRows(contractId)).toEqual([
      expect.objectContaining({ activeMembers: 1, teamProfitPaise: rupees(1_000), qualified: 0, amountPaise: 0 }),
      expect.objectContaining({ activeMembers: 2, teamProfitPaise: -rupees(1_000), qualified: 0, amountPaise: 0 }),
    ]);
    expect(postingsTo(server, sub, 'dividend')).toEqual([]);
  });
});

describe('daily commission', () => {
  it('every agent gets the merchant rate of its team valid bets per India day, once, when the day has ended', async () => {
    const { top, sub, players } = ownTeam();
    server.db.prepare('UPDATE merchant SET agent_commission_bps = 50').run();
    const day = indianDateOf(clock.now());
    addSettledBet(server, players[0], { stakePaise: rupees(1_000), payoutPaise: 0, settledAt: clock.now() + MINUTE_MS });
    addSettledBet(server, players[1], { stakePaise: rupees(3_000), payoutPaise: rupees(6_000), settledAt: clock.now() + 2 * MINUTE_MS });
    const ctx = moneyContext(server);
    settleDueContracts(ctx, clock.now() + 3 * MINUTE_MS);
    expect(postingsTo(server, sub, 'commission')).toEqual([]);

    const nextDay = indianDayStart(day) + DAY_MS;
    settleDueContracts(ctx, nextDay + 1);
    settleDueContracts(ctx, nextDay + 2 * DAY_MS);
    for (const agent of [top, sub]) {
      expect(postingsTo(server, agent, 'commission')).toEqual([{ key: `commission:${agent}:${day}`, amountPaise: rupees(20), createdAt: nextDay }]);
    }
  });
});
