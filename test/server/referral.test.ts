import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateResponse, type Registration, TOO_MANY_REQUESTS_WAIT_MS } from '@kernel/account';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { PATH } from '@kernel/paths';
import { accountRecordsResponse, addDays, indianDateOf, indianDayStart } from '@kernel/records';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_PAGE_SIZE,
  type ReferralFriend,
  type ReferralFriendsPage,
  referralFriendsResponse,
  referralProgrammeResponse,
} from '@kernel/referral';
import { loginResponse } from '@kernel/session';
import { FRIEND_PASSWORD } from '../../server/demoAccounts';
import { memberAccount } from '../../server/ledger/accounts';
import { createJournal } from '../../server/ledger/journal';
import { placeBet, settleBet } from '../../server/play/betting';
import { maskUserName, newReferralCode } from '../../server/referral/codes';
import { commissionOf } from '../../server/referral/commission';
import { REFERRAL_MESSAGE } from '../../server/referralMessages';
import { REFERRAL_FRIENDS } from '../../server/seed/referralFriends';
import { createStores } from '../../server/store/index';
import {
  callJson,
  callSealed,
  expectLoginRequired,
  freshCaptcha,
  latestSmsCode,
  loginToken,
  manualClock,
  parseFailure,
  setModule,
  startServer,
  type TestServer,
  trialToken,
} from './helpers';
import { MEMBER, teamToken } from './walletHelpers';

/**
 * Invite friends (T, module REFERRAL3; kernel/referral.ts): demo_member (code DEMOREF1) has
 * 14 seeded friends with real deposits and bets; the commission of each India day that ended is
 * 0.5 % of each friend's valid bets of the day, rounded down, paid into the main wallet.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const RATE_BPS = 50;
const ACTIVE_MIN_PAISE = 100_000;
const PERIOD_DAYS = 30;
const CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`);
/** What the seed plans (server/seed/referralFriends.ts): how each friend plays decides its status. */
const STATUS_BY_PLAY = { none: 'registered', light: 'deposited', stopped: 'deposited', regular: 'active' } as const;

const withQuery = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;
const masked = (name: string) => `${name.slice(0, 2)}***${name.slice(-2)}`;
const idsOf = (server: TestServer, username: string) => server.db.prepare('SELECT id FROM member WHERE username = ?').all(username);
const idOf = (server: TestServer, username: string) => (server.db.prepare('SELECT id FROM member WHERE username = ?').get(username) as { id: number }).id;

function referralCalls(server: TestServer) {
  const programme = async (token: string) => (await server.expectBody(referralProgrammeResponse, MEMBER_PATH.referralProgramme, { token })).body.value;
  const page = async (token: string, params: Record<string, number> = {}) =>
    (await server.expectBody(referralFriendsResponse, withQuery(MEMBER_PATH.referralFriends, params), { token })).body.value;
  /** Every friend, newest first, walked page by page (each page's totals must be the same). */
  const all = async (token: string): Promise<{ items: ReferralFriend[]; first: ReferralFriendsPage }> => {
    const first = await page(token);
    const items = [...first.items];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) {
      const next = await page(token, { pageNo });
      expect(next.totals).toEqual(first.totals);
      items.push(...next.items);
    }
    return { items, first };
  };
  return { programme, page, all };
}

/** The referrer's journal: every referral commission paid into its main wallet. */
const paidCommission = (server: TestServer, memberId: number) =>
  server.db
    .prepare(
      `SELECT t.created_at AS at, t.reference, e.amount_paise AS amountPaise FROM journal_entry e
       JOIN journal_transaction t ON t.id = e.transaction_id JOIN ledger_account a ON a.id = e.account_id
       WHERE a.code = ? AND t.kind = 'referralCommission' ORDER BY e.id`,
    )
    .all(memberAccount.main(memberId)) as { at: number; reference: string; amountPaise: number }[];

/** A friend's valid bets per India day settled in [from, to), from the bet table. */
function validByDay(server: TestServer, memberId: number, from: number, to: number): Map<string, number> {
  const rows = server.db
    .prepare("SELECT valid_paise AS valid, settled_at AS settledAt FROM bet WHERE member_id = ? AND currency = 'INR' AND settled_at >= ? AND settled_at < ?")
    .all(memberId, from, to) as { valid: number; settledAt: number }[];
  const days = new Map<string, number>();
  for (const row of rows) days.set(indianDateOf(row.settledAt), (days.get(indianDateOf(row.settledAt)) ?? 0) + row.valid);
  return days;
}

