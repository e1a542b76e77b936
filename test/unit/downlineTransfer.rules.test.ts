import { describe, expect, it } from 'vitest';
import { DOWNLINE_TRANSFER_RULES } from '@kernel/agency';
import { balanceAfterTransfer, canSendAny, checkPeerTransfer as checkDownlineTransfer, infoAfterTransfer } from '@machines/wallet/peerTransfer.rules';

/** SPEC 3 Wallet transfer to a downline: within the limits (₹100 to ₹1,00,000) and the agent's balance, never below zero. */
const info = (balancePaise: number, limits: { minPaise: number; maxPaise: number } = DOWNLINE_TRANSFER_RULES) => ({ ...limits, balancePaise, hasWithdrawPassword: true });

describe('the amount and withdrawal password of a transfer to a downline', () => {
  it('accepts an amount within the limits and the balance, with a password', () => {
    expect(checkDownlineTransfer(info(100_000), '1,000', 'x')).toEqual({ ok: true, amountPaise: 100_000, amountIssue: null, passwordIssue: null });
    expect(checkDownlineTransfer(info(100_000), '100', 'x')).toEqual({ ok: true, amountPaise: 10_000, amountIssue: null, passwordIssue: null });
    expect(checkDownlineTransfer(info(20_000_000), '100000', 'x')).toEqual({ ok: true, amountPaise: 10_000_000, amountIssue: null, passwordIssue: null });
  });
  it('names each problem: the amount, the password, or both', () => {
    expect(checkDownlineTransfer(info(100_000), '', '')).toEqual({ ok: false, amountIssue: 'amountEmpty', passwordIssue: 'passwordEmpty' });
    expect(checkDownlineTransfer(info(100_000), '99.99', 'x')).toEqual({ ok: false, amountIssue: 'amountBelowMin', passwordIssue: null });
    expect(checkDownlineTransfer(info(20_000_000), '100000.01', 'x')).toEqual({ ok: false, amountIssue: 'amountAboveMax', passwordIssue: null });
    expect(checkDownlineTransfer(info(100_000), '1000.01', 'x')).toEqual({ ok: false, amountIssue: 'insufficientBalance', passwordIssue: null });
    expect(checkDownlineTransfer(info(100_000), '12.345', 'x')).toEqual({ ok: false, amountIssue: 'amountTooManyDecimals', passwordIssue: null });
    expect(checkDownlineTransfer(info(100_000), 'abc', 'x')).toEqual({ ok: false, amountIssue: 'amountNotNumber', passwordIssue: null });
    expect(checkDownlineTransfer(info(100_000), '200', '')).toEqual({ ok: false, amountIssue: null, passwordIssue: 'passwordEmpty' });
  });
});

describe('the balances around a transfer', () => {
  it("shows the agent's balance after the amount, and the backend's balance once done", () => {
    expect(balanceAfterTransfer(info(100_000), 20_000)).toBe(80_000);
    expect(balanceAfterTransfer(info(100_000), 100_000)).toBe(0);
    expect(infoAfterTransfer(info(100_000), 80_000)).toEqual(info(80_000));
  });
  it('can send when the balance reaches the minimum and the limits allow some amount', () => {
    expect(canSendAny(info(10_000))).toBe(true);
    expect(canSendAny(info(9_999))).toBe(false);
    expect(canSendAny(info(0))).toBe(false);
    expect(canSendAny(info(50_000, { minPaise: 10_000, maxPaise: 10_000 }))).toBe(true);
    expect(canSendAny(info(50_000, { minPaise: 10_000, maxPaise: 9_999 }))).toBe(false);
  });
});
