import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { BankAccount } from '@kernel/bankAccount';
import { ErrorCode } from '@kernel/errorCodes';
import { WITHDRAW_RULES, type Withdrawal, type WithdrawLimits } from '@kernel/withdraw';
import { type WithdrawContext, withdrawMachine } from '@machines/wallet/withdraw.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

const account = (id: number, holderName: string): BankAccount => ({
  id,
  holderName,
  bankName: 'State Bank of India',
  ifsc: 'SBIN0004521',
  accountNumberMasked: `•••• 00${id}1`,
  createdAt: 0,
});
const ACCOUNTS = [account(1, 'Demo Member'), account(2, 'Demo Member')];
/** The last withdrawal allowed today (2 of 3 used), a balance of ₹25,000 (under the ₹50,000 maximum). */
const LIMITS: WithdrawLimits = {
  ...WITHDRAW_RULES,
  usedToday: WITHDRAW_RULES.dailyCount - 1,
  balancePaise: 2_500_000,
  turnover: { requiredPaise: 100_000, donePaise: 250_000 },
  hasWithdrawPassword: true,
};
/**
 * Ready to withdraw (the last one today); the daily count used up; a balance above the maximum with
 * the turnover met exactly; the turnover 1 paise short; no bank account; no withdraw password.
 */
const READY = { accounts: ACCOUNTS, limits: LIMITS };
const DAILY_USED_UP = { accounts: ACCOUNTS, limits: { ...LIMITS, usedToday: WITHDRAW_RULES.dailyCount } };
const RICH = { accounts: ACCOUNTS, limits: { ...LIMITS, balancePaise: 6_000_000, turnover: { requiredPaise: 300_000, donePaise: 300_000 } } };
const TURNOVER_SHORT = { accounts: ACCOUNTS, limits: { ...LIMITS, turnover: { requiredPaise: 500_000, donePaise: 499_999 } } };
const NO_ACCOUNTS = { accounts: [], limits: LIMITS };
const NO_PASSWORD = { accounts: ACCOUNTS, limits: { ...LIMITS, hasWithdrawPassword: false } };
/** A merchant whose minimum withdrawal (₹10) is its minimum fee: ₹10 would bring nothing to the bank, ₹10.01 one paisa. */
const FEE_AS_MINIMUM = { accounts: ACCOUNTS, limits: { ...LIMITS, minPaise: 1_000, minFeePaise: 1_000 } };

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

/** The pause before an unanswered request is sent again (the machine's resendPause). */
const RESEND_PAUSE_MS = 3000;
/**
 * Error kinds after which the request may have been done (no answer, timeout, server error, unreadable answer), and
 * none at all (a rejection with nothing, a bug in the call): nobody can say such a request did not happen.
 */
const UNKNOWN_KINDS = ['network', 'timeout', 'http', 'contract', undefined];

/**
 * The fixture amounts as typed, in paise (SPEC 5 Redeem, WITHDRAW_RULES): min ₹100 1 paise under and on,
 * max ₹50,000 1 paise under, on and 1 paise over (under a ₹60,000 balance), the ₹25,000 balance exactly and 1 paise over.
 */
const AMOUNTS: Record<string, number> = {
  '10': 1_000,
  '10.01': 1_001,
  '1,000.50': 100_050,
  '2000': 200_000,
  '99.99': 9_999,
  '100': 10_000,
  '49999.99': 4_999_999,
  '25000': 2_500_000,
  '25000.01': 2_500_001,
  '50000': 5_000_000,
  '50000.01': 5_000_001,
};
const typedPaise = (text: string): number | null => {
  if (text === '') return null;
  const paise = AMOUNTS[text];
  if (paise === undefined) throw new Error(`no expected paise for the amount text ${JSON.stringify(text)}`);
  return paise;
};

/**
 * What is wrong with the form, from SPEC 5 Redeem (bank, amount within min, max and the balance,
 * a 6-digit withdraw password) and SPEC 7 Wallet (at most dailyCount a day, then the turnover met).
 */
