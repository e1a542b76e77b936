import { assign, fromPromise, setup } from 'xstate';
import type { BankAccount } from '@kernel/bankAccount';
import type { Withdrawal, WithdrawLimits, WithdrawRequest } from '@kernel/withdraw';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import { checkWithdrawForm, hasWithdrawIssues, outcomeUnknown, preselectedAccount, type WithdrawForm, type WithdrawIssues, withdrawAmount } from './withdraw.rules';

export type WithdrawEvent =
  | { type: 'RETRY' }
  /** Read the accounts and limits again (after adding a bank account or setting the password elsewhere). */
  | { type: 'RELOAD' }
  | { type: 'CHOOSE_BANK'; bankAccountId: number }
  | { type: 'CHANGE_AMOUNT'; value: string }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  /** While the outcome is unknown: ask the backend now instead of after the pause. */
  | { type: 'ASK_NOW' }
  /** After a refusal: back to the form. */
  | { type: 'EDIT' }
  /** After a request: start another one. */
  | { type: 'NEW' };

/** What one request asks for, fixed when the member goes to the confirmation step. */
export type WithdrawOrder = { bankAccountId: number; amountPaise: number };
export type LoadedAccounts = { accounts: BankAccount[]; limits: WithdrawLimits };

export type WithdrawContext = {
  /** Makes the key of a new write (input newKey, else machines/idempotencyKey.ts), kept for its retries. */
  newKey: NewKey;
  accounts: BankAccount[];
  limits: WithdrawLimits | null;
  form: WithdrawForm;
  /** Shown after NEXT; a field's issue clears when it is edited. */
  issues: WithdrawIssues;
  order: WithdrawOrder | null;
  /** Made once per intended withdrawal (an order), sent again on every retry of it. */
  idempotencyKey: string | null;
  result: Withdrawal | null;
  /** Why the last load or write failed (the typed API error). */
  error: unknown;
  /** Resends while the outcome is unknown. */
  resends: number;
};

const EMPTY_FORM: WithdrawForm = { bankAccountId: null, amountText: '', password: '' };

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;

/**
 * The withdraw page (ARCHITECTURE 'Growing the house'): the member's bank accounts and limits are
 * read, a bank account and an amount chosen, the fee and what reaches the bank shown, the
 * withdrawal password typed, the request restated and confirmed, then sent (sealed) with an
 * idempotency key made once per order. A request the backend accepted holds the amount until the
 * operator pays or rejects it. When no answer arrives the outcome is unknown: the same key is sent
 * again until the backend tells (it answers the first result), so money never leaves twice.
 */
