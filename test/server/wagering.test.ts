import { beforeEach, describe, expect, it } from 'vitest';
import { type DepositOrder, depositOrderResponse } from '../../kernel/deposit';
import { devRewardGrantResponse } from '../../kernel/devControls';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { DEV_PATH } from '../../kernel/paths';
import { claimRewardResponse } from '../../kernel/rewardCenter';
import { withdrawLimitsResponse, withdrawResponse } from '../../kernel/withdraw';
import { callJson, callSealed, devControl, manualClock, startServer, type TestServer } from './helpers';
import { expectReconciled, MEMBER, mainBalance, newKey, readyToWithdraw, refusalOf, responseValue, WITHDRAW_PASSWORD, withdraw } from './walletHelpers';

/**
 * Issue 21, findings 1 and 2: money a member could take that the house never meant to pay. team_meera
 * has never deposited (₹780.25, no bonus taken), so every requirement below is one these tests open.
 */
describe('the first-deposit bonus and the wagering ledger', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let token: string;
  let bankAccountId: number;
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    ({ token, bankAccountId } = await readyToWithdraw(server, MEMBER.meera.username));
  });

  const order = async (amountPaise: number, bonusId?: string) =>
    responseValue(
      depositOrderResponse,
      await callJson(
        server,
        'POST',
        MEMBER_PATH.createDepositOrder,
        { channel: 'UPI', amountPaise, idempotencyKey: newKey(), ...(bonusId ? { bonusId } : {}) },
        { token },
      ),
    );
  const pay = (created: DepositOrder) => server.app.request(created.payUrl?.replace(/\.html\?.*$/, '/pay') ?? '', { method: 'POST' });
  const poll = async (orderId: string) =>
    responseValue(depositOrderResponse, await callJson(server, 'GET', `${MEMBER_PATH.depositOrder}?orderId=${orderId}`, undefined, { token }));
  const limits = async () => (await server.expectBody(withdrawLimitsResponse, MEMBER_PATH.withdrawLimits, { token })).body.value;
  /** A settled real-money bet as the betting records write it. */
  const bet = (stakePaise: number) => {
    server.db
      .prepare(
        `INSERT INTO bet (member_id, vendor, game_type, stake_paise, valid_paise, payout_paise, currency, placed_at, settled_at)
         VALUES (?, 'PG', 'RNG', ?, ?, 0, 'INR', ?, ?)`,
      )
      .run(MEMBER.meera.id, stakePaise, stakePaise, clock.now(), clock.now() + 1_000);
    clock.advance(2_000);
  };

  it('pays a first-deposit bonus once when three orders with FIRST10 are paid together; the others record why not', async () => {
    const orders = [await order(1_000_000, 'FIRST10'), await order(1_000_000, 'FIRST10'), await order(1_000_000, 'FIRST10')];
    // each was offered the bonus when it was made (nothing was paid yet)
    expect(orders.map((made) => made.bonusPaise)).toEqual([100_000, 100_000, 100_000]);
    const answers = await Promise.all(orders.map(pay));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const paid = await Promise.all(orders.map((made) => poll(made.orderId)));
    expect(paid.map((row) => row.status)).toEqual(['paid', 'paid', 'paid']);
    expect(paid.map((row) => [row.bonusPaise, row.bonusRefusal])).toEqual([
      [100_000, null],
      [0, 'firstDepositTaken'],
      [0, 'firstDepositTaken'],
    ]);
    // ₹780.25 + 3 x ₹10,000 + one ₹1,000 bonus
    expect(mainBalance(server, MEMBER.meera.id)).toBe(78_025 + 3_000_000 + 100_000);
    // the first: (₹10,000 + ₹1,000) x 5; the two others ₹10,000 x 1 each
    expect((await limits()).turnover).toEqual({ requiredPaise: 5_500_000 + 2_000_000, donePaise: 0 });
    // paying again moves nothing
    await Promise.all(orders.map(pay));
    expect(mainBalance(server, MEMBER.meera.id)).toBe(78_025 + 3_000_000 + 100_000);
    expectReconciled(server);
  });

  it('refuses a withdrawal after a ₹100 deposit without bonus: the older bonus turnover still stands, with the amount still to bet', async () => {
    await pay(await order(1_000_000, 'FIRST10'));
    await pay(await order(10_000));
    for (let spin = 0; spin < 10; spin += 1) bet(1_000);
    // (₹10,000 + ₹1,000) x 5 = ₹55,000, less ₹100 bet, plus the ₹100 deposit x 1
    expect((await limits()).turnover).toEqual({ requiredPaise: 5_510_000, donePaise: 10_000 });
    const request = { bankAccountId, amountPaise: 500_000, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() };
    const refused = await callSealed(server, 'POST', MEMBER_PATH.withdraw, request, { token, lang: 'EN' });
    expect(refusalOf(refused)).toEqual({
      code: ErrorCode.turnoverNotMet,
      message: 'Your deposits and bonuses must be bet before a withdrawal. Still to bet: ₹55,000.00',
    });
    const inHindi = await callSealed(server, 'POST', MEMBER_PATH.withdraw, { ...request, idempotencyKey: newKey() }, { token, lang: 'HI' });
    expect(refusalOf(inHindi)).toEqual({
      code: ErrorCode.turnoverNotMet,
      message: 'निकासी से पहले आपकी जमा राशि और बोनस पर दांव लगना ज़रूरी है। अभी इतना दांव बाकी है: ₹55,000.00',
    });
    // nothing was held (the test's bets move no money)
    expect(mainBalance(server, MEMBER.meera.id)).toBe(78_025 + 1_000_000 + 100_000 + 10_000);
  });

  it('settles requirements oldest first and opens withdrawals only when every one is met, counting only bets placed after the credit', async () => {
    bet(50_000); // before any deposit: counts for nothing
    await pay(await order(100_000));
    await pay(await order(200_000));
    expect((await limits()).turnover).toEqual({ requiredPaise: 300_000, donePaise: 0 });
    bet(150_000); // the first (₹1,000) met, ₹500 into the second
    expect((await limits()).turnover).toEqual({ requiredPaise: 200_000, donePaise: 50_000 });
    bet(149_999);
    expect(refusalOf(await withdraw(server, token, { bankAccountId, amountPaise: 10_000 }))).toMatchObject({
      code: ErrorCode.turnoverNotMet,
      message: expect.stringContaining('₹0.01'),
    });
    bet(1); // exactly met
    expect((await limits()).turnover).toEqual({ requiredPaise: 0, donePaise: 0 });
    expect(responseValue(withdrawResponse, await withdraw(server, token, { bankAccountId, amountPaise: 10_000 })).status).toBe('pending');
    // a bet beyond every requirement is not kept for the next credit
    bet(500_000);
    await pay(await order(100_000));
    expect((await limits()).turnover).toEqual({ requiredPaise: 100_000, donePaise: 0 });
  });

  it('refuses to withdraw a claimed reward that is not released yet, naming what is still to bet', async () => {
    const granted = await devControl(server, 'POST', DEV_PATH.grantReward, {
      username: MEMBER.meera.username,
      kind: 'levelUp',
      amountPaise: 2_000_000,
      turnoverMultiplier: 3,
    });
    const reward = responseValue(devRewardGrantResponse, { body: await granted.json() }).reward;
    const claimed = await callJson(server, 'POST', MEMBER_PATH.claimReward, { rewardId: reward.id, idempotencyKey: newKey() }, { token });
    responseValue(claimRewardResponse, claimed);
    expect(mainBalance(server, MEMBER.meera.id)).toBe(78_025 + 2_000_000);
    expect((await limits()).turnover).toEqual({ requiredPaise: 6_000_000, donePaise: 0 });
    const refused = await withdraw(server, token, { bankAccountId, amountPaise: 2_000_000 });
    expect(refusalOf(refused)).toMatchObject({ code: ErrorCode.turnoverNotMet, message: expect.stringContaining('₹60,000.00') });
    expect(mainBalance(server, MEMBER.meera.id)).toBe(78_025 + 2_000_000);
  });
});
