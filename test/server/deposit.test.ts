import { beforeEach, describe, expect, it } from 'vitest';
import { type DepositOrder, depositOptionsResponse, depositOrderResponse, depositOrdersResponse } from '../../kernel/deposit';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { parseRupeesToPaise } from '../../kernel/money';
import { withdrawLimitsResponse } from '../../kernel/withdraw';
import { callJson, expectLoginRequired, manualClock, startServer, type TestServer, trialToken } from './helpers';
import { expectReconciled, MEMBER, mainBalance, newKey, refusalOf, responseValue, teamToken } from './walletHelpers';

const MINUTE_MS = 60_000;

describe('deposits and the payment page', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let token: string;
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    token = await teamToken(server, MEMBER.meera.username);
  });

  const createOrder = (body: Record<string, unknown>, lang?: string) =>
    callJson(server, 'POST', MEMBER_PATH.createDepositOrder, { channel: 'UPI', idempotencyKey: newKey(), ...body }, { token, lang });
  const order = async (body: Record<string, unknown>) => responseValue(depositOrderResponse, await createOrder(body));
  const gateway = (created: DepositOrder, outcome: 'pay' | 'fail', lang = 'EN') =>
    server.app.request(created.payUrl?.replace(/\.html\?.*$/, `/${outcome}`) ?? '', { method: 'POST', headers: { Language: lang } });
  const poll = async (orderId: string) => (await server.expectBody(depositOrderResponse, `${MEMBER_PATH.depositOrder}?orderId=${orderId}`, { token })).body.value;

  it('offers five channels with limits and presets in paise, and the first-deposit bonus', async () => {
    const { body } = await server.expectBody(depositOptionsResponse, MEMBER_PATH.depositOptions, { token, lang: 'EN' });
    expect(body.value.channels.map((channel) => channel.code)).toEqual(['UPI', 'PAYTM', 'PHONEPE', 'BANK', 'USDT']);
    for (const channel of body.value.channels) {
      expect(channel.minPaise).toBeLessThan(channel.maxPaise);
      expect(channel.presetsPaise.every((preset) => preset >= channel.minPaise && preset <= channel.maxPaise)).toBe(true);
    }
    expect(body.value.bonuses).toEqual([
      { id: 'FIRST10', title: 'First deposit: 10 % bonus up to ₹1,000', percent: 10, maxBonusPaise: 100_000, turnoverMultiplier: 5, firstDepositOnly: true },
    ]);
    expect(body.value.orderLifetimeMinutes).toBe(15);
  });

  it('makes a pending order with a payment page that expires after 15 minutes', async () => {
    const created = await order({ amountPaise: 100_000 });
    expect(created).toMatchObject({ status: 'pending', amountPaise: 100_000, bonusId: null, bonusPaise: 0, expiresAt: clock.now() + 15 * MINUTE_MS });
    expect(created.orderId).toMatch(/^DP[0-9A-F]{24}$/);
    expect(created.payUrl).toBe(`/assets-gen/pay/${created.orderId}.html?lang=HI`);
  });

  it('serves the payment page in the asked language, texts in data attributes, with a Pay ₹1,000.00 button', async () => {
    const created = await order({ amountPaise: 100_000 });
    const english = await server.app.request(created.payUrl?.replace('lang=HI', 'lang=EN') ?? '');
    expect(english.status).toBe(200);
    expect(english.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const html = await english.text();
    expect(html).toContain('>Pay ₹1,000.00</button>');
    expect(html).toContain('>Fail payment</button>');
    expect(html).toContain('data-paid="Payment received: you can close this page"');
    expect(html).toContain(`data-path="/assets-gen/pay/${created.orderId}/pay"`);
    const script = html.slice(html.indexOf('<script>'));
    expect(script).not.toContain('Payment received');
    const hindi = await (await server.app.request(created.payUrl ?? '')).text();
    expect(hindi).toContain('>भुगतान करें ₹1,000.00</button>');
    expect((await server.app.request('/assets-gen/pay/DPNOSUCHORDER.html')).status).toBe(404);
  });

  it('credits the main wallet once when paid, however often the gateway says so', async () => {
    const created = await order({ amountPaise: 100_000 });
    const before = mainBalance(server, MEMBER.meera.id);
    const first = await gateway(created, 'pay');
    expect(responseValue(depositOrderResponse, { body: await first.json() })).toMatchObject({ status: 'paid', settledAt: clock.now() });
    const second = await gateway(created, 'pay');
    expect(responseValue(depositOrderResponse, { body: await second.json() }).status).toBe('paid');
    expect(mainBalance(server, MEMBER.meera.id)).toBe(before + 100_000);
    expect(await poll(created.orderId)).toMatchObject({ status: 'paid' });
    // a paid order cannot fail any more
    expect(refusalOf({ body: await (await gateway(created, 'fail')).json() })).toEqual({
      code: ErrorCode.orderClosed,
      message: 'This order is no longer waiting for payment',
    });
    expectReconciled(server);
  });

  it('credits nothing for a failed payment, and a failed order cannot be paid', async () => {
    const created = await order({ amountPaise: 50_000 });
    const before = mainBalance(server, MEMBER.meera.id);
    expect(responseValue(depositOrderResponse, { body: await (await gateway(created, 'fail')).json() }).status).toBe('failed');
    expect(refusalOf({ body: await (await gateway(created, 'pay')).json() })).toMatchObject({ code: ErrorCode.orderClosed });
    expect(mainBalance(server, MEMBER.meera.id)).toBe(before);
    expect(await poll(created.orderId)).toMatchObject({ status: 'failed' });
  });

  it('expires an unpaid order on the clock: shown expired, payment refused', async () => {
    const created = await order({ amountPaise: 50_000 });
    clock.advance(15 * MINUTE_MS - 1);
    expect((await poll(created.orderId)).status).toBe('pending');
    clock.advance(1);
    expect((await poll(created.orderId)).status).toBe('expired');
    const late = await gateway(created, 'pay');
    expect(refusalOf({ body: await late.json() })).toEqual({ code: ErrorCode.orderClosed, message: 'This order has expired, please create a new one' });
    expect(mainBalance(server, MEMBER.meera.id)).toBe(78_025);
    expect(await (await server.app.request(created.payUrl ?? '')).text()).toContain('data-state="expired"');
  });

  it('pays the first-deposit bonus with the deposit, sets the turnover, then stops offering it', async () => {
    const created = await order({ amountPaise: 2_000_000, bonusId: 'FIRST10' });
    expect(created).toMatchObject({ bonusId: 'FIRST10', bonusPaise: 100_000 });
    await gateway(created, 'pay');
    expect(mainBalance(server, MEMBER.meera.id)).toBe(78_025 + 2_000_000 + 100_000);
    const limits = (await server.expectBody(withdrawLimitsResponse, MEMBER_PATH.withdrawLimits, { token })).body.value;
    expect(limits.turnover).toEqual({ requiredPaise: (2_000_000 + 100_000) * 5, donePaise: 0 });
    const options = (await server.expectBody(depositOptionsResponse, MEMBER_PATH.depositOptions, { token })).body.value;
    expect(options.bonuses).toEqual([]);
    expect(refusalOf(await createOrder({ amountPaise: 100_000, bonusId: 'FIRST10' }))).toMatchObject({ code: ErrorCode.bonusUnavailable });
    expect(refusalOf(await createOrder({ amountPaise: 100_000, bonusId: 'NOPE' }))).toMatchObject({ code: ErrorCode.bonusUnavailable });
    expectReconciled(server);
  });

  it('caps the bonus at ₹1,000 and rounds it down to whole paise', async () => {
    expect((await order({ amountPaise: 5_000_000, bonusId: 'FIRST10' })).bonusPaise).toBe(100_000);
    expect((await order({ amountPaise: 12_345, bonusId: 'FIRST10' })).bonusPaise).toBe(1_234);
  });

  it('refuses amounts outside the channel limits, naming the limit', async () => {
    expect(refusalOf(await createOrder({ amountPaise: 9_999 }, 'EN'))).toEqual({ code: ErrorCode.amountBelowMin, message: 'The amount is below the minimum: ₹100.00' });
    expect(refusalOf(await createOrder({ amountPaise: 5_000_001 }, 'EN'))).toEqual({
      code: ErrorCode.amountAboveMax,
      message: 'The amount is above the maximum: ₹50,000.00',
    });
    expect(refusalOf(await createOrder({ channel: 'USDT', amountPaise: 50_000 }))).toMatchObject({ code: ErrorCode.amountBelowMin });
    expect(refusalOf(await createOrder({ amountPaise: 0 }))).toMatchObject({ code: ErrorCode.amountInvalid });
    expect(refusalOf(await createOrder({ channel: 'CASH', amountPaise: 50_000 }))).toMatchObject({ code: ErrorCode.invalidInput });
  });

  it('answers a retried order with the same order', async () => {
    const key = newKey();
    const first = await createOrder({ amountPaise: 50_000, idempotencyKey: key });
    const again = await createOrder({ amountPaise: 50_000, idempotencyKey: key });
    expect(again.body).toEqual(first.body);
    expect(refusalOf(await createOrder({ amountPaise: 60_000, idempotencyKey: key }))).toMatchObject({ code: ErrorCode.idempotencyConflict });
    expect((await server.expectBody(depositOrdersResponse, MEMBER_PATH.depositOrders, { token })).body.value.totalCount).toBe(1);
  });

  it('lists the orders newest first, a page at a time, and hides other members’ orders', async () => {
    const made: string[] = [];
    for (let index = 0; index < 5; index++) {
      made.push((await order({ amountPaise: 10_000 * (index + 1) })).orderId);
      clock.advance(1_000);
    }
    const page2 = (await server.expectBody(depositOrdersResponse, `${MEMBER_PATH.depositOrders}?pageNo=2&pageSize=2`, { token })).body.value;
    expect(page2).toMatchObject({ pageNo: 2, pageSize: 2, totalPages: 3, totalCount: 5 });
    expect(page2.items.map((item) => item.orderId)).toEqual([made[2], made[1]]);
    const other = await teamToken(server, MEMBER.rohan.username);
    const peek = await callJson(server, 'GET', `${MEMBER_PATH.depositOrder}?orderId=${made[0]}`, undefined, { token: other });
    expect(refusalOf(peek)).toMatchObject({ code: ErrorCode.orderNotFound });
  });

  it('asks for a session and refuses trial accounts', async () => {
    await expectLoginRequired(server, MEMBER_PATH.depositOptions);
    await expectLoginRequired(server, MEMBER_PATH.createDepositOrder, { method: 'POST', body: { channel: 'UPI', amountPaise: 50_000, idempotencyKey: newKey() } });
    await expectLoginRequired(server, MEMBER_PATH.depositOrders);
    const trial = await trialToken(server);
    const refused = await callJson(server, 'POST', MEMBER_PATH.createDepositOrder, { channel: 'UPI', amountPaise: 50_000, idempotencyKey: newKey() }, { token: trial });
    expect(refusalOf(refused)).toMatchObject({ code: ErrorCode.trialNotAllowed });
  });
});