export const withdrawMachine = setup({
  types: { context: {} as WithdrawContext, events: {} as WithdrawEvent, input: {} as KeyInput | undefined },
  actors: {
    loadAccounts: fromPromise<LoadedAccounts>(async () => {
      throw new Error('loadAccounts not provided');
    }),
    submitWithdraw: fromPromise<Withdrawal, WithdrawRequest>(async () => {
      throw new Error('submitWithdraw not provided');
    }),
  },
  guards: {
    noAccounts: ({ event }) => (event as unknown as { output: LoadedAccounts }).output.accounts.length === 0,
    noPassword: ({ event }) => !(event as unknown as { output: LoadedAccounts }).output.limits.hasWithdrawPassword,
    formInvalid: ({ context }) => context.limits === null || hasWithdrawIssues(checkWithdrawForm(context.form, context.limits, context.accounts)),
    outcomeUnknown: ({ event }) => outcomeUnknown(errorOf(event)),
    hasKey: ({ context }) => context.idempotencyKey !== null,
  },
  actions: {
    storeLoaded: assign(({ context, event }) => {
      const { accounts, limits } = (event as unknown as { output: LoadedAccounts }).output;
      return { accounts, limits, error: null, form: { ...context.form, bankAccountId: preselectedAccount(accounts, context.form.bankAccountId) } };
    }),
    noteError: assign({ error: ({ event }) => errorOf(event) }),
    chooseBank: assign(({ context, event }) => {
      const { bankAccountId } = event as Extract<WithdrawEvent, { type: 'CHOOSE_BANK' }>;
      const { bank: _fixed, ...issues } = context.issues;
      return { form: { ...context.form, bankAccountId }, issues };
    }),
    changeAmount: assign(({ context, event }) => {
      const { value } = event as Extract<WithdrawEvent, { type: 'CHANGE_AMOUNT' }>;
      const { amount: _fixed, ...issues } = context.issues;
      return { form: { ...context.form, amountText: value }, issues };
    }),
    changePassword: assign(({ context, event }) => {
      const { value } = event as Extract<WithdrawEvent, { type: 'CHANGE_PASSWORD' }>;
      const { password: _fixed, ...issues } = context.issues;
      return { form: { ...context.form, password: value }, issues };
    }),
    showIssues: assign(({ context }) => ({ issues: context.limits ? checkWithdrawForm(context.form, context.limits, context.accounts) : {} })),
    /**
     * Fixes the order to confirm. The key stays with an unchanged order (a request refused or
     * unanswered before may be retried with it); a different order is a different withdrawal.
     */
    takeOrder: assign(({ context }) => {
      const amount = context.limits ? withdrawAmount(context.form.amountText, context.limits) : null;
      // Stryker disable next-line OptionalChaining: equivalent, NEXT reaches takeOrder only from editing, where the limits are loaded (amount is never null)
      const order: WithdrawOrder = { bankAccountId: context.form.bankAccountId ?? 0, amountPaise: amount?.ok ? amount.paise : 0 };
      const same = context.order?.bankAccountId === order.bankAccountId && context.order.amountPaise === order.amountPaise;
      return { order, issues: {}, error: null, idempotencyKey: same ? context.idempotencyKey : null };
    }),
    /** Gives a new write its idempotency key (input newKey); the retries of the same write keep it. */
    makeKey: assign({ idempotencyKey: ({ context }) => context.newKey() }),
    storeResult: assign({ result: ({ event }) => (event as unknown as { output: Withdrawal }).output, error: null }),
    countResend: assign({ resends: ({ context }) => context.resends + 1, error: ({ event }) => errorOf(event) }),
    forgetPassword: assign(({ context }) => ({ form: { ...context.form, password: '' } })),
    startOver: assign({ form: EMPTY_FORM, issues: {}, order: null, idempotencyKey: null, result: null, error: null, resends: 0 }),
    /** The held amount left the balance: the root wallet actor reads it again (provided by the page). */
    refreshWallet: () => {},
    /** The new request belongs at the top of the history list (provided by the page). */
    refreshHistory: () => {},
  },
  delays: { resendPause: 3000 },
}).createMachine({
  id: 'withdraw',
  meta: { spec: '2 Member center: withdraw' },
  context: ({ input }) => ({
    newKey: keyMakerOf(input),
    accounts: [],
    limits: null,
    form: EMPTY_FORM,
    issues: {},
    order: null,
    idempotencyKey: null,
    result: null,
    error: null,
    resends: 0,
  }),
  initial: 'loadingAccounts',
  states: {
    loadingAccounts: {
      meta: { spec: '7 Wallet: bank accounts and withdraw limits (T)' },
      invoke: {
        src: 'loadAccounts',
        onDone: [
          { guard: 'noAccounts', target: 'noBankAccount', actions: 'storeLoaded' },
          { guard: 'noPassword', target: 'noWithdrawPassword', actions: 'storeLoaded' },
          { target: 'editing', actions: 'storeLoaded' },
        ],
        onError: { target: 'loadFailed', actions: 'noteError' },
      },
      on: { RELOAD: {}, RETRY: {} },
    },
    loadFailed: { meta: { spec: '8 Network link is abnormal, please try again' }, on: { RETRY: 'loadingAccounts', RELOAD: 'loadingAccounts' } },
    noBankAccount: { meta: { spec: '2 Member center: withdraw needs a bound bank account (security center)' }, on: { RELOAD: 'loadingAccounts' } },
    noWithdrawPassword: { meta: { spec: '5 Redeem: the withdraw password is required (set it first)' }, on: { RELOAD: 'loadingAccounts' } },
    editing: {
      meta: { spec: '2 Member center: withdraw form (limits, fee, daily count, turnover)' },
      on: {
        CHOOSE_BANK: { actions: 'chooseBank' },
        CHANGE_AMOUNT: { actions: 'changeAmount' },
        CHANGE_PASSWORD: { actions: 'changePassword' },
        NEXT: [
          { guard: 'formInvalid', actions: 'showIssues' },
          { target: 'confirming', actions: 'takeOrder' },
        ],
        RELOAD: 'loadingAccounts',
      },
    },
    confirming: {
      meta: { spec: '2 Member center: withdraw confirmation restates bank, amount, fee and receive amount' },
      on: {
        BACK: 'editing',
        // The same order keeps its key (after a refusal or an unknown outcome); a new one gets one.
        CONFIRM: [
          { guard: 'hasKey', target: 'submitting' },
          { target: 'submitting', actions: 'makeKey' },
        ],
        // The form is not shown while the order is restated.
        CHOOSE_BANK: {},
        CHANGE_AMOUNT: {},
        CHANGE_PASSWORD: {},
        NEXT: {},
      },
    },
    submitting: {
      meta: { spec: '7 Wallet: withdraw (T, E) with an idempotency key' },
      invoke: {
        src: 'submitWithdraw',
        input: ({ context }) => ({
          // Stryker disable next-line OptionalChaining: equivalent, context.order is set by takeOrder (NEXT) before CONFIRM can send
          bankAccountId: context.order?.bankAccountId ?? 0,
          // Stryker disable next-line OptionalChaining: equivalent, context.order is set by takeOrder (NEXT) before CONFIRM can send
          amountPaise: context.order?.amountPaise ?? 0,
          withdrawPassword: context.form.password,
          // Stryker disable next-line StringLiteral: equivalent, CONFIRM always holds or makes the key before sending
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: { target: 'done', actions: ['storeResult', 'refreshWallet', 'refreshHistory'] },
        onError: [
          { guard: 'outcomeUnknown', target: 'unknownOutcome', actions: 'noteError' },
          { target: 'failed', actions: ['noteError', 'forgetPassword'] },
        ],
      },
      // A second click while the request is under way changes nothing.
      on: { CONFIRM: {}, BACK: {} },
    },
    unknownOutcome: {
      meta: { spec: '8 Network link is abnormal: the same request (same key) is sent again until the backend answers' },
      initial: 'waiting',
      states: {
        waiting: {
          meta: { spec: '8 Network link is abnormal: a pause before the same request is sent again' },
          after: { resendPause: 'asking' },
          on: { ASK_NOW: 'asking' },
        },
        asking: {
          meta: { spec: '7 Wallet: withdraw sent again with the same key (the backend answers the first result)' },
          invoke: {
            src: 'submitWithdraw',
            input: ({ context }) => ({
              // Stryker disable next-line OptionalChaining: equivalent, context.order is set by takeOrder (NEXT) before CONFIRM can send
              bankAccountId: context.order?.bankAccountId ?? 0,
              // Stryker disable next-line OptionalChaining: equivalent, context.order is set by takeOrder (NEXT) before CONFIRM can send
              amountPaise: context.order?.amountPaise ?? 0,
              withdrawPassword: context.form.password,
              // Stryker disable next-line StringLiteral: equivalent, CONFIRM always holds or makes the key before sending
              idempotencyKey: context.idempotencyKey ?? '',
            }),
            onDone: { target: '#withdraw.done', actions: ['storeResult', 'refreshWallet', 'refreshHistory'] },
            onError: [
              { guard: 'outcomeUnknown', target: 'waiting', actions: 'countResend' },
              { target: '#withdraw.failed', actions: ['noteError', 'forgetPassword'] },
            ],
          },
          on: { ASK_NOW: {} },
        },
      },
      // The page shows no form until the outcome is known.
      on: { CONFIRM: {}, BACK: {} },
    },
    failed: {
      meta: { spec: '8 Handling: the refusal in the user language; the limits are read again before the next try' },
      on: { EDIT: 'loadingAccounts' },
    },
    done: {
      meta: { spec: '2 Member center: withdraw request held, pending until approved' },
      on: { NEW: { target: 'loadingAccounts', actions: 'startOver' } },
    },
  },
});
