import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { GAME_CATEGORIES, type GameCategory } from '@kernel/platform';
import {
  accountRecordsResponse,
  addDays,
  type BetRecord,
  betRecordsResponse,
  datePresetRange,
  datesOfRange,
  indianDateOf,
  indianDayStart,
  isCalendarDate,
  profitLossResponse,
  RECORD_MAX_RANGE_DAYS,
} from '@kernel/records';
import { TEAM_PASSWORD } from '../../server/demoAccounts';
import { memberAccount } from '../../server/ledger/accounts';
import { placeBet, settleBet } from '../../server/play/betting';
import type { PlayWallet } from '../../server/play/wallet';
import type { DepositOrderRow } from '../../server/store/deposits';
import { createStores } from '../../server/store/index';
import { payDepositOrder } from '../../server/wallet/deposits';
import { expectLoginRequired, loginToken, manualClock, parseFailure, startServer, type TestServer, trialToken } from './helpers';

const ARJUN = 10008;
const MINUTE_MS = 60_000;

const query = (path: string, params: Record<string, string | number | undefined>) =>
  `${path}?${new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])))}`;

describe('datePresetRange and the India calendar', () => {
  it('counts days in India time (UTC+5:30)', () => {
    const evening = Date.UTC(2025, 0, 15, 12, 0); // 17:30 in India
    const afterMidnight = Date.UTC(2025, 0, 15, 19, 0); // 00:30 on the 16th in India
    expect(datePresetRange('today', evening)).toEqual({ from: '2025-01-15', to: '2025-01-15' });
    expect(datePresetRange('today', afterMidnight)).toEqual({ from: '2025-01-16', to: '2025-01-16' });
    expect(datePresetRange('yesterday', evening)).toEqual({ from: '2025-01-14', to: '2025-01-14' });
    expect(datePresetRange('last7', evening)).toEqual({ from: '2025-01-09', to: '2025-01-15' });
    expect(datePresetRange('last30', Date.UTC(2025, 2, 1, 6, 0))).toEqual({ from: '2025-01-31', to: '2025-03-01' });
    expect(indianDayStart('2025-01-15')).toBe(Date.UTC(2025, 0, 14, 18, 30));
    expect(indianDateOf(indianDayStart('2025-01-15') - 1)).toBe('2025-01-14');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(datesOfRange('2024-12-30', '2025-01-02')).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02']);
    expect(['2025-02-29', '2025-13-01', '2025-1-5', '15-01-2025', ''].filter(isCalendarDate)).toEqual([]);
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });
});

