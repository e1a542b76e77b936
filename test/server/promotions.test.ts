import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devApplicationReviewResponse, devPromotionApplicationsResponse } from '@kernel/devControls';
import { ErrorCode } from '@kernel/errorCodes';
import { memberInfoResponse } from '@kernel/member';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { DEV_PATH, PATH } from '@kernel/paths';
import { HEADER } from '@kernel/platform';
import { APPLICATION_FORM_FIELDS, type Promotion, promotionListResponse, promotionResponse } from '@kernel/promotions';
import { accountRecordsResponse, indianDateOf } from '@kernel/records';
import { createPromotionCalls } from '@/api/promotionCalls';
import { encodePng } from '../../server/captcha/png';
import { PROMOTION_MESSAGE } from '../../server/promotionMessages';
import { bonusGrantsOf } from '../../server/rewards/bonusGrants';
import { DEFAULT_MERCHANT } from '../../server/seed/merchant';
import { PROMOTION_PLANS } from '../../server/seed/promotions';
import { backendFetch, testApiClient } from '../support/testApiClient';
import { callJson, devControl, expectLoginRequired, loginToken, manualClock, parseFailure, startServer, type TestServer, trialToken } from './helpers';
import { expectReconciled, MEMBER, mainBalance, newKey, refusalOf, teamToken } from './walletHelpers';

const DAY_MS = 24 * 60 * 60_000;
const DEVANAGARI = /[\u0900-\u097F]/;

/** A real PNG of a few pixels (the captcha's encoder), and a JPEG signature with some bytes after it. */
const png = (seed = 1, side = 2) => new Uint8Array(encodePng(side, side, new Uint8Array(side * side * 3).fill(seed * 40)));
const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type = name.endsWith('.png') ? 'image/png' : 'image/jpeg') => new File([bytes], name, { type });

/** demo_member's seeded states by promotion code (server/seed/promotions.ts). */
const SEEDED_STATES: Record<string, Promotion['state']> = {
  FIRST_DEPOSIT_DOUBLE: 'Join',
  BIRTHDAY_GIFT: 'Join',
  SLOTS_WEEK: 'Join',
  LIVE_CASINO_CASHBACK: 'Claim',
  CRICKET_POWERPLAY: 'Process',
  WEEKLY_JACKPOT_RAFFLE: 'Claim',
  WEEKEND_LUCKY_DRAW: 'signed',
  TEEN_PATTI_TOURNAMENT: 'Joined',
  DIWALI_MEGA_RAFFLE: 'coming soon',
  VIP_HIGH_ROLLER: 'Rejected',
  FESTIVAL_RELOAD: 'Issued',
  LUCKY_SEVEN_DRAW: 'Close',
  VIP_UPGRADE: 'Claimed',
  MONSOON_SLOTS_RACE: 'closed',
};

