import { describe, expect, it } from 'vitest';
import type { UplineTransferInfo } from '@kernel/transferUpline';
import { checkUplineTransfer } from '@machines/wallet/uplineTransfer.rules';
import { testMachineModel } from './modelHarness';
import { uplineTransferModel } from './uplineTransfer.model';

testMachineModel(uplineTransferModel);

describe('upline transfer rules', () => {
  /** Limits ₹100 to ₹50,000; balance ₹1,000. */
  const INFO: UplineTransferInfo = { uplineAccount: 'demo_agent', minPaise: 10_000, maxPaise: 5_000_000, balancePaise: 100_000, hasWithdrawPassword: true };
  it('checks the amount against the limits and the balance, and asks for the password', () => {
    expect(checkUplineTransfer(INFO, '', '')).toEqual({ ok: false, amountIssue: 'amountEmpty', passwordIssue: 'passwordEmpty' });
    expect(checkUplineTransfer(INFO, '99.99', 'x')).toEqual({ ok: false, amountIssue: 'amountBelowMin', passwordIssue: null });
    expect(checkUplineTransfer({ ...INFO, balancePaise: 10_000_000 }, '50000.01', 'x')).toEqual({ ok: false, amountIssue: 'amountAboveMax', passwordIssue: null });
    expect(checkUplineTransfer(INFO, '1000.01', 'x')).toEqual({ ok: false, amountIssue: 'insufficientBalance', passwordIssue: null });
    expect(checkUplineTransfer(INFO, '12.345', 'x')).toEqual({ ok: false, amountIssue: 'amountTooManyDecimals', passwordIssue: null });
    expect(checkUplineTransfer(INFO, '1,000', 'x')).toEqual({ ok: true, amountPaise: 100_000 });
  });
});
