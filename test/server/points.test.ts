import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devRedeemResponse, devRedeemsResponse } from '@kernel/devControls';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { DEV_PATH } from '@kernel/paths';
import {
  convertResponse,
  type PointRecord,
  pointBalanceResponse,
  pointConfigResponse,
  pointRecordsResponse,
  pointRewardsResponse,
  redeemListResponse,
  redeemResponse,
} from '@kernel/points';
import { accountRecordsResponse, indianDateOf } from '@kernel/records';
import { createPointCalls } from '@/api/pointCalls';
import { HOUSE, memberAccount } from '../../server/ledger/accounts';
import { placeBet, settleBet } from '../../server/play/betting';
import type { PlayWallet } from '../../server/play/wallet';
import { convertPoints } from '../../server/points/convert';
import { createPointLedger, POINT_HOUSE, pointAccount } from '../../server/points/pointLedger';
import { POINT_MESSAGE } from '../../server/pointsMessages';
import { hostileText } from '../../server/routes/devHostileContent';
import { createStores } from '../../server/store/index';
import { WALLET_MESSAGE } from '../../server/walletMessages';
import { backendFetch, testApiClient } from '../support/testApiClient';
import { callSealed, devControl, expectLoginRequired, loginToken, manualClock, parseFailure, setModule, startServer, type TestServer, trialToken } from './helpers';
import { expectReconciled, MEMBER, mainBalance, newKey, refusalOf, responseValue, setWithdrawPassword, WITHDRAW_PASSWORD } from './walletHelpers';

/**
 * The points mall (SPEC 7 Points, module PTSYS3; kernel/points.ts). demo_member is seeded with
 * the points its 90 days of bets earned (one point per ₹10 of valid bets) and three redeems: a
 * Cricket cap Approved, Movie tickets Rejected (the points came back), a Mobile recharge In Process.
 */

