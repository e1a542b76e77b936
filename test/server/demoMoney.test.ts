import { describe, expect, it } from 'vitest';
import { depositOrderResponse } from '../../kernel/deposit';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { callJson, startServer } from './helpers';
import { MEMBER, mainBalance, newKey, refusalOf, responseValue, teamToken } from './walletHelpers';

/** Issue 21, finding 11: the demo payment gateway minted withdrawable rupees on a production serve. */
describe('demo money only where the backend runs as a demo', () => {
  it('refuses deposits on a serve without DEMO_MONEY: no payment provider is configured, and the gateway page is not there', async () => {
    const server = await startServer({ demoMoney: false });
    const token = await teamToken(server, MEMBER.meera.username);
    const before = mainBalance(server, MEMBER.meera.id);
    for (const [lang, message] of [
      ['EN', 'Deposits are not available: no payment provider is configured'],
      ['HI', 'जमा अभी उपलब्ध नहीं है: कोई भुगतान प्रदाता कॉन्फ़िगर नहीं है'],
    ] as const) {
      const refused = await callJson(server, 'POST', MEMBER_PATH.createDepositOrder, { channel: 'UPI', amountPaise: 100_000, idempotencyKey: newKey() }, { token, lang });
      expect(refusalOf(refused)).toEqual({ code: ErrorCode.paymentProviderMissing, message });
    }
    // a seeded order's payment page and its pay answer are gone too
    const seeded = server.db.prepare<[], { id: string }>('SELECT id FROM deposit_order WHERE peer_withdrawal_id IS NULL LIMIT 1').get();
    expect(seeded).toBeDefined();
    expect((await server.app.request(`/assets-gen/pay/${seeded?.id}.html`)).status).toBe(404);
    expect((await server.app.request(`/assets-gen/pay/${seeded?.id}/pay`, { method: 'POST' })).status).toBe(404);
    expect(mainBalance(server, MEMBER.meera.id)).toBe(before);
  });

  it('runs the demo gateway when asked (npm start, tests, perf): an order is made and its page served', async () => {
    const server = await startServer({ demoMoney: true });
    const token = await teamToken(server, MEMBER.meera.username);
    const made = await callJson(server, 'POST', MEMBER_PATH.createDepositOrder, { channel: 'UPI', amountPaise: 100_000, idempotencyKey: newKey() }, { token });
    const order = responseValue(depositOrderResponse, made);
    expect((await server.app.request(`/assets-gen/pay/${order.orderId}.html`)).status).toBe(200);
  });
});