function promotionCalls(server: TestServer) {
  const list = async (token?: string, lang = 'EN') => (await server.expectBody(promotionListResponse, MEMBER_PATH.promotions, { token, lang })).body.value;
  const byCode = async (code: string, token?: string, lang = 'EN') => {
    const found = (await list(token, lang)).items.find((promotion) => promotion.code === code);
    if (!found) throw new Error(`no promotion ${code}`);
    return found;
  };
  const write = (path: string, token: string, body: unknown, lang = 'EN') => callJson(server, 'POST', path, body, { token, lang });
  const join = (token: string, promotionId: number, lang = 'EN') => write(MEMBER_PATH.joinPromotion, token, { promotionId }, lang);
  const claim = (token: string, promotionId: number, idempotencyKey = newKey(), raffle = false) =>
    write(raffle ? MEMBER_PATH.claimRafflePromotion : MEMBER_PATH.claimPromotion, token, { promotionId, idempotencyKey });
  const apply = async (
    token: string,
    fields: { promotionId: number; comment?: string; ageConfirmed?: boolean; idempotencyKey?: string; images?: File[] },
    lang = 'EN',
  ) => {
    const form = new FormData();
    form.set(APPLICATION_FORM_FIELDS.promotionId, String(fields.promotionId));
    form.set(APPLICATION_FORM_FIELDS.comment, fields.comment ?? 'My deposit receipt is attached.');
    form.set(APPLICATION_FORM_FIELDS.ageConfirmed, String(fields.ageConfirmed ?? false));
    form.set(APPLICATION_FORM_FIELDS.idempotencyKey, fields.idempotencyKey ?? newKey());
    for (const image of fields.images ?? []) form.append(APPLICATION_FORM_FIELDS.images, image);
    const response = await server.app.request(MEMBER_PATH.applyPromotion, {
      method: 'POST',
      headers: { [HEADER.merchant]: DEFAULT_MERCHANT, [HEADER.device]: 'web', [HEADER.authorization]: token, [HEADER.language]: lang },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const image = (token: string | undefined, id: number) => server.call(`${MEMBER_PATH.promotionImage}?id=${id}`, { token });
  const promoCount = async (token: string) => (await server.expectBody(memberInfoResponse, PATH.memberInfo, { token })).body.value.availablePromoCount;
  return { list, byCode, join, claim, apply, image, promoCount };
}

/** Every row the promotion calls write, so a refusal can be shown to change nothing. */
const rows = (server: TestServer) => ({
  entries: server.db.prepare('SELECT * FROM promotion_entry ORDER BY id').all(),
  images: server.db.prepare('SELECT id, entry_id, content_type, size_bytes FROM promotion_image ORDER BY id').all(),
  grants: server.db.prepare('SELECT id FROM bonus_grant ORDER BY id').all(),
  balance: mainBalance(server, MEMBER.demo.id),
});

const promotionValue = (result: { body: unknown }) => v.parse(promotionResponse, result.body).value;

describe('promotions: the list', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let member: string;
  let calls: ReturnType<typeof promotionCalls>;
  beforeAll(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    member = await loginToken(server, MEMBER.demo.username);
    calls = promotionCalls(server);
  });
  afterAll(() => server.db.close());

  it("shows demo_member every seeded state of SPEC 4 but Applying, in the merchant's order", async () => {
    const { items, serverTime } = await calls.list(member);
    expect(serverTime).toBe(clock.now());
    expect(items.map((promotion) => promotion.code)).toEqual(PROMOTION_PLANS.map((plan) => plan.code));
    expect(Object.fromEntries(items.map((promotion) => [promotion.code, promotion.state]))).toEqual(SEEDED_STATES);
    expect(new Set(items.map((promotion) => promotion.category))).toEqual(new Set(['DEPOSIT', 'CASINO', 'SLOTS', 'SPORTS', 'BIRTHDAY', 'RAFFLE', 'VIP']));
  });

  it('shows the turnover progress, the review, the reject reason and the payment of each', async () => {
    const byCode = Object.fromEntries((await calls.list(member)).items.map((promotion) => [promotion.code, promotion]));
    expect(byCode.LIVE_CASINO_CASHBACK?.progress?.requiredPaise).toBe(200_000);
    expect(byCode.LIVE_CASINO_CASHBACK?.progress?.donePaise).toBeGreaterThanOrEqual(200_000);
    expect(byCode.CRICKET_POWERPLAY?.progress).toEqual({ donePaise: expect.any(Number), requiredPaise: 5_000_000 });
    expect(byCode.CRICKET_POWERPLAY?.progress?.donePaise).toBeLessThan(5_000_000);
    expect(byCode.SLOTS_WEEK?.progress).toBeNull();
    expect(byCode.VIP_HIGH_ROLLER?.application).toEqual({
      comment: 'Deposited ₹20,000 by UPI this month, please check.',
      images: [],
      sentAt: clock.now() - 5 * DAY_MS,
      reviewedAt: clock.now() - 4 * DAY_MS,
      rejectReason: 'Your deposits this month have not reached ₹50,000 yet. You may apply again in a later month.',
    });
    // The Issued and Claimed ones were paid by the history's bonuses (₹300 and ₹500).
    for (const code of ['FESTIVAL_RELOAD', 'VIP_UPGRADE']) expect(byCode[code]?.paidAt).toBeLessThan(clock.now());
    expect(byCode.FESTIVAL_RELOAD?.application?.reviewedAt).toBe(byCode.FESTIVAL_RELOAD?.paidAt);
    expect(byCode.BIRTHDAY_GIFT?.requiresAgeConfirmation).toBe(true);
    expect(byCode.FIRST_DEPOSIT_DOUBLE?.requiresAgeConfirmation).toBe(false);
    expect(byCode.WEEKLY_JACKPOT_RAFFLE?.drawAt).toBeLessThan(clock.now());
  });

  it('speaks the request language: titles, summaries, terms and reasons in Hindi and English, the same links in both', async () => {
    const english = (await calls.list(member, 'EN')).items;
    const hindi = (await calls.list(member, 'HI')).items;
    const byDefault = (await server.expectBody(promotionListResponse, MEMBER_PATH.promotions, { token: member })).body.value.items;
    expect(byDefault).toEqual(hindi);
    for (const [index, promotion] of english.entries()) {
      const other = hindi[index];
      for (const text of [promotion.title, promotion.summary, promotion.terms]) expect(text).not.toMatch(DEVANAGARI);
      for (const text of [other?.title, other?.summary, other?.terms]) expect(text).toMatch(DEVANAGARI);
      expect(promotion.terms).toMatch(/^<p>/);
      expect(promotion.terms).not.toMatch(/<script|\bon\w+=|javascript:/i);
      expect(other?.terms.match(/href="[^"]*"/g)).toEqual(promotion.terms.match(/href="[^"]*"/g));
      for (const [, href] of promotion.terms.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^\/[a-z]/i);
    }
    expect(hindi.find((promotion) => promotion.code === 'VIP_HIGH_ROLLER')?.application?.rejectReason).toMatch(DEVANAGARI);
  });

  it('answers a visitor and a trial account by the period alone (Join, coming soon, closed), with no one’s entries', async () => {
    const expected = PROMOTION_PLANS.map((plan) => (plan.startsInDays > 0 ? 'coming soon' : plan.endsInDays <= 0 ? 'closed' : 'Join'));
    const visitor = await calls.list();
    expect(visitor.items.map((promotion) => promotion.state)).toEqual(expected);
    expect(visitor.items.every((promotion) => promotion.application === null && promotion.progress === null && promotion.paidAt === null)).toBe(true);
    const trial = await calls.list(await trialToken(server));
    expect(trial.items.map((promotion) => promotion.state)).toEqual(expected);
  });

  it('refuses a token that is no session (401 NOT_LOGGED_IN), rather than answering as to a visitor', async () => {
    const response = await server.call(MEMBER_PATH.promotions, { token: 'not-a-session' });
    expect(response.status).toBe(401);
    expect(parseFailure(await response.json()).code).toBe(ErrorCode.notLoggedIn);
  });

  it('serves each card its generated art: an SVG of its own, without text', async () => {
    const [first, second] = (await calls.list()).items;
    const arts = [];
    for (const promotion of [first, second]) {
      const response = await server.call(promotion?.imageUrl ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      arts.push(await response.text());
    }
    expect(arts[0]).toMatch(/^<svg/);
    expect(arts[0]).not.toContain('<text');
    expect(arts[0]).not.toBe(arts[1]);
    expect((await server.call('/assets-gen/promotion/999.svg')).status).toBe(404);
    expect((await server.call('/assets-gen/promotion/x.svg')).status).toBe(404);
  });

  it('counts what demo_member can act on now as its available promo count (3 to join or apply, 2 to claim); a trial account none', async () => {
    expect(await calls.promoCount(member)).toBe(5);
    expect(await calls.promoCount(await trialToken(server))).toBe(0);
    // Another member has taken part in nothing: every open promotion is Join.
    const open = PROMOTION_PLANS.filter((plan) => plan.startsInDays <= 0 && plan.endsInDays > 0).length;
    expect(await calls.promoCount(await teamToken(server, MEMBER.rohan.username))).toBe(open);
  });
});

describe('promotions: joining and claiming', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let member: string;
  let calls: ReturnType<typeof promotionCalls>;
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    member = await loginToken(server, MEMBER.demo.username);
    calls = promotionCalls(server);
  });

  /** Settled real-money bets of demo_member, placed `minutesFromNow` from the clock's now. */
  const bet = (validPaise: number, minutesFromNow = 1) =>
    server.db
      .prepare(
        `INSERT INTO bet (member_id, vendor, game_type, stake_paise, valid_paise, payout_paise, currency, placed_at, settled_at)
         VALUES (?, 'PG', 'RNG', ?, ?, 0, 'INR', ?, ?)`,
      )
      .run(MEMBER.demo.id, validPaise, validPaise, clock.now() + minutesFromNow * 60_000, clock.now() + (minutesFromNow + 1) * 60_000);

  it('joins a turnover promotion: Process from 0, Claim once the valid bets after joining reach it, Claimed once paid', async () => {
    const slots = await calls.byCode('SLOTS_WEEK', member);
    // A bet before joining does not count.
    bet(400_000, -10);
    const joined = promotionValue(await calls.join(member, slots.id));
    expect([joined.state, joined.progress]).toEqual(['Process', { donePaise: 0, requiredPaise: 500_000 }]);
    expect(await calls.promoCount(member)).toBe(4);

    bet(300_000);
    clock.advance(10 * 60_000);
    expect((await calls.byCode('SLOTS_WEEK', member)).progress).toEqual({ donePaise: 300_000, requiredPaise: 500_000 });
    // Not met yet: nothing to claim.
    expect(refusalOf(await calls.claim(member, slots.id))).toEqual({ code: ErrorCode.promotionActionNotAllowed, message: PROMOTION_MESSAGE.promotionTurnoverNotMet.EN });

    bet(200_000);
    clock.advance(10 * 60_000);
    const ready = await calls.byCode('SLOTS_WEEK', member);
    expect([ready.state, ready.progress?.donePaise]).toEqual(['Claim', 500_000]);
    expect(await calls.promoCount(member)).toBe(5);

    const before = rows(server);
    const claimed = promotionValue(await calls.claim(member, slots.id));
    expect([claimed.state, claimed.paidAt]).toEqual(['Claimed', clock.now()]);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(before.balance + 25_000);
    expect(bonusGrantsOf(server.db, MEMBER.demo.id, 0, 1).rows[0]).toMatchObject({
      source: 'promotion',
      reference: 'promotion:SLOTS_WEEK',
      amountPaise: 25_000,
      turnoverMultiplier: 5,
    });
    expectReconciled(server);
  });

  it('pays a claim once: a replay with the same key answers the same, a new key is refused, nothing paid twice', async () => {
    const cashback = await calls.byCode('LIVE_CASINO_CASHBACK', member);
    expect(cashback.state).toBe('Claim');
    const before = rows(server);
    const key = newKey();
    const first = promotionValue(await calls.claim(member, cashback.id, key));
    expect(first.state).toBe('Claimed');
    clock.advance(60_000);
    expect(promotionValue(await calls.claim(member, cashback.id, key))).toEqual(first);
    expect(refusalOf(await calls.claim(member, cashback.id))).toEqual({ code: ErrorCode.promotionActionNotAllowed, message: PROMOTION_MESSAGE.promotionAlreadyPaid.EN });
    // The same key for another request is refused.
    expect(refusalOf(await calls.claim(member, (await calls.byCode('WEEKLY_JACKPOT_RAFFLE', member)).id, key, true)).code).toBe(ErrorCode.idempotencyConflict);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(before.balance + 30_000);
    expect(rows(server).grants).toHaveLength(before.grants.length + 1);

    // The account record shows it as a bonus.
    const today = indianDateOf(clock.now());
    const record = (await server.expectBody(accountRecordsResponse, `${MEMBER_PATH.accountRecords}?from=${today}&to=${today}&type=bonus`, { token: member })).body.value
      .items;
    expect(record[0]).toMatchObject({ type: 'bonus', kind: 'bonus', amountPaise: 30_000, reference: 'promotion:LIVE_CASINO_CASHBACK' });
  });

  it('claims a won raffle prize through MCS2_claimRafflePromotion (SPEC 7), once; a lost raffle and the wrong claim call are refused', async () => {
    const won = await calls.byCode('WEEKLY_JACKPOT_RAFFLE', member);
    const lost = await calls.byCode('LUCKY_SEVEN_DRAW', member);
    const before = rows(server);
    // A raffle prize is not claimed as a turnover bonus, and a lost draw has nothing to claim.
    expect(refusalOf(await calls.claim(member, won.id))).toEqual({ code: ErrorCode.promotionActionNotAllowed, message: PROMOTION_MESSAGE.promotionNothingToClaim.EN });
    expect(refusalOf(await calls.claim(member, lost.id, newKey(), true))).toEqual({
      code: ErrorCode.promotionActionNotAllowed,
      message: PROMOTION_MESSAGE.promotionEnded.EN,
    });
    expect(rows(server)).toEqual(before);

    const claimed = promotionValue(await calls.claim(member, won.id, newKey(), true));
    expect(claimed.state).toBe('Claimed');
    expect(mainBalance(server, MEMBER.demo.id)).toBe(before.balance + 100_000);
    expect(refusalOf(await calls.claim(member, won.id, newKey(), true)).code).toBe(ErrorCode.promotionActionNotAllowed);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(before.balance + 100_000);
  });

  it('joins a raffle (signed) and a tournament (Joined); refuses what the state does not allow, changing nothing', async () => {
    const rohan = await teamToken(server, MEMBER.rohan.username);
    const raffle = await calls.byCode('WEEKEND_LUCKY_DRAW', rohan);
    const tournament = await calls.byCode('TEEN_PATTI_TOURNAMENT', rohan);
    expect(promotionValue(await calls.join(rohan, raffle.id)).state).toBe('signed');
    expect(promotionValue(await calls.join(rohan, tournament.id)).state).toBe('Joined');

    const before = rows(server);
    const cases: [string, string, keyof typeof PROMOTION_MESSAGE][] = [
      ['WEEKEND_LUCKY_DRAW', 'join', 'promotionAlreadyJoined'],
      ['DIWALI_MEGA_RAFFLE', 'join', 'promotionNotStarted'],
      ['MONSOON_SLOTS_RACE', 'join', 'promotionEnded'],
      ['FIRST_DEPOSIT_DOUBLE', 'join', 'promotionNeedsApplication'],
      ['SLOTS_WEEK', 'claim', 'promotionNotJoined'],
      ['TEEN_PATTI_TOURNAMENT', 'claim', 'promotionNothingToClaim'],
    ];
    for (const [code, action, message] of cases) {
      const { id } = await calls.byCode(code, rohan);
      const result = action === 'join' ? await calls.join(rohan, id) : await calls.claim(rohan, id);
      expect(refusalOf(result), code).toEqual({ code: ErrorCode.promotionActionNotAllowed, message: PROMOTION_MESSAGE[message].EN });
    }
    expect(refusalOf(await calls.join(rohan, 999))).toEqual({ code: ErrorCode.promotionNotFound, message: PROMOTION_MESSAGE.promotionNotFound.EN });
    // Worded in Hindi for a Hindi request.
    expect(refusalOf(await calls.join(rohan, raffle.id, 'HI')).message).toBe(PROMOTION_MESSAGE.promotionAlreadyJoined.HI);
    expect(rows(server)).toEqual(before);
  });

  it('lets a turnover promotion whose period ended unmet close (Close), and one met in time stay claimable', async () => {
    const rohan = await teamToken(server, MEMBER.rohan.username);
    const cricket = await calls.byCode('CRICKET_POWERPLAY', rohan);
    const slots = await calls.byCode('SLOTS_WEEK', member);
    await calls.join(rohan, cricket.id);
    await calls.join(member, slots.id);
    bet(500_000);
    clock.advance(12 * DAY_MS);
    // Sessions last two hours: log in again.
    const [rohanAgain, memberAgain] = [await teamToken(server, MEMBER.rohan.username), await loginToken(server, MEMBER.demo.username)];
    expect((await calls.byCode('CRICKET_POWERPLAY', rohanAgain)).state).toBe('Close');
    expect((await calls.byCode('SLOTS_WEEK', memberAgain)).state).toBe('Claim');
    expect(promotionValue(await calls.claim(memberAgain, slots.id)).state).toBe('Claimed');
  });
});