const DEMO = MEMBER.demo.id;
const DEVANAGARI = /[\u0900-\u097F]/;
const DELIVERY = { receiverAddress: 'Flat 12B, Sunrise Apartments, MG Road, Bengaluru 560001', mobile: '9876543210' };
const REWARD = { recharge: 1, bottle: 2, cap: 3, tickets: 4, voucher: 5, tablet: 9, gold: 10 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const main = (memberId: number): PlayWallet => ({ code: 'MAIN', purpose: 'main', account: memberAccount.main(memberId), house: HOUSE.games, currency: 'INR' });

function pointsCalls(server: TestServer) {
  const balance = async (token: string) => (await server.expectBody(pointBalanceResponse, MEMBER_PATH.pointBalance, { token })).body.value;
  const redeems = async (token: string, lang = 'EN') => (await server.expectBody(redeemListResponse, MEMBER_PATH.redeemList, { token, lang })).body.value;
  const records = async (token: string, query = '') =>
    (await server.expectBody(pointRecordsResponse, `${MEMBER_PATH.accountRecords}?wallet=points${query}`, { token })).body.value;
  const redeem = (token: string, body: Record<string, unknown> = {}, lang = 'EN') =>
    callSealed(
      server,
      'POST',
      MEMBER_PATH.redeemPointReward,
      { rewardId: REWARD.recharge, ...DELIVERY, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey(), ...body },
      { token, lang },
    );
  const convert = (token: string, body: Record<string, unknown> = {}, lang = 'EN') =>
    callSealed(server, 'POST', MEMBER_PATH.convertPoint, { points: 1000, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey(), ...body }, { token, lang });
  /** Everything a refused write must leave as it was: points, redeems, stock, money. */
  const state = () => ({
    points: server.db.prepare('SELECT code, balance FROM point_account ORDER BY id').all(),
    pointTransactions: server.db.prepare('SELECT COUNT(*) AS n FROM point_transaction').get(),
    redeems: server.db.prepare('SELECT id, status FROM point_redeem ORDER BY id').all(),
    stock: server.db.prepare('SELECT id, stock FROM point_reward ORDER BY id').all(),
    main: mainBalance(server, DEMO),
    journal: server.db.prepare('SELECT COUNT(*) AS n FROM journal_transaction').get(),
  });
  return { balance, redeems, records, redeem, convert, state };
}

/** A refusal in English and in Hindi: the code, the English text, and a Hindi text. */
async function expectRefusedInBoth(write: (lang: string) => Promise<{ body: unknown }>, code: string, english: string) {
  const inEnglish = refusalOf(await write('EN'));
  expect(inEnglish.code).toBe(code);
  expect(inEnglish.message?.startsWith(english)).toBe(true);
  const inHindi = refusalOf(await write('HI'));
  expect(inHindi.code).toBe(code);
  expect(inHindi.message).toMatch(DEVANAGARI);
}

describe('the seeded points mall', { timeout: 60_000 }, () => {
  // One server: these calls only read (or are refused, which changes nothing).
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let token: string;
  let calls: ReturnType<typeof pointsCalls>;
  beforeAll(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    token = await loginToken(server, MEMBER.demo.username);
    calls = pointsCalls(server);
  }, 60_000);
  afterAll(() => server.db.close());

  it('credits every settled bet of demo_member once, and its figures add up: earned = balance + changed; balance = current + held', async () => {
    const balance = await calls.balance(token);
    const earned = server.db
      .prepare('SELECT SUM(points) AS points, COUNT(*) AS bets, COUNT(DISTINCT bet_id) AS distinct_bets FROM point_earning WHERE member_id = ?')
      .get(DEMO) as {
      points: number;
      bets: number;
      distinct_bets: number;
    };
    const settled = server.db
      .prepare("SELECT COUNT(*) AS n, SUM(valid_paise) AS valid FROM bet WHERE member_id = ? AND currency = 'INR' AND settled_at IS NOT NULL")
      .get(DEMO) as {
      n: number;
      valid: number;
    };
    expect([earned.bets, earned.distinct_bets]).toEqual([settled.n, settled.n]);
    // One point per ₹10 of valid bets, nothing rounded away but the last bit not yet worth a point.
    expect(earned.points).toBe(Math.floor(settled.valid / 1000));
    expect(earned.points).toBeGreaterThan(3000);
    expect(balance.pointsBalance + balance.changedPoints).toBe(earned.points);
    // Held: the Mobile recharge In Process (600); changed: the Cricket cap Approved (1,200).
    expect(balance).toEqual({ currentPoints: earned.points - 1800, pointsBalance: earned.points - 1200, changedPoints: 1200, hasWithdrawPassword: false });
  });

  it('answers the config: 100 points = ₹1, whole steps of 100, at least 1,000, a point per ₹10 of valid bets, never expiring', async () => {
    const { body } = await server.expectBody(pointConfigResponse, MEMBER_PATH.pointConfig, { token });
    expect(body.value).toEqual({ ratio: { points: 100, paise: 100 }, convertStepPoints: 100, convertMinPoints: 1000, earnValidBetPaisePerPoint: 1000, expires: false });
  });

  it('lists the catalogue in the request language with generated pictures, the seeded stock taken by the redeems not rejected', async () => {
    const english = (await server.expectBody(pointRewardsResponse, MEMBER_PATH.pointRewards, { token, lang: 'EN' })).body.value;
    const hindi = (await server.expectBody(pointRewardsResponse, MEMBER_PATH.pointRewards, { token, lang: 'HI' })).body.value;
    expect(english.map((reward) => reward.name)).toContain('Cricket cap');
    expect(hindi.every((reward) => DEVANAGARI.test(reward.name) && DEVANAGARI.test(reward.description))).toBe(true);
    expect(english.map((reward) => [reward.id, reward.points])).toEqual(hindi.map((reward) => [reward.id, reward.points]));
    expect(english.find((reward) => reward.id === REWARD.cap)?.stock).toBe(79);
    expect(english.find((reward) => reward.id === REWARD.tickets)?.stock).toBe(60);
    expect(english.find((reward) => reward.id === REWARD.gold)?.stock).toBe(0);
    const picture = await server.call(english[0]?.imageUrl ?? '');
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(await picture.text()).toMatch(/^<svg /);
    expect((await server.call('/assets-gen/reward/999.svg')).status).toBe(404);
  });

  it('lists the redeems newest first: In Process, Rejected, Approved, with the mobile number masked', async () => {
    const page = await calls.redeems(token);
    expect(page.items.map((redeem) => [redeem.rewardName, redeem.status, redeem.points])).toEqual([
      ['Mobile recharge ₹50', 'inProcess', 600],
      ['Movie tickets for two', 'rejected', 2000],
      ['Cricket cap', 'approved', 1200],
    ]);
    expect(page.items.map((redeem) => redeem.decidedAt === null)).toEqual([true, false, false]);
    expect(page.items.every((redeem) => redeem.mobileMasked === '98******10' && redeem.receiverAddress === DELIVERY.receiverAddress)).toBe(true);
    expect((await calls.redeems(token, 'HI')).items.every((redeem) => DEVANAGARI.test(redeem.rewardName))).toBe(true);
  });

  it('answers the points view of ODSFE2_MemTransDet: every movement newest first, whose sum is the current points', async () => {
    const balance = await calls.balance(token);
    const first = await calls.records(token);
    expect(first.items[0]?.balanceAfter).toBe(balance.currentPoints);
    const all: PointRecord[] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(first.totalCount / 100); pageNo++) all.push(...(await calls.records(token, `&pageSize=100&pageNo=${pageNo}`)).items);
    expect(all).toHaveLength(first.totalCount);
    expect(all.reduce((sum, record) => sum + record.points, 0)).toBe(balance.currentPoints);
    expect(new Set(all.map((record) => record.kind))).toEqual(new Set(['earn', 'redeem', 'redeemReturned']));
    for (const [index, record] of all.entries()) if (index > 0) expect(record.id).toBeLessThan(all[index - 1]?.id ?? 0);
    // The account record itself is unchanged: money, not points.
    const today = indianDateOf(clock.now());
    const money = await server.expectBody(accountRecordsResponse, `${MEMBER_PATH.accountRecords}?from=${today}&to=${today}`, { token });
    expect(money.status).toBe(200);
  });

  it('keeps the points for ever (SPEC 9): five years later they are all still there', async () => {
    const before = await calls.balance(token);
    clock.advance(5 * 365 * DAY_MS);
    const later = await loginToken(server, MEMBER.demo.username);
    expect(await calls.balance(later)).toEqual(before);
    token = later;
  });

  it('asks for a session, and a trial account to register first', async () => {
    for (const path of [
      MEMBER_PATH.pointBalance,
      MEMBER_PATH.pointRewards,
      MEMBER_PATH.pointConfig,
      MEMBER_PATH.redeemList,
      `${MEMBER_PATH.accountRecords}?wallet=points`,
    ]) {
      await expectLoginRequired(server, path);
    }
    const trial = await trialToken(server);
    const refused = parseFailure(await (await server.call(MEMBER_PATH.pointBalance, { token: trial })).json());
    expect(refused.code).toBe(ErrorCode.trialNotAllowed);
  });
});

