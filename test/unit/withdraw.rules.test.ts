import { describe, expect, it } from 'vitest';
import type { BankAccount } from '@kernel/bankAccount';
import { WITHDRAW_RULES, type WithdrawLimits } from '@kernel/withdraw';
import {
  checkWithdrawForm,
  outcomeUnknown,
  preselectedAccount,
  turnoverLeftPaise,
  turnoverPercent,
  withdrawAmount,
  withdrawalsLeftToday,
  withdrawBlock,
  withdrawFee,
  withdrawReceivePaise,
} from '@machines/wallet/withdraw.rules';

const rupees = (amount: number) => amount * 100;

const account = (id: number): BankAccount => ({
  id,
  holderName: 'Demo Member',
  bankName: 'State Bank of India',
  ifsc: 'SBIN0004521',
  accountNumberMasked: `•••• 00${id}1`,
  createdAt: 0,
});
const ACCOUNTS = [account(1), account(2)];

/**
 * The reference merchant's rules (₹100 to ₹50,000, 3 a day, a 1 % fee of at least ₹10), one
 * request made today, ₹25,000 on the balance and the turnover met.
 */
const LIMITS: WithdrawLimits = {
  ...WITHDRAW_RULES,
  usedToday: 1,
  balancePaise: rupees(25_000),
  turnover: { requiredPaise: rupees(1_000), donePaise: rupees(2_500) },
  hasWithdrawPassword: true,
};
const GOOD = { bankAccountId: 2, amountText: '1000', password: '246810' };

describe('withdraw: the amount, within the limits and the balance, less the fee', () => {
  it('takes an amount within min, max and the balance', () => {
    expect(withdrawAmount('1,000.50', LIMITS)).toEqual({ ok: true, paise: 100_050 });
    expect(withdrawAmount('100', LIMITS)).toEqual({ ok: true, paise: rupees(100) });
  });
  it('refuses an amount that does not parse, is out of the limits or above the balance', () => {
    expect(withdrawAmount('', LIMITS)).toEqual({ ok: false, issue: 'amountEmpty' });
    expect(withdrawAmount('50', LIMITS)).toEqual({ ok: false, issue: 'amountBelowMin' });
    expect(withdrawAmount('60000', LIMITS)).toEqual({ ok: false, issue: 'amountAboveMax' });
    expect(withdrawAmount('30000', LIMITS)).toEqual({ ok: false, issue: 'insufficientBalance' });
  });
  it('takes a 1 % fee rounded up to whole paise, at least ₹10, and the rest reaches the bank (the withdraw model fixtures)', () => {
    const cases: Array<[amountPaise: number, feePaise: number]> = [
      [9_999, 1_000],
      [10_000, 1_000],
      [100_050, 1_001],
      [200_000, 2_000],
      [2_500_000, 25_000],
      [2_500_001, 25_001],
      [4_999_999, 50_000],
      [5_000_000, 50_000],
      [5_000_001, 50_001],
    ];
    for (const [amountPaise, feePaise] of cases) {
      expect([withdrawFee(amountPaise, LIMITS), withdrawReceivePaise(amountPaise, LIMITS)]).toEqual([feePaise, amountPaise - feePaise]);
    }
  });
  it('refuses an amount of which nothing would reach the bank once the fee is taken', () => {
    // Limits that let the amount go down to the minimum fee (₹10).
    const low = { ...LIMITS, minPaise: rupees(5) };
    expect(withdrawReceivePaise(rupees(10), low)).toBe(0);
    expect(withdrawAmount('10', low)).toEqual({ ok: false, issue: 'amountNotAboveFee' });
    expect(withdrawAmount('5', low)).toEqual({ ok: false, issue: 'amountNotAboveFee' });
    expect(withdrawAmount('10.01', low)).toEqual({ ok: true, paise: 1_001 });
    expect(withdrawReceivePaise(1_001, low)).toBe(1);
  });
});

