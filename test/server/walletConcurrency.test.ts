import { describe, expect, it } from 'vitest';
import { depositOrderResponse } from '../../kernel/deposit';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { withdrawResponse } from '../../kernel/withdraw';
import { memberAccount } from '../../server/ledger/accounts';
import { createJournal } from '../../server/ledger/journal';
import { callJson, parseFailure, startServer } from './helpers';
import { expectReconciled, MEMBER, mainBalance, newKey, readyToWithdraw, responseValue, teamToken, withdraw } from './walletHelpers';

const PARALLEL = 50;

/**
 * Requests in flight together through the Hono app: each one yields (body reading, unsealing, the
 * withdrawal password's scrypt) before its money transaction, so they interleave as real ones do.
 */
describe('money under parallel requests', { timeout: 60_000 }, () => {
  it('50 withdrawals of the whole balance with distinct keys: exactly one is accepted', async () => {
    const server = await startServer();
    const { token, bankAccountId } = await readyToWithdraw(server, MEMBER.arjun.username);
    const whole = mainBalance(server, MEMBER.arjun.id);
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => withdraw(server, token, { bankAccountId, amountPaise: whole })));
    const accepted = results.filter((result) => (result.body as { success: boolean }).success);
    expect(accepted).toHaveLength(1);
    const refusals = results.filter((result) => !(result.body as { success: boolean }).success).map((result) => parseFailure(result.body).code);
    expect(new Set(refusals)).toEqual(new Set([ErrorCode.insufficientBalance]));
    expect(mainBalance(server, MEMBER.arjun.id)).toBe(0);
    expect(createJournal(server.db).balanceOf(memberAccount.hold(MEMBER.arjun.id))).toBe(whole);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM withdrawal WHERE member_id = ?').get(MEMBER.arjun.id)).toEqual({ n: 1 });
    expectReconciled(server);
  });

  it('50 retries of one withdrawal with one key: the money moves once and every answer is the same', async () => {
    const server = await startServer();
    const { token, bankAccountId } = await readyToWithdraw(server, MEMBER.arjun.username);
    const idempotencyKey = newKey();
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => withdraw(server, token, { bankAccountId, amountPaise: 300_000, idempotencyKey })));
    const first = responseValue(withdrawResponse, results[0] ?? { body: null });
    for (const result of results) expect(result.body).toEqual(results[0]?.body);
    expect(first).toMatchObject({ status: 'pending', amountPaise: 300_000 });
    expect(mainBalance(server, MEMBER.arjun.id)).toBe(1_540_000 - 300_000);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM withdrawal WHERE member_id = ?').get(MEMBER.arjun.id)).toEqual({ n: 1 });
    expectReconciled(server);
  });

  it('50 transfers into game wallets that together exceed the balance: never below zero, nothing lost', async () => {
    const server = await startServer();
    const token = await teamToken(server, MEMBER.rohan.username);
    const wallets = ['PG', 'EVO', 'SABA', 'KY', 'AV'];
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        callJson(
          server,
          'POST',
          MEMBER_PATH.walletTransfer,
          { from: 'MAIN', to: wallets[index % wallets.length], amountPaise: 10_000, idempotencyKey: newKey() },
          { token },
        ),
      ),
    );
    const accepted = results.filter((result) => (result.body as { success: boolean }).success).length;
    expect(accepted).toBe(32); // ₹3,250.50 holds 32 transfers of ₹100
    const journal = createJournal(server.db);
    const inGames = wallets.reduce((sum, code) => sum + journal.balanceOf(memberAccount.game(MEMBER.rohan.id, code)), 0);
    expect(inGames).toBe(320_000);
    expect(mainBalance(server, MEMBER.rohan.id)).toBe(325_050 - 320_000);
    expectReconciled(server);
  });

  it('50 payment reports of one deposit order credit it once', async () => {
    const server = await startServer();
    const token = await teamToken(server, MEMBER.meera.username);
    const order = responseValue(
      depositOrderResponse,
      await callJson(server, 'POST', MEMBER_PATH.createDepositOrder, { channel: 'UPI', amountPaise: 100_000, idempotencyKey: newKey() }, { token }),
    );
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => server.app.request(`/assets-gen/pay/${order.orderId}/pay`, { method: 'POST' })));
    const statuses = await Promise.all(answers.map(async (answer) => responseValue(depositOrderResponse, { body: await answer.json() }).status));
    expect(new Set(statuses)).toEqual(new Set(['paid']));
    expect(mainBalance(server, MEMBER.meera.id)).toBe(78_025 + 100_000);
    expectReconciled(server);
  });
});