describe('points earned by play', { timeout: 60_000 }, () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
  }, 60_000);

  const settledBet = (memberId: number, stakePaise: number, settle = true) => {
    const ctx = { db: server.db, stores: createStores(server.db) };
    const now = clock.now();
    const betId = placeBet(ctx, { memberId, wallet: main(memberId), vendor: 'HABA', category: 'RNG', nodeId: null, stakePaise, now });
    if (settle) settleBet(ctx, { betId, wallet: main(memberId), stakePaise, payoutPaise: 0, now });
    clock.advance(1000);
    return betId;
  };

  it('credits each settled bet exactly once, carrying what is not yet worth a point, and never an unsettled bet', async () => {
    const token = await loginToken(server, MEMBER.demo.username);
    const { balance } = pointsCalls(server);
    const start = (await balance(token)).currentPoints;
    const carry = (server.db.prepare('SELECT carry_paise AS carry FROM point_earning WHERE member_id = ? ORDER BY id DESC LIMIT 1').get(DEMO) as { carry: number }).carry;

    const first = settledBet(DEMO, 2_500 - carry); // with the carry: ₹25, 2 points, ₹5 carried
    const second = settledBet(DEMO, 500); // ₹5 more: another point
    const open = settledBet(DEMO, 10_000, false); // not settled: nothing yet
    expect((await balance(token)).currentPoints).toBe(start + 3);
    // Reading again credits nothing more.
    expect((await balance(token)).currentPoints).toBe(start + 3);
    const keys = server.db
      .prepare('SELECT idempotency_key AS key, reference FROM point_transaction WHERE reference IN (?, ?, ?)')
      .all(`bet:${first}`, `bet:${second}`, `bet:${open}`);
    expect(keys).toEqual([
      { key: `points-earn:bet:${first}`, reference: `bet:${first}` },
      { key: `points-earn:bet:${second}`, reference: `bet:${second}` },
    ]);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM point_earning WHERE bet_id = ?').get(open)).toEqual({ n: 0 });
  });

  it('credits a bet of the demo slot: ₹100 played, 10 points more', async () => {
    const token = await loginToken(server, MEMBER.demo.username);
    const { balance } = pointsCalls(server);
    const start = (await balance(token)).currentPoints;
    const { body } = await server.expectBody(
      v.object({ value: v.object({ url: v.string() }) }),
      `/wps/game/launchGame?language=EN&clientType=3&nodeId=${habaNode(server)}`,
      { token },
    );
    const ticket = new URL(body.value.url, 'http://localhost').searchParams.get('ticket');
    const spin = await server.call(`/assets-gen/play/${habaNode(server)}/spin`, {
      method: 'POST',
      merchant: null,
      body: { ticket, stakePaise: 10_000, idempotencyKey: newKey() },
    });
    expect(spin.status).toBe(200);
    expect((await balance(token)).currentPoints).toBe(start + 10);
  });

  it('never credits free play (DEMO credit)', async () => {
    const trial = await trialToken(server);
    const memberId = (server.db.prepare('SELECT id FROM member WHERE type = 4 ORDER BY id DESC LIMIT 1').get() as { id: number }).id;
    const ctx = { db: server.db, stores: createStores(server.db) };
    const wallet: PlayWallet = { code: 'MAIN', purpose: 'demo', account: memberAccount.demo(memberId), house: HOUSE.demoGames, currency: 'DEMO' };
    const betId = placeBet(ctx, { memberId, wallet, vendor: 'HABA', category: 'RNG', nodeId: null, stakePaise: 10_000, now: clock.now() });
    settleBet(ctx, { betId, wallet, stakePaise: 10_000, payoutPaise: 0, now: clock.now() });
    expect(refusalOf({ body: await (await server.call(MEMBER_PATH.pointBalance, { token: trial })).json() }).code).toBe(ErrorCode.trialNotAllowed);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM point_earning WHERE member_id = ?').get(memberId)).toEqual({ n: 0 });
  });
});