describe('promotions: the activity application', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let member: string;
  let calls: ReturnType<typeof promotionCalls>;
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    member = await loginToken(server, MEMBER.demo.username);
    calls = promotionCalls(server);
  });

  const pending = async () => (await server.expectBody(devPromotionApplicationsResponse, DEV_PATH.promotionApplications)).body.value;
  const review = async (path: string, body: unknown) => {
    const response = await devControl(server, 'POST', path, body);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('applies with a comment and 2 images: Applying, the images stored and served back to their owner only, as images', async () => {
    const promotion = await calls.byCode('FIRST_DEPOSIT_DOUBLE', member);
    const images = [png(1), jpeg()];
    const applied = promotionValue(
      await calls.apply(member, {
        promotionId: promotion.id,
        comment: '  Deposited ₹1,000 by UPI, receipts attached.  ',
        images: [file(images[0]!, 'receipt.png'), file(images[1]!, 'bank.JPG')],
      }),
    );
    expect(applied.state).toBe('Applying');
    expect(applied.application).toEqual({
      comment: 'Deposited ₹1,000 by UPI, receipts attached.',
      images: [
        { id: expect.any(Number), contentType: 'image/png' },
        { id: expect.any(Number), contentType: 'image/jpeg' },
      ],
      sentAt: clock.now(),
      reviewedAt: null,
      rejectReason: null,
    });
    expect(await calls.promoCount(member)).toBe(4);

    for (const [index, image] of (applied.application?.images ?? []).entries()) {
      const response = await calls.image(member, image.id);
      expect(response.status).toBe(200);
      expect({
        type: response.headers.get('content-type'),
        sniff: response.headers.get('x-content-type-options'),
        disposition: response.headers.get('content-disposition'),
        csp: response.headers.get('content-security-policy'),
      }).toEqual({ type: image.contentType, sniff: 'nosniff', disposition: 'inline', csp: "default-src 'none'; img-src 'self'; sandbox" });
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(images[index]);
    }
    const [first] = applied.application?.images ?? [];
    // Another member, a visitor and an unknown id get nothing.
    const rohan = await teamToken(server, MEMBER.rohan.username);
    const foreign = await calls.image(rohan, first?.id ?? 0);
    expect([foreign.status, parseFailure(await foreign.json()).code]).toEqual([404, ErrorCode.promotionImageNotFound]);
    await expectLoginRequired(server, `${MEMBER_PATH.promotionImage}?id=${first?.id}`);
    expect((await calls.image(member, 999_999)).status).toBe(404);
    expect((await calls.image(member, 0)).status).toBe(400);

    // The operator sees it waiting.
    expect(await pending()).toEqual([
      {
        id: expect.any(Number),
        username: 'demo_member',
        promotionId: promotion.id,
        promotionCode: 'FIRST_DEPOSIT_DOUBLE',
        comment: 'Deposited ₹1,000 by UPI, receipts attached.',
        imageCount: 2,
        ageConfirmed: false,
        sentAt: clock.now(),
        rewardPaise: 100_000,
      },
    ]);
  });

  it('is approved by the dev control: the bonus paid once through the ledger, Issued, in the account record as a bonus', async () => {
    const promotion = await calls.byCode('FIRST_DEPOSIT_DOUBLE', member);
    await calls.apply(member, { promotionId: promotion.id, images: [file(png(), 'a.png')] });
    const [application] = await pending();
    const before = rows(server);
    clock.advance(60 * 60_000);
    const approved = await review(DEV_PATH.approvePromotionApplication, { applicationId: application?.id });
    expect(v.parse(devApplicationReviewResponse, approved.body).value).toEqual({ id: application?.id, status: 'issued', bonusTransactionId: expect.any(Number) });
    const issued = await calls.byCode('FIRST_DEPOSIT_DOUBLE', member);
    expect([issued.state, issued.paidAt, issued.application?.reviewedAt]).toEqual(['Issued', clock.now(), clock.now()]);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(before.balance + 100_000);
    // Approving again finds nothing waiting; nothing is paid twice.
    expect(parseFailure((await review(DEV_PATH.approvePromotionApplication, { applicationId: application?.id })).body).code).toBe(ErrorCode.applicationNotFound);
    expect(parseFailure((await review(DEV_PATH.rejectPromotionApplication, { applicationId: application?.id })).body).code).toBe(ErrorCode.applicationNotFound);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(before.balance + 100_000);
    expect(await pending()).toEqual([]);
    const today = indianDateOf(clock.now());
    const record = (await server.expectBody(accountRecordsResponse, `${MEMBER_PATH.accountRecords}?from=${today}&to=${today}&type=bonus`, { token: member })).body.value
      .items;
    expect(record[0]).toMatchObject({ type: 'bonus', amountPaise: 100_000, reference: 'promotion:FIRST_DEPOSIT_DOUBLE' });
    expectReconciled(server);
  });

  it('is rejected by the dev control with a reason (the operator’s words, or a default in HI and EN): Rejected, nothing paid', async () => {
    const first = await calls.byCode('FIRST_DEPOSIT_DOUBLE', member);
    const birthday = await calls.byCode('BIRTHDAY_GIFT', member);
    await calls.apply(member, { promotionId: first.id });
    await calls.apply(member, { promotionId: birthday.id, ageConfirmed: true });
    const [deposit, gift] = await pending();
    const before = rows(server);
    await review(DEV_PATH.rejectPromotionApplication, { applicationId: deposit?.id, reason: 'The receipt is unreadable.' });
    await review(DEV_PATH.rejectPromotionApplication, { applicationId: gift?.id });
    expect((await calls.byCode('FIRST_DEPOSIT_DOUBLE', member)).application?.rejectReason).toBe('The receipt is unreadable.');
    const english = await calls.byCode('BIRTHDAY_GIFT', member, 'EN');
    const hindi = await calls.byCode('BIRTHDAY_GIFT', member, 'HI');
    expect([english.state, english.application?.rejectReason, hindi.application?.rejectReason]).toEqual([
      'Rejected',
      PROMOTION_MESSAGE.applicationRejectedByDefault.EN,
      PROMOTION_MESSAGE.applicationRejectedByDefault.HI,
    ]);
    expect(rows(server).balance).toBe(before.balance);
    expect(rows(server).grants).toEqual(before.grants);
    const refused = await review(DEV_PATH.rejectPromotionApplication, { applicationId: 1, reason: '' });
    expect(refused.status).toBe(400);
  });

  it('refuses every broken rule of SPEC 5 and 9 again, worded in the request language, and stores nothing', async () => {
    const promotion = await calls.byCode('FIRST_DEPOSIT_DOUBLE', member);
    const birthday = await calls.byCode('BIRTHDAY_GIFT', member);
    const sixMegabytes = new Uint8Array(6 * 1024 * 1024);
    sixMegabytes.set(png());
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);
    const before = rows(server);
    const cases: [Parameters<typeof calls.apply>[1], keyof typeof PROMOTION_MESSAGE][] = [
      [{ promotionId: promotion.id, comment: 'x'.repeat(141) }, 'applicationCommentTooLong'],
      [{ promotionId: promotion.id, comment: '   ' }, 'applicationCommentEmpty'],
      [{ promotionId: promotion.id, images: [1, 2, 3, 4].map((seed) => file(png(seed), `${seed}.png`)) }, 'applicationImageTooMany'],
      [{ promotionId: promotion.id, images: [file(gif, 'party.gif', 'image/gif')] }, 'applicationImageBadType'],
      [{ promotionId: promotion.id, images: [file(sixMegabytes, 'huge.png')] }, 'applicationImageTooLarge'],
      [{ promotionId: promotion.id, images: [file(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'fake.png')] }, 'applicationImageNotImage'],
      // A JPEG called .png claims to be what it is not.
      [{ promotionId: promotion.id, images: [file(jpeg(), 'photo.png')] }, 'applicationImageNotImage'],
      [{ promotionId: promotion.id, images: [file(new Uint8Array(), 'empty.png')] }, 'applicationImageEmpty'],
      [{ promotionId: birthday.id, ageConfirmed: false }, 'applicationAgeNotConfirmed'],
    ];
    for (const [fields, message] of cases) {
      for (const lang of ['EN', 'HI'] as const) {
        const result = await calls.apply(member, fields, lang);
        expect(result.status, message).toBe(400);
        const failure = parseFailure(result.body);
        expect(failure.code).toBe(ErrorCode.applicationInvalid);
        expect(failure.message?.startsWith(PROMOTION_MESSAGE[message][lang]), `${message} ${lang}: ${failure.message}`).toBe(true);
      }
    }
    // A 140-character comment in Devanagari is within the rule.
    expect(promotionValue(await calls.apply(member, { promotionId: promotion.id, comment: 'क'.repeat(140) })).state).toBe('Applying');
    const after = rows(server);
    expect(after.entries).toHaveLength(before.entries.length + 1);
    expect(after.images).toEqual(before.images);
  });

  it('refuses a malformed form (400 INVALID_INPUT), a second application and one where the state allows none', async () => {
    const promotion = await calls.byCode('FIRST_DEPOSIT_DOUBLE', member);
    const before = rows(server);
    const notMultipart = await callJson(server, 'POST', MEMBER_PATH.applyPromotion, { promotionId: promotion.id }, { token: member });
    expect([notMultipart.status, parseFailure(notMultipart.body).code]).toEqual([400, ErrorCode.invalidInput]);
    const badKey = await calls.apply(member, { promotionId: promotion.id, idempotencyKey: 'x' });
    expect([badKey.status, parseFailure(badKey.body).code]).toEqual([400, ErrorCode.invalidInput]);
    expect(refusalOf(await calls.apply(member, { promotionId: 999 })).code).toBe(ErrorCode.promotionNotFound);
    for (const [code, message] of [
      ['SLOTS_WEEK', 'promotionTakesNoApplication'],
      ['VIP_HIGH_ROLLER', 'promotionApplicationRejected'],
      ['FESTIVAL_RELOAD', 'promotionAlreadyPaid'],
    ] as const) {
      const { id } = await calls.byCode(code, member);
      expect(refusalOf(await calls.apply(member, { promotionId: id })), code).toEqual({
        code: ErrorCode.promotionActionNotAllowed,
        message: PROMOTION_MESSAGE[message].EN,
      });
    }
    expect(rows(server)).toEqual(before);

    const key = newKey();
    const first = promotionValue(await calls.apply(member, { promotionId: promotion.id, idempotencyKey: key, images: [file(png(), 'a.png')] }));
    // A retry of the same request answers the same; another application is refused.
    expect(promotionValue(await calls.apply(member, { promotionId: promotion.id, idempotencyKey: key, images: [file(png(), 'a.png')] }))).toEqual(first);
    expect(refusalOf(await calls.apply(member, { promotionId: promotion.id }))).toEqual({
      code: ErrorCode.promotionActionNotAllowed,
      message: PROMOTION_MESSAGE.promotionApplicationPending.EN,
    });
    expect(refusalOf(await calls.apply(member, { promotionId: promotion.id, idempotencyKey: key, comment: 'another' })).code).toBe(ErrorCode.idempotencyConflict);
    expect(rows(server).entries).toHaveLength(before.entries.length + 1);
    expect(rows(server).images).toHaveLength(before.images.length + 1);
  });
});

