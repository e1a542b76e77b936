import { assign, fromPromise, setup } from 'xstate';
import type { BankAccount, BankAccountField, BankAccountInput } from '@kernel/bankAccount';
import { ErrorCode } from '@kernel/errorCodes';
import { type BankAccountIssues, bankAccountIssues, bankAccountToSend, canAddBankAccount, hasBankAccountIssues } from './bankAccounts.rules';

export type BankAccountsEvent =
  | { type: 'RETRY' }
  | { type: 'CHANGE'; field: BankAccountField; value: string }
  | { type: 'ADD' }
  | { type: 'REMOVE'; id: number }
  | { type: 'CONFIRM_REMOVE' }
  | { type: 'CANCEL_REMOVE' };

/** What the last write did, for a status line: added, removed, or why it was refused or unanswered. */
export type BankAccountsNotice = { kind: 'added'; account: BankAccount } | { kind: 'removed' } | { kind: 'full' } | { kind: 'error'; error: unknown };

export type BankAccountsContext = {
  accounts: BankAccount[];
  form: BankAccountInput;
  issues: BankAccountIssues;
  /** The account whose removal waits for the member's confirmation (or is under way). */
  removing: number | null;
  notice: BankAccountsNotice | null;
  loadError: unknown;
};

const EMPTY_FORM: BankAccountInput = { holderName: '', ifsc: '', accountNumber: '' };
const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const kindOf = (event: unknown) => (errorOf(event) as { kind?: unknown } | null)?.kind;
const codeOf = (event: unknown) => (errorOf(event) as { details?: { code?: unknown } } | null)?.details?.code;

/**
 * The security center's bank accounts: the list (holder, bank, IFSC, masked number), an add form
 * checked field by field with the contract's rules, at most MAX_BANK_ACCOUNTS (the form says so
 * when full), and removal after a confirmation. A write whose answer did not arrive reads the list
 * again, so what is shown is what the backend holds.
 */
export const bankAccountsMachine = setup({
  types: { context: {} as BankAccountsContext, events: {} as BankAccountsEvent },
  actors: {
    loadAccounts: fromPromise<BankAccount[]>(async () => {
      throw new Error('loadAccounts not provided');
    }),
    addAccount: fromPromise<BankAccount, BankAccountInput>(async () => {
      throw new Error('addAccount not provided');
    }),
    removeAccount: fromPromise<unknown, number>(async () => {
      throw new Error('removeAccount not provided');
    }),
  },
  guards: {
    full: ({ context }) => !canAddBankAccount(context.accounts),
    formInvalid: ({ context }) => hasBankAccountIssues(bankAccountIssues(context.form)),
    knownAccount: ({ context, event }) => context.accounts.some((account) => account.id === (event as Extract<BankAccountsEvent, { type: 'REMOVE' }>).id),
    refused: ({ event }) => kindOf(event) === 'business' || kindOf(event) === 'expired',
    alreadyGone: ({ event }) => codeOf(event) === ErrorCode.bankAccountNotFound,
  },
  actions: {
    store: assign({ accounts: ({ event }) => (event as unknown as { output: BankAccount[] }).output, loadError: null }),
    noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
    change: assign(({ context, event }) => {
      const { field, value } = event as Extract<BankAccountsEvent, { type: 'CHANGE' }>;
      const { [field]: _fixed, ...issues } = context.issues;
      return { form: { ...context.form, [field]: value }, issues, notice: null };
    }),
    showIssues: assign(({ context }) => ({ issues: bankAccountIssues(context.form), notice: null })),
    noteFull: assign({ notice: { kind: 'full' } as BankAccountsNotice }),
    noteAdded: assign(({ context, event }) => {
      const account = (event as unknown as { output: BankAccount }).output;
      return { accounts: [...context.accounts, account], form: EMPTY_FORM, issues: {}, notice: { kind: 'added', account } as BankAccountsNotice };
    }),
    askRemoval: assign({ removing: ({ event }) => (event as Extract<BankAccountsEvent, { type: 'REMOVE' }>).id, notice: null }),
    cancelRemoval: assign({ removing: null }),
    noteRemoved: assign(({ context }) => ({
      accounts: context.accounts.filter((account) => account.id !== context.removing),
      removing: null,
      notice: { kind: 'removed' } as BankAccountsNotice,
    })),
    noteWriteError: assign({ notice: ({ event }) => ({ kind: 'error', error: errorOf(event) }) as BankAccountsNotice, removing: null }),
  },
}).createMachine({
  id: 'bankAccounts',
  meta: { spec: '2 Member center: security center bank accounts' },
  context: { accounts: [], form: EMPTY_FORM, issues: {}, removing: null, notice: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '7 Wallet: bank accounts (T)' },
      invoke: { src: 'loadAccounts', onDone: { target: 'ready', actions: 'store' }, onError: { target: 'failed', actions: 'noteLoadError' } },
      on: { CHANGE: { actions: 'change' }, ADD: {}, REMOVE: {} },
    },
    failed: { meta: { spec: '8 Network link is abnormal, please try again' }, on: { RETRY: 'loading' } },
    ready: {
      meta: { spec: '2 Member center: bank accounts list and add form (at most 3)' },
      on: {
        CHANGE: { actions: 'change' },
        ADD: [{ guard: 'full', actions: 'noteFull' }, { guard: 'formInvalid', actions: 'showIssues' }, { target: 'adding' }],
        REMOVE: { guard: 'knownAccount', target: 'confirmingRemoval', actions: 'askRemoval' },
      },
    },
    adding: {
      meta: { spec: '7 Wallet: add bank account (T), checked by the same rules' },
      invoke: {
        src: 'addAccount',
        input: ({ context }) => bankAccountToSend(context.form),
        onDone: { target: 'ready', actions: 'noteAdded' },
        onError: [
          { guard: 'refused', target: 'ready', actions: 'noteWriteError' },
          // No answer: the account may have been added; the list is read again.
          { target: 'loading', actions: 'noteWriteError' },
        ],
      },
      // The form is locked while it is sent.
      on: { CHANGE: {}, ADD: {}, REMOVE: {} },
    },
    confirmingRemoval: {
      meta: { spec: '2 Member center: delete a bank account after a confirmation' },
      on: { CONFIRM_REMOVE: 'removing', CANCEL_REMOVE: { target: 'ready', actions: 'cancelRemoval' }, REMOVE: {}, ADD: {} },
    },
    removing: {
      meta: { spec: '7 Wallet: remove bank account (T)' },
      invoke: {
        src: 'removeAccount',
        input: ({ context }) => context.removing ?? 0,
        onDone: { target: 'ready', actions: 'noteRemoved' },
        onError: [
          // Removed already (another window): it is gone either way.
          { guard: 'alreadyGone', target: 'ready', actions: 'noteRemoved' },
          { guard: 'refused', target: 'ready', actions: 'noteWriteError' },
          { target: 'loading', actions: 'noteWriteError' },
        ],
      },
      on: { CONFIRM_REMOVE: {}, REMOVE: {}, ADD: {} },
    },
  },
});
