import { assign, fromPromise, setup } from 'xstate';
import type { DownlineAccountKind, RegisterDownlineRequest, RegisterDownlineResult } from '@kernel/agency';
import { type FormIssues, hasIssues } from '../accountForm.rules';
import {
  checkDownlineForm,
  type DownlineFormField,
  type DownlineFormValues,
  downlineRequest,
  EMPTY_DOWNLINE_FORM,
  type RegistrationFields,
} from './registerDownline.rules';

export type RegisterDownlineEvent =
  | { type: 'SET_FIELD'; field: DownlineFormField; value: string }
  | { type: 'SET_KIND'; kind: DownlineAccountKind }
  | { type: 'SUBMIT' }
  /** After an account was created: a new, empty form. */
  | { type: 'AGAIN' }
  /** Send the same form again after the backend refused it or could not be reached. */
  | { type: 'RETRY' };

export type RegisterDownlineInput = {
  /** What the agent's type may create (creatableKinds): members, and a sub-agent where allowed. */
  kinds: DownlineAccountKind[];
  /** The merchant's registration field config (GET registerSettings). */
  fields: RegistrationFields;
};

export type RegisterDownlineContext = RegisterDownlineInput & {
  kind: DownlineAccountKind;
  values: DownlineFormValues;
  /** Problems under their fields: the client's checks, or the backend's field errors. */
  issues: FormIssues;
  /** The backend's refusal of the last submission, or a network failure (its message is shown). */
  failure: unknown;
  created: RegisterDownlineResult | null;
};

type Failure = { details?: { value?: unknown } };
// Stryker disable next-line StringLiteral: a stand-in for a promise rejected with nothing; its text is never shown
const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? new Error('unknown failure');
const fieldErrorsOf = (event: unknown): unknown => ((errorOf(event) as Failure).details?.value as { fieldErrors?: unknown } | undefined)?.fieldErrors;

/**
 * registerCenter (SPEC 6 Agent: can create downline accounts): a member, or a sub-agent where the
 * agent's type allows; checked like the register popup; the new account's upline is the agent.
 * When it is created the team is told (it appears in the team at once).
 */
export const registerDownlineMachine = setup({
  types: { context: {} as RegisterDownlineContext, events: {} as RegisterDownlineEvent, input: {} as RegisterDownlineInput },
  actors: {
    register: fromPromise<RegisterDownlineResult, RegisterDownlineRequest>(async () => {
      throw new Error('register not provided');
    }),
  },
  guards: {
    kindOffered: ({ context, event }) => context.kinds.includes((event as Extract<RegisterDownlineEvent, { type: 'SET_KIND' }>).kind),
    formInvalid: ({ context }) => hasIssues(checkDownlineForm(context.values, context.fields)),
    failed: ({ context }) => context.failure !== null,
    refusedFields: ({ event }) => fieldErrorsOf(event) instanceof Object,
  },
  actions: {
    setField: assign(({ context, event }) => {
      const { field, value } = event as Extract<RegisterDownlineEvent, { type: 'SET_FIELD' }>;
      const { [field]: _fixed, ...issues } = context.issues;
      return { values: { ...context.values, [field]: value }, issues, failure: null };
    }),
    setKind: assign({ kind: ({ event }) => (event as Extract<RegisterDownlineEvent, { type: 'SET_KIND' }>).kind, failure: null }),
    /** The form passes: messages left from earlier checks (a mismatch fixed on the other field) go. */
    clearMessages: assign({ issues: {}, failure: null }),
    showIssues: assign(({ context }) => ({ issues: checkDownlineForm(context.values, context.fields), failure: null })),
    /** The backend's field errors land on their fields. */
    storeFieldErrors: assign({ issues: ({ event }) => fieldErrorsOf(event) as FormIssues, failure: null }),
    noteFailure: assign({ failure: ({ event }) => errorOf(event) }),
    /** Created: the passwords are forgotten; the new account is shown. */
    storeCreated: assign({
      created: ({ event }) => (event as unknown as { output: RegisterDownlineResult }).output,
      values: EMPTY_DOWNLINE_FORM,
      issues: {},
      failure: null,
    }),
    /** Another account: an empty form, of the kind chosen last. */
    startOver: assign({ created: null, values: EMPTY_DOWNLINE_FORM, issues: {}, failure: null }),
    /** The team reloads: the new account appears in it at once. */
    registered: () => {},
  },
}).createMachine({
  id: 'registerDownline',
  meta: { spec: '6 Agent: can create downline accounts (5 Registration rules)' },
  context: ({ input }) => ({
    kinds: input.kinds,
    fields: input.fields,
    // Stryker disable next-line StringLiteral,LogicalOperator: creatableKinds always offers members; the fallback only keeps a wrong input safe
    kind: input.kinds[0] ?? 'member',
    values: EMPTY_DOWNLINE_FORM,
    issues: {},
    failure: null,
    created: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      meta: { spec: '5 Registration: user name, password and confirmation, by the register field config' },
      on: {
        SET_FIELD: { actions: 'setField' },
        SET_KIND: { guard: 'kindOffered', actions: 'setKind' },
        SUBMIT: [
          { guard: 'formInvalid', actions: 'showIssues' },
          { target: 'submitting', actions: 'clearMessages' },
        ],
        RETRY: { guard: 'failed', target: 'submitting', actions: 'clearMessages' },
      },
    },
    submitting: {
      meta: { spec: '6 Agent: creating a downline account (sealed)' },
      invoke: {
        src: 'register',
        input: ({ context }) => downlineRequest(context.kind, context.values),
        onDone: { target: 'done', actions: ['storeCreated', 'registered'] },
        onError: [
          { guard: 'refusedFields', target: 'editing', actions: 'storeFieldErrors' },
          { target: 'editing', actions: 'noteFailure' },
        ],
      },
      // One account per submission: a double click or an edit while it is sent changes nothing.
      on: { SET_FIELD: {}, SET_KIND: {}, SUBMIT: {}, RETRY: {} },
    },
    done: {
      meta: { spec: '6 Agent: the new account is created and appears in the team at once' },
      on: { AGAIN: { target: 'editing', actions: 'startOver' } },
    },
  },
});
