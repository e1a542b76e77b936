import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { OVERVIEW_CHART_DAYS, registerDownlineResponse, type TeamFigures, type TeamOverview, teamOverviewResponse } from '@kernel/agency';
import { AGENT_PATH } from '@kernel/agentPaths';
import { addDays, indianDateOf, indianDayStart } from '@kernel/records';
import { HOUSE, memberAccount } from '../../server/ledger/accounts';
import { placeBet, settleBet } from '../../server/play/betting';
import type { DepositOrderRow } from '../../server/store/deposits';
import { createStores } from '../../server/store/index';
import type { MoneyContext } from '../../server/wallet/context';
import { payDepositOrder } from '../../server/wallet/deposits';
import { approveWithdrawal, requestWithdrawal } from '../../server/wallet/withdrawals';
import { ID } from './agencyHelpers';
import { callSealed, loginToken, manualClock, startServer, type TestServer } from './helpers';

const HOUR_MS = 60 * 60 * 1000;
// Wednesday 15 January 2025, 17:30 in India: the week began on Monday the 13th
const TODAY = '2025-01-15';
const NO_CHANGE: TeamFigures = { newMembers: 0, activeMembers: 0, depositPaise: 0, withdrawalPaise: 0, validBetPaise: 0, profitPaise: 0 };

const minus = (after: TeamFigures, before: TeamFigures): TeamFigures => ({
  newMembers: after.newMembers - before.newMembers,
  activeMembers: after.activeMembers - before.activeMembers,
  depositPaise: after.depositPaise - before.depositPaise,
  withdrawalPaise: after.withdrawalPaise - before.withdrawalPaise,
  validBetPaise: after.validBetPaise - before.validBetPaise,
  profitPaise: after.profitPaise - before.profitPaise,
});
const figures = ({ from: _from, to: _to, ...rest }: TeamOverview['periods']['today']): TeamFigures => rest;
const dayFigures = (overview: TeamOverview, date: string): TeamFigures => {
  const { date: _date, ...rest } = overview.daily.find((point) => point.date === date) ?? { date, ...NO_CHANGE };
  return rest;
};