const habaNode = (server: TestServer) =>
  (server.db.prepare("SELECT node_id AS nodeId FROM game WHERE category = 'RNG' AND game_code = 'HABA0007'").get() as { nodeId: number }).nodeId;

describe('redeeming a reward (SPEC 5, sealed, behind the withdrawal password)', { timeout: 60_000 }, () => {
  let server: TestServer;
  let token: string;
  let calls: ReturnType<typeof pointsCalls>;
  beforeEach(async () => {
    server = await startServer({ clock: manualClock().now });
    token = await loginToken(server, MEMBER.demo.username);
    calls = pointsCalls(server);
  }, 60_000);

  it('asks a member without a withdrawal password to set one first, and changes nothing', async () => {
    const before = calls.state();
    await expectRefusedInBoth((lang) => calls.redeem(token, {}, lang), ErrorCode.withdrawPasswordNotSet, WALLET_MESSAGE.withdrawPasswordNotSet.EN);
    expect(calls.state()).toEqual(before);
  });

  it('takes the points at once (In Process), the reward from stock, and a retry with the same key never again', async () => {
    await setWithdrawPassword(server, token);
    const before = await calls.balance(token);
    const key = newKey();
    const first = responseValue(redeemResponse, await calls.redeem(token, { rewardId: REWARD.voucher, idempotencyKey: key }));
    expect(first).toMatchObject({ rewardName: 'Shopping voucher ₹250', points: 2800, status: 'inProcess', decidedAt: null, mobileMasked: '98******10' });
    const after = await calls.balance(token);
    expect(after).toEqual({ ...before, currentPoints: before.currentPoints - 2800, hasWithdrawPassword: true });
    // A retry (a lost answer, a double click): the same redeem, nothing taken twice.
    expect(responseValue(redeemResponse, await calls.redeem(token, { rewardId: REWARD.voucher, idempotencyKey: key }))).toEqual(first);
    expect(await calls.balance(token)).toEqual(after);
    expect((await calls.redeems(token)).items[0]).toEqual(first);
    const stock = server.db.prepare('SELECT stock FROM point_reward WHERE id = ?').get(REWARD.voucher);
    expect(stock).toEqual({ stock: 199 });
    // The same key for another redeem is refused.
    expect(refusalOf(await calls.redeem(token, { rewardId: REWARD.bottle, idempotencyKey: key })).code).toBe(ErrorCode.idempotencyConflict);
    // One hold transaction: the points moved from the member's points into its hold.
    const lines = server.db
      .prepare(
        'SELECT a.code, e.points FROM point_entry e JOIN point_account a ON a.id = e.account_id JOIN point_transaction t ON t.id = e.transaction_id WHERE t.reference = ? ORDER BY e.points',
      )
      .all(`redeem:${first.id}`);
    expect(lines).toEqual([
      { code: pointAccount.spendable(DEMO), points: -2800 },
      { code: pointAccount.hold(DEMO), points: 2800 },
    ]);
    expectReconciled(server);
    expect(createPointLedger(server.db).reconcile().ok).toBe(true);
  });

  it('refuses bad input with a clear message in English and Hindi, and changes nothing', async () => {
    await setWithdrawPassword(server, token);
    const before = calls.state();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rewardId: REWARD.tablet }, ErrorCode.pointsInsufficient, POINT_MESSAGE.pointsInsufficient.EN],
      [{ rewardId: REWARD.gold }, ErrorCode.rewardOutOfStock, POINT_MESSAGE.rewardOutOfStock.EN],
      [{ rewardId: 404 }, ErrorCode.rewardNotFound, POINT_MESSAGE.pointRewardNotFound.EN],
      [{ receiverAddress: '   ' }, ErrorCode.invalidInput, POINT_MESSAGE.addressEmpty.EN],
      [{ receiverAddress: 'Flat 1' }, ErrorCode.invalidInput, POINT_MESSAGE.addressLength.EN],
      [{ mobile: '' }, ErrorCode.invalidInput, POINT_MESSAGE.mobileEmpty.EN],
      [{ mobile: '98765' }, ErrorCode.invalidInput, POINT_MESSAGE.mobileInvalid.EN],
      [{ withdrawPassword: '' }, ErrorCode.invalidInput, POINT_MESSAGE.passwordEmpty.EN],
      [{ withdrawPassword: '135790' }, ErrorCode.withdrawPasswordWrong, WALLET_MESSAGE.withdrawPasswordWrong.EN],
    ];
    for (const [body, code, english] of cases) await expectRefusedInBoth((lang) => calls.redeem(token, body, lang), code, english);
    expect(calls.state()).toEqual(before);
    // An unsealed body is refused as such (SPEC 7: the call is E).
    const plain = await server.call(MEMBER_PATH.redeemPointReward, {
      method: 'POST',
      token,
      body: { rewardId: 1, ...DELIVERY, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() },
    });
    expect([plain.status, parseFailure(await plain.json()).code]).toEqual([400, ErrorCode.badEncryption]);
    expect(calls.state()).toEqual(before);
  });
});