describe('promotions: who may act', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ clock: manualClock().now });
  });
  afterAll(() => server.db.close());

  it('refuses every write and the images without a session (401 NOT_LOGGED_IN)', async () => {
    await expectLoginRequired(server, MEMBER_PATH.joinPromotion, { method: 'POST', body: { promotionId: 1 } });
    await expectLoginRequired(server, MEMBER_PATH.claimPromotion, { method: 'POST', body: { promotionId: 1, idempotencyKey: newKey() } });
    await expectLoginRequired(server, MEMBER_PATH.claimRafflePromotion, { method: 'POST', body: { promotionId: 1, idempotencyKey: newKey() } });
    await expectLoginRequired(server, MEMBER_PATH.applyPromotion, { method: 'POST', body: 'x' });
    await expectLoginRequired(server, `${MEMBER_PATH.promotionImage}?id=1`);
  });

  it('asks a trial account to register first, on every write, and changes nothing', async () => {
    const trial = await trialToken(server);
    const calls = promotionCalls(server);
    const before = rows(server);
    const { id } = await calls.byCode('SLOTS_WEEK', trial);
    const { id: applicationId } = await calls.byCode('FIRST_DEPOSIT_DOUBLE', trial);
    for (const result of [
      await calls.join(trial, id),
      await calls.claim(trial, id),
      await calls.claim(trial, id, newKey(), true),
      await calls.apply(trial, { promotionId: applicationId }),
    ]) {
      expect(refusalOf(result).code).toBe(ErrorCode.trialNotAllowed);
    }
    expect(rows(server)).toEqual(before);
  });

  it('refuses malformed bodies with 400 INVALID_INPUT', async () => {
    const member = await loginToken(server, MEMBER.demo.username);
    for (const body of [{}, { promotionId: '1' }, { promotionId: 0 }, { promotionId: 1.5 }, 'not json']) {
      const result = await callJson(server, 'POST', MEMBER_PATH.joinPromotion, body, { token: member });
      expect(result.status).toBe(400);
      expect(parseFailure(result.body).code).toBe(ErrorCode.invalidInput);
    }
    const claim = await callJson(server, 'POST', MEMBER_PATH.claimPromotion, { promotionId: 1 }, { token: member });
    expect([claim.status, parseFailure(claim.body).code]).toEqual([400, ErrorCode.invalidInput]);
  });

  it('has no review dev controls when dev controls are off', async () => {
    const production = await startServer({ devControls: false });
    expect((await production.call(DEV_PATH.promotionApplications)).status).toBe(404);
    expect((await devControl(production, 'POST', DEV_PATH.approvePromotionApplication, { applicationId: 1 })).status).toBe(404);
  });
});