let mobileCounter = 0;
/** Registers through PUT register as a visitor's browser does, with a fresh SMS code and captcha. */
async function register(server: TestServer, overrides: Partial<Registration>) {
  const mobileNum = `90002${String(++mobileCounter).padStart(5, '0')}`;
  await callJson(server, 'POST', PATH.smsRegisterCode, { mobileNo: mobileNum, countryDialingCode: '+91' });
  const verificationCode = await latestSmsCode(server, 'register', mobileNum);
  const captcha = await freshCaptcha(server);
  const payload: Registration = {
    username: `f${mobileNum}`,
    password: 'Secret@123',
    confirmPassword: 'Secret@123',
    mobileNum,
    countryDialingCode: '+91',
    verificationCode,
    captcha: captcha.answer,
    login: true,
    registerMethod: 'WEB',
    agreed: true,
    ...overrides,
  };
  return callSealed(server, 'PUT', PATH.register, payload, { lang: 'EN' });
}

describe('invite friends: the programme and the seeded friends', () => {
  // One server: these calls only read (the settlement has nothing left to pay at this clock).
  const clock = manualClock();
  let server: TestServer;
  let member: string;
  let calls: ReturnType<typeof referralCalls>;
  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
    member = await loginToken(server, MEMBER.demo.username);
    calls = referralCalls(server);
  });
  afterAll(() => server.db.close());

  it("gives demo_member its code and the programme's terms in numbers", async () => {
    expect(await calls.programme(member)).toEqual({
      code: 'DEMOREF1',
      commissionRateBps: RATE_BPS,
      payout: 'daily',
      activeMinValidBetPaise: ACTIVE_MIN_PAISE,
      activePeriodDays: PERIOD_DAYS,
    });
  });

  it('pages the 14 friends 10 a page, newest first, names masked to their first and last two characters', async () => {
    const first = await calls.page(member);
    expect({ ...first, items: first.items.length, totals: undefined }).toEqual({
      items: REFERRAL_PAGE_SIZE,
      pageNo: 1,
      pageSize: 10,
      totalPages: 2,
      totalCount: 14,
      totals: undefined,
    });
    const { items } = await calls.all(member);
    expect(items.map((friend) => friend.userName)).toEqual([...REFERRAL_FRIENDS].reverse().map((friend) => masked(friend.username)));
    for (const [index, friend] of items.entries()) {
      expect(friend.userName).toMatch(/^\S{2}\*\*\*\S{2}$/);
      if (index > 0) expect(friend.joinedAt).toBeLessThan(items[index - 1]?.joinedAt ?? 0);
    }
    // No full name anywhere in the answer.
    const text = JSON.stringify(await calls.page(member, { pageSize: 100 }));
    for (const friend of REFERRAL_FRIENDS) expect(text).not.toContain(friend.username);
  });

  it('answers a page past the end with the last page, and takes another page size', async () => {
    const last = await calls.page(member, { pageNo: 2 });
    expect(last.items).toHaveLength(4);
    for (const pageNo of [3, 1_000_000]) expect(await calls.page(member, { pageNo })).toEqual(last);
    const fives = await calls.page(member, { pageNo: 3, pageSize: 5 });
    expect({ pageNo: fives.pageNo, totalPages: fives.totalPages, items: fives.items.length }).toEqual({ pageNo: 3, totalPages: 3, items: 4 });
  });

  it('tells each friend as registered, deposited or active, and the totals are the sums of the rows', async () => {
    const { items, first } = await calls.all(member);
    expect(items.map((friend) => friend.status)).toEqual([...REFERRAL_FRIENDS].reverse().map((friend) => STATUS_BY_PLAY[friend.play.kind]));
    expect(first.totals).toEqual({
      invitedCount: items.length,
      activeCount: items.filter((friend) => friend.status === 'active').length,
      commissionPaise: items.reduce((sum, friend) => sum + friend.commissionPaise, 0),
    });
    expect(first.totals).toMatchObject({ invitedCount: 14, activeCount: 8 });
    expect(first.totals.commissionPaise).toBeGreaterThan(0);
    // Active means at least the minimum of valid bets in the period; the others are below it.
    for (const friend of items) expect(friend.status === 'active').toBe(friend.validBetPaise >= ACTIVE_MIN_PAISE);
    expect(items.filter((friend) => friend.status === 'registered').every((friend) => friend.validBetPaise === 0 && friend.commissionPaise === 0)).toBe(true);
  });

  it("reads each friend's valid bets of the last 30 India days and its commission from its bets: 0.5 % of each ended day, rounded down", async () => {
    const { items } = await calls.all(member);
    const now = clock.now();
    const today = indianDayStart(indianDateOf(now));
    const periodStart = indianDayStart(addDays(indianDateOf(now), -(PERIOD_DAYS - 1)));
    for (const [index, plan] of [...REFERRAL_FRIENDS].reverse().entries()) {
      const id = idOf(server, plan.username);
      const inPeriod = [...validByDay(server, id, periodStart, now + 1).values()].reduce((sum, valid) => sum + valid, 0);
      const earned = [...validByDay(server, id, 0, today).values()].reduce((sum, valid) => sum + commissionOf(valid, RATE_BPS), 0);
      expect({ valid: items[index]?.validBetPaise, commission: items[index]?.commissionPaise }, plan.username).toEqual({ valid: inPeriod, commission: earned });
    }
  });

  it('pays the commission into the main wallet as journal entries the account record shows as rebates, and the balance stays documented', async () => {
    const { first } = await calls.all(member);
    const paid = paidCommission(server, MEMBER.demo.id);
    expect(paid.length).toBeGreaterThan(20);
    expect(paid.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(first.totals.commissionPaise);
    // One payment per India day, at its end (paid between two days of demo_member's own play).
    for (const entry of paid) expect(entry.at).toBe(indianDayStart(entry.reference.split(':')[2] ?? '') + DAY_MS);

    const range = { from: addDays(indianDateOf(clock.now()), -89), to: indianDateOf(clock.now()) };
    const rebates = (
      await server.expectBody(accountRecordsResponse, withQuery(MEMBER_PATH.accountRecords, { ...range, type: 'rebate', pageSize: 100 }), { token: member })
    ).body.value;
    const referral = rebates.items.filter((record) => record.kind === 'referralCommission');
    expect(referral).toHaveLength(paid.length);
    expect(referral.every((record) => record.type === 'rebate' && record.wallet === 'MAIN' && record.amountPaise > 0)).toBe(true);
    expect(createJournal(server.db).balanceOf(memberAccount.main(MEMBER.demo.id))).toBe(2_500_000);
    expect(createJournal(server.db).reconcile()).toMatchObject({ ok: true });
  });

  it('shows a member only its own friends: one who invited nobody sees an empty first page', async () => {
    const meera = await teamToken(server, MEMBER.meera.username);
    const code = (await calls.programme(meera)).code;
    expect(code).toMatch(CODE);
    expect(code).not.toBe('DEMOREF1');
    for (const pageNo of [1, 4]) {
      expect(await calls.page(meera, { pageNo })).toEqual({
        items: [],
        pageNo: 1,
        pageSize: 10,
        totalPages: 1,
        totalCount: 0,
        totals: { invitedCount: 0, activeCount: 0, commissionPaise: 0 },
      });
    }
    // A friend logs in with the friends' password and sees none of demo_member's friends either.
    const friend = await loginToken(server, REFERRAL_FRIENDS[0]?.username ?? '', FRIEND_PASSWORD);
    expect((await calls.page(friend)).totalCount).toBe(0);
  });

  it('refuses a malformed page query (INVALID_INPUT)', async () => {
    for (const query of ['?pageNo=0', '?pageNo=x', '?pageSize=101']) {
      const response = await server.call(`${MEMBER_PATH.referralFriends}${query}`, { token: member });
      expect(parseFailure(await response.json()).code).toBe(ErrorCode.invalidInput);
    }
  });

  it('refuses both calls without a session (401), asks a trial account to register, and answers 404 MODULE_DISABLED when REFERRAL3 is off (a member code invites nobody then)', async () => {
    const paths = [MEMBER_PATH.referralProgramme, MEMBER_PATH.referralFriends];
    const trial = await trialToken(server);
    for (const path of paths) {
      await expectLoginRequired(server, path);
      const failure = parseFailure(await (await server.call(path, { token: trial, lang: 'EN' })).json());
      expect(failure).toMatchObject({ code: ErrorCode.trialNotAllowed, message: 'Please register an account first' });
    }
    setModule(server, 'REFERRAL3', false);
    try {
      for (const path of paths) {
        const response = await server.call(path, { token: member });
        expect(response.status).toBe(404);
        expect(parseFailure(await response.json()).code).toBe(ErrorCode.moduleDisabled);
      }
      // Nor does a member's code invite anyone meanwhile (an agent's still does).
      const check = async (code: string) =>
        (await server.expectBody(affiliateResponse, withQuery(PATH.affiliate, { code, domain: 'play.example.test' }))).body.value.valid;
      expect([await check('DEMOREF1'), await check('AGENT01')]).toEqual([false, true]);
    } finally {
      setModule(server, 'REFERRAL3', true);
    }
  });
});