describe('the dev controls decide a redeem', { timeout: 60_000 }, () => {
  let server: TestServer;
  let token: string;
  let calls: ReturnType<typeof pointsCalls>;
  beforeEach(async () => {
    server = await startServer({ clock: manualClock().now });
    token = await loginToken(server, MEMBER.demo.username);
    calls = pointsCalls(server);
  }, 60_000);
  const inProcess = async () => (await server.expectBody(devRedeemsResponse, DEV_PATH.pointRedeems)).body.value;
  const decide = async (path: string, redeemId: number) => (await devControl(server, 'POST', path, { redeemId })).json();

  it('approves one: Approved, its points spent for good (changed points rise, the balance falls, current stays)', async () => {
    const [open] = await inProcess();
    expect(open).toMatchObject({ username: MEMBER.demo.username, reward: 'Mobile recharge ₹50', points: 600, status: 'inProcess' });
    const before = await calls.balance(token);
    const approved = v.parse(devRedeemResponse, await decide(DEV_PATH.approveRedeem, open?.id ?? 0)).value;
    expect(approved.status).toBe('approved');
    expect(await calls.balance(token)).toEqual({ ...before, pointsBalance: before.pointsBalance - 600, changedPoints: before.changedPoints + 600 });
    expect((await calls.redeems(token)).items[0]).toMatchObject({ id: open?.id, status: 'approved', decidedAt: expect.any(Number) });
    expect(await inProcess()).toEqual([]);
    // Decided already, or no such redeem: refused, nothing changed.
    const state = calls.state();
    expect(parseFailure(await decide(DEV_PATH.rejectRedeem, open?.id ?? 0)).code).toBe(ErrorCode.redeemClosed);
    expect(parseFailure(await decide(DEV_PATH.approveRedeem, 999)).code).toBe(ErrorCode.redeemNotFound);
    expect(calls.state()).toEqual(state);
    expect(server.db.prepare('SELECT balance FROM point_account WHERE code = ?').get(POINT_HOUSE.redeemed)).toEqual({ balance: 1800 });
  });

  it('rejects one: Rejected, its points back to the member and the reward back to stock, in one transaction', async () => {
    const [open] = await inProcess();
    const before = await calls.balance(token);
    const transactions = (server.db.prepare('SELECT COUNT(*) AS n FROM point_transaction').get() as { n: number }).n;
    const rejected = v.parse(devRedeemResponse, await decide(DEV_PATH.rejectRedeem, open?.id ?? 0)).value;
    expect(rejected.status).toBe('rejected');
    expect(await calls.balance(token)).toEqual({ ...before, currentPoints: before.currentPoints + 600 });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM point_transaction').get()).toEqual({ n: transactions + 1 });
    expect(server.db.prepare('SELECT kind FROM point_transaction WHERE reference = ? ORDER BY id').all(`redeem:${open?.id}`)).toEqual([
      { kind: 'redeem' },
      { kind: 'redeemReturned' },
    ]);
    expect(server.db.prepare('SELECT stock FROM point_reward WHERE id = ?').get(REWARD.recharge)).toEqual({ stock: 500 });
    expect(createPointLedger(server.db).reconcile().ok).toBe(true);
  });
});

