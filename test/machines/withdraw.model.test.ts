import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, assign, createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import { type WithdrawContext, withdrawMachine } from '@machines/wallet/withdraw.machine';
import { checkWithdrawForm, withdrawAmount } from '@machines/wallet/withdraw.rules';
import { withdrawQuote, withdrawStage, withdrawSummary } from '@machines/wallet/withdraw.selectors';
import type { BankAccount } from '@/contract/bankAccount';
import { ErrorCode } from '@/contract/errorCodes';
import { type Withdrawal, type WithdrawLimits, withdrawFeePaise, WITHDRAW_RULES } from '@/contract/withdraw';
import { apiFailure, business } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const account = (id: number, holderName: string): BankAccount => ({
  id,
  holderName,
  bankName: 'State Bank of India',
  ifsc: 'SBIN0004521',
  accountNumberMasked: `•••• 00${id}1`,
  createdAt: 0,
});
const ACCOUNTS = [account(1, 'Demo Member'), account(2, 'Demo Member')];
const LIMITS: WithdrawLimits = {
  ...WITHDRAW_RULES,
  usedToday: 1,
  balancePaise: 2_500_000,
  turnover: { requiredPaise: 100_000, donePaise: 250_000 },
  hasWithdrawPassword: true,
};
/** Ready to withdraw; turnover not met yet; no bank account; no withdraw password. */
const READY = { accounts: ACCOUNTS, limits: LIMITS };
const TURNOVER_SHORT = { accounts: ACCOUNTS, limits: { ...LIMITS, turnover: { requiredPaise: 500_000, donePaise: 120_000 } } };
const NO_ACCOUNTS = { accounts: [], limits: LIMITS };
const NO_PASSWORD = { accounts: ACCOUNTS, limits: { ...LIMITS, hasWithdrawPassword: false } };

const WITHDRAWAL: Withdrawal = {
  id: 7,
  status: 'pending',
  amountPaise: 100_050,
  feePaise: 1_001,
  receivePaise: 99_049,
  holderName: 'Demo Member',
  bankName: 'State Bank of India',
  accountNumberMasked: '•••• 0021',
  createdAt: 1,
  decidedAt: null,
};

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawContext;
const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');
const outputOf = (event: EventObject) => (event as unknown as { output: unknown }).output;
const errorOf = (event: EventObject) => (event as unknown as { error: unknown }).error;

let keysMade = 0;
let walletRefreshes = 0;
let historyRefreshes = 0;