describe('invite friends: registering through the link, codes, and the daily commission', () => {
  const clock = manualClock();
  let server: TestServer;
  let member: string;
  let calls: ReturnType<typeof referralCalls>;
  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
    member = await loginToken(server, MEMBER.demo.username);
    calls = referralCalls(server);
  });
  afterAll(() => server.db.close());

  it("makes a visitor who registers with /register?referralCode=DEMOREF1 demo_member's newest friend (not anyone's downline)", async () => {
    const affiliate = await server.expectBody(affiliateResponse, withQuery(PATH.affiliate, { code: 'demoref1', domain: 'play.example.test' }));
    // A member's code is valid; only an agent's name is told.
    expect(affiliate.body.value).toEqual({ valid: true, agentName: null });

    clock.advance(TOO_MANY_REQUESTS_WAIT_MS);
    const before = await calls.page(member);
    // What the register popup sends for a valid URL code: the code as both fields.
    const { body } = await register(server, { username: 'newfriend01', referralCode: 'DEMOREF1', affiliateCode: 'DEMOREF1' });
    expect(v.parse(loginResponse, body).value.userName).toBe('newfriend01');
    const after = await calls.page(member);
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.items[0]).toEqual({ userName: 'ne***01', joinedAt: clock.now(), status: 'registered', validBetPaise: 0, commissionPaise: 0 });
    expect(after.totals).toEqual({ ...before.totals, invitedCount: before.totals.invitedCount + 1 });
    expect(server.db.prepare('SELECT parent_id AS parentId, referrer_id AS referrerId FROM member WHERE username = ?').get('newfriend01')).toEqual({
      parentId: null,
      referrerId: MEMBER.demo.id,
    });
  });

  it("keeps an agent's code for the downline and a member's for the friends, when a registration gives both", async () => {
    clock.advance(TOO_MANY_REQUESTS_WAIT_MS);
    await register(server, { username: 'newfriend02', affiliateCode: 'AGENT01', referralCode: 'DEMOREF1' });
    expect(server.db.prepare('SELECT parent_id AS parentId, referrer_id AS referrerId FROM member WHERE username = ?').get('newfriend02')).toEqual({
      parentId: 10002,
      referrerId: MEMBER.demo.id,
    });
    // A code nobody has invites nobody: the registration is refused.
    clock.advance(TOO_MANY_REQUESTS_WAIT_MS);
    expect(parseFailure((await register(server, { username: 'newfriend03', referralCode: 'NOPE9999' })).body).code).toBe(ErrorCode.invalidAffiliate);
    expect(idsOf(server, 'newfriend03')).toEqual([]);
  });

  it('makes a code on the first request of a member who has none: 8 capitals and digits, unused, the same ever after', async () => {
    const token = v.parse(loginResponse, (await register(server, { username: 'newfriend04' })).body).value.token;
    expect(server.db.prepare('SELECT invitation_code AS code FROM member WHERE username = ?').get('newfriend04')).toEqual({ code: null });
    const { code } = await calls.programme(token);
    expect(code).toMatch(CODE);
    expect((await calls.programme(token)).code).toBe(code);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM member WHERE invitation_code = ? COLLATE NOCASE').get(code)).toEqual({ n: 1 });
    // And it works at once: a visitor registering with it becomes newfriend04's friend.
    clock.advance(TOO_MANY_REQUESTS_WAIT_MS);
    await register(server, { username: 'newfriend05', referralCode: code });
    expect((await calls.page(token)).items.map((friend) => friend.userName)).toEqual(['ne***05']);
  });

  it("settles a day that ended on the next call: each friend's 0.5 % rounded down, one payment dated when paid, shown as a rebate", async () => {
    const ctx = { db: server.db, stores: createStores(server.db) };
    const friends = ['priyasharma', 'amitkumar88'].map((username) => idOf(server, username));
    const before = paidCommission(server, MEMBER.demo.id);
    const balanceBefore = createJournal(server.db).balanceOf(memberAccount.main(MEMBER.demo.id));
    // More of today's bets (on top of the seeded friends' own): ₹333.33 and ₹199.99 from one friend, ₹199.99 from another.
    const stakes: [number, number][] = [
      [friends[0] ?? 0, 33_333],
      [friends[0] ?? 0, 19_999],
      [friends[1] ?? 0, 19_999],
    ];
    const today = indianDateOf(clock.now());
    for (const [memberId, stakePaise] of stakes) {
      const wallet = { code: 'MAIN', purpose: 'main' as const, account: memberAccount.main(memberId), house: 'house:games' as const, currency: 'INR' as const };
      const betId = placeBet(ctx, { memberId, wallet, vendor: 'PG', category: 'RNG', nodeId: null, stakePaise, now: clock.now() });
      settleBet(ctx, { betId, wallet, stakePaise, payoutPaise: 0, now: clock.now() + 1_000 });
    }
    // Each friend's day is rounded down on its own, then the day's commissions are paid together.
    const everyFriend = server.db.prepare('SELECT id FROM member WHERE referrer_id = ?').all(MEMBER.demo.id) as { id: number }[];
    const expected = everyFriend.reduce(
      (sum, { id }) => sum + commissionOf(validByDay(server, id, indianDayStart(today), clock.now() + DAY_MS).get(today) ?? 0, RATE_BPS),
      0,
    );
    expect(expected).toBeGreaterThanOrEqual(commissionOf(33_333 + 19_999, RATE_BPS) + commissionOf(19_999, RATE_BPS));
    // Not paid while the day lasts.
    await calls.page(member);
    expect(paidCommission(server, MEMBER.demo.id)).toEqual(before);

    clock.advance(DAY_MS);
    // A session lasts two hours: a day later the member logs in again.
    member = await loginToken(server, MEMBER.demo.username);
    const after = await calls.page(member, { pageSize: 100 });
    const paid = paidCommission(server, MEMBER.demo.id);
    expect(paid.slice(0, before.length)).toEqual(before);
    expect(paid.slice(before.length)).toEqual([{ at: clock.now(), reference: `referral:${MEMBER.demo.id}:${today}`, amountPaise: expected }]);
    expect(createJournal(server.db).balanceOf(memberAccount.main(MEMBER.demo.id))).toBe(balanceBefore + expected);
    expect(after.totals.commissionPaise).toBe(paid.reduce((sum, entry) => sum + entry.amountPaise, 0));
    // Never paid twice.
    await calls.page(member);
    expect(paidCommission(server, MEMBER.demo.id)).toEqual(paid);
    expect(createJournal(server.db).reconcile()).toMatchObject({ ok: true });
  });
});

