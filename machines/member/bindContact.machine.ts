import { assign, fromPromise, setup } from 'xstate';
import { type BindField, type BindIssues, type BindValues, bindIssues, bindTargetIssue, bindValuesToSend, type ContactKind, hasBindIssues } from './bindContact.rules';

export type BindContactEvent =
  | { type: 'OPEN' }
  | { type: 'CANCEL' }
  | { type: 'CHANGE'; field: BindField; value: string }
  /** The code button was pressed with a number or address that is not valid: say why (no code is sent). */
  | { type: 'SHOW_TARGET_ISSUE' }
  | { type: 'SUBMIT' };

export type BindContactContext = {
  kind: ContactKind;
  values: BindValues;
  issues: BindIssues;
  /** Why the last bind was refused or unanswered (the typed API error). */
  error: unknown;
  /** The last bind succeeded (a note until the form is opened again). */
  bound: boolean;
};

const EMPTY: BindValues = { target: '', code: '' };

/**
 * Binding or changing the mobile (SMS code) or the email (mailed code) in the security center.
 * The code is sent by the SMS countdown machine (machines/smsCountdown.machine.ts) beside this
 * one; this machine checks the values with the catalogue's rules and binds them. Binding is not a
 * money write: an unanswered bind shows the network message and the member tries again (a code
 * works once, so a bind that did happen answers 'invalid code' and the profile shows it bound).
 */
export const bindContactMachine = setup({
  types: { context: {} as BindContactContext, events: {} as BindContactEvent, input: {} as { kind: ContactKind } },
  actors: {
    bind: fromPromise<unknown, BindValues>(async () => {
      throw new Error('bind not provided');
    }),
  },
  guards: {
    formInvalid: ({ context }) => hasBindIssues(bindIssues(context.kind, context.values)),
  },
  actions: {
    open: assign({ values: EMPTY, issues: {}, error: null, bound: false }),
    change: assign(({ context, event }) => {
      const { field, value } = event as Extract<BindContactEvent, { type: 'CHANGE' }>;
      const { [field]: _fixed, ...issues } = context.issues;
      return { values: { ...context.values, [field]: value }, issues, error: null };
    }),
    showTargetIssue: assign(({ context }) => {
      const target = bindTargetIssue(context.kind, context.values.target);
      const { target: _old, ...issues } = context.issues;
      return { issues: target ? { ...issues, target } : issues };
    }),
    showIssues: assign(({ context }) => ({ issues: bindIssues(context.kind, context.values) })),
    noteError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    noteBound: assign({ bound: true, values: EMPTY, issues: {}, error: null }),
    /** The profile shows the new contact (provided by the page: it reads the profile again). */
    refreshProfile: () => {},
  },
}).createMachine({
  id: 'bindContact',
  meta: { spec: '2 Member center: security center binds the mobile and the email' },
  context: ({ input }) => ({ kind: input.kind, values: EMPTY, issues: {}, error: null, bound: false }),
  initial: 'closed',
  states: {
    closed: { meta: { spec: '2 Member center: security center shows the bound contact' }, on: { OPEN: { target: 'editing', actions: 'open' } } },
    editing: {
      meta: { spec: '5 Validation rules: valid mobile number, email format, valid verification code' },
      on: {
        CHANGE: { actions: 'change' },
        SHOW_TARGET_ISSUE: { actions: 'showTargetIssue' },
        SUBMIT: [{ guard: 'formInvalid', actions: 'showIssues' }, { target: 'submitting' }],
        CANCEL: 'closed',
      },
    },
    submitting: {
      meta: { spec: '7 Member: bind the mobile or the email with the code sent (T)' },
      invoke: {
        src: 'bind',
        input: ({ context }) => bindValuesToSend(context.values),
        onDone: { target: 'closed', actions: ['noteBound', 'refreshProfile'] },
        onError: { target: 'editing', actions: 'noteError' },
      },
      on: { SUBMIT: {}, CHANGE: {}, CANCEL: {} },
    },
  },
});