testMachineModel(withdrawMachine, {
  fixtures: {
    outputs: { loadAccounts: [READY, TURNOVER_SHORT, NO_ACCOUNTS, NO_PASSWORD], submitWithdraw: [WITHDRAWAL] },
    errors: {
      loadAccounts: [apiFailure('network')],
      submitWithdraw: [business(ErrorCode.withdrawPasswordWrong), apiFailure('network'), apiFailure('http')],
    },
    events: {
      CHOOSE_BANK: [
        { type: 'CHOOSE_BANK', bankAccountId: 2 },
      ],
      CHANGE_AMOUNT: [
        { type: 'CHANGE_AMOUNT', value: '1,000.50' },
        { type: 'CHANGE_AMOUNT', value: '2000' },
        { type: 'CHANGE_AMOUNT', value: '50' },
      ],
      CHANGE_PASSWORD: [
        { type: 'CHANGE_PASSWORD', value: '246810' },
        { type: 'CHANGE_PASSWORD', value: '2468' },
      ],
    },
  },
  // What the guards and the key rule read: the form's issues, the typed order the same as the last
  // confirmed one or not, a key held or not.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    const typed = c.limits ? withdrawAmount(c.form.amountText, c.limits) : null;
    const sameOrder = c.order === null ? null : c.order.bankAccountId === c.form.bankAccountId && typed?.ok === true && typed.paise === c.order.amountPaise;
    const issues = c.limits ? Object.keys(checkWithdrawForm(c.form, c.limits, c.accounts)).sort().join(',') : null;
    return [snapshot.value, issues, sameOrder, c.idempotencyKey !== null, c.accounts.length];
  },
  provide: {
    actions: {
      makeKey: assign({ idempotencyKey: () => `key-${++keysMade}` }),
      refreshWallet: () => void walletRefreshes++,
      refreshHistory: () => void historyRefreshes++,
    },
  },
  check: (snapshot, event, previous) => {
    const c = ctx(snapshot);
    const before = ctx(previous);

    // Loaded: no bank account -> the prompt to add one; no withdraw password -> set it first; else the form.
    if (isDone(event) && previous.matches('loadingAccounts')) {
      const { accounts, limits } = outputOf(event) as typeof READY;
      const expected = accounts.length === 0 ? 'noBankAccount' : !limits.hasWithdrawPassword ? 'noWithdrawPassword' : 'editing';
      expect(snapshot.value).toBe(expected);
      expect(c.accounts).toEqual(accounts);
      expect(c.limits).toEqual(limits);
      // A bound account is preselected (the one chosen before when it is still there).
      if (accounts.length > 0) expect(accounts.some((entry) => entry.id === c.form.bankAccountId)).toBe(true);
    }
    if (snapshot.matches('loadFailed')) expect(c.error).toMatchObject({ kind: 'network' });
    if (snapshot.matches('noBankAccount')) expect(c.accounts).toEqual([]);
    if (snapshot.matches('noWithdrawPassword')) expect(c.limits?.hasWithdrawPassword).toBe(false);

    // NEXT: bad input stays on the form with every issue shown; good input goes to the confirmation.
    if (event.type === 'NEXT' && previous.matches('editing')) {
      const issues = checkWithdrawForm(before.form, before.limits as WithdrawLimits, before.accounts);
      if (Object.keys(issues).length > 0) {
        expect(snapshot.matches('editing')).toBe(true);
        expect(c.issues).toEqual(issues);
      } else {
        expect(snapshot.matches('confirming')).toBe(true);
      }
    }
    // The turnover requirement blocks every request until it is met (the backend refuses too).
    if (snapshot.matches('confirming') || snapshot.matches('submitting')) {
      expect(c.limits?.turnover.donePaise).toBeGreaterThanOrEqual(c.limits?.turnover.requiredPaise ?? Infinity);
    }
    // The confirmation restates exactly what was typed: bank, amount, fee and what reaches the bank.
    if (snapshot.matches('confirming')) {
      const amount = withdrawAmount(c.form.amountText, c.limits as WithdrawLimits);
      expect(amount.ok).toBe(true);
      const summary = withdrawSummary(snapshot as never);
      expect(summary?.account?.id).toBe(c.form.bankAccountId);
      expect(summary?.amountPaise).toBe(amount.ok ? amount.paise : -1);
      expect(summary?.feePaise).toBe(withdrawFeePaise(summary?.amountPaise ?? 0, LIMITS));
      expect((summary?.amountPaise ?? 0) - (summary?.feePaise ?? 0)).toBe(summary?.receivePaise);
      expect(c.order?.amountPaise).toBeLessThanOrEqual(LIMITS.balancePaise);
    }
    // One key per order: a new order gets a new key, the same order (a retry) keeps its key.
    if (event.type === 'CONFIRM' && previous.matches('confirming')) {
      expect(c.idempotencyKey).not.toBeNull();
      if (before.idempotencyKey !== null) expect(c.idempotencyKey).toBe(before.idempotencyKey);
      else expect(c.idempotencyKey).toBe(`key-${keysMade}`);
    }
    if (snapshot.matches('submitting') || snapshot.matches('unknownOutcome')) expect(c.idempotencyKey).not.toBeNull();
    if (event.type === 'NEXT' && snapshot.matches('confirming') && before.order !== null) {
      const same = before.order.amountPaise === c.order?.amountPaise && before.order.bankAccountId === c.order?.bankAccountId;
      if (!same) expect(c.idempotencyKey).toBeNull();
      else expect(c.idempotencyKey).toBe(before.idempotencyKey);
    }

    // Success: the request holds the amount (pending); the wallet and the list are read again, once.
    if (snapshot.matches('done')) {
      expect(c.result).toEqual(WITHDRAWAL);
      expect(withdrawStage(snapshot as never)).toBe('done');
    }
    if (isDone(event) && snapshot.matches('done')) {
      expect([walletRefreshes, historyRefreshes]).toEqual([1, 1]);
    }
    walletRefreshes = 0;
    historyRefreshes = 0;

    // A failed write never shows success or failure blindly: no answer -> unknown outcome, same key.
    if (isError(event) && (previous.matches('submitting') || previous.matches({ unknownOutcome: 'asking' }))) {
      // Only a refusal tells that nothing happened; no answer, a timeout or a server error may hide a success.
      const unknown = ['network', 'timeout', 'http', 'contract'].includes((errorOf(event) as { kind: string }).kind);
      expect(snapshot.matches('unknownOutcome')).toBe(unknown);
      expect(snapshot.matches('failed')).toBe(!unknown);
      expect(c.idempotencyKey).toBe(before.idempotencyKey);
    }
    if (snapshot.matches('unknownOutcome')) {
      expect(withdrawStage(snapshot as never)).toBe('unknownOutcome');
      // The password stays: the same request is sent again.
      expect(c.form.password).toBe(before.form.password);
      expect(c.result).toBeNull();
    }
    if (snapshot.matches({ unknownOutcome: 'waiting' }) && previous.matches({ unknownOutcome: 'asking' })) expect(c.resends).toBe(before.resends + 1);
    // A refusal is shown with the backend's words; the password must be typed again.
    if (snapshot.matches('failed')) {
      expect(c.error).toMatchObject({ kind: 'business', details: { code: ErrorCode.withdrawPasswordWrong } });
      expect(c.form.password).toBe('');
      expect(c.result).toBeNull();
    }
    if (event.type === 'NEW') {
      expect(snapshot.matches('loadingAccounts')).toBe(true);
      expect(c.form).toEqual({ bankAccountId: null, amountText: '', password: '' });
      expect(c.idempotencyKey).toBeNull();
      expect(c.result).toBeNull();
    }
    // The live quote: fee and receive amount follow the typed amount.
    const quote = withdrawQuote(snapshot as never);
    if (quote) expect(quote.receivePaise).toBe(quote.amountPaise - withdrawFeePaise(quote.amountPaise, LIMITS));
  },
});

describe('withdraw: an unanswered request', () => {
  it('is sent again after the pause with the same key until the backend tells, and then shows what it says', async () => {
    const sent: string[] = [];
    let answers = 0;
    const actor = createActor(
      withdrawMachine.provide({
        actors: {
          loadAccounts: fromPromise(async () => READY),
          submitWithdraw: fromPromise(async ({ input }) => {
            sent.push(input.idempotencyKey);
            answers++;
            if (answers < 3) throw apiFailure('network');
            return WITHDRAWAL;
          }),
        },
        actions: { makeKey: assign({ idempotencyKey: () => 'the-one-key' }) },
        delays: { resendPause: 5 },
      }),
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'CHANGE_AMOUNT', value: '1000.50' });
    actor.send({ type: 'CHANGE_PASSWORD', value: '246810' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sent).toEqual(['the-one-key', 'the-one-key', 'the-one-key']);
    expect(done.context.resends).toBe(1);
    expect(done.context.result).toEqual(WITHDRAWAL);
  });
});
