import type * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { revenueResponse, teamBetsResponse, teamProfitLossResponse, teamTransactionsResponse } from '@kernel/agency';
import { AGENT_PATH } from '@kernel/agentPaths';
import { ErrorCode } from '@kernel/errorCodes';
import { indianDayStart } from '@kernel/records';
import { HOUSE, memberAccount } from '../../server/ledger/accounts';
import { placeBet, settleBet } from '../../server/play/betting';
import type { PlayWallet } from '../../server/play/wallet';
import type { DepositOrderRow } from '../../server/store/deposits';
import { createStores } from '../../server/store/index';
import type { MoneyContext } from '../../server/wallet/context';
import { payDepositOrder } from '../../server/wallet/deposits';
import { approveWithdrawal, requestWithdrawal } from '../../server/wallet/withdrawals';
import { expectRefused, ID, withQuery } from './agencyHelpers';
import { loginToken, manualClock, startServer, type TestServer } from './helpers';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Two days long before the seeded team history (the last 30 days): only this test's rows are in them. */
const DAY1 = '2024-11-25';
const DAY2 = '2024-11-26';
const RANGE = { from: DAY1, to: DAY2 };
const LEVEL = { [ID.rohan]: 1, [ID.arjun]: 2, [ID.dev]: 3 } as Record<number, number>;
const NAME = { [ID.rohan]: 'team_rohan', [ID.arjun]: 'team_arjun', [ID.dev]: 'team_dev' } as Record<number, string>;

type Bet = { id: number; memberId: number; stake: number; payout: number | null; placedAt: number };
type Entry = { memberId: number; amount: number };

