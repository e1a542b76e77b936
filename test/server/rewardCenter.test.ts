import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devRewardGrantResponse } from '@kernel/devControls';
import { ErrorCode } from '@kernel/errorCodes';
import { memberInfoResponse } from '@kernel/member';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { DEV_PATH, PATH } from '@kernel/paths';
import { profileResponse } from '@kernel/profile';
import { claimRewardResponse, REWARD_LIST_LIMIT, type Reward, rewardCountResponse, rewardListResponse } from '@kernel/rewardCenter';
import { vipInfoResponse, vipLevelOf } from '@kernel/vip';
import { REWARD_CENTER_MESSAGE } from '../../server/rewardCenterMessages';
import { bonusGrantsOf } from '../../server/rewards/bonusGrants';
import { hostileText } from '../../server/routes/devHostileContent';
import { callJson, devControl, expectLoginRequired, loginToken, manualClock, parseFailure, setModule, startServer, type TestServer, trialToken } from './helpers';
import { expectReconciled, MEMBER, mainBalance, newKey, refusalOf, responseValue, teamToken } from './walletHelpers';

/**
 * The reward center (T, module REWCEN3) and VIP (module VIP3): demo_member is VIP 3 by its seeded
 * ₹15,000 of deposits and about ₹60,000 of valid bets; its rewards are the VIP 3 level-up bonus (₹1,000,
 * seen) and the monthly VIP bonus (₹300, new) to claim, the VIP 2 level-up bonus claimed, and a
 * weekly VIP bonus expired unseen. The badge counts 3.
 */

const DEVANAGARI = /[\u0900-\u097F]/;
const MINUTE_MS = 60_000;

type RewardRow = { id: number; member_id: number; seen_at: number | null; claimed_at: number | null; transaction_id: number | null };
const rewardRows = (server: TestServer) =>
  server.db.prepare('SELECT id, member_id, seen_at, claimed_at, transaction_id FROM member_reward ORDER BY id').all() as RewardRow[];

function rewardCalls(server: TestServer) {
  const list = async (token: string, lang = 'EN') => (await server.expectBody(rewardListResponse, MEMBER_PATH.rewardList, { token, lang })).body.value;
  const count = async (token: string) => (await server.expectBody(rewardCountResponse, MEMBER_PATH.rewardUnreadCount, { token })).body.value.unreadCount;
  const vip = async (token: string, lang = 'EN') => (await server.expectBody(vipInfoResponse, MEMBER_PATH.vipInfo, { token, lang })).body.value;
  const claim = (token: string, rewardId: number, idempotencyKey = newKey(), lang = 'EN') =>
    callJson(server, 'POST', MEMBER_PATH.claimReward, { rewardId, idempotencyKey }, { token, lang });
  const seen = (token: string, ids: unknown, lang = 'EN') => callJson(server, 'POST', MEMBER_PATH.markRewardsSeen, { ids }, { token, lang });
  const byTitle = (items: Reward[], title: string) => {
    const found = items.find((reward) => reward.title === title);
    if (!found) throw new Error(`no reward ${title}`);
    return found;
  };
  return { list, count, vip, claim, seen, byTitle };
}

