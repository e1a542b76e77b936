import { describe, expect, it } from 'vitest';
import { canSendAny } from '@machines/wallet/peerTransfer.rules';

/** SPEC 6 Member: transfers to the upline, within the transfer limits and the main wallet's balance. */
const info = (balancePaise: number, minPaise: number, maxPaise: number) => ({ uplineAccount: 'agent1', balancePaise, minPaise, maxPaise, hasWithdrawPassword: true });

describe('SPEC 6 transfer to the upline: whether any amount can be sent', () => {
  it('can send when the balance reaches the minimum and the limits allow some amount', () => {
    expect(canSendAny(info(50_000, 10_000, 100_000))).toBe(true);
    expect(canSendAny(info(10_000, 10_000, 100_000))).toBe(true);
    expect(canSendAny(info(50_000, 10_000, 10_000))).toBe(true);
  });
  it('cannot send when the balance is below the minimum', () => {
    expect(canSendAny(info(9_999, 10_000, 100_000))).toBe(false);
    expect(canSendAny(info(0, 10_000, 100_000))).toBe(false);
  });
  it('cannot send when the maximum is below the minimum', () => {
    expect(canSendAny(info(50_000, 10_000, 9_999))).toBe(false);
  });
});