describe('converting points into the main wallet (sealed, behind the withdrawal password)', { timeout: 60_000 }, () => {
  let server: TestServer;
  let token: string;
  let calls: ReturnType<typeof pointsCalls>;
  beforeEach(async () => {
    server = await startServer({ clock: manualClock().now });
    token = await loginToken(server, MEMBER.demo.username);
    calls = pointsCalls(server);
    await setWithdrawPassword(server, token);
  }, 60_000);

  it('moves the points and the money at the ratio in one transaction, once per key: ₹10 for 1,000 points, a bonus in the account record', async () => {
    const before = { points: await calls.balance(token), main: mainBalance(server, DEMO) };
    const key = newKey();
    const result = responseValue(convertResponse, await calls.convert(token, { points: 1500, idempotencyKey: key }));
    expect(result).toMatchObject({ points: 1500, amountPaise: 1500, currentPoints: before.points.currentPoints - 1500 });
    expect(mainBalance(server, DEMO)).toBe(before.main + 1500);
    expect(await calls.balance(token)).toEqual({
      ...before.points,
      currentPoints: before.points.currentPoints - 1500,
      pointsBalance: before.points.pointsBalance - 1500,
      changedPoints: before.points.changedPoints + 1500,
    });
    // A retry answers the same conversion and moves nothing more; the key for other points is refused.
    expect(responseValue(convertResponse, await calls.convert(token, { points: 1500, idempotencyKey: key }))).toEqual(result);
    expect(mainBalance(server, DEMO)).toBe(before.main + 1500);
    expect(refusalOf(await calls.convert(token, { points: 2000, idempotencyKey: key })).code).toBe(ErrorCode.idempotencyConflict);
    // One posting in each ledger, with the same reference.
    expect(server.db.prepare('SELECT kind FROM point_transaction WHERE reference = ?').all(`convert:${key}`)).toEqual([{ kind: 'convert' }]);
    expect(server.db.prepare('SELECT kind FROM journal_transaction WHERE reference = ?').all(`convert:${key}`)).toEqual([{ kind: 'pointsConvert' }]);
    const records = (await server.expectBody(accountRecordsResponse, `${MEMBER_PATH.accountRecords}?from=2025-01-15&to=2025-01-15&type=bonus`, { token })).body.value;
    expect(records.items.find((record) => record.kind === 'pointsConvert')).toMatchObject({ type: 'bonus', amountPaise: 1500, wallet: 'MAIN' });
    expect((await calls.records(token)).items[0]).toMatchObject({ kind: 'convert', points: -1500, reference: `convert:${key}` });
    expectReconciled(server);
    expect(createPointLedger(server.db).reconcile().ok).toBe(true);
  });

  it('refuses 0, a negative, a fraction, below the minimum, not whole steps, more than held and a wrong password, in English and Hindi, changing nothing', async () => {
    const before = calls.state();
    const held = (await calls.balance(token)).currentPoints;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ points: 0 }, ErrorCode.pointsInvalid, POINT_MESSAGE.pointsNotPositive.EN],
      [{ points: -500 }, ErrorCode.pointsInvalid, POINT_MESSAGE.pointsNotPositive.EN],
      [{ points: 1000.5 }, ErrorCode.pointsInvalid, POINT_MESSAGE.pointsNotWhole.EN],
      [{ points: '1000' }, ErrorCode.pointsInvalid, POINT_MESSAGE.pointsNotNumber.EN],
      [{ points: undefined }, ErrorCode.pointsInvalid, POINT_MESSAGE.pointsEmpty.EN],
      [{ points: 150 }, ErrorCode.pointsNotConvertible, `${POINT_MESSAGE.pointsBelowMin.EN}: 1000`],
      [{ points: 1050 }, ErrorCode.pointsNotConvertible, `${POINT_MESSAGE.pointsNotStep.EN}: 100`],
      [{ points: Math.ceil((held + 1) / 100) * 100 }, ErrorCode.pointsInsufficient, POINT_MESSAGE.pointsInsufficient.EN],
      [{ withdrawPassword: '135790' }, ErrorCode.withdrawPasswordWrong, WALLET_MESSAGE.withdrawPasswordWrong.EN],
      [{ withdrawPassword: '' }, ErrorCode.invalidInput, POINT_MESSAGE.passwordEmpty.EN],
    ];
    for (const [body, code, english] of cases) await expectRefusedInBoth((lang) => calls.convert(token, body, lang), code, english);
    expect(calls.state()).toEqual(before);
  });

  it('writes nothing when the money side fails: both ledgers move in one SQLite transaction', () => {
    const stores = createStores(server.db);
    const failingJournal = {
      ...stores.journal,
      post: () => {
        throw new Error('the journal is down');
      },
    };
    const before = calls.state();
    expect(() => convertPoints({ db: server.db, stores: { ...stores, journal: failingJournal } }, DEMO, 1000, 'atomic-test-key', Date.now())).toThrow(
      'the journal is down',
    );
    expect(calls.state()).toEqual(before);
  });
});

