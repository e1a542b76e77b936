import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { BankAccount, BankAccountField, BankAccountInput } from '@kernel/bankAccount';
import { ErrorCode } from '@kernel/errorCodes';
import { type BankAccountsContext, bankAccountsMachine } from '@machines/member/bankAccounts.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

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
/** SPEC: at most 3 bank accounts. */
const MOST = 3;

const TWO = [account(1), account(2)];

/**
 * Values on each field's limits, on and 1 over or under. SPEC 2 names the fields only; the limits
 * are the API contract's words (7 Wallet: bank accounts): a name of 2-50 letters starting with
 * one, an IFSC of 4 letters, a 0 and 6 more, a 9-18 digit number.
 */
const NAME_50 = `Anand ${'K'.repeat(44)}`;
const NAME_51 = `${NAME_50}r`;
const LIMITS: Array<[BankAccountField, string]> = [
  ['holderName', 'R'],
  ['holderName', 'Ra'],
  ['holderName', NAME_50],
  ['holderName', `  ${NAME_50} `],
  ['holderName', NAME_51],
  ['ifsc', 'SBIN000452'],
  ['ifsc', 'SBIN00045210'],
  ['accountNumber', '12345678'],
  ['accountNumber', '123456789'],
  ['accountNumber', '123456789012345678'],
  ['accountNumber', '1234567890123456789'],
];

/**
 * The values the fixtures type that are fine, and what the form sends for them (trimmed, single
 * spaces, capitals, no spaces); every other value typed is wrong for its field. Written by hand
 * from the contract's words above: 'R', a 51-character name, a 10- or 12-character IFSC, one without
 * its 0, and an 8- or 19-digit number are not in it.
 */
const TIDIED: Record<string, string> = {
  '  rahul   sharma ': 'rahul sharma',
  Ra: 'Ra',
  [NAME_50]: NAME_50,
  [`  ${NAME_50} `]: NAME_50,
  sbin0004521: 'SBIN0004521',
  '1234 5678 9012': '123456789012',
  '123456789': '123456789',
  '123456789012345678': '123456789012345678',
};
const FIELDS: Array<[BankAccountField, string]> = [
  ['holderName', 'bankHolderNameInvalid'],
  ['ifsc', 'ifscInvalid'],
  ['accountNumber', 'accountNumberInvalid'],
];
/** Every field's message: empty, or not a name, an IFSC (4 letters, a 0, 6 more) or a 9-18 digit number. */
const expectedIssues = (form: BankAccountInput) => Object.fromEntries(FIELDS.filter(([field]) => !(form[field] in TIDIED)).map(([field, issue]) => [field, issue]));

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as BankAccountsContext;
const settled = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const srcs = ({ invoked }: Observation) => invoked.map((call) => call.src);
const codeOf = (error: unknown) => (error as { details?: { code?: string } }).details?.code;
const ids = (accounts: readonly BankAccount[]) => accounts.map((entry) => entry.id);

/** A field typed: its value kept, its message gone, the status line cleared. */
function expectChange({ snapshot, previous, event }: Observation) {
  if (event.type !== 'CHANGE') return;
  const c = ctx(snapshot);
  const before = ctx(previous!);
  const { field, value } = event as unknown as { field: BankAccountField; value: string };
  expect(c.form).toEqual({ ...before.form, [field]: value });
  expect(c.issues[field]).toBeUndefined();
  expect(c.notice).toBeNull();
  expect(c.accounts).toEqual(before.accounts);
}

/** A write that got no answer: the account may or may not have changed, the list is read again. */
function expectLostWrite(observation: Observation) {
  const c = ctx(observation.snapshot);
  const error = settleValue(observation) as { kind: string };
  expect(['network', 'timeout']).toContain(error.kind);
  expect(c.notice).toEqual({ kind: 'error', error });
  expect(c.removing).toBeNull();
}

