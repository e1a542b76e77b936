import { describe, expect, it } from 'vitest';
import type { BankAccount } from '@kernel/bankAccount';
import type { WithdrawLimits } from '@kernel/withdraw';
import { type WithdrawContext, withdrawMachine } from '@machines/wallet/withdraw.machine';
import { withdrawQuote, withdrawStage, withdrawSummary } from '@machines/wallet/withdraw.selectors';

const account = (id: number): BankAccount => ({
  id,
  holderName: 'Demo Member',
  bankName: 'State Bank of India',
  ifsc: 'SBIN0004521',
  accountNumberMasked: `•••• 00${id}1`,
  createdAt: 0,
});
const ACCOUNTS = [account(1), account(2)];
/** The reference merchant's fee: 1 % rounded up to whole paise, at least ₹10 (SPEC 7 Wallet). */
const LIMITS: WithdrawLimits = {
  minPaise: 10_000,
  maxPaise: 5_000_000,
  dailyCount: 3,
  feeBasisPoints: 100,
  minFeePaise: 1_000,
  usedToday: 0,
  balancePaise: 2_500_000,
  turnover: { requiredPaise: 0, donePaise: 0 },
  hasWithdrawPassword: true,
};

const at = (value: string | Record<string, string>, context: Partial<WithdrawContext>) =>
  withdrawMachine.resolveState({
    value,
    context: {
      newKey: () => 'key-0001',
      accounts: ACCOUNTS,
      limits: LIMITS,
      form: { bankAccountId: 2, amountText: '', password: '' },
      issues: {},
      order: null,
      idempotencyKey: null,
      result: null,
      error: null,
      resends: 0,
      ...context,
    },
  });
const typed = (amountText: string) => at('editing', { form: { bankAccountId: 2, amountText, password: '' } });

describe('withdraw page: the stage it shows', () => {
  it.each([
    ['loadingAccounts', 'loading'],
    ['loadFailed', 'loadFailed'],
    ['noBankAccount', 'noBankAccount'],
    ['noWithdrawPassword', 'noWithdrawPassword'],
    ['editing', 'editing'],
    ['confirming', 'confirming'],
    ['submitting', 'submitting'],
    ['failed', 'failed'],
    ['done', 'done'],
  ])('state %s shows %s', (state, stage) => {
    expect(withdrawStage(at(state, {}))).toBe(stage);
  });
  it('shows the unknown outcome while waiting and while asking again', () => {
    expect(withdrawStage(at({ unknownOutcome: 'waiting' }, {}))).toBe('unknownOutcome');
    expect(withdrawStage(at({ unknownOutcome: 'asking' }, {}))).toBe('unknownOutcome');
  });
});

describe('withdraw page: the fee and what reaches the bank as the amount is typed', () => {
  it('quotes nothing before the text reads as an amount, or before the limits are known', () => {
    expect(withdrawQuote(typed(''))).toBeNull();
    expect(withdrawQuote(typed('12a'))).toBeNull();
    expect(withdrawQuote(at('editing', { limits: null, form: { bankAccountId: 2, amountText: '500', password: '' } }))).toBeNull();
  });
  it('takes the minimum fee of ₹10 up to ₹1,000, where 1 % reaches it', () => {
    expect(withdrawQuote(typed('100'))).toEqual({ amountPaise: 10_000, feePaise: 1_000, receivePaise: 9_000 });
    expect(withdrawQuote(typed('999.99'))).toEqual({ amountPaise: 99_999, feePaise: 1_000, receivePaise: 98_999 });
    expect(withdrawQuote(typed('1000'))).toEqual({ amountPaise: 100_000, feePaise: 1_000, receivePaise: 99_000 });
  });
  it('takes 1 %, rounded up to the paisa, above ₹1,000', () => {
    expect(withdrawQuote(typed('1000.01'))).toEqual({ amountPaise: 100_001, feePaise: 1_001, receivePaise: 99_000 });
    expect(withdrawQuote(typed('25,000'))).toEqual({ amountPaise: 2_500_000, feePaise: 25_000, receivePaise: 2_475_000 });
  });
  it('quotes an amount out of the limits too: the form says why it is refused', () => {
    expect(withdrawQuote(typed('50'))).toEqual({ amountPaise: 5_000, feePaise: 1_000, receivePaise: 4_000 });
  });
});

describe('withdraw page: the order being confirmed', () => {
  it('is nothing before NEXT took an order', () => {
    expect(withdrawSummary(at('editing', {}))).toBeNull();
    expect(withdrawSummary(at('confirming', { order: { bankAccountId: 2, amountPaise: 150_000 }, limits: null }))).toBeNull();
  });
  it('names the chosen account, the amount, the fee and what reaches the bank', () => {
    expect(withdrawSummary(at('confirming', { order: { bankAccountId: 2, amountPaise: 150_000 } }))).toEqual({
      account: account(2),
      amountPaise: 150_000,
      feePaise: 1_500,
      receivePaise: 148_500,
    });
  });
  it('keeps the amounts when the account is no longer listed', () => {
    expect(withdrawSummary(at('submitting', { order: { bankAccountId: 9, amountPaise: 10_000 } }))).toEqual({
      account: null,
      amountPaise: 10_000,
      feePaise: 1_000,
      receivePaise: 9_000,
    });
  });
});
