import { beforeEach, describe, expect, it } from 'vitest';
import {
  BONUS_PAGE_SIZE,
  bonusGrantsResponse,
  claimRebateResponse,
  type RebateSummary,
  rebateClaimsResponse,
  rebateOf,
  rebateSummaryResponse,
} from '@kernel/bonusDetails';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { accountRecordsResponse, indianDateOf } from '@kernel/records';
import { HOUSE } from '../../server/ledger/accounts';
import { createJournal } from '../../server/ledger/journal';
import { REBATE_MESSAGE } from '../../server/rebateMessages';
import { SEED_REBATE_RATES } from '../../server/seed/missions';
import { callJson, expectLoginRequired, loginToken, manualClock, setModule, startServer, type TestServer, trialToken } from './helpers';
import { settledBet } from './rewardTestPlay';
import { expectReconciled, MEMBER, mainBalance, newKey, refusalOf, responseValue } from './walletHelpers';

/**
 * Bonus details and the manual rebate (T, module MANREBATE3): demo_member's seeded grants with
 * their turnover, its rebate due since the last weekly claim of its history, claims and history.
 */
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
/** A registered member with no bets: its rebate is counted from its registration. */
const FRESH = { id: 10012, username: 'demo_expired' };

describe('bonus details and manual rebate', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let token: string;
  beforeEach(async () => {
    clock = manualClock(NOW);
    server = await startServer({ clock: clock.now });
    token = await loginToken(server, MEMBER.demo.username);
    // seeding takes seconds, more on a busy machine
  }, 30_000);

  const rebate = async (as = token) => (await server.expectBody(rebateSummaryResponse, MEMBER_PATH.rebateSummary, { token: as })).body.value;
  const claim = (idempotencyKey = newKey(), as = token, lang = 'EN') => callJson(server, 'POST', MEMBER_PATH.claimRebate, { idempotencyKey }, { token: as, lang });
  const claims = async (as = token) => (await server.expectBody(rebateClaimsResponse, MEMBER_PATH.rebateClaims, { token: as })).body.value;
  const bonuses = async (query = '', lang = 'EN') => (await server.expectBody(bonusGrantsResponse, `${MEMBER_PATH.bonusGrants}${query}`, { token, lang })).body.value;
  /** The member's real-money valid bets settled in (from, to], per category, straight from the bet table. */
  const validBets = (memberId: number, from: number, to: number) =>
    new Map(
      (
        server.db
          .prepare(
            "SELECT game_type AS category, SUM(valid_paise) AS paise FROM bet WHERE member_id = ? AND currency = 'INR' AND settled_at > ? AND settled_at <= ? GROUP BY game_type",
          )
          .all(memberId, from, to) as { category: string; paise: number }[]
      ).map((row) => [row.category, row.paise]),
    );
  const expectLines = (summary: RebateSummary, memberId: number) => {
    const valid = validBets(memberId, summary.from, summary.to);
    expect(summary.lines.map((line) => line.category)).toEqual(SEED_REBATE_RATES.map((rate) => rate.category));
    for (const line of summary.lines) {
      expect(line.validBetPaise).toBe(valid.get(line.category) ?? 0);
      expect(line.rebatePaise).toBe(rebateOf(line.validBetPaise, line.rateBps));
    }
    expect(summary.rebatePaise).toBe(summary.lines.reduce((sum, line) => sum + line.rebatePaise, 0));
  };

  it("works out demo_member's rebate on its valid bets since its last claim, category by category, rounded down", async () => {
    const summary = await rebate();
    const last = (await claims()).items[0];
    expect(last).toBeDefined();
    expect([summary.from, summary.to, summary.lastClaimedAt]).toEqual([last?.to, NOW, last?.claimedAt]);
    expect(summary.lines.find((line) => line.category === 'RNG')?.rateBps).toBe(80);
    expect(summary.lines.find((line) => line.category === 'LIVE')?.rateBps).toBe(50);
    expect(summary.lines.find((line) => line.category === 'SPORTS')?.rateBps).toBe(60);
    expectLines(summary, MEMBER.demo.id);
    expect(summary.rebatePaise).toBeGreaterThan(0);
  });

  it('pays the claim into the main wallet as one rebate posting from house:rebate, once per key, shown as a rebate in the account record', async () => {
    const due = await rebate();
    const balance = mainBalance(server, MEMBER.demo.id);
    const houseBefore = createJournal(server.db).balanceOf(HOUSE.rebate);
    const key = newKey();
    const result = responseValue(claimRebateResponse, await claim(key));
    expect(result.claim).toMatchObject({ from: due.from, to: NOW, validBetPaise: due.validBetPaise, rebatePaise: due.rebatePaise, claimedAt: NOW });
    expect(result.claim.lines.map((line) => line.category)).toEqual(due.lines.filter((line) => line.validBetPaise > 0).map((line) => line.category));
    expect(mainBalance(server, MEMBER.demo.id)).toBe(balance + due.rebatePaise);
    expect(createJournal(server.db).balanceOf(HOUSE.rebate)).toBe(houseBefore - due.rebatePaise);
    const postings = server.db.prepare("SELECT COUNT(*) AS n FROM journal_transaction WHERE kind = 'rebate' AND created_at = ?").get(NOW) as { n: number };
    expect(postings.n).toBe(1);
    // what is due afterwards: nothing, until new bets settle
    expect([result.summary.from, result.summary.rebatePaise, result.summary.validBetPaise]).toEqual([NOW, 0, 0]);
    // the same key again: the first claim, paid once
    expect(responseValue(claimRebateResponse, await claim(key)).claim).toEqual(result.claim);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(balance + due.rebatePaise);
    expect((await claims()).items[0]).toEqual(result.claim);
    const today = indianDateOf(NOW);
    const record = await server.expectBody(accountRecordsResponse, `${MEMBER_PATH.accountRecords}?from=${today}&to=${today}&type=rebate`, { token });
    expect(record.body.value.items[0]).toMatchObject({ type: 'rebate', kind: 'rebate', amountPaise: due.rebatePaise, wallet: 'MAIN' });
    expectReconciled(server);
  });

  it('refuses a claim of nothing in HI and EN and writes nothing; the next claim pays only the new bets', async () => {
    responseValue(claimRebateResponse, await claim());
    const balance = mainBalance(server, MEMBER.demo.id);
    const claimCount = (await claims()).totalCount;
    for (const lang of ['EN', 'HI'] as const) {
      expect(refusalOf(await claim(newKey(), token, lang))).toEqual({ code: ErrorCode.rebateNothingToClaim, message: REBATE_MESSAGE.rebateNothingToClaim[lang] });
    }
    expect([mainBalance(server, MEMBER.demo.id), (await claims()).totalCount]).toEqual([balance, claimCount]);
    clock.advance(60_000);
    settledBet(server, MEMBER.demo.id, 'RNG', 12_345, NOW + 30_000);
    settledBet(server, MEMBER.demo.id, 'SPORTS', 10_000, NOW + 40_000);
    const due = await rebate();
    expect(due.validBetPaise).toBe(22_345);
    // 0.8 % of ₹123.45 is 98.76 paise, rounded down to 98; 0.6 % of ₹100 is 60 paise
    expect(due.rebatePaise).toBe(98 + 60);
    const second = responseValue(claimRebateResponse, await claim());
    expect(second.claim.rebatePaise).toBe(158);
    // the two lost stakes left the wallet, the rebate on them came back
    expect(mainBalance(server, MEMBER.demo.id)).toBe(balance - 22_345 + 158);
  });

  it('counts a first claim from registration, and a rebate under one paisa as nothing to claim', async () => {
    const fresh = await loginToken(server, FRESH.username);
    const none = await rebate(fresh);
    expect([none.validBetPaise, none.rebatePaise, none.lastClaimedAt]).toEqual([0, 0, null]);
    // ₹1 of live bets at 0.5 %: half a paisa
    settledBet(server, FRESH.id, 'LIVE', 100, NOW - 1_000);
    const tiny = await rebate(fresh);
    expect([tiny.validBetPaise, tiny.rebatePaise]).toEqual([100, 0]);
    expect(refusalOf(await claim(newKey(), fresh)).code).toBe(ErrorCode.rebateNothingToClaim);
    expect((await claims(fresh)).totalCount).toBe(0);
  });

  it("lists demo_member's bonuses newest first with their turnover from the wagering ledger: released when bets reach amount x multiplier", async () => {
    const page = await bonuses();
    expect(page.items.map((grant) => [grant.source, grant.title])).toEqual([
      ['mission', 'Play 3 different slot games today'],
      ['reward', 'Weekly loyalty reward'],
      ['promotion', 'Festival reload bonus'],
      ['promotion', 'VIP upgrade bonus'],
    ]);
    for (const grant of page.items) expect(grant.requiredPaise).toBe(grant.amountPaise * grant.turnoverMultiplier);
    // the wagering ledger's figures: the history's closing bets met every requirement (so demo_member can withdraw)
    expect(page.items.map((grant) => [grant.donePaise === grant.requiredPaise, grant.released])).toEqual([
      [true, true],
      [true, true],
      [true, true],
      [true, true],
    ]);
    expect(page.items.find((grant) => grant.source === 'reward')).toMatchObject({ turnoverMultiplier: 30, requiredPaise: 300_000 });
    expect((await bonuses('', 'HI')).items.every((grant) => /[\u0900-\u097F]/.test(grant.title))).toBe(true);
    const paged = await bonuses('?pageNo=2&pageSize=3');
    expect([paged.pageNo, paged.items.length, paged.totalPages, paged.totalCount]).toEqual([2, 1, 2, 4]);
    expect(BONUS_PAGE_SIZE).toBe(10);
  });

  it('is gated by MANREBATE3: switched off, every call answers MODULE_DISABLED and nothing is paid', async () => {
    setModule(server, 'MANREBATE3', false);
    const balance = mainBalance(server, MEMBER.demo.id);
    for (const path of [MEMBER_PATH.rebateSummary, MEMBER_PATH.rebateClaims, MEMBER_PATH.bonusGrants]) {
      const result = await callJson(server, 'GET', path, undefined, { token });
      expect([result.status, refusalOf(result).code]).toEqual([404, ErrorCode.moduleDisabled]);
    }
    const refused = await claim();
    expect([refused.status, refusalOf(refused).code]).toEqual([404, ErrorCode.moduleDisabled]);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(balance);
  });

  it('answers members only, and checks the key', async () => {
    for (const path of [MEMBER_PATH.rebateSummary, MEMBER_PATH.rebateClaims, MEMBER_PATH.bonusGrants]) await expectLoginRequired(server, path);
    await expectLoginRequired(server, MEMBER_PATH.claimRebate, { method: 'POST', body: { idempotencyKey: newKey() } });
    expect(refusalOf(await callJson(server, 'GET', MEMBER_PATH.rebateSummary, undefined, { token: await trialToken(server) })).code).toBe(ErrorCode.trialNotAllowed);
    const badKey = await callJson(server, 'POST', MEMBER_PATH.claimRebate, { idempotencyKey: 'x' }, { token });
    expect([badKey.status, refusalOf(badKey).code]).toEqual([400, ErrorCode.invalidInput]);
  });
});