describe('team overview (agentTeamOverview)', () => {
  let server: TestServer;
  const clock = manualClock();
  let agent: string;
  let ctx: MoneyContext;
  const overview = async (token = agent) => (await server.expectBody(teamOverviewResponse, AGENT_PATH.teamOverview, { token })).body.value;
  const wallet = (memberId: number) => ({ code: 'MAIN', purpose: 'main' as const, account: memberAccount.main(memberId), house: HOUSE.games, currency: 'INR' as const });
  const nodeId = () => (server.db.prepare("SELECT node_id AS nodeId FROM game WHERE category = 'RNG' ORDER BY sort LIMIT 1").get() as { nodeId: number }).nodeId;
  function bet(memberId: number, at: number, stake: number, payout: number | null) {
    const betId = placeBet(ctx, { memberId, wallet: wallet(memberId), vendor: 'HABA', category: 'RNG', nodeId: nodeId(), stakePaise: stake, now: at });
    if (payout !== null) settleBet(ctx, { betId, wallet: wallet(memberId), stakePaise: stake, payoutPaise: payout, now: at + 60_000 });
  }

  beforeEach(async () => {
    server = await startServer({ clock: clock.now });
    agent = await loginToken(server, 'demo_agent');
    ctx = { db: server.db, stores: createStores(server.db) };
  });

  it('names the four periods by India days, the week from Monday and the month from the 1st, and charts 30 days', async () => {
    const result = await overview();
    expect(indianDateOf(clock.now())).toBe(TODAY);
    expect(Object.fromEntries(Object.entries(result.periods).map(([period, value]) => [period, [value.from, value.to]]))).toEqual({
      today: [TODAY, TODAY],
      yesterday: ['2025-01-14', '2025-01-14'],
      thisWeek: ['2025-01-13', TODAY],
      thisMonth: ['2025-01-01', TODAY],
    });
    expect(result.daily).toHaveLength(OVERVIEW_CHART_DAYS);
    expect(result.daily[0]?.date).toBe(addDays(TODAY, -(OVERVIEW_CHART_DAYS - 1)));
    expect(result.daily.at(-1)?.date).toBe(TODAY);
    // 8 documented accounts and the 4 players of the seeded history
    expect(result).toMatchObject({ teamSize: 12, directCount: 6 });
    // the periods add up from the days (active members are counted once per period, so at most the sum)
    expect(figures(result.periods.today)).toEqual(dayFigures(result, TODAY));
    const week = ['2025-01-13', '2025-01-14', TODAY].map((date) => dayFigures(result, date));
    expect(result.periods.thisWeek.validBetPaise).toBe(week.reduce((sum, day) => sum + day.validBetPaise, 0));
    expect(result.periods.thisWeek.activeMembers).toBeLessThanOrEqual(week.reduce((sum, day) => sum + day.activeMembers, 0));
  });

  it('counts a known bet in today, this week and this month, its player active once, the agency profit as stake less payout', async () => {
    const before = await overview();
    // team_kavya (no seeded bets): two settled bets and an open one today, a settled one on Sunday the 12th
    bet(ID.kavya, indianDayStart(TODAY) + 9 * HOUR_MS, 3_000, 0);
    bet(ID.kavya, indianDayStart(TODAY) + 10 * HOUR_MS, 2_000, 5_000);
    bet(ID.kavya, indianDayStart(TODAY) + 11 * HOUR_MS, 1_000, null);
    bet(ID.kavya, indianDayStart('2025-01-12') + 20 * HOUR_MS, 1_000, 0);
    // outside demo_agent's team: nothing changes for it
    bet(ID.member, indianDayStart(TODAY) + 9 * HOUR_MS, 50_000, 0);
    const after = await overview();
    const today = { ...NO_CHANGE, activeMembers: 1, validBetPaise: 5_000, profitPaise: 3_000 + 2_000 - 5_000 };
    expect(minus(figures(after.periods.today), figures(before.periods.today))).toEqual(today);
    expect(minus(dayFigures(after, TODAY), dayFigures(before, TODAY))).toEqual(today);
    expect(minus(figures(after.periods.thisWeek), figures(before.periods.thisWeek))).toEqual(today);
    expect(minus(figures(after.periods.thisMonth), figures(before.periods.thisMonth))).toEqual({ ...today, validBetPaise: 6_000, profitPaise: 1_000 });
    expect(minus(figures(after.periods.yesterday), figures(before.periods.yesterday))).toEqual(NO_CHANGE);
    expect(minus(dayFigures(after, '2025-01-12'), dayFigures(before, '2025-01-12'))).toEqual({
      ...NO_CHANGE,
      activeMembers: 1,
      validBetPaise: 1_000,
      profitPaise: 1_000,
    });

    // the same bets are not demo_subagent's: team_kavya is in demo_agent41's part of the team
    const subagent = await loginToken(server, 'demo_subagent');
    const sub = await overview(subagent);
    expect(sub).toMatchObject({ teamSize: 5, directCount: 3 });
  });

  it('counts new accounts, paid deposits and paid withdrawals of the team', async () => {
    const before = await overview();
    const created = await callSealed(
      server,
      'POST',
      AGENT_PATH.registerDownline,
      { kind: 'member', username: 'fresh2025', password: 'Pass@1234', confirmPassword: 'Pass@1234' },
      { token: agent },
    );
    v.parse(registerDownlineResponse, created.body);
    const order: DepositOrderRow = {
      id: 'DPTESTOVERVIEW01',
      memberId: ID.kavya,
      channel: 'UPI',
      amountPaise: 150_000,
      bonusId: null,
      bonusPaise: 0,
      turnoverMultiplier: 0,
      status: 'pending',
      createdAt: clock.now() - HOUR_MS,
      expiresAt: clock.now() - HOUR_MS + 15 * 60_000,
      settledAt: null,
      peerWithdrawalId: null,
    };
    ctx.stores.deposits.create(order);
    payDepositOrder(ctx, order.id, clock.now() - HOUR_MS + 60_000);
    const bank = ctx.stores.bankAccounts.add({
      memberId: ID.kavya,
      holderName: 'KAVYA',
      bankName: 'HDFC Bank',
      ifsc: 'HDFC0001234',
      accountNumber: '999988887777',
      createdAt: clock.now() - HOUR_MS,
    });
    const withdrawal = requestWithdrawal(ctx, ID.kavya, { bankAccountId: bank.id, amountPaise: 40_000 }, clock.now() - 30 * 60_000);
    approveWithdrawal(ctx, withdrawal.id, clock.now() - 20 * 60_000);
    // a withdrawal still pending is not counted
    requestWithdrawal(ctx, ID.kavya, { bankAccountId: bank.id, amountPaise: 10_000 }, clock.now() - 10 * 60_000);

    const after = await overview();
    expect(after.teamSize - before.teamSize).toBe(1);
    expect(after.directCount - before.directCount).toBe(1);
    const change = { ...NO_CHANGE, newMembers: 1, depositPaise: 150_000, withdrawalPaise: 40_000 };
    for (const period of ['today', 'thisWeek', 'thisMonth'] as const)
      expect(minus(figures(after.periods[period]), figures(before.periods[period])), period).toEqual(change);
    expect(minus(dayFigures(after, TODAY), dayFigures(before, TODAY))).toEqual(change);
  });
});