describe('the reward center and VIP: reading', () => {
  let server: TestServer;
  let member: string;
  let calls: ReturnType<typeof rewardCalls>;
  beforeAll(async () => {
    server = await startServer({ clock: manualClock().now });
    member = await loginToken(server, MEMBER.demo.username);
    calls = rewardCalls(server);
  });
  afterAll(() => server.db.close());

  it('lists demo_member its 4 rewards: the claimable ones first, soonest to expire first, then the others newest first', async () => {
    const { items, unreadCount } = await calls.list(member);
    expect(items.map(({ title, status, seen, amountPaise }) => ({ title, status, seen, amountPaise }))).toEqual([
      { title: 'VIP 3 level-up bonus', status: 'claimable', seen: true, amountPaise: 100_000 },
      { title: 'Monthly VIP bonus', status: 'claimable', seen: false, amountPaise: 30_000 },
      { title: 'Weekly VIP bonus', status: 'expired', seen: false, amountPaise: 15_000 },
      { title: 'VIP 2 level-up bonus', status: 'claimed', seen: true, amountPaise: 50_000 },
    ]);
    expect(unreadCount).toBe(3);
    expect(await calls.count(member)).toBe(3);
    const claimed = calls.byTitle(items, 'VIP 2 level-up bonus');
    expect(claimed.claimedAt).not.toBeNull();
    expect(items.map((reward) => reward.kind)).toEqual(['levelUp', 'monthlyBonus', 'weeklyBonus', 'levelUp']);
    for (const reward of items) expect(reward.expiresAt).toBeGreaterThan(reward.grantedAt);
  });

  it("pays the claimed reward from the history's VIP upgrade bonus, so the balance stays ₹25,000", async () => {
    const claimed = rewardRows(server).find((row) => row.claimed_at !== null);
    const posting = server.db.prepare('SELECT idempotency_key AS key, kind FROM journal_transaction WHERE id = ?').get(claimed?.transaction_id) as {
      key: string;
      kind: string;
    };
    expect(posting).toEqual({ key: `seed-bonus:${MEMBER.demo.id}:VIP_UPGRADE`, kind: 'bonus' });
    expect(mainBalance(server, MEMBER.demo.id)).toBe(2_500_000);
    expectReconciled(server);
  });

  it('speaks the request language: Hindi titles by the Language header or by default', async () => {
    const hindi = await calls.list(member, 'HI');
    const byDefault = (await server.expectBody(rewardListResponse, MEMBER_PATH.rewardList, { token: member })).body.value;
    expect(byDefault).toEqual(hindi);
    expect(hindi.items.map((reward) => reward.title)).toEqual(['VIP 3 स्तर-उन्नति बोनस', 'मासिक VIP बोनस', 'साप्ताहिक VIP बोनस', 'VIP 2 स्तर-उन्नति बोनस']);
  });

  it('shows the VIP levels 0 to 9 with thresholds and benefits, and demo_member at VIP 3 by its totals', async () => {
    const info = await calls.vip(member);
    expect(info.levels.map((level) => level.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(info.levels[4]).toMatchObject({
      label: 'VIP 4',
      depositPaise: 2_500_000,
      validBetPaise: 10_000_000,
      upgradeBonusPaise: 250_000,
      monthlyBonusPaise: 60_000,
      rebateBps: 70,
      dailyWithdrawLimitPaise: 50_000_000,
      dailyWithdrawCount: 10,
      perks: ['VIP customer service line', 'Priority withdrawals'],
    });
    expect(info.levels[0]).toMatchObject({ label: 'Regular', depositPaise: 0, validBetPaise: 0, perks: [] });
    for (const [index, level] of info.levels.entries()) {
      if (index === 0) continue;
      const below = info.levels[index - 1];
      expect(level.depositPaise).toBeGreaterThan(below?.depositPaise ?? 0);
      expect(level.validBetPaise).toBeGreaterThan(below?.validBetPaise ?? 0);
    }
    // ₹15,000 of deposits; the valid bets (about ₹60,000) follow the seeded outcomes.
    expect(info.member).toEqual({ level: 3, label: 'VIP 3', depositPaise: 1_500_000, validBetPaise: expect.any(Number) });
    expect(info.member.validBetPaise).toBeGreaterThanOrEqual(5_000_000);
    expect(info.member.validBetPaise).toBeLessThan(10_000_000);
    expect(vipLevelOf(info.levels, info.member)).toBe(3);
    const hindi = await calls.vip(member, 'HI');
    expect(hindi.levels[0]?.label).toBe('सामान्य');
    expect(hindi.levels[9]?.perks.join(' ')).toMatch(DEVANAGARI);
  });

  it('gives the same level in member info, the profile and the reward center: by the rule, for every member', async () => {
    for (const [username, token] of [
      [MEMBER.demo.username, member],
      [MEMBER.meera.username, await teamToken(server, MEMBER.meera.username)],
      [MEMBER.rohan.username, await teamToken(server, MEMBER.rohan.username)],
    ] as const) {
      const info = (await server.expectBody(memberInfoResponse, PATH.memberInfo, { token, lang: 'EN' })).body.value;
      const profile = (await server.expectBody(profileResponse, MEMBER_PATH.profile, { token, lang: 'EN' })).body.value;
      const vip = await calls.vip(token);
      expect({ info: [info.vip, info.vipLevel, info.vipLabel], profile: [profile.vipLevel, profile.vipLabel] }, username).toEqual({
        info: [vip.member.level > 0, vip.member.level, vip.member.label],
        profile: [vip.member.level, vip.member.label],
      });
      expect(vip.member.level).toBe(vipLevelOf(vip.levels, vip.member));
    }
    // The seed's reached level is the rule's too: no member is owed a level-up.
    const reached = server.db.prepare('SELECT username, vip_level AS level FROM member WHERE username IN (?, ?)').all('demo_member', 'demo_agent');
    expect(reached).toEqual(
      expect.arrayContaining([
        { username: 'demo_member', level: 3 },
        { username: 'demo_agent', level: 0 },
      ]),
    );
  });

  it('refuses malformed input with INVALID_INPUT and changes nothing', async () => {
    const before = rewardRows(server);
    const [id] = before.map((row) => row.id);
    const claims: unknown[] = [
      { rewardId: id },
      { rewardId: id, idempotencyKey: 'short' },
      { rewardId: 0, idempotencyKey: newKey() },
      { rewardId: '1', idempotencyKey: newKey() },
      {},
      'not json',
    ];
    for (const body of claims) {
      const result = await callJson(server, 'POST', MEMBER_PATH.claimReward, body, { token: member });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(parseFailure(result.body).code).toBe(ErrorCode.invalidInput);
    }
    const tooMany = Array.from({ length: REWARD_LIST_LIMIT + 1 }, () => id);
    for (const ids of [[], tooMany, [1.5], [0], 'x']) {
      const result = await calls.seen(member, ids);
      expect(result.status, JSON.stringify(ids)).toBe(400);
      expect(parseFailure(result.body).code).toBe(ErrorCode.invalidInput);
    }
    expect(rewardRows(server)).toEqual(before);
  });

  it('refuses every call without a session (401) and for a trial account (register first)', async () => {
    for (const path of [MEMBER_PATH.vipInfo, MEMBER_PATH.rewardList, MEMBER_PATH.rewardUnreadCount]) await expectLoginRequired(server, path);
    await expectLoginRequired(server, MEMBER_PATH.claimReward, { method: 'POST', body: { rewardId: 1, idempotencyKey: newKey() } });
    await expectLoginRequired(server, MEMBER_PATH.markRewardsSeen, { method: 'POST', body: { ids: [1] } });
    const trial = await trialToken(server);
    const response = await server.call(MEMBER_PATH.rewardList, { token: trial });
    expect(parseFailure(await response.json()).code).toBe(ErrorCode.trialNotAllowed);
  });

  it('refuses the reward calls when REWCEN3 is off, and the VIP call when VIP3 (or its parent REWCEN3) is off', async () => {
    const before = rewardRows(server);
    const [id] = before.map((row) => row.id);
    const expectOff = async (path: string, method = 'GET', body?: unknown) => {
      const response = await server.call(path, { method, body, token: member });
      expect(response.status, path).toBe(404);
      expect(parseFailure(await response.json()).code).toBe(ErrorCode.moduleDisabled);
    };
    setModule(server, 'VIP3', false);
    try {
      await expectOff(MEMBER_PATH.vipInfo);
      // The rewards stay.
      expect((await calls.list(member)).items).toHaveLength(4);
    } finally {
      setModule(server, 'VIP3', true);
    }
    setModule(server, 'REWCEN3', false);
    try {
      await expectOff(MEMBER_PATH.vipInfo);
      await expectOff(MEMBER_PATH.rewardList);
      await expectOff(MEMBER_PATH.rewardUnreadCount);
      await expectOff(MEMBER_PATH.markRewardsSeen, 'POST', { ids: [id] });
      await expectOff(MEMBER_PATH.claimReward, 'POST', { rewardId: id, idempotencyKey: newKey() });
    } finally {
      setModule(server, 'REWCEN3', true);
    }
    expect(rewardRows(server)).toEqual(before);
  });
});

describe('the reward center: seeing and claiming', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let member: string;
  let calls: ReturnType<typeof rewardCalls>;
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    member = await loginToken(server, MEMBER.demo.username);
    calls = rewardCalls(server);
  });

  it('marks the rewards shown seen: the new one is New no more and the badge drops to the ones still to claim', async () => {
    const { items } = await calls.list(member);
    clock.advance(MINUTE_MS);
    const result = await calls.seen(
      member,
      items.map((reward) => reward.id),
    );
    expect(responseValue(rewardCountResponse, result).unreadCount).toBe(2);
    const after = await calls.list(member);
    expect(after.items.every((reward) => reward.seen)).toBe(true);
    expect(after.unreadCount).toBe(2);
    expect(await calls.count(member)).toBe(2);
    // Seen before stays seen at its first time.
    const seenAt = rewardRows(server).map((row) => row.seen_at);
    clock.advance(MINUTE_MS);
    await calls.seen(
      member,
      items.map((reward) => reward.id),
    );
    expect(rewardRows(server).map((row) => row.seen_at)).toEqual(seenAt);
  });

  it("refuses to mark another member's or an unknown reward seen (REWARD_NOT_FOUND), in the request language, and changes nothing", async () => {
    const agent = await loginToken(server, 'demo_agent');
    const granted = responseValue(
      devRewardGrantResponse,
      await devControl(server, 'POST', DEV_PATH.grantReward, { username: 'demo_agent', kind: 'compensation', amountPaise: 10_000 }).then(async (r) => ({
        body: await r.json(),
      })),
    );
    const [own] = (await calls.list(member)).items;
    const before = rewardRows(server);
    for (const ids of [[granted.reward.id], [999_999], [own?.id, granted.reward.id]]) {
      const refusal = refusalOf(await calls.seen(member, ids, 'HI'));
      expect(refusal).toEqual({ code: ErrorCode.rewardNotFound, message: REWARD_CENTER_MESSAGE.rewardNotFound.HI });
    }
    expect(rewardRows(server)).toEqual(before);
    expect(await calls.count(agent)).toBe(1);
  });

  it('claims a reward: one bonus posting into the main wallet, the reward claimed, the badge one less', async () => {
    const before = mainBalance(server, MEMBER.demo.id);
    const grantsBefore = bonusGrantsOf(server.db, MEMBER.demo.id, 0, 10).total;
    const reward = calls.byTitle((await calls.list(member)).items, 'VIP 3 level-up bonus');
    clock.advance(MINUTE_MS);
    const result = responseValue(claimRewardResponse, await calls.claim(member, reward.id));
    expect(result.reward).toMatchObject({ id: reward.id, status: 'claimed', claimedAt: clock.now(), seen: true });
    expect(result.balancePaise).toBe(before + 100_000);
    expect(result.unreadCount).toBe(2);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(before + 100_000);
    const grants = bonusGrantsOf(server.db, MEMBER.demo.id, 0, 10);
    expect(grants.total).toBe(grantsBefore + 1);
    expect(grants.rows[0]).toMatchObject({
      source: 'reward',
      reference: `reward:${reward.id}`,
      amountPaise: 100_000,
      titleEn: 'VIP 3 level-up bonus',
      turnoverMultiplier: 1,
    });
    const row = rewardRows(server).find((entry) => entry.id === reward.id);
    expect(row?.transaction_id).toBe(grants.rows[0]?.transactionId);
    expect(await calls.count(member)).toBe(2);
    expectReconciled(server);
  });

  it('pays once: the same key again answers the first claim, another key is refused as claimed', async () => {
    const reward = calls.byTitle((await calls.list(member)).items, 'Monthly VIP bonus');
    const before = mainBalance(server, MEMBER.demo.id);
    const key = newKey();
    const first = responseValue(claimRewardResponse, await calls.claim(member, reward.id, key));
    const again = responseValue(claimRewardResponse, await calls.claim(member, reward.id, key, 'HI'));
    expect(again.balancePaise).toBe(first.balancePaise);
    expect(again.reward).toEqual({ ...first.reward, title: 'मासिक VIP बोनस' });
    const other = refusalOf(await calls.claim(member, reward.id, newKey()));
    expect(other).toEqual({ code: ErrorCode.rewardAlreadyClaimed, message: REWARD_CENTER_MESSAGE.rewardAlreadyClaimed.EN });
    expect(mainBalance(server, MEMBER.demo.id)).toBe(before + 30_000);
    // The same key for another reward is a conflict, not a claim.
    const other2 = calls.byTitle((await calls.list(member)).items, 'VIP 3 level-up bonus');
    expect(refusalOf(await calls.claim(member, other2.id, key)).code).toBe(ErrorCode.idempotencyConflict);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(before + 30_000);
    expectReconciled(server);
  });

  it('pays once when two claims with two keys race', async () => {
    const reward = calls.byTitle((await calls.list(member)).items, 'Monthly VIP bonus');
    const before = mainBalance(server, MEMBER.demo.id);
    const results = await Promise.all([calls.claim(member, reward.id), calls.claim(member, reward.id), calls.claim(member, reward.id)]);
    const succeeded = results.filter((result) => (result.body as { success: boolean }).success);
    expect(succeeded).toHaveLength(1);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(before + 30_000);
  });

  it('refuses an expired reward with a clear message in HI and EN, and pays nothing', async () => {
    const expired = calls.byTitle((await calls.list(member)).items, 'Weekly VIP bonus');
    const before = mainBalance(server, MEMBER.demo.id);
    const rows = rewardRows(server);
    expect(refusalOf(await calls.claim(member, expired.id))).toEqual({ code: ErrorCode.rewardExpired, message: REWARD_CENTER_MESSAGE.rewardExpired.EN });
    const hindi = refusalOf(await calls.claim(member, expired.id, newKey(), 'HI'));
    expect(hindi).toEqual({ code: ErrorCode.rewardExpired, message: REWARD_CENTER_MESSAGE.rewardExpired.HI });
    expect(hindi.message).toMatch(DEVANAGARI);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(before);
    expect(rewardRows(server)).toEqual(rows);
  });

  it('expires a reward at its expiry: claimable a minute before, refused at it (the refused key claims nothing later either)', async () => {
    const granted = await devControl(server, 'POST', DEV_PATH.grantReward, {
      username: MEMBER.demo.username,
      kind: 'birthday',
      amountPaise: 50_000,
      expiresInMinutes: 10,
    });
    const { reward } = responseValue(devRewardGrantResponse, { body: await granted.json() });
    expect(reward).toMatchObject({ kind: 'birthday', title: 'Birthday gift', status: 'claimable', seen: false, expiresAt: clock.now() + 10 * MINUTE_MS });
    expect(await calls.count(member)).toBe(4);
    clock.advance(9 * MINUTE_MS);
    expect(calls.byTitle((await calls.list(member)).items, 'Birthday gift').status).toBe('claimable');
    clock.advance(MINUTE_MS);
    expect(calls.byTitle((await calls.list(member)).items, 'Birthday gift').status).toBe('expired');
    const before = mainBalance(server, MEMBER.demo.id);
    expect(refusalOf(await calls.claim(member, reward.id)).code).toBe(ErrorCode.rewardExpired);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(before);
    // Expired but not seen: still on the badge until the page shows it.
    expect(await calls.count(member)).toBe(4);
  });

  it("refuses another member's reward and an unknown one (REWARD_NOT_FOUND)", async () => {
    const rohan = await teamToken(server, MEMBER.rohan.username);
    const [reward] = (await calls.list(member)).items;
    const before = mainBalance(server, MEMBER.rohan.id);
    for (const id of [reward?.id ?? 0, 999_999]) {
      expect(refusalOf(await calls.claim(rohan, id))).toEqual({ code: ErrorCode.rewardNotFound, message: REWARD_CENTER_MESSAGE.rewardNotFound.EN });
    }
    expect(mainBalance(server, MEMBER.rohan.id)).toBe(before);
  });

  it('grants the upgrade bonus of each level reached as a reward to claim, once, when the member climbs', async () => {
    const meera = await teamToken(server, MEMBER.meera.username);
    expect((await calls.vip(meera)).member).toMatchObject({ level: 0, label: 'Regular' });
    expect((await calls.list(meera)).items).toEqual([]);
    // ₹3,000 of deposits and ₹15,000 of valid bets: VIP 2, passing VIP 1.
    const now = clock.now();
    server.db
      .prepare(
        `INSERT INTO deposit_order (id, member_id, channel, amount_paise, bonus_paise, turnover_multiplier, status, created_at, expires_at, settled_at)
         VALUES ('DPTESTVIP1', ?, 'UPI', 300000, 0, 1, 'paid', ?, ?, ?)`,
      )
      .run(MEMBER.meera.id, now, now + 15 * MINUTE_MS, now);
    server.db
      .prepare(
        `INSERT INTO bet (member_id, vendor, game_type, stake_paise, valid_paise, payout_paise, currency, placed_at, settled_at)
         VALUES (?, 'PG', 'RNG', 1500000, 1500000, 0, 'INR', ?, ?)`,
      )
      .run(MEMBER.meera.id, now, now);
    const info = (await server.expectBody(memberInfoResponse, PATH.memberInfo, { token: meera, lang: 'EN' })).body.value;
    expect([info.vip, info.vipLevel, info.vipLabel]).toEqual([true, 2, 'VIP 2']);
    const { items, unreadCount } = await calls.list(meera);
    expect(items.map(({ title, amountPaise, status, seen }) => ({ title, amountPaise, status, seen }))).toEqual([
      { title: 'VIP 1 level-up bonus', amountPaise: 10_000, status: 'claimable', seen: false },
      { title: 'VIP 2 level-up bonus', amountPaise: 50_000, status: 'claimable', seen: false },
    ]);
    expect(unreadCount).toBe(2);
    // Read again: nothing granted twice.
    await calls.vip(meera);
    expect((await calls.list(meera)).items).toHaveLength(2);
  });

  it('grants no level-up while VIP3 is off, and grants it once it is on again', async () => {
    const meera = await teamToken(server, MEMBER.meera.username);
    const now = clock.now();
    server.db
      .prepare(
        `INSERT INTO deposit_order (id, member_id, channel, amount_paise, bonus_paise, turnover_multiplier, status, created_at, expires_at, settled_at)
         VALUES ('DPTESTVIP2', ?, 'UPI', 100000, 0, 1, 'paid', ?, ?, ?)`,
      )
      .run(MEMBER.meera.id, now, now + 15 * MINUTE_MS, now);
    server.db
      .prepare(
        `INSERT INTO bet (member_id, vendor, game_type, stake_paise, valid_paise, payout_paise, currency, placed_at, settled_at) VALUES (?, 'PG', 'RNG', 500000, 500000, 0, 'INR', ?, ?)`,
      )
      .run(MEMBER.meera.id, now, now);
    setModule(server, 'VIP3', false);
    try {
      expect((await server.expectBody(memberInfoResponse, PATH.memberInfo, { token: meera })).body.value.vipLevel).toBe(1);
      expect((await calls.list(meera)).items).toEqual([]);
    } finally {
      setModule(server, 'VIP3', true);
    }
    expect((await calls.list(meera)).items.map((reward) => reward.title)).toEqual(['VIP 1 level-up bonus']);
  });
});