describe('the points ledger never goes below zero', { timeout: 60_000 }, () => {
  it('refuses a movement that would take a member below zero, and writes nothing', async () => {
    const server = await startServer({ clock: manualClock().now });
    const ledger = createPointLedger(server.db);
    const held = ledger.balanceOf(pointAccount.spendable(DEMO));
    const move = (points: number) =>
      ledger.post({
        idempotencyKey: `test-${points}`,
        kind: 'convert',
        memberId: DEMO,
        reference: null,
        lines: [
          { account: pointAccount.spendable(DEMO), points: -points },
          { account: POINT_HOUSE.converted, points },
        ],
        now: 1,
      });
    expect(() => move(held + 1)).toThrow(/insufficientPoints/);
    expect(ledger.balanceOf(pointAccount.spendable(DEMO))).toBe(held);
    // The table refuses it too, whatever writes it.
    expect(() => server.db.prepare('UPDATE point_account SET balance = -1 WHERE code = ?').run(pointAccount.spendable(DEMO))).toThrow(/CHECK/);
    expect(ledger.reconcile()).toMatchObject({ ok: true });
  });
});

describe('the points module (PTSYS3)', { timeout: 60_000 }, () => {
  it('switched off: every points call answers 404 MODULE_DISABLED and changes nothing; the account record still answers', async () => {
    const server = await startServer({ clock: manualClock().now });
    const token = await loginToken(server, MEMBER.demo.username);
    await setWithdrawPassword(server, token);
    const calls = pointsCalls(server);
    setModule(server, 'PTSYS3', false);
    const before = calls.state();
    for (const path of [
      MEMBER_PATH.pointBalance,
      MEMBER_PATH.pointRewards,
      MEMBER_PATH.pointConfig,
      MEMBER_PATH.redeemList,
      `${MEMBER_PATH.accountRecords}?wallet=points`,
    ]) {
      const response = await server.call(path, { token });
      expect([path, response.status, parseFailure(await response.json()).code]).toEqual([path, 404, ErrorCode.moduleDisabled]);
    }
    for (const write of [await calls.redeem(token), await calls.convert(token)]) expect(refusalOf(write).code).toBe(ErrorCode.moduleDisabled);
    expect(calls.state()).toEqual(before);
    const money = await server.call(`${MEMBER_PATH.accountRecords}?from=2025-01-15&to=2025-01-15`, { token });
    expect(money.status).toBe(200);
  });
});

