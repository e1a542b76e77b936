import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type BankAccountsContext, bankAccountsMachine } from '@machines/member/bankAccounts.machine';
import { bankAccountIssues, firstBankAccountIssue } from '@machines/member/bankAccounts.rules';
import { type BankAccount, MAX_BANK_ACCOUNTS, normaliseBankAccount } from '@/contract/bankAccount';
import { ErrorCode } from '@/contract/errorCodes';
import { apiFailure, business } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const account = (id: number): BankAccount => ({
  id,
  holderName: 'Demo Member',
  bankName: 'HDFC Bank',
  ifsc: 'HDFC0001234',
  accountNumberMasked: `•••• 900${id}`,
  createdAt: 0,
});
const ONE = [account(1)];
const FULL = [account(1), account(2), account(3)];
const ADDED = account(4);

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as BankAccountsContext;
const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');
const errorOf = (event: EventObject) => (event as unknown as { error: { kind: string; details: { code: string | null } } }).error;
const issueKeys = (c: BankAccountsContext) => Object.keys(bankAccountIssues(c.form)).sort().join(',');

testMachineModel(bankAccountsMachine, {
  fixtures: {
    outputs: { loadAccounts: [ONE, FULL], addAccount: [ADDED], removeAccount: [true] },
    errors: {
      loadAccounts: [apiFailure('network')],
      addAccount: [business(ErrorCode.bankAccountDuplicate), apiFailure('network')],
      removeAccount: [business(ErrorCode.bankAccountNotFound), business(ErrorCode.trialNotAllowed), apiFailure('timeout')],
    },
    events: {
      CHANGE: [
        { type: 'CHANGE', field: 'holderName', value: '  rahul   sharma ' },
        { type: 'CHANGE', field: 'ifsc', value: 'sbin0004521' },
        { type: 'CHANGE', field: 'ifsc', value: 'SBIN1004521' },
        { type: 'CHANGE', field: 'accountNumber', value: '1234 5678 9012' },
      ],
      REMOVE: [
        { type: 'REMOVE', id: 1 },
        { type: 'REMOVE', id: 42 },
      ],
    },
  },
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, issueKeys(c), c.accounts.map((entry) => entry.id).join(','), c.removing];
  },
  check: (snapshot, event, previous) => {
    const c = ctx(snapshot);
    const before = ctx(previous);
    // At most MAX_BANK_ACCOUNTS: when full, ADD says so and sends nothing.
    expect(c.accounts.length).toBeLessThanOrEqual(MAX_BANK_ACCOUNTS + 1);
    if (event.type === 'ADD' && previous.matches('ready')) {
      if (before.accounts.length >= MAX_BANK_ACCOUNTS) {
        expect(snapshot.matches('ready')).toBe(true);
        expect(c.notice).toEqual({ kind: 'full' });
      } else if (Object.keys(bankAccountIssues(before.form)).length > 0) {
        // Every field's message under it, the first being the contract's checkBankAccount issue.
        expect(snapshot.matches('ready')).toBe(true);
        expect(c.issues).toEqual(bankAccountIssues(before.form));
        const first = firstBankAccountIssue(before.form);
        expect(first && c.issues[first.field]).toBe(first?.issue);
      } else {
        expect(snapshot.matches('adding')).toBe(true);
        expect(firstBankAccountIssue(before.form)).toBeNull();
      }
    }
    // What is sent is the tidied account (trimmed name, capital IFSC, number without spaces).
    if (snapshot.matches('adding')) expect(bankAccountIssues(normaliseBankAccount(c.form))).toEqual({});
    if (isDone(event) && previous.matches('adding')) {
      expect(c.accounts.at(-1)).toEqual(ADDED);
      expect(c.form).toEqual({ holderName: '', ifsc: '', accountNumber: '' });
      expect(c.notice).toEqual({ kind: 'added', account: ADDED });
    }
    // A refusal keeps the form and says why; no answer reads the list again.
    if (isError(event) && (previous.matches('adding') || previous.matches('removing'))) {
      const error = errorOf(event);
      const gone = previous.matches('removing') && error.details.code === ErrorCode.bankAccountNotFound;
      if (gone) expect(c.accounts.some((entry) => entry.id === before.removing)).toBe(false);
      else {
        expect(c.notice).toEqual({ kind: 'error', error });
        expect(snapshot.matches(error.kind === 'business' ? 'ready' : 'loading')).toBe(true);
      }
      if (previous.matches('adding')) expect(c.form).toEqual(before.form);
    }
    // Deleting asks first, and only for a listed account.
    if (event.type === 'REMOVE' && previous.matches('ready')) {
      const id = (event as unknown as { id: number }).id;
      const known = before.accounts.some((entry) => entry.id === id);
      expect(snapshot.matches('confirmingRemoval')).toBe(known);
      if (known) expect(c.removing).toBe(id);
    }
    if (snapshot.matches('confirmingRemoval') || snapshot.matches('removing')) expect(c.accounts.some((entry) => entry.id === c.removing)).toBe(true);
    if (event.type === 'CANCEL_REMOVE') expect(c.accounts).toEqual(before.accounts);
    if (isDone(event) && previous.matches('removing')) {
      expect(c.accounts).toEqual(before.accounts.filter((entry) => entry.id !== before.removing));
      expect(c.notice).toEqual({ kind: 'removed' });
    }
    if (snapshot.matches('failed')) expect(c.loadError).toMatchObject({ kind: 'network' });
    if (event.type === 'CHANGE') expect(c.issues[(event as unknown as { field: 'ifsc' }).field]).toBeUndefined();
  },
});