describe('records', () => {
  let server: TestServer;
  const clock = manualClock(); // 2025-01-15 17:30 in India
  const today = indianDateOf(clock.now());
  const yesterday = addDays(today, -1);
  let arjun: string;
  let demo: string;
  let stores: ReturnType<typeof createStores>;
  const main: PlayWallet = { code: 'MAIN', purpose: 'main', account: memberAccount.main(ARJUN), house: 'house:games', currency: 'INR' };
  const placed: { id: number; category: GameCategory; vendor: string; placedAt: number; stake: number; payout: number | null }[] = [];

  const gameOf = (category: GameCategory, vendor: string) =>
    server.db.prepare('SELECT node_id AS nodeId, name FROM game WHERE category = ? AND vendor_code = ? ORDER BY sort LIMIT 1').get(category, vendor) as {
      nodeId: number;
      name: string;
    };

  function bet(category: GameCategory, vendor: string, placedAt: number, stake: number, payout: number | null) {
    const ctx = { db: server.db, stores };
    const id = placeBet(ctx, { memberId: ARJUN, wallet: main, vendor, category, nodeId: gameOf(category, vendor).nodeId, stakePaise: stake, now: placedAt });
    if (payout !== null) settleBet(ctx, { betId: id, wallet: main, stakePaise: stake, payoutPaise: payout, now: placedAt + 30_000 });
    placed.push({ id, category, vendor, placedAt, stake, payout });
  }

  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
    stores = createStores(server.db);
    arjun = await loginToken(server, 'team_arjun', TEAM_PASSWORD);
    demo = await loginToken(server, 'demo_member');
    const todayStart = indianDayStart(today);
    // in time order, as money really moves (each entry's running balance follows the one before)
    // ten days ago: 5 sports bets; yesterday: 15 live bets
    for (let index = 0; index < 5; index++)
      bet('SPORTS', 'CMD', indianDayStart(addDays(today, -10)) + 15 * 60 * MINUTE_MS + index * MINUTE_MS, 10_000, index === 0 ? 35_000 : 0);
    for (let index = 0; index < 15; index++)
      bet('LIVE', 'DG', indianDayStart(yesterday) + 20 * 60 * MINUTE_MS + index * 2 * MINUTE_MS, 5_000, index % 2 === 0 ? 10_000 : 0);
    // today 08:00: a paid ₹1,000 deposit
    const order: DepositOrderRow = {
      id: 'DPTESTRECORDS001',
      memberId: ARJUN,
      channel: 'UPI',
      amountPaise: 100_000,
      bonusId: null,
      bonusPaise: 0,
      turnoverMultiplier: 1,
      status: 'pending',
      createdAt: todayStart + 8 * 60 * MINUTE_MS,
      expiresAt: todayStart + 8 * 60 * MINUTE_MS + 15 * MINUTE_MS,
      settledAt: null,
      peerWithdrawalId: null,
    };
    stores.deposits.create(order);
    payDepositOrder({ db: server.db, stores }, order.id, order.createdAt + MINUTE_MS);
    // today from 09:00: 25 slot bets (4 of them on JILI), an open sports bet at 11:00
    for (let index = 0; index < 25; index++) {
      bet('RNG', index % 8 === 0 ? 'JL' : 'HABA', todayStart + 9 * 60 * MINUTE_MS + index * MINUTE_MS, (index + 1) * 1_000, index % 3 === 0 ? (index + 1) * 2_000 : 0);
    }
    bet('SPORTS', 'SBO', todayStart + 11 * 60 * MINUTE_MS, 20_000, null);
    // today 12:00: ₹300 into the PG wallet
    stores.journal.post({
      idempotencyKey: `transfer:${ARJUN}:records-test`,
      kind: 'transferIn',
      reference: `member:${ARJUN}`,
      lines: [
        { account: memberAccount.main(ARJUN), amountPaise: -30_000 },
        { account: memberAccount.game(ARJUN, 'PG'), amountPaise: 30_000 },
      ],
      now: todayStart + 12 * 60 * MINUTE_MS,
    });
  });

  const bets = async (params: Record<string, string | number | undefined>, token = arjun) =>
    (await server.expectBody(betRecordsResponse, query(MEMBER_PATH.betRecords, params), { token })).body.value;
  const entries = async (params: Record<string, string | number | undefined>, token = arjun) =>
    (await server.expectBody(accountRecordsResponse, query(MEMBER_PATH.accountRecords, params), { token })).body.value;
  const profit = async (params: Record<string, string | number | undefined>, token = arjun) =>
    (await server.expectBody(profitLossResponse, query(MEMBER_PATH.profitLoss, params), { token })).body.value;

  const sumsOf = (list: typeof placed) => {
    const settled = list.filter((entry) => entry.payout !== null);
    return {
      count: list.length,
      stakePaise: list.reduce((sum, entry) => sum + entry.stake, 0),
      validPaise: settled.reduce((sum, entry) => sum + entry.stake, 0),
      payoutPaise: settled.reduce((sum, entry) => sum + (entry.payout ?? 0), 0),
      winLossPaise: settled.reduce((sum, entry) => sum + (entry.payout ?? 0) - entry.stake, 0),
    };
  };
  const onDay = (date: string) => placed.filter((entry) => indianDateOf(entry.placedAt) === date);

  describe('betting record', () => {
    it('lists the bets of a range newest first, 20 a page, with totals over the whole range on every page', async () => {
      const first = await bets({ from: today, to: today });
      const second = await bets({ from: today, to: today, pageNo: 2 });
      const expected = onDay(today).sort((a, b) => b.placedAt - a.placedAt);
      expect(first).toMatchObject({ pageNo: 1, pageSize: 20, totalCount: 26, totalPages: 2 });
      expect(first.items.map((item) => item.id)).toEqual(expected.slice(0, 20).map((entry) => entry.id));
      expect(second.items.map((item) => item.id)).toEqual(expected.slice(20).map((entry) => entry.id));
      expect(first.totals).toEqual(sumsOf(expected));
      expect(second.totals).toEqual(first.totals);

      const jackpot = first.items.find((item) => item.id === placed[41]?.id) as BetRecord;
      const game = gameOf('RNG', 'HABA');
      expect(jackpot).toEqual({
        id: placed[41]?.id,
        placedAt: placed[41]?.placedAt,
        settledAt: (placed[41]?.placedAt ?? 0) + 30_000,
        gameName: game.name,
        vendor: 'HABA',
        vendorName: 'Habanero',
        category: 'RNG',
        wallet: 'MAIN',
        stakePaise: 22_000,
        validPaise: 22_000,
        payoutPaise: 44_000,
        winLossPaise: 22_000,
        status: 'settled',
      });
    });

    it('shows an open bet as unsettled, outside the win/loss but inside the stakes', async () => {
      const { items, totals } = await bets({ from: today, to: today, gameType: 'SPORTS' });
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ status: 'unsettled', settledAt: null, payoutPaise: null, winLossPaise: null, validPaise: 0, stakePaise: 20_000 });
      expect(totals).toEqual({ count: 1, stakePaise: 20_000, validPaise: 0, payoutPaise: 0, winLossPaise: 0 });
    });

    it('filters by category (gameType) and vendor', async () => {
      expect((await bets({ from: today, to: today, gameType: 'RNG' })).totalCount).toBe(25);
      const jili = await bets({ from: today, to: today, vendor: 'JL' });
      expect(jili.items.map((item) => item.vendor)).toEqual(['JL', 'JL', 'JL', 'JL']);
      expect(jili.totals).toEqual(sumsOf(onDay(today).filter((entry) => entry.vendor === 'JL')));
      expect((await bets({ from: today, to: today, gameType: 'LIVE' })).totalCount).toBe(0);
      const live = await bets({ from: yesterday, to: today, gameType: 'LIVE', pageSize: 5 });
      expect(live).toMatchObject({ totalCount: 15, totalPages: 3 });
      expect(live.totals).toEqual(sumsOf(placed.filter((entry) => entry.category === 'LIVE')));
      expect((await bets({ from: addDays(today, -10), to: addDays(today, -10) })).totals).toEqual(sumsOf(onDay(addDays(today, -10))));
    });

    it("keeps members apart: another member's bets never show", async () => {
      const range = datePresetRange('last30', clock.now());
      const mine = new Set(placed.map((entry) => entry.id));
      const demoPages = [];
      const first = await bets({ ...range, pageSize: 100 }, demo);
      demoPages.push(...first.items);
      for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) demoPages.push(...(await bets({ ...range, pageSize: 100, pageNo }, demo)).items);
      expect(demoPages.length).toBe(first.totalCount);
      expect(demoPages.some((item) => mine.has(item.id))).toBe(false);
      const arjunPage = await bets({ ...range, pageSize: 100 });
      expect(arjunPage.items.every((item) => mine.has(item.id))).toBe(true);
      expect(arjunPage.totalCount).toBe(placed.length);
      const demoEntries = await entries({ ...range, pageSize: 100 }, demo);
      expect(demoEntries.items.some((item) => item.reference !== null && [...mine].some((id) => item.reference === `bet:${id}`))).toBe(false);
    });
  });

  describe('account record', () => {
    it("lists the entries of the member's main and game wallets, newest first, each with its running balance", async () => {
      const page = await entries({ from: today, to: today, pageSize: 100 });
      const settledToday = onDay(today).filter((entry) => entry.payout !== null);
      const payouts = settledToday.filter((entry) => (entry.payout ?? 0) > 0).length;
      // 26 stakes, the payouts, a deposit and the two sides of the transfer
      expect(page.totalCount).toBe(onDay(today).length + payouts + 1 + 2);
      const times = page.items.map((item) => item.time);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const oldestFirst = page.items.filter((item) => item.wallet === 'MAIN').reverse();
      oldestFirst.slice(1).forEach((item, index) => {
        expect(item.balanceAfterPaise).toBe((oldestFirst[index]?.balanceAfterPaise ?? 0) + item.amountPaise);
      });
      expect(page.items.find((item) => item.kind === 'deposit')).toMatchObject({
        type: 'deposit',
        amountPaise: 100_000,
        wallet: 'MAIN',
        reference: 'deposit:DPTESTRECORDS001',
      });
      const stake = page.items.find((item) => item.reference === `bet:${placed[20]?.id}` && item.kind === 'bet');
      expect(stake).toMatchObject({ type: 'bet', amountPaise: -1_000, wallet: 'MAIN' });
    });

    it('filters by type and pages by 20', async () => {
      const transfers = await entries({ from: today, to: today, type: 'transfer' });
      expect(transfers.items.map((item) => [item.wallet, item.amountPaise, item.kind])).toEqual([
        ['MAIN', -30_000, 'transferIn'],
        ['PG', 30_000, 'transferIn'],
      ]);
      const stakes = await entries({ from: today, to: today, type: 'bet' });
      expect(stakes).toMatchObject({ totalCount: 26, totalPages: 2, pageSize: 20 });
      expect(stakes.items).toHaveLength(20);
      expect(stakes.items.every((item) => item.type === 'bet' && item.amountPaise < 0)).toBe(true);
      expect((await entries({ from: today, to: today, type: 'bet', pageNo: 2 })).items).toHaveLength(6);
      const payouts = await entries({ from: yesterday, to: yesterday, type: 'payout' });
      expect(payouts.totalCount).toBe(8);
      expect((await entries({ from: today, to: today, type: 'withdrawal' })).totalCount).toBe(0);
    });
  });

  describe('profit and loss', () => {
    it('sums the bets per category and per day, and the money in and out, agreeing with the betting record', async () => {
      const range = { from: addDays(today, -14), to: today };
      const report = await profit(range);
      const record = await bets(range);
      expect(report.totals).toEqual(record.totals);
      expect(report.categories.map((entry) => entry.category)).toEqual([...GAME_CATEGORIES]);
      for (const entry of report.categories) {
        const { category, ...sums } = entry;
        expect(sums, category).toEqual((await bets({ ...range, gameType: category })).totals);
      }
      expect(report.daily.map((point) => point.date)).toEqual(datesOfRange(range.from, range.to));
      expect(report.daily.reduce((sum, point) => sum + point.winLossPaise, 0)).toBe(report.totals.winLossPaise);
      expect(report.daily.find((point) => point.date === today)?.winLossPaise).toBe(sumsOf(onDay(today)).winLossPaise);
      expect(report.daily.find((point) => point.date === addDays(today, -3))?.winLossPaise).toBe(0);
      expect(report.money).toEqual({ depositPaise: 100_000, withdrawalPaise: 0, bonusPaise: 0, rebatePaise: 0 });
    });
  });

  describe('queries', () => {
    const paths = [MEMBER_PATH.betRecords, MEMBER_PATH.accountRecords, MEMBER_PATH.profitLoss];

    it('refuses bad dates, a range over 90 days or ending before it starts, and unknown filters with 400 and the reason', async () => {
      const longest = { from: addDays(today, -(RECORD_MAX_RANGE_DAYS - 1)), to: today };
      const cases: [Record<string, string | number | undefined>, string][] = [
        [{ from: '2025-02-30', to: today }, 'from: must be a date as yyyy-MM-dd'],
        [{ from: '15-01-2025', to: today }, 'from: must be a date as yyyy-MM-dd'],
        [{ from: today }, 'to:'],
        [{ from: today, to: yesterday }, 'to: the end date is before the start date'],
        [{ from: addDays(longest.from, -1), to: today }, 'to: the range is longer than 90 days'],
      ];
      for (const path of paths) {
        for (const [params, reason] of cases) {
          const response = await server.call(query(path, params), { token: arjun, lang: 'EN' });
          expect(response.status, `${path} ${JSON.stringify(params)}`).toBe(400);
          const failure = parseFailure(await response.json());
          expect(failure.code).toBe(ErrorCode.invalidInput);
          expect(failure.message).toContain(reason);
        }
        expect((await server.call(query(path, longest), { token: arjun })).status).toBe(200);
      }
      const unknown: [string, Record<string, string | number | undefined>, string][] = [
        [MEMBER_PATH.betRecords, { from: today, to: today, gameType: 'CHESS' }, 'gameType: must be one of'],
        [MEMBER_PATH.betRecords, { from: today, to: today, vendor: 'pg soft' }, 'vendor: must be a vendor code'],
        [MEMBER_PATH.betRecords, { from: today, to: today, pageSize: 101 }, 'pageSize'],
        [MEMBER_PATH.accountRecords, { from: today, to: today, type: 'casino' }, 'type: must be one of'],
      ];
      for (const [path, params, reason] of unknown) {
        const failure = parseFailure(await (await server.call(query(path, params), { token: arjun, lang: 'EN' })).json());
        expect(failure.message).toContain(reason);
      }
    });

    it('answers guests 401 and asks a trial account to register', async () => {
      const trial = await trialToken(server);
      for (const path of paths) {
        const url = query(path, { from: today, to: today });
        await expectLoginRequired(server, url);
        const failure = parseFailure(await (await server.call(url, { token: trial, lang: 'EN' })).json());
        expect(failure).toMatchObject({ code: ErrorCode.trialNotAllowed, message: 'Please register an account first' });
      }
    });
  });
});