describe('parsing a typed rupee amount (kernel/money.ts)', () => {
  it('turns rupees into paise by string arithmetic and names what is wrong', () => {
    expect(parseRupeesToPaise('1000')).toEqual({ ok: true, paise: 100_000 });
    expect(parseRupeesToPaise(' ₹1,00,000.5 ')).toEqual({ ok: true, paise: 10_000_050 });
    expect(parseRupeesToPaise('0.07')).toEqual({ ok: true, paise: 7 });
    expect(parseRupeesToPaise('19.99')).toEqual({ ok: true, paise: 1_999 });
    expect(parseRupeesToPaise('.5')).toEqual({ ok: true, paise: 50 });
    expect(parseRupeesToPaise('')).toEqual({ ok: false, issue: 'amountEmpty' });
    expect(parseRupeesToPaise('12.345')).toEqual({ ok: false, issue: 'amountTooManyDecimals' });
    expect(parseRupeesToPaise('0')).toEqual({ ok: false, issue: 'amountNotPositive' });
    expect(parseRupeesToPaise('-5')).toEqual({ ok: false, issue: 'amountNotPositive' });
    expect(parseRupeesToPaise('1e3')).toEqual({ ok: false, issue: 'amountNotNumber' });
    expect(parseRupeesToPaise('abc')).toEqual({ ok: false, issue: 'amountNotNumber' });
    expect(parseRupeesToPaise('.')).toEqual({ ok: false, issue: 'amountNotNumber' });
    expect(parseRupeesToPaise('99999999999')).toEqual({ ok: false, issue: 'amountTooLarge' });
  });
});