describe('the hostile-content dev control', { timeout: 60_000 }, () => {
  it('makes the reward names and descriptions script-bearing text in both languages, in the catalogue and the redeem history', async () => {
    const server = await startServer({ clock: manualClock().now });
    const token = await loginToken(server, MEMBER.demo.username);
    expect((await devControl(server, 'POST', DEV_PATH.hostileContent)).status).toBe(200);
    for (const lang of ['EN', 'HI']) {
      const rewards = (await server.expectBody(pointRewardsResponse, MEMBER_PATH.pointRewards, { token, lang })).body.value;
      for (const reward of rewards)
        expect([reward.name, reward.description]).toEqual([hostileText(`reward-${reward.id}-name`), hostileText(`reward-${reward.id}-description`)]);
      const redeems = await pointsCalls(server).redeems(token, lang);
      for (const redeem of redeems.items) expect(redeem.rewardName).toBe(hostileText(`reward-${redeem.rewardId}-name`));
    }
  });
});

describe("the client's point calls against the reference backend", { timeout: 60_000 }, () => {
  it('read and write through the real API client (envelope, schemas, sealing): every answer parses with the contract the area reads', async () => {
    const server = await startServer({ clock: manualClock().now });
    const token = await loginToken(server, MEMBER.demo.username);
    const calls = createPointCalls(testApiClient(backendFetch(server.app), { timeoutMs: 10_000, getToken: () => token }));
    const balance = await calls.getBalance();
    expect((await calls.getConfig()).ratio).toEqual({ points: 100, paise: 100 });
    expect(await calls.getRewards()).toHaveLength(10);
    expect((await calls.getRedeems(1)).totalCount).toBe(3);
    expect((await calls.getTransactions(1)).items[0]?.balanceAfter).toBe(balance.currentPoints);
    await setWithdrawPassword(server, token);
    const redeemed = await calls.redeem({ rewardId: REWARD.bottle, ...DELIVERY, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() });
    expect(redeemed).toMatchObject({ status: 'inProcess', points: 900 });
    const converted = await calls.convert({ points: 1000, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() });
    expect(converted).toMatchObject({ points: 1000, amountPaise: 1000, currentPoints: balance.currentPoints - 1900 });
    await expect(calls.convert({ points: 150, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() })).rejects.toMatchObject({
      kind: 'business',
      details: { code: ErrorCode.pointsNotConvertible },
    });
  });
});
