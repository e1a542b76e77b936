import { assign, fromPromise, setup } from 'xstate';
import type { FieldConfig } from '../kernel/system';
import { checkForm, type FormIssues, hasIssues, type ShownField } from './accountForm.rules';

export type ChangePasswordEvent = { type: 'CHANGE'; field: string; value: string } | { type: 'SUBMIT' } | { type: 'DISMISS_WARNING' };
export type ChangePasswordWarning = { kind: 'server'; code: string | null; message: string } | { kind: 'network' };

export type ChangePasswordInput = {
  /** The password typed at this login, kept in memory: when present the old-password field is skipped. */
  knownPassword: string | null;
  passwordField: FieldConfig | undefined;
};
export type ChangePasswordContext = ChangePasswordInput & {
  values: Record<string, string>;
  issues: FormIssues;
  warning: ChangePasswordWarning | null;
};

/** SPEC 5 Change password: old password (skipped when known), new password by the rule, matching confirmation. */
export function changePasswordFields(knownPassword: string | null, passwordField: FieldConfig | undefined): ShownField[] {
  const rule = {
    required: true,
    patternId: passwordField?.patternId ?? 0,
    acceptedPattern: passwordField?.acceptedPattern ?? '*',
    minLength: passwordField?.minLength ?? 6,
    maxLength: passwordField?.maxLength ?? 20,
  };
  const anything = { required: true, patternId: 0, acceptedPattern: '*', minLength: 1, maxLength: 64 };
  return [...(knownPassword === null ? [{ name: 'oldPassword', rule: anything }] : []), { name: 'newPassword', rule }, { name: 'confirmNewPassword', rule }];
}

type Failure = { kind?: string; message?: string; details?: { code?: string | null } };

export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent, input: {} as ChangePasswordInput },
  actors: {
    changePassword: fromPromise<void, { oldPassword: string; newPassword: string; confirmNewPassword: string }>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  guards: {
    formInvalid: ({ context }) => hasIssues(checkForm(context.values, changePasswordFields(context.knownPassword, context.passwordField))),
  },
  actions: {
    change: assign(({ context, event }) => {
      const { field, value } = event as Extract<ChangePasswordEvent, { type: 'CHANGE' }>;
      const { [field]: _fixed, ...issues } = context.issues;
      return { values: { ...context.values, [field]: value }, issues };
    }),
    showIssues: assign(({ context }) => ({ issues: checkForm(context.values, changePasswordFields(context.knownPassword, context.passwordField)) })),
    warn: assign(({ event }) => {
      const failure = ((event as { error?: Failure }).error ?? {}) as Failure;
      const warning: ChangePasswordWarning =
        failure.kind === 'business' ? { kind: 'server', code: failure.details?.code ?? null, message: failure.message ?? 'Unknown error' } : { kind: 'network' };
      return { warning };
    }),
    dismissWarning: assign({ warning: null }),
  },
}).createMachine({
  id: 'changePassword',
  meta: { spec: '5 Change password' },
  context: ({ input }) => ({ ...input, values: {}, issues: {}, warning: null }),
  initial: 'editing',
  on: { DISMISS_WARNING: { actions: 'dismissWarning' } },
  states: {
    editing: {
      on: { CHANGE: { actions: 'change' }, SUBMIT: [{ guard: 'formInvalid', actions: 'showIssues' }, { target: 'submitting' }] },
    },
    submitting: {
      meta: { spec: '7 Change password (T, E)' },
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.knownPassword ?? context.values.oldPassword ?? '',
          newPassword: context.values.newPassword ?? '',
          confirmNewPassword: context.values.confirmNewPassword ?? '',
        }),
        onDone: 'changed',
        onError: { target: 'editing', actions: 'warn' },
      },
    },
    changed: { type: 'final', meta: { spec: '4 Password flows: change success reloads info, hides the popup, goes to /' } },
  },
});
