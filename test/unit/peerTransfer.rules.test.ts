import { describe, expect, it } from 'vitest';
import { checkPeerTransfer } from '@machines/wallet/peerTransfer.rules';

describe('SPEC 6 transfers to the upline and to downlines: the typed amount and password (moved from the model test)', () => {
  /** The upline's limits ₹100 to ₹50,000; balance ₹1,000. */
  const INFO = { uplineAccount: 'demo_agent', minPaise: 10_000, maxPaise: 5_000_000, balancePaise: 100_000, hasWithdrawPassword: true };
  it('checks the amount against the limits and the balance, and asks for the password', () => {
    expect(checkPeerTransfer(INFO, '', '')).toEqual({ ok: false, amountIssue: 'amountEmpty', passwordIssue: 'passwordEmpty' });
    expect(checkPeerTransfer(INFO, '99.99', 'x')).toEqual({ ok: false, amountIssue: 'amountBelowMin', passwordIssue: null });
    expect(checkPeerTransfer({ ...INFO, balancePaise: 10_000_000 }, '50000.01', 'x')).toEqual({ ok: false, amountIssue: 'amountAboveMax', passwordIssue: null });
    expect(checkPeerTransfer(INFO, '1000.01', 'x')).toEqual({ ok: false, amountIssue: 'insufficientBalance', passwordIssue: null });
    expect(checkPeerTransfer(INFO, '12.345', 'x')).toEqual({ ok: false, amountIssue: 'amountTooManyDecimals', passwordIssue: null });
    expect(checkPeerTransfer(INFO, '1,000', 'x')).toEqual({ ok: true, amountPaise: 100_000, amountIssue: null, passwordIssue: null });
  });
});