describe('the reward center under the hostile-content dev control', () => {
  it('serves every reward title and VIP privilege as the planted text, for the page to show as text', async () => {
    const server = await startServer({ clock: manualClock().now });
    const member = await loginToken(server, MEMBER.demo.username);
    const planted = (await devControl(server, 'POST', DEV_PATH.hostileContent).then((response) => response.json())) as { value: { text: string[] } };
    expect(planted.value.text.join(' ')).toContain('reward-');
    expect(planted.value.text.join(' ')).toContain('vip-perk-9-4');
    const calls = rewardCalls(server);
    for (const lang of ['EN', 'HI']) {
      for (const reward of (await calls.list(member, lang)).items) expect(reward.title).toBe(hostileText(`reward-${reward.id}-title`));
      const perks = (await calls.vip(member, lang)).levels.flatMap((level) => level.perks);
      expect(perks.length).toBeGreaterThan(0);
      for (const perk of perks) expect(perk).toMatch(/^hostile:vip-perk-\d-\d /);
    }
    server.db.close();
  });
});

describe('the reward grant dev control', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ clock: manualClock().now });
  });
  afterAll(() => server.db.close());

  const grant = async (body: unknown) => {
    const response = await devControl(server, 'POST', DEV_PATH.grantReward, body);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('grants a reward with the titles given, claimable for 30 days by default', async () => {
    const result = responseValue(
      devRewardGrantResponse,
      await grant({ username: 'team_rohan', kind: 'compensation', amountPaise: 25_050, titleEn: 'Sorry for the outage', titleHi: 'रुकावट के लिए खेद है' }),
    );
    expect(result).toMatchObject({ username: 'team_rohan', reward: { title: 'Sorry for the outage', amountPaise: 25_050, status: 'claimable', seen: false } });
    expect(result.reward.expiresAt - result.reward.grantedAt).toBe(30 * 24 * 60 * MINUTE_MS);
  });

  it('refuses an unknown member and malformed input', async () => {
    expect(parseFailure((await grant({ username: 'nobody_here', kind: 'birthday', amountPaise: 100 })).body).code).toBe(ErrorCode.accountNotFound);
    for (const body of [
      { username: 'team_rohan', kind: 'jackpot', amountPaise: 100 },
      { username: 'team_rohan', kind: 'birthday', amountPaise: 0 },
      { username: 'team_rohan', kind: 'birthday', amountPaise: 1.5 },
    ]) {
      const result = await grant(body);
      expect(result.status).toBe(400);
      expect(parseFailure(result.body).code).toBe(ErrorCode.invalidInput);
    }
  });
});