describe('promotions: the client call set against the reference backend', () => {
  it('lists, joins, claims, applies as multipart and reads an image back as bytes, through the real API client', async () => {
    const server = await startServer({ clock: manualClock().now });
    const token = await loginToken(server, MEMBER.demo.username);
    const client = testApiClient(backendFetch(server.app), { timeoutMs: 10_000, getToken: () => token });
    const calls = createPromotionCalls(client);
    const { items } = await calls.getPromotions();
    const id = (code: string) => items.find((promotion) => promotion.code === code)?.id ?? 0;
    expect((await calls.join(id('SLOTS_WEEK'))).state).toBe('Process');
    expect((await calls.claim({ promotionId: id('WEEKLY_JACKPOT_RAFFLE'), idempotencyKey: newKey(), raffle: true })).state).toBe('Claimed');
    const image = png(3);
    const applied = await calls.apply({
      promotionId: id('FIRST_DEPOSIT_DOUBLE'),
      comment: 'Receipt attached',
      ageConfirmed: false,
      idempotencyKey: newKey(),
      files: [file(image, 'receipt.png')],
    });
    expect(applied.state).toBe('Applying');
    const blob = await calls.getImage(applied.application?.images[0]?.id ?? 0);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(image);
    await expect(calls.join(id('SLOTS_WEEK'))).rejects.toMatchObject({ kind: 'business', details: { code: ErrorCode.promotionActionNotAllowed } });
  });
});