const expectedIssues = (form: WithdrawContext['form'], limits: WithdrawLimits, accounts: readonly BankAccount[]): Record<string, string> => {
  const issues: Record<string, string> = {};
  if (!accounts.some((entry) => entry.id === form.bankAccountId)) issues.bank = 'bankRequired';
  const paise = typedPaise(form.amountText);
  if (paise === null) issues.amount = 'amountEmpty';
  else if (paise < limits.minPaise) issues.amount = 'amountBelowMin';
  else if (paise > limits.maxPaise) issues.amount = 'amountAboveMax';
  else if (paise > limits.balancePaise) issues.amount = 'insufficientBalance';
  // The fee (1 %, at least the minimum fee) must leave something for the bank: every fixture amount at or under the
  // minimum fee is under ₹1,000, where 1 % is below the ₹10 minimum, so the fee is the minimum.
  else if (paise <= limits.minFeePaise) issues.amount = 'amountNotAboveFee';
  if (!/^[0-9]{6}$/.test(form.password)) issues.password = 'withdrawPasswordInvalid';
  if (limits.usedToday >= limits.dailyCount) issues.block = 'dailyLimitReached';
  else if (limits.turnover.donePaise < limits.turnover.requiredPaise) issues.block = 'turnoverNotMet';
  return issues;
};

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawContext;
const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');
const outputOf = (event: EventObject) => (event as unknown as { output: unknown }).output;
const errorOf = (event: EventObject) => (event as unknown as { error: unknown }).error;
const kindOf = (error: unknown) => (error as { kind?: string } | null)?.kind;

/** The page makes a key per order (crypto.randomUUID); here a counted one, to tell a new key from the one kept. */
let keysMade = 0;

/** The request as the backend gets it: the confirmed order, the typed password, the order's key. */
const requestOf = (c: WithdrawContext) => ({
  bankAccountId: c.order?.bankAccountId,
  amountPaise: c.order?.amountPaise,
  withdrawPassword: c.form.password,
  idempotencyKey: c.idempotencyKey,
});

/**
 * A step that stays in the state (an event the state takes and ignores: RELOAD while loading, the
 * form's events while the order is restated, a second click while sending) calls nothing and
 * changes nothing. Returns whether the step stayed, so the entry expectations are judged otherwise.
 */
const stays = (path: string | Record<string, string>, { snapshot, previous, step, invoked }: Observation): boolean => {
  if (step?.kind !== 'event' || !previous?.matches(path)) return false;
  expect(invoked).toEqual([]);
  expect(ctx(snapshot)).toEqual(ctx(previous));
  return true;
};

/** Only a request under way or in doubt holds an order the turnover allows, with its key. */
const orderSent = ({ snapshot }: Observation) => {
  const c = ctx(snapshot);
  expect(c.limits?.turnover.donePaise).toBeGreaterThanOrEqual(c.limits?.turnover.requiredPaise ?? Infinity);
  expect(c.idempotencyKey).not.toBeNull();
  expect(c.order).not.toBeNull();
};