describe('agency reports: team betting, profit and loss, my income, transaction details', () => {
  let server: TestServer;
  const clock = manualClock();
  let agent: string;
  let ctx: MoneyContext;
  const bets: Bet[] = [];
  /** Every main-wallet entry this test makes, for the members it makes them for. */
  const entries: Entry[] = [];

  const main = (memberId: number): PlayWallet => ({ code: 'MAIN', purpose: 'main', account: memberAccount.main(memberId), house: HOUSE.games, currency: 'INR' });
  const nodeOf = (category: string, vendor: string) =>
    (server.db.prepare('SELECT node_id AS nodeId FROM game WHERE category = ? AND vendor_code = ? ORDER BY sort LIMIT 1').get(category, vendor) as { nodeId: number })
      .nodeId;

  function bet(memberId: number, placedAt: number, stake: number, payout: number | null) {
    const id = placeBet(ctx, { memberId, wallet: main(memberId), vendor: 'HABA', category: 'RNG', nodeId: nodeOf('RNG', 'HABA'), stakePaise: stake, now: placedAt });
    entries.push({ memberId, amount: -stake });
    if (payout !== null) {
      settleBet(ctx, { betId: id, wallet: main(memberId), stakePaise: stake, payoutPaise: payout, now: placedAt + 30_000 });
      if (payout > 0) entries.push({ memberId, amount: payout });
    }
    bets.push({ id, memberId, stake, payout, placedAt });
  }

  function credit(memberId: number, kind: string, amount: number, at: number, key: string) {
    ctx.stores.journal.post({
      idempotencyKey: key,
      kind,
      reference: null,
      lines: [
        { account: HOUSE.bonus, amountPaise: -amount },
        { account: memberAccount.main(memberId), amountPaise: amount },
      ],
      now: at,
    });
  }

  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
    agent = await loginToken(server, 'demo_agent');
    ctx = { db: server.db, stores: createStores(server.db) };
    const day1 = indianDayStart(DAY1) + 12 * HOUR_MS;
    const day2 = indianDayStart(DAY2) + 12 * HOUR_MS;
    // team_rohan (level 1): 12 settled bets on day 1, one open on day 2
    for (let index = 0; index < 12; index++) bet(ID.rohan, day1 + index * 2 * MINUTE_MS, (index + 1) * 1_000, index % 2 === 0 ? (index + 1) * 2_000 : 0);
    bet(ID.rohan, day2, 7_000, null);
    // team_arjun (level 2): a ₹1,000 deposit, then 10 bets on day 2
    const order: DepositOrderRow = {
      id: 'DPTESTAGENCY0001',
      memberId: ID.arjun,
      channel: 'UPI',
      amountPaise: 100_000,
      bonusId: null,
      bonusPaise: 0,
      turnoverMultiplier: 1,
      status: 'pending',
      createdAt: day1,
      expiresAt: day1 + 15 * MINUTE_MS,
      settledAt: null,
      peerWithdrawalId: null,
    };
    ctx.stores.deposits.create(order);
    payDepositOrder(ctx, order.id, day1 + MINUTE_MS);
    entries.push({ memberId: ID.arjun, amount: 100_000 });
    for (let index = 0; index < 10; index++) bet(ID.arjun, day2 + HOUR_MS + index * 2 * MINUTE_MS, 5_000, index % 3 === 0 ? 15_000 : 0);
    // team_dev (level 3): 3 bets on day 1 and a ₹50 bonus on day 2
    for (let index = 0; index < 3; index++) bet(ID.dev, day1 + 3 * HOUR_MS + index * MINUTE_MS, 2_000, index === 1 ? 4_000 : 0);
    credit(ID.dev, 'bonus', 5_000, day2 + 2 * HOUR_MS, 'agency-report-bonus');
    entries.push({ memberId: ID.dev, amount: 5_000 });
    // team_rohan withdraws ₹200 on day 2 (held, then paid)
    const bank = ctx.stores.bankAccounts.add({
      memberId: ID.rohan,
      holderName: 'ROHAN',
      bankName: 'HDFC Bank',
      ifsc: 'HDFC0001234',
      accountNumber: '111122223333',
      createdAt: day1,
    });
    const withdrawal = requestWithdrawal(ctx, ID.rohan, { bankAccountId: bank.id, amountPaise: 20_000 }, day2 + 3 * HOUR_MS);
    approveWithdrawal(ctx, withdrawal.id, day2 + 4 * HOUR_MS);
    entries.push({ memberId: ID.rohan, amount: -20_000 });
    // outside the team: demo_member's bets, and demo_agent's own
    bet(ID.member, day1, 10_000, 0);
    bet(ID.agent, day1, 10_000, 30_000);
    // demo_agent's income (the contract settlement posts these kinds), and a payment that is not income
    credit(ID.agent, 'commission', 1_234, day1 + HOUR_MS, 'agency-report-commission');
    credit(ID.agent, 'realtimeSalary', 500, day1 + 2 * HOUR_MS, 'agency-report-rt-1');
    credit(ID.agent, 'realtimeSalary', 700, day2 + HOUR_MS, 'agency-report-rt-2');
    credit(ID.agent, 'dailySalary', 300, day2 + 2 * HOUR_MS, 'agency-report-daily');
    credit(ID.agent, 'bonus', 9_999, day2 + 3 * HOUR_MS, 'agency-report-agent-bonus');
    // a sub-agent's income is a wallet entry of the team like any other
    credit(ID.subagent, 'commission', 4_321, day2, 'agency-report-sub-commission');
    entries.push({ memberId: ID.subagent, amount: 4_321 });
  });

  const teamOnly = () => bets.filter((entry) => entry.memberId in LEVEL);
  const sumsOf = (list: Bet[]) => {
    const settled = list.filter((entry) => entry.payout !== null);
    return {
      count: list.length,
      stakePaise: list.reduce((sum, entry) => sum + entry.stake, 0),
      validPaise: settled.reduce((sum, entry) => sum + entry.stake, 0),
      payoutPaise: settled.reduce((sum, entry) => sum + (entry.payout ?? 0), 0),
      winLossPaise: settled.reduce((sum, entry) => sum + (entry.payout ?? 0) - entry.stake, 0),
    };
  };
  const report = async <S extends v.GenericSchema<unknown, { value: unknown }>>(
    schema: S,
    path: string,
    params: Record<string, string | number | undefined>,
    token = agent,
  ): Promise<v.InferOutput<S>['value']> => (await server.expectBody(schema, withQuery(path, { ...RANGE, pageNo: 1, ...params }), { token })).body.value;

  describe('team betting', () => {
    it("lists the team's bets newest first in pages of 20, with totals over the whole range", async () => {
      const first = await report(teamBetsResponse, AGENT_PATH.teamBets, {});
      const second = await report(teamBetsResponse, AGENT_PATH.teamBets, { pageNo: 2 });
      expect(first).toMatchObject({ pageSize: 20, totalCount: 26, totalPages: 2 });
      expect(first.items).toHaveLength(20);
      expect(second.items).toHaveLength(6);
      expect(first.totals).toEqual(sumsOf(teamOnly()));
      expect(second.totals).toEqual(first.totals);
      const listed = [...first.items, ...second.items];
      expect(listed.map((row) => row.id).sort()).toEqual(
        teamOnly()
          .map((entry) => entry.id)
          .sort(),
      );
      const times = listed.map((row) => row.placedAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const row of listed) {
        const placed = bets.find((entry) => entry.id === row.id);
        expect(row).toMatchObject({
          userName: NAME[placed?.memberId ?? 0],
          level: LEVEL[placed?.memberId ?? 0],
          category: 'RNG',
          vendorName: expect.any(String),
          gameName: expect.any(String),
        });
        expect(row.winLossPaise).toBe(placed?.payout === null ? null : (placed?.payout ?? 0) - (placed?.stake ?? 0));
        expect(row.status).toBe(placed?.payout === null ? 'unsettled' : 'settled');
      }
    });

    it('filters by level and by user name', async () => {
      expect((await report(teamBetsResponse, AGENT_PATH.teamBets, { level: 2 })).totals).toEqual(sumsOf(bets.filter((entry) => entry.memberId === ID.arjun)));
      const dev = await report(teamBetsResponse, AGENT_PATH.teamBets, { userName: 'team_dev' });
      expect(dev.totals).toEqual(sumsOf(bets.filter((entry) => entry.memberId === ID.dev)));
      expect(dev.items.every((row) => row.userName === 'team_dev' && row.level === 3)).toBe(true);
      expect((await report(teamBetsResponse, AGENT_PATH.teamBets, { userName: 'team_dev', level: 1 })).totals.count).toBe(0);
      expect((await report(teamBetsResponse, AGENT_PATH.teamBets, { from: DAY1, to: DAY1 })).totals).toEqual(
        sumsOf(teamOnly().filter((entry) => entry.placedAt < indianDayStart(DAY2))),
      );
    });

    it("gives a sub-agent its own team's bets only, levels counted from it", async () => {
      const subagent = await loginToken(server, 'demo_subagent');
      const sub = await report(teamBetsResponse, AGENT_PATH.teamBets, { pageSize: 100 }, subagent);
      expect(sub.totals).toEqual(sumsOf(bets.filter((entry) => entry.memberId === ID.arjun || entry.memberId === ID.dev)));
      expect(new Set(sub.items.map((row) => `${row.userName}:${row.level}`))).toEqual(new Set(['team_arjun:1', 'team_dev:2']));
    });
  });

  describe('user profit and loss', () => {
    it('gives one row per member who bet or moved money, and totals', async () => {
      const result = await report(teamProfitLossResponse, AGENT_PATH.teamProfitLoss, {});
      const row = (memberId: number, money: { depositPaise?: number; withdrawalPaise?: number; bonusPaise?: number }) => {
        const sums = sumsOf(bets.filter((entry) => entry.memberId === memberId));
        return {
          userName: NAME[memberId],
          level: LEVEL[memberId],
          type: 0,
          betCount: sums.count,
          validPaise: sums.validPaise,
          winLossPaise: sums.winLossPaise,
          depositPaise: money.depositPaise ?? 0,
          withdrawalPaise: money.withdrawalPaise ?? 0,
          bonusPaise: money.bonusPaise ?? 0,
        };
      };
      const expected = [row(ID.rohan, { withdrawalPaise: 20_000 }), row(ID.arjun, { depositPaise: 100_000 }), row(ID.dev, { bonusPaise: 5_000 })];
      expect(result.items).toEqual(expected);
      const all = sumsOf(teamOnly());
      expect(result.totals).toEqual({
        betCount: all.count,
        validPaise: all.validPaise,
        winLossPaise: all.winLossPaise,
        depositPaise: 100_000,
        withdrawalPaise: 20_000,
        bonusPaise: 5_000,
      });
      expect(result).toMatchObject({ totalCount: 3, totalPages: 1 });
      expect((await report(teamProfitLossResponse, AGENT_PATH.teamProfitLoss, { level: 3 })).items).toEqual([expected[2]]);
    });
  });

  describe('my income', () => {
    it("sums the agent's own commission and salaries by India day, newest first", async () => {
      const result = await report(revenueResponse, AGENT_PATH.revenue, {});
      expect(result.items).toEqual([
        { date: DAY2, commissionPaise: 0, dividendPaise: 0, dailySalaryPaise: 300, hourlySalaryPaise: 0, realtimeSalaryPaise: 700, totalPaise: 1_000 },
        { date: DAY1, commissionPaise: 1_234, dividendPaise: 0, dailySalaryPaise: 0, hourlySalaryPaise: 0, realtimeSalaryPaise: 500, totalPaise: 1_734 },
      ]);
      expect(result.totals).toEqual({
        commissionPaise: 1_234,
        dividendPaise: 0,
        dailySalaryPaise: 300,
        hourlySalaryPaise: 0,
        realtimeSalaryPaise: 1_200,
        totalPaise: 2_734,
      });
      expect(result).toMatchObject({ totalCount: 2, totalPages: 1 });
      const subagent = await loginToken(server, 'demo_subagent');
      expect((await report(revenueResponse, AGENT_PATH.revenue, {}, subagent)).totals.commissionPaise).toBe(4_321);
    });
  });

  describe('transaction details', () => {
    it("lists the team's wallet entries newest first, typed like the account record, with totals", async () => {
      const first = await report(teamTransactionsResponse, AGENT_PATH.teamTransactions, {});
      const team = entries.filter((entry) => entry.memberId in LEVEL || entry.memberId === ID.subagent);
      expect(first.totals).toEqual({
        count: team.length,
        inPaise: team.filter((entry) => entry.amount > 0).reduce((sum, entry) => sum + entry.amount, 0),
        outPaise: team.filter((entry) => entry.amount < 0).reduce((sum, entry) => sum - entry.amount, 0),
      });
      expect(first).toMatchObject({ pageSize: 20, totalCount: team.length, totalPages: Math.ceil(team.length / 20) });
      const times = first.items.map((row) => row.time);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(first.items[0]).toMatchObject({ userName: 'team_rohan', level: 1, type: 'withdrawal', kind: 'withdrawHold', amountPaise: -20_000 });

      const dev = await report(teamTransactionsResponse, AGENT_PATH.teamTransactions, { userName: 'team_dev' });
      expect(dev.items.map((row) => [row.type, row.amountPaise])).toEqual([
        ['bonus', 5_000],
        ['bet', -2_000],
        ['payout', 4_000],
        ['bet', -2_000],
        ['bet', -2_000],
      ]);
    });
  });

  it('checks the query with the contract: a reversed or too long range, a bad level', async () => {
    for (const params of [{ from: DAY2, to: DAY1 }, { from: '2024-01-01', to: DAY2 }, { level: 0 }, { level: 11 }, { from: '2024-02-30' }, { pageSize: 101 }]) {
      for (const path of [AGENT_PATH.teamBets, AGENT_PATH.teamProfitLoss, AGENT_PATH.revenue, AGENT_PATH.teamTransactions]) {
        const response = await server.call(withQuery(path, { ...RANGE, pageNo: 1, ...params }), { token: agent, lang: 'EN' });
        expectRefused({ status: response.status, body: await response.json() }, 400, ErrorCode.invalidInput);
      }
    }
  });
});
