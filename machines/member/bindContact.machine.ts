import { assign, fromPromise, setup } from 'xstate';
import { countryOf, defaultDialingCode, type FormRules, NO_FORM_RULES } from '../formRules.rules';
import {
  type BindField,
  type BindIssues,
  type BindRequest,
  type BindValues,
  bindIssues,
  bindTargetIssue,
  bindValuesToSend,
  type ContactKind,
  hasBindIssues,
} from './bindContact.rules';

export type BindContactEvent =
  | { type: 'OPEN' }
  | { type: 'CANCEL' }
  | { type: 'CHANGE'; field: BindField; value: string }
  /** The code button was pressed with a number or address that is not valid: say why (no code is sent). */
  | { type: 'SHOW_TARGET_ISSUE' }
  /** A dialling code of the served country list for the mobile number. */
  | { type: 'SELECT_COUNTRY'; code: string }
  | { type: 'SUBMIT' };

export type BindContactContext = {
  kind: ContactKind;
  values: BindValues;
  issues: BindIssues;
  /** Why the last bind was refused or unanswered (the typed API error). */
  error: unknown;
  /** The last bind succeeded (a note until the form is opened again). */
  bound: boolean;
  /** The served country codes and validators (SPEC 7), read when the mobile form first opens; none until then, and none when they cannot be read. */
  rules: FormRules;
  /** The served rules were read (or could not be): the form does not read them again. */
  rulesRead: boolean;
  /** The mobile number's dialling code: one of the served list ('' while there is none: the server's home market). */
  countryDialingCode: string;
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
    /** GET country codes and GET validators (SPEC 7), as the account forms read them. */
    loadFormRules: fromPromise<FormRules>(async () => {
      throw new Error('loadFormRules not provided');
    }),
    bind: fromPromise<unknown, BindRequest>(async () => {
      throw new Error('bind not provided');
    }),
  },
  guards: {
    formInvalid: ({ context }) => hasBindIssues(bindIssues(context.kind, context.values, context)),
    // SPEC 7: a mobile is bound with a dialling code of the served list, read once.
    mobileRulesUnread: ({ context }) => context.kind === 'mobile' && !context.rulesRead,
    countryOffered: ({ context, event }) => {
      const { code } = event as Extract<BindContactEvent, { type: 'SELECT_COUNTRY' }>;
      return context.kind === 'mobile' && code !== context.countryDialingCode && countryOf(context.rules, code) !== null;
    },
  },
  actions: {
    open: assign({ values: EMPTY, issues: {}, error: null, bound: false }),
    change: assign(({ context, event }) => {
      const { field, value } = event as Extract<BindContactEvent, { type: 'CHANGE' }>;
      const { [field]: _fixed, ...issues } = context.issues;
      return { values: { ...context.values, [field]: value }, issues, error: null };
    }),
    storeRules: assign(({ event }) => {
      const rules = (event as unknown as { output: FormRules }).output;
      return { rules, rulesRead: true, countryDialingCode: defaultDialingCode(rules) };
    }),
    // Without them the form still works: the server's home market and the catalogue's rule.
    noteRulesUnread: assign({ rulesRead: true }),
    // The number is held to the new country's length: a problem shown under it may no longer hold.
    selectCountry: assign(({ context, event }) => {
      const { target: _recheck, ...issues } = context.issues;
      return { countryDialingCode: (event as Extract<BindContactEvent, { type: 'SELECT_COUNTRY' }>).code, issues };
    }),
    showTargetIssue: assign(({ context }) => {
      const target = bindTargetIssue(context.kind, context.values.target, context);
      const { target: _old, ...issues } = context.issues;
      return { issues: target ? { ...issues, target } : issues };
    }),
    showIssues: assign(({ context }) => ({ issues: bindIssues(context.kind, context.values, context) })),
    noteError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    noteBound: assign({ bound: true, values: EMPTY, issues: {}, error: null }),
    /** The profile shows the new contact (provided by the page: it reads the profile again). */
    refreshProfile: () => {},
  },
}).createMachine({
  id: 'bindContact',
  meta: { spec: '2 Member center: security center binds the mobile and the email' },
  context: ({ input }) => ({ kind: input.kind, values: EMPTY, issues: {}, error: null, bound: false, rules: NO_FORM_RULES, rulesRead: false, countryDialingCode: '' }),
  initial: 'closed',
  states: {
    closed: {
      meta: { spec: '2 Member center: security center shows the bound contact' },
      on: {
        OPEN: [
          { guard: 'mobileRulesUnread', target: 'loadingRules', actions: 'open' },
          { target: 'editing', actions: 'open' },
        ],
      },
    },
    loadingRules: {
      meta: { spec: '7 Registration validators and country codes: the mobile is bound with a served dialling code' },
      invoke: {
        src: 'loadFormRules',
        onDone: { target: 'editing', actions: 'storeRules' },
        onError: { target: 'editing', actions: 'noteRulesUnread' },
      },
      on: { CANCEL: 'closed' },
    },
    editing: {
      meta: { spec: '5 Validation rules: valid mobile number, email format, valid verification code' },
      on: {
        CHANGE: { actions: 'change' },
        SHOW_TARGET_ISSUE: { actions: 'showTargetIssue' },
        SELECT_COUNTRY: { guard: 'countryOffered', actions: 'selectCountry' },
        SUBMIT: [{ guard: 'formInvalid', actions: 'showIssues' }, { target: 'submitting' }],
        CANCEL: 'closed',
      },
    },
    submitting: {
      meta: { spec: '7 Member: bind the mobile or the email with the code sent (T)' },
      invoke: {
        src: 'bind',
        input: ({ context }): BindRequest => ({ ...bindValuesToSend(context.values), countryDialingCode: context.countryDialingCode }),
        onDone: { target: 'closed', actions: ['noteBound', 'refreshProfile'] },
        onError: { target: 'editing', actions: 'noteError' },
      },
      on: { SUBMIT: {}, CHANGE: {}, CANCEL: {} },
    },
  },
});