describe('invite friends: when no code can be drawn', () => {
  it('says so in the request language, writes nothing, and a later request draws again', async () => {
    let draw = 0;
    // Every draw is AAAAAAAA until told otherwise.
    const server = await startServer({ clock: manualClock().now, random: () => draw });
    try {
      server.db.prepare("UPDATE member SET invitation_code = 'AAAAAAAA' WHERE username = 'team_rohan'").run();
      server.db.prepare("UPDATE member SET invitation_code = NULL WHERE username = 'team_meera'").run();
      const meera = await teamToken(server, MEMBER.meera.username);
      for (const lang of ['EN', 'HI'] as const) {
        const response = await server.call(MEMBER_PATH.referralProgramme, { token: meera, lang });
        expect(parseFailure(await response.json())).toMatchObject({ code: ErrorCode.referralCodeUnavailable, message: REFERRAL_MESSAGE.referralCodeUnavailable[lang] });
      }
      expect(server.db.prepare("SELECT invitation_code AS code FROM member WHERE username = 'team_meera'").get()).toEqual({ code: null });
      draw = 0.99;
      expect((await server.expectBody(referralProgrammeResponse, MEMBER_PATH.referralProgramme, { token: meera })).body.value.code).toBe('99999999');
    } finally {
      server.db.close();
    }
  });
});

describe('invite friends: the rules', () => {
  it('masks a name to its first and last two characters, a short one to its first', () => {
    expect(['priyasharma', 'm23456787', 'abcde', 'abcd', 'ab', 'राहुलशर्मा'].map(maskUserName)).toEqual(['pr***ma', 'm2***87', 'ab***de', 'a***', 'a***', 'रा***मा']);
  });

  it('takes the rate of a day of valid bets rounded down to the paisa, nothing of nothing', () => {
    expect([commissionOf(0, 50), commissionOf(199, 50), commissionOf(200, 50), commissionOf(53_332, 50), commissionOf(1_000_000_000, 10_000)]).toEqual([
      0, 0, 1, 266, 1_000_000_000,
    ]);
  });

  it('draws codes of 8 signs of the alphabet, from its first sign to its last', () => {
    expect([newReferralCode(() => 0), newReferralCode(() => 0.999_999)]).toEqual(['AAAAAAAA', '99999999']);
    let seed = 1;
    // A Park-Miller generator: 50 codes from a fixed sequence, every run the same.
    const next = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return (seed - 1) / 2_147_483_646;
    };
    const codes = Array.from({ length: 50 }, () => newReferralCode(next));
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(50);
  });
});
