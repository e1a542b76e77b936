import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import {
  hasWithdrawPasswordIssues,
  type WithdrawPasswordField,
  type WithdrawPasswordIssues,
  type WithdrawPasswordValues,
  withdrawPasswordIssues,
} from './withdrawPassword.rules';

export type WithdrawPasswordEvent =
  | { type: 'RETRY' }
  | { type: 'CHANGE'; field: WithdrawPasswordField; value: string }
  | { type: 'SUBMIT' }
  /** After a save: change it again. */
  | { type: 'CHANGE_AGAIN' };

export type WithdrawPasswordContext = {
  values: WithdrawPasswordValues;
  issues: WithdrawPasswordIssues;
  /** Why the last write was refused or unanswered (the typed API error), shown above the form. */
  error: unknown;
  loadError: unknown;
};

const EMPTY: WithdrawPasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const codeOf = (event: unknown) => (errorOf(event) as { details?: { code?: unknown } } | null)?.details?.code;

/**
 * The withdrawal password in the security center (SPEC 5 Redeem: required to withdraw): whether one
 * is set is read first; without one it is set (6 digits, typed twice), with one it is changed with
 * the old one. The withdraw page sends the member here when none is set.
 */
export const withdrawPasswordMachine = setup({
  types: { context: {} as WithdrawPasswordContext, events: {} as WithdrawPasswordEvent },
  actors: {
    /** Whether a withdrawal password is set (the withdraw limits call tells). */
    loadStatus: fromPromise<boolean>(async () => {
      throw new Error('loadStatus not provided');
    }),
    setPassword: fromPromise<unknown, { password: string; confirmPassword: string }>(async () => {
      throw new Error('setPassword not provided');
    }),
    changePassword: fromPromise<unknown, { oldPassword: string; newPassword: string; confirmNewPassword: string }>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  guards: {
    isSet: ({ event }) => (event as unknown as { output: boolean }).output === true,
    setFormInvalid: ({ context }) => hasWithdrawPasswordIssues(withdrawPasswordIssues('set', context.values)),
    changeFormInvalid: ({ context }) => hasWithdrawPasswordIssues(withdrawPasswordIssues('change', context.values)),
    alreadySet: ({ event }) => codeOf(event) === ErrorCode.withdrawPasswordAlreadySet,
  },
  actions: {
    noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
    change: assign(({ context, event }) => {
      const { field, value } = event as Extract<WithdrawPasswordEvent, { type: 'CHANGE' }>;
      const { [field]: _fixed, ...issues } = context.issues;
      return { values: { ...context.values, [field]: value }, issues, error: null };
    }),
    showSetIssues: assign(({ context }) => ({ issues: withdrawPasswordIssues('set', context.values) })),
    showChangeIssues: assign(({ context }) => ({ issues: withdrawPasswordIssues('change', context.values) })),
    noteError: assign({ error: ({ event }) => errorOf(event) }),
    clear: assign({ values: EMPTY, issues: {}, error: null }),
  },
}).createMachine({
  id: 'withdrawPassword',
  meta: { spec: '5 Redeem: withdraw password' },
  context: { values: EMPTY, issues: {}, error: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '7 Wallet: withdraw limits tell whether a withdraw password is set' },
      invoke: {
        src: 'loadStatus',
        onDone: [{ guard: 'isSet', target: 'change' }, { target: 'set' }],
        onError: { target: 'failed', actions: 'noteLoadError' },
      },
    },
    failed: { meta: { spec: '8 Network link is abnormal, please try again' }, on: { RETRY: 'loading' } },
    set: {
      meta: { spec: '5 Redeem: set the withdraw password (6 digits, confirmed)' },
      initial: 'editing',
      states: {
        editing: {
          meta: { spec: '5 Redeem: set the withdraw password (6 digits, confirmed)' },
          on: {
            CHANGE: { actions: 'change' },
            SUBMIT: [{ guard: 'setFormInvalid', actions: 'showSetIssues' }, { target: 'submitting' }],
          },
        },
        submitting: {
          meta: { spec: '7 Wallet: set withdraw password (T, E)' },
          invoke: {
            src: 'setPassword',
            input: ({ context }) => ({ password: context.values.newPassword, confirmPassword: context.values.confirmPassword }),
            onDone: { target: '#withdrawPassword.saved', actions: 'clear' },
            onError: [
              // Set meanwhile (another window, or an earlier try whose answer was lost): change it instead.
              { guard: 'alreadySet', target: '#withdrawPassword.change', actions: ['clear', 'noteError'] },
              { target: 'editing', actions: 'noteError' },
            ],
          },
          on: { SUBMIT: {}, CHANGE: {} },
        },
      },
    },
    change: {
      meta: { spec: '5 Redeem: change the withdraw password with the old one' },
      initial: 'editing',
      states: {
        editing: {
          meta: { spec: '5 Redeem: change the withdraw password with the old one' },
          on: {
            CHANGE: { actions: 'change' },
            SUBMIT: [{ guard: 'changeFormInvalid', actions: 'showChangeIssues' }, { target: 'submitting' }],
          },
        },
        submitting: {
          meta: { spec: '7 Wallet: change withdraw password (T, E)' },
          invoke: {
            src: 'changePassword',
            input: ({ context }) => ({
              oldPassword: context.values.oldPassword,
              newPassword: context.values.newPassword,
              confirmNewPassword: context.values.confirmPassword,
            }),
            onDone: { target: '#withdrawPassword.saved', actions: 'clear' },
            onError: { target: 'editing', actions: 'noteError' },
          },
          on: { SUBMIT: {}, CHANGE: {} },
        },
      },
    },
    saved: {
      meta: { spec: '5 Redeem: withdraw password saved' },
      on: { CHANGE_AGAIN: 'change' },
    },
  },
});