/** SPEC 2 Member center, security center: the bank accounts. */
const bankAccountsOracles: MachineModel['oracles'] = {
  '*': ({ snapshot }) => {
    const c = ctx(snapshot);
    expect(c.accounts.length).toBeLessThanOrEqual(MOST);
    // Every message shown under a field is right for what is typed there.
    const expected = expectedIssues(c.form);
    for (const [field, issue] of Object.entries(c.issues)) expect(issue).toBe(expected[field]);
  },
  loading: (observation) => {
    const { snapshot, previous } = observation;
    const c = ctx(snapshot);
    // The list is read on entry; the form may be typed meanwhile.
    expect(srcs(observation)).toEqual(previous?.matches('loading') ? [] : ['loadAccounts']);
    expectChange(observation);
    if (previous === null) expect(c).toMatchObject({ accounts: [], notice: null, removing: null });
    else if (previous.matches('failed')) expect(observation.event.type).toBe('RETRY');
    else if (previous.matches('adding')) {
      expectLostWrite(observation);
      expect(c.form).toEqual(ctx(previous).form);
    } else if (previous.matches('removing')) {
      expectLostWrite(observation);
      expect(c.accounts).toEqual(ctx(previous).accounts);
    } else {
      // While the list is read the form may be typed; adding and removing wait for the list.
      expect(previous.matches('loading')).toBe(true);
      if (observation.event.type !== 'CHANGE') expectIgnored(observation, ['ADD', 'REMOVE']);
    }
  },
  failed: (observation) => {
    // SPEC 8 'Network link is abnormal, please try again': the reason kept, with a retry.
    expect(settled(observation, 'loadAccounts', 'error')).toBe(true);
    expect(ctx(observation.snapshot).loadError).toBe(settleValue(observation));
    expect(ctx(observation.snapshot).loadError).toMatchObject({ kind: 'network' });
    expect(observation.invoked).toEqual([]);
  },
  ready: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    expect(observation.invoked).toEqual([]);
    expect(c.removing).toBeNull();
    expectChange(observation);
    if (settled(observation, 'loadAccounts', 'done')) expect([c.accounts, c.loadError]).toEqual([settleValue(observation), null]);
    if (event.type === 'ADD') {
      if (before.accounts.length >= MOST) {
        // Full: the form says so and nothing is sent.
        expect(c.notice).toEqual({ kind: 'full' });
        expect(c.issues).toEqual(before.issues);
      } else {
        // Every field's message under it at once, the first being the contract's checkBankAccount issue.
        const issues = expectedIssues(before.form);
        expect(Object.keys(issues).length).toBeGreaterThan(0);
        expect(c.issues).toEqual(issues);
        // In the form's order: name, IFSC, number (the first is the one the contract names).
        expect(Object.keys(c.issues)).toEqual(Object.keys(issues));
        expect(c.notice).toBeNull();
      }
      expect(c.form).toEqual(before.form);
    }
    if (settled(observation, 'addAccount', 'done')) {
      // Added: listed, the form emptied, the status line says so.
      expect(c.accounts).toEqual([...before.accounts, ADDED]);
      expect(c.form).toEqual({ holderName: '', ifsc: '', accountNumber: '' });
      expect([c.issues, c.notice]).toEqual([{}, { kind: 'added', account: ADDED }]);
    }
    if (settled(observation, 'addAccount', 'error')) {
      // Refused: the form kept, and why.
      expect(settleValue(observation)).toMatchObject({ kind: 'business' });
      expect([c.notice, c.form, c.accounts]).toEqual([{ kind: 'error', error: settleValue(observation) }, before.form, before.accounts]);
    }
    const gone = settled(observation, 'removeAccount', 'error') && codeOf(settleValue(observation)) === ErrorCode.bankAccountNotFound;
    if (settled(observation, 'removeAccount', 'done') || gone) {
      // Removed (or already gone in another window): no longer listed either way.
      expect(ids(c.accounts)).toEqual(ids(before.accounts).filter((id) => id !== before.removing));
      expect(c.notice).toEqual({ kind: 'removed' });
    } else if (settled(observation, 'removeAccount', 'error')) {
      expect(settleValue(observation)).toMatchObject({ kind: 'business' });
      expect([c.notice, c.accounts]).toEqual([{ kind: 'error', error: settleValue(observation) }, before.accounts]);
    }
    if (event.type === 'CANCEL_REMOVE') expect(c).toEqual({ ...before, removing: null });
  },
  adding: (observation) => {
    const { snapshot, previous, event } = observation;
    const before = ctx(previous!);
    // The form is locked while it is sent: an edit, a second ADD or a REMOVE changes nothing, sends nothing.
    if (previous!.matches('adding')) return expectIgnored(observation, ['CHANGE', 'ADD', 'REMOVE']);
    // Only a complete form with room left is sent, tidied (trimmed name, capital IFSC, number without spaces).
    expect([previous!.matches('ready'), event.type]).toEqual([true, 'ADD']);
    expect(before.accounts.length).toBeLessThan(MOST);
    expect(expectedIssues(before.form)).toEqual({});
    const form = ctx(snapshot).form;
    expect(observation.invoked).toEqual([
      { src: 'addAccount', id: expect.any(String), input: { holderName: TIDIED[form.holderName], ifsc: TIDIED[form.ifsc], accountNumber: TIDIED[form.accountNumber] } },
    ]);
  },
  confirmingRemoval: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    expect(ids(c.accounts)).toContain(c.removing);
    // While asked, another REMOVE or an ADD changes nothing: the answer (confirm or cancel) is awaited.
    if (previous!.matches('confirmingRemoval')) return expectIgnored(observation, ['REMOVE', 'ADD']);
    // Deleting asks first, and only for a listed account.
    expect([previous!.matches('ready'), event.type]).toEqual([true, 'REMOVE']);
    expect(c.removing).toBe((event as unknown as { id: number }).id);
    expect([c.notice, c.accounts]).toEqual([null, ctx(previous!).accounts]);
    expect(observation.invoked).toEqual([]);
  },
  removing: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    expect(ids(c.accounts)).toContain(c.removing);
    // Under way: a second confirm (a double click), a REMOVE or an ADD changes nothing, sends nothing.
    if (previous!.matches('removing')) return expectIgnored(observation, ['CONFIRM_REMOVE', 'REMOVE', 'ADD']);
    // Confirmed: that very account is removed.
    expect([previous!.matches('confirmingRemoval'), event.type]).toEqual([true, 'CONFIRM_REMOVE']);
    expect(observation.invoked).toEqual([{ src: 'removeAccount', id: expect.any(String), input: c.removing }]);
  },
};