describe('withdraw: at most dailyCount requests a day, and the turnover met', () => {
  it('counts the requests left today, never below none', () => {
    expect(withdrawalsLeftToday({ dailyCount: 3, usedToday: 1 })).toBe(2);
    expect(withdrawalsLeftToday({ dailyCount: 3, usedToday: 0 })).toBe(3);
    expect(withdrawalsLeftToday({ dailyCount: 3, usedToday: 3 })).toBe(0);
    expect(withdrawalsLeftToday({ dailyCount: 3, usedToday: 5 })).toBe(0);
  });

  it('shows how far the bets are towards the requirement, in whole percent up to 100, and what is left', () => {
    expect(turnoverPercent({ requiredPaise: rupees(5_000), donePaise: rupees(1_200) })).toBe(24);
    expect(turnoverPercent({ requiredPaise: 300, donePaise: 200 })).toBe(66);
    expect(turnoverPercent({ requiredPaise: rupees(5_000), donePaise: 0 })).toBe(0);
    expect(turnoverPercent({ requiredPaise: rupees(5_000), donePaise: rupees(5_000) })).toBe(100);
    expect(turnoverPercent({ requiredPaise: rupees(1_000), donePaise: rupees(2_500) })).toBe(100);
    // Nothing required (no deposit yet): met.
    expect(turnoverPercent({ requiredPaise: 0, donePaise: 0 })).toBe(100);
    expect(turnoverLeftPaise({ requiredPaise: rupees(5_000), donePaise: rupees(1_200) })).toBe(rupees(3_800));
    expect(turnoverLeftPaise({ requiredPaise: rupees(1_000), donePaise: rupees(2_500) })).toBe(0);
    expect(turnoverLeftPaise({ requiredPaise: 0, donePaise: 0 })).toBe(0);
  });

  it('blocks every request once the daily count is used (told first: betting does not change it), else while the turnover is short', () => {
    const short = { requiredPaise: rupees(5_000), donePaise: rupees(1_200) };
    expect(withdrawBlock(LIMITS)).toBeNull();
    expect(withdrawBlock({ ...LIMITS, usedToday: 2 })).toBeNull();
    expect(withdrawBlock({ ...LIMITS, usedToday: 3 })).toBe('dailyLimitReached');
    expect(withdrawBlock({ ...LIMITS, turnover: short })).toBe('turnoverNotMet');
    expect(withdrawBlock({ ...LIMITS, usedToday: 3, turnover: short })).toBe('dailyLimitReached');
  });
});

describe('withdraw: the form (a bound bank account, the amount, the 6-digit withdraw password)', () => {
  it('has no issue when every field is good and nothing blocks', () => {
    expect(checkWithdrawForm(GOOD, LIMITS, ACCOUNTS)).toEqual({});
  });
  it('needs one of the member’s bound bank accounts', () => {
    expect(checkWithdrawForm({ ...GOOD, bankAccountId: null }, LIMITS, ACCOUNTS)).toEqual({ bank: 'bankRequired' });
    expect(checkWithdrawForm({ ...GOOD, bankAccountId: 9 }, LIMITS, ACCOUNTS)).toEqual({ bank: 'bankRequired' });
    expect(checkWithdrawForm({ ...GOOD, bankAccountId: 1 }, LIMITS, ACCOUNTS)).toEqual({});
    expect(checkWithdrawForm(GOOD, LIMITS, [])).toEqual({ bank: 'bankRequired' });
  });
  it('names every problem at once: bank, amount, password and what blocks the request', () => {
    expect(checkWithdrawForm({ ...GOOD, password: '2468' }, LIMITS, ACCOUNTS)).toEqual({ password: 'withdrawPasswordInvalid' });
    expect(checkWithdrawForm({ ...GOOD, password: '24681a' }, LIMITS, ACCOUNTS)).toEqual({ password: 'withdrawPasswordInvalid' });
    expect(checkWithdrawForm({ bankAccountId: null, amountText: '50', password: '' }, { ...LIMITS, usedToday: 3 }, ACCOUNTS)).toEqual({
      bank: 'bankRequired',
      amount: 'amountBelowMin',
      password: 'withdrawPasswordInvalid',
      block: 'dailyLimitReached',
    });
  });

  it('preselects the account chosen before when it is still bound, else the first, else none', () => {
    expect(preselectedAccount(ACCOUNTS, 2)).toBe(2);
    expect(preselectedAccount(ACCOUNTS, 1)).toBe(1);
    expect(preselectedAccount(ACCOUNTS, 9)).toBe(1);
    expect(preselectedAccount(ACCOUNTS, null)).toBe(1);
    expect(preselectedAccount([], 2)).toBeNull();
  });
});

describe('Issue 8 money writes: a withdrawal whose answer did not arrive may have happened', () => {
  it('is unknown after a network failure, a timeout, a server error or an unreadable answer', () => {
    for (const kind of ['network', 'timeout', 'http', 'contract']) expect(outcomeUnknown({ kind })).toBe(true);
    // Not a typed API error (a bug, a failed key): the truth is asked too.
    expect(outcomeUnknown(new Error('boom'))).toBe(true);
    expect(outcomeUnknown(null)).toBe(true);
    expect(outcomeUnknown(undefined)).toBe(true);
  });
  it('is known (nothing was done) after a refusal or once the session ended', () => {
    expect(outcomeUnknown({ kind: 'business', details: { code: 'withdrawPasswordWrong' } })).toBe(false);
    expect(outcomeUnknown({ kind: 'expired' })).toBe(false);
  });
});