/** ARCHITECTURE 'Growing the house' (the withdraw page), SPEC 2 member center withdraw, SPEC 5 Redeem, SPEC 7 Wallet, SPEC 8 handling. */
export const withdrawModel: MachineModel = {
  machine: withdrawMachine,
  input: { newKey: () => `key-${++keysMade}` },
  fixtures: {
    outputs: { loadAccounts: [READY, DAILY_USED_UP, RICH, TURNOVER_SHORT, NO_ACCOUNTS, NO_PASSWORD, FEE_AS_MINIMUM], submitWithdraw: [WITHDRAWAL] },
    errors: {
      loadAccounts: [apiFailure('network')],
      // A refusal, and a session that ended before the call ran (401): both tell that nothing was done. A lost answer, a
      // server error, and a rejection with nothing in it: any of them may hide a withdrawal made, so they are in doubt.
      submitWithdraw: [business(ErrorCode.withdrawPasswordWrong), apiFailure('expired'), apiFailure('network'), apiFailure('http'), null],
    },
    events: {
      // The second account, and one removed since the page read the list (another tab deleted it).
      CHOOSE_BANK: [
        { type: 'CHOOSE_BANK', bankAccountId: 2 },
        { type: 'CHOOSE_BANK', bankAccountId: 9 },
      ],
      CHANGE_AMOUNT: [
        { type: 'CHANGE_AMOUNT', value: '10' },
        { type: 'CHANGE_AMOUNT', value: '10.01' },
        { type: 'CHANGE_AMOUNT', value: '1,000.50' },
        { type: 'CHANGE_AMOUNT', value: '99.99' },
        { type: 'CHANGE_AMOUNT', value: '100' },
        { type: 'CHANGE_AMOUNT', value: '25000' },
        { type: 'CHANGE_AMOUNT', value: '25000.01' },
        { type: 'CHANGE_AMOUNT', value: '49999.99' },
        { type: 'CHANGE_AMOUNT', value: '50000' },
        { type: 'CHANGE_AMOUNT', value: '50000.01' },
        // Another good amount: confirmed after a refusal on the same account, it is another withdrawal.
        { type: 'CHANGE_AMOUNT', value: '2000' },
      ],
      CHANGE_PASSWORD: [
        { type: 'CHANGE_PASSWORD', value: '246810' },
        { type: 'CHANGE_PASSWORD', value: '2468' },
      ],
    },
  },
  // What the guards and the key rule read, and no more: on the form, what is wrong with it (anything
  // once the turnover or the daily count blocks every request); whether a key is held and, if so,
  // whether the typed order is still the one it was made for.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    const typed = typedPaise(c.form.amountText);
    const sameOrder = c.order !== null && c.order.bankAccountId === c.form.bankAccountId && typed === c.order.amountPaise;
    // A held key whose order was changed: by another account or by another amount (each is another withdrawal).
    const changed = c.order !== null && c.order.bankAccountId !== c.form.bankAccountId ? 'otherBank' : 'otherAmount';
    const held = c.idempotencyKey === null ? null : sameOrder || changed;
    if (!snapshot.matches('editing')) return [snapshot.value, held];
    const wrong = Object.entries(expectedIssues(c.form, c.limits as WithdrawLimits, c.accounts))
      .map(([field, issue]) => (field === 'amount' ? issue : field))
      .sort();
    return [snapshot.value, wrong.includes('block') ? 'block' : wrong.join(), held];
  },
  delays: { resendPause: RESEND_PAUSE_MS },
  oracles: {
    '*': ({ snapshot, event, effects }) => {
      // Success, and only success, reads the wallet (the amount is held) and the history again, once each.
      const refreshes = effects.filter((effect) => effect.name === 'refreshWallet' || effect.name === 'refreshHistory').map((effect) => effect.name);
      expect(refreshes).toEqual(isDone(event) && snapshot.matches('done') ? ['refreshWallet', 'refreshHistory'] : []);
    },
    loadingAccounts: (observation) => {
      const { snapshot, previous, event, invoked } = observation;
      const c = ctx(snapshot);
      // RELOAD or RETRY while the read is under way reads nothing more.
      if (stays('loadingAccounts', observation)) return;
      // The bank accounts and limits are read on opening, on RETRY/RELOAD, after a refusal, and for a new request.
      expect(invoked.map((call) => call.src)).toEqual(['loadAccounts']);
      if (event.type === 'EDIT') expect(previous?.matches('failed')).toBe(true);
      if (event.type === 'NEW') {
        // A new request starts from an empty form, without the last order, its key or its result.
        expect(previous?.matches('done')).toBe(true);
        expect(c.form).toEqual({ bankAccountId: null, amountText: '', password: '' });
        expect(c).toMatchObject({ order: null, idempotencyKey: null, result: null, error: null, resends: 0 });
      }
    },
    loadFailed: ({ snapshot, event, invoked }) => {
      // SPEC 8 'Network link is abnormal, please try again'.
      expect(isError(event)).toBe(true);
      expect(ctx(snapshot).error).toBe(errorOf(event));
      expect(ctx(snapshot).error).toMatchObject({ kind: 'network' });
      expect(invoked).toEqual([]);
    },
    noBankAccount: ({ snapshot, previous, event }) => {
      // No bound bank account: the prompt to add one, no form.
      expect(previous?.matches('loadingAccounts')).toBe(true);
      expect((outputOf(event) as typeof READY).accounts).toEqual([]);
      expect(ctx(snapshot).accounts).toEqual([]);
      expect(ctx(snapshot).form.bankAccountId).toBeNull();
    },
    noWithdrawPassword: ({ snapshot, previous, event }) => {
      // SPEC 5 Redeem: the withdraw password is required: set it first.
      expect(previous?.matches('loadingAccounts')).toBe(true);
      expect(outputOf(event)).toEqual({ accounts: ctx(snapshot).accounts, limits: ctx(snapshot).limits });
      expect(ctx(snapshot).limits?.hasWithdrawPassword).toBe(false);
      // A bound account is preselected all the same (the one chosen before when it is still there).
      expect(ctx(snapshot).accounts.some((entry) => entry.id === ctx(snapshot).form.bankAccountId)).toBe(true);
    },
    editing: ({ snapshot, previous, event, invoked }) => {
      const c = ctx(snapshot);
      const before = previous ? ctx(previous) : null;
      expect(invoked).toEqual([]);
      expect(c.limits?.hasWithdrawPassword).toBe(true);
      if (isDone(event)) {
        expect(outputOf(event)).toEqual({ accounts: c.accounts, limits: c.limits });
        // A bound account is preselected: the one chosen before when it is still there, else the first.
        const chosenBefore = before?.form.bankAccountId ?? null;
        expect(c.form.bankAccountId).toBe(c.accounts.some((entry) => entry.id === chosenBefore) ? chosenBefore : c.accounts[0]?.id);
      }
      if (event.type === 'NEXT') {
        // NEXT with bad input stays on the form with every issue shown.
        const issues = expectedIssues(before!.form, before!.limits as WithdrawLimits, before!.accounts);
        expect(Object.keys(issues).length).toBeGreaterThan(0);
        expect(c.issues).toEqual(issues);
      }
      const edits = {
        CHOOSE_BANK: ['bank', 'bankAccountId', 'bankAccountId'],
        CHANGE_AMOUNT: ['amount', 'amountText', 'value'],
        CHANGE_PASSWORD: ['password', 'password', 'value'],
      } as const;
      if (event.type in edits) {
        // An edited field takes the value and its issue clears.
        const [issue, field, payload] = edits[event.type as keyof typeof edits];
        expect(c.form).toEqual({ ...before!.form, [field]: (event as unknown as Record<string, unknown>)[payload] });
        expect(c.issues[issue]).toBeUndefined();
      }
      if (event.type === 'BACK') {
        expect(previous?.matches('confirming')).toBe(true);
        expect(c.form).toEqual(before!.form);
      }
    },
    confirming: (observation) => {
      const { snapshot, previous, event, invoked } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous!);
      // Good input only: the turnover requirement blocks every request until it is met (the backend refuses too).
      expect(expectedIssues(c.form, c.limits as WithdrawLimits, c.accounts)).toEqual({});
      expect(c.limits?.turnover.donePaise).toBeGreaterThanOrEqual(c.limits?.turnover.requiredPaise ?? Infinity);
      expect(invoked).toEqual([]);
      // The confirmation restates exactly what was typed: bank and amount (within the balance).
      expect(c.order).toEqual({ bankAccountId: c.form.bankAccountId, amountPaise: typedPaise(c.form.amountText) });
      expect(c.order?.amountPaise).toBeLessThanOrEqual(c.limits?.balancePaise ?? -1);
      // The form is not shown while the order is restated: its events (and NEXT again) change nothing.
      if (stays('confirming', observation)) return;
      // Entered only by NEXT on good input.
      expect(event.type).toBe('NEXT');
      expect(previous?.matches('editing')).toBe(true);
      expect(expectedIssues(before.form, before.limits as WithdrawLimits, before.accounts)).toEqual({});
      // One key per order: the same order (confirmed again after a refusal) keeps its key, another one has none yet.
      if (before.order !== null) {
        const same = before.order.amountPaise === c.order?.amountPaise && before.order.bankAccountId === c.order?.bankAccountId;
        expect(c.idempotencyKey).toBe(same ? before.idempotencyKey : null);
      } else expect(c.idempotencyKey).toBeNull();
    },
    submitting: (observation) => {
      orderSent(observation);
      // A second click (or BACK) while the request is under way sends nothing more.
      if (stays('submitting', observation)) return;
      const { snapshot, previous, event, invoked } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous!);
      expect(event.type).toBe('CONFIRM');
      expect(previous?.matches('confirming')).toBe(true);
      // One key per order: a retry of the same order keeps its key, a new order gets a new one.
      if (before.idempotencyKey !== null) expect(c.idempotencyKey).toBe(before.idempotencyKey);
      else expect(c.idempotencyKey).toBe(`key-${keysMade}`);
      // Sent sealed with the key.
      expect(invoked).toEqual([{ src: 'submitWithdraw', id: expect.any(String), input: requestOf(c) }]);
    },
    unknownOutcome: (observation) => {
      orderSent(observation);
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous!);
      // Never success or failure blindly: nothing shown yet, the same request (password, key) kept.
      expect(c.result).toBeNull();
      expect(c.form.password).toBe(before.form.password);
      expect(c.idempotencyKey).toBe(before.idempotencyKey);
      if (isError(event)) {
        // Only a refusal tells that nothing happened; no answer, a timeout or a server error may hide a success.
        expect(UNKNOWN_KINDS).toContain(kindOf(errorOf(event)));
        expect(c.error).toBe(errorOf(event));
      }
    },
    'unknownOutcome.waiting': (observation) => {
      // CONFIRM or BACK while waiting: no form, nothing sent, nothing changed.
      if (stays({ unknownOutcome: 'waiting' }, observation)) return;
      const { snapshot, previous, event, invoked } = observation;
      const c = ctx(snapshot);
      expect(isError(event)).toBe(true);
      expect(invoked).toEqual([]);
      if (previous?.matches({ unknownOutcome: 'asking' })) expect(c.resends).toBe(ctx(previous).resends + 1);
      else expect(c.resends).toBe(ctx(previous!).resends);
    },
    'unknownOutcome.asking': (observation) => {
      // ASK_NOW (or CONFIRM, BACK) while already asking: the one request under way is the only one.
      if (stays({ unknownOutcome: 'asking' }, observation)) return;
      const { snapshot, previous, event, step, invoked } = observation;
      const c = ctx(snapshot);
      // Asked again after the pause, or at once on ASK_NOW: the same request with the same key.
      expect(previous?.matches({ unknownOutcome: 'waiting' })).toBe(true);
      if (step?.kind === 'wait') expect(step.ms).toBe(RESEND_PAUSE_MS);
      else expect(event.type).toBe('ASK_NOW');
      expect(invoked).toEqual([{ src: 'submitWithdraw', id: expect.any(String), input: requestOf(ctx(previous!)) }]);
      expect(requestOf(c)).toEqual(requestOf(ctx(previous!)));
    },
    failed: ({ snapshot, previous, event }) => {
      const c = ctx(snapshot);
      // A refusal is shown with the backend's words; the password must be typed again.
      expect(isError(event)).toBe(true);
      expect(UNKNOWN_KINDS).not.toContain(kindOf(errorOf(event)));
      expect(c.error).toBe(errorOf(event));
      expect([
        { kind: 'business', code: ErrorCode.withdrawPasswordWrong },
        { kind: 'expired', code: null },
      ]).toContainEqual({ kind: kindOf(c.error), code: (c.error as { details: { code: string | null } }).details.code });
      expect(c.form.password).toBe('');
      expect(c.result).toBeNull();
      expect(c.idempotencyKey).toBe(ctx(previous!).idempotencyKey);
    },
    done: ({ snapshot, event }) => {
      // Success: the request holds the amount (pending until approved).
      expect(isDone(event)).toBe(true);
      expect(ctx(snapshot).result).toEqual(outputOf(event));
      expect(ctx(snapshot).result).toEqual(WITHDRAWAL);
    },
  },
};