export const bankAccountsModel: MachineModel = {
  machine: bankAccountsMachine,
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
  // What decides the next step: how many fields are still wrong, whether the list is full, whether
  // account 1 is listed; and the messages shown (under the fields, a failed read) a later step must clear.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [
      snapshot.value,
      Object.keys(expectedIssues(c.form)).length,
      c.accounts.length >= MOST,
      ids(c.accounts).includes(1),
      Object.keys(c.issues).length > 0,
      c.loadError !== null,
    ];
  },
  oracles: bankAccountsOracles,
};

/**
 * The limits variant: every value on a field's limit typed into an otherwise empty form, with two
 * accounts listed (one more allowed) or three (full), then ADD: the messages shown name exactly
 * the fields SPEC calls wrong. The form itself is the model state, so each value is added once.
 */
export const bankAccountLimitsModel: MachineModel = {
  machine: bankAccountsMachine,
  variant: 'limits',
  fixtures: {
    outputs: { loadAccounts: [TWO, FULL] },
    errors: { loadAccounts: [] },
    events: { CHANGE: LIMITS.map(([field, value]) => ({ type: 'CHANGE', field, value })) },
  },
  available: (snapshot, event) =>
    snapshot.matches('ready') && (event.type === 'ADD' || (event.type === 'CHANGE' && Object.values(ctx(snapshot).form).every((value) => value === ''))),
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.form, c.accounts.length, c.issues, c.notice];
  },
  oracles: bankAccountsOracles,
};
