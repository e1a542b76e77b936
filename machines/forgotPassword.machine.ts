import { assign, fromPromise, setup } from 'xstate';
import type { UserInfo } from '../kernel/session';
import type { FieldConfig } from '../kernel/system';
import { checkForm, type FormIssues, formValue, hasIssues, type ShownField } from './accountForm.rules';
import { countryOf, defaultDialingCode, type FormRules, NO_FORM_RULES, withServedRules } from './formRules.rules';

export type ForgotMethod = 'email' | 'mobile';
export type ForgotWarning = { kind: 'server'; code: string | null; message: string } | { kind: 'network' };

export type ForgotEvent =
  | { type: 'SELECT_METHOD'; method: ForgotMethod }
  | { type: 'CHANGE'; field: string; value: string }
  /** A dialling code of the served country list for the mobile number. */
  | { type: 'SELECT_COUNTRY'; code: string }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS_WARNING' };

export type ForgotInput = {
  /** SPEC 2: mobile by default when CHNGPASSVERIF3 is on, otherwise email. */
  mobileByDefault: boolean;
  fields: Record<string, FieldConfig>;
};

export type ForgotContext = ForgotInput & {
  method: ForgotMethod;
  /** The served country codes and validators (SPEC 7); none until read, and none when they cannot be read. */
  rules: FormRules;
  /** The mobile number's dialling code: one of the served list ('' while there is none: the server's home market). */
  countryDialingCode: string;
  values: Record<string, string>;
  issues: FormIssues;
  warning: ForgotWarning | null;
  username: string | null;
  user: UserInfo | null;
};

const rule = (config: FieldConfig | undefined, fallback: Partial<FieldConfig> = {}) => ({
  required: true,
  patternId: config?.patternId ?? fallback.patternId ?? 0,
  acceptedPattern: config?.acceptedPattern ?? fallback.acceptedPattern ?? '*',
  minLength: config?.minLength ?? fallback.minLength ?? 1,
  maxLength: config?.maxLength ?? fallback.maxLength ?? 64,
});

/** SPEC 5 Forgot password: by email (user name and email rules) or by phone (phone, code, new password). */
export function forgotFields(method: ForgotMethod, fields: Record<string, FieldConfig>): ShownField[] {
  return method === 'email'
    ? [
        // An existing account may predate today's registration rule: its name is only required.
        { name: 'username', rule: { required: true, patternId: 0, acceptedPattern: '*', minLength: 1, maxLength: 64 } },
        { name: 'email', rule: rule(fields.email, { patternId: 3 }) },
      ]
    : [
        { name: 'mobileNum', rule: rule(fields.mobileNum, { patternId: 6 }) },
        { name: 'verificationCode', rule: rule(fields.verificationCode, { patternId: 6 }) },
        { name: 'newPassword', rule: rule(fields.password) },
        { name: 'confirmNewPassword', rule: rule(fields.password) },
      ];
}

/** The fields of the method shown, under what the server serves (the chosen country's number length, the served patterns). */
export const forgotFormFields = (context: Pick<ForgotContext, 'method' | 'fields' | 'rules' | 'countryDialingCode'>) =>
  withServedRules(forgotFields(context.method, context.fields), context.rules, context.countryDialingCode);

type Failure = { kind?: string; message?: string; details?: { code?: string | null } };
const warningOf = (event: unknown): ForgotWarning => {
  const failure = ((event as { error?: Failure }).error ?? {}) as Failure;
  return failure.kind === 'business' ? { kind: 'server', code: failure.details?.code ?? null, message: failure.message ?? 'Unknown error' } : { kind: 'network' };
};

/** SPEC 4: email success shows a notice and closes; phone success logs in with the new password. */
export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotContext, events: {} as ForgotEvent, input: {} as ForgotInput, output: {} as { user: UserInfo | null } },
  actors: {
    /** GET country codes and GET validators (SPEC 7: 'registration validators, country codes'). */
    loadFormRules: fromPromise<FormRules>(async () => {
      throw new Error('loadFormRules not provided');
    }),
    sendResetEmail: fromPromise<void, { username: string; email: string }>(async () => {
      throw new Error('sendResetEmail not provided');
    }),
    resetByPhone: fromPromise<{ username: string }, { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string }>(async () => {
      throw new Error('resetByPhone not provided');
    }),
    login: fromPromise<UserInfo, { username: string; password: string }>(async () => {
      throw new Error('login not provided');
    }),
  },
  guards: {
    methodChanges: ({ context, event }) => (event as Extract<ForgotEvent, { type: 'SELECT_METHOD' }>).method !== context.method,
    countryOffered: ({ context, event }) => {
      const { code } = event as Extract<ForgotEvent, { type: 'SELECT_COUNTRY' }>;
      return code !== context.countryDialingCode && countryOf(context.rules, code) !== null;
    },
    formInvalid: ({ context }) => hasIssues(checkForm(context.values, forgotFormFields(context))),
    byEmail: ({ context }) => context.method === 'email',
  },
  actions: {
    storeRules: assign(({ event }) => {
      const rules = (event as unknown as { output: FormRules }).output;
      return { rules, countryDialingCode: defaultDialingCode(rules) };
    }),
    // The number is held to the new country's length: a problem shown under it may no longer hold.
    selectCountry: assign(({ context, event }) => {
      const { mobileNum: _recheck, ...issues } = context.issues;
      return { countryDialingCode: (event as Extract<ForgotEvent, { type: 'SELECT_COUNTRY' }>).code, issues };
    }),
    selectMethod: assign(({ event }) => ({ method: (event as Extract<ForgotEvent, { type: 'SELECT_METHOD' }>).method, issues: {}, warning: null })),
    change: assign(({ context, event }) => {
      const { field, value } = event as Extract<ForgotEvent, { type: 'CHANGE' }>;
      const { [field]: _fixed, ...issues } = context.issues;
      return { values: { ...context.values, [field]: value }, issues };
    }),
    showIssues: assign(({ context }) => ({ issues: checkForm(context.values, forgotFormFields(context)) })),
    warn: assign(({ event }) => ({ warning: warningOf(event) })),
    dismissWarning: assign({ warning: null }),
    storeUsername: assign({ username: ({ event }) => (event as unknown as { output: { username: string } }).output.username }),
    storeUser: assign({ user: ({ event }) => (event as unknown as { output: UserInfo }).output }),
  },
}).createMachine({
  id: 'forgotPassword',
  meta: { spec: '4 Password flows' },
  context: ({ input }) => ({
    ...input,
    method: input.mobileByDefault ? 'mobile' : 'email',
    rules: NO_FORM_RULES,
    countryDialingCode: '',
    values: {},
    issues: {},
    warning: null,
    username: null,
    user: null,
  }),
  initial: 'loadingRules',
  on: { DISMISS_WARNING: { actions: 'dismissWarning' } },
  states: {
    loadingRules: {
      meta: { spec: '7 Registration validators and country codes' },
      invoke: {
        src: 'loadFormRules',
        // Without them the form still works: the server's home market and the catalogue's own patterns.
        onDone: { target: 'editing', actions: 'storeRules' },
        onError: 'editing',
      },
    },
    editing: {
      meta: { spec: '5 Forgot password' },
      on: {
        SELECT_METHOD: { guard: 'methodChanges', actions: 'selectMethod' },
        SELECT_COUNTRY: { guard: 'countryOffered', actions: 'selectCountry' },
        CHANGE: { actions: 'change' },
        SUBMIT: [{ guard: 'formInvalid', actions: 'showIssues' }, { guard: 'byEmail', target: 'sendingEmail' }, { target: 'resettingByPhone' }],
      },
    },
    sendingEmail: {
      meta: { spec: '7 Forgot by email' },
      invoke: {
        src: 'sendResetEmail',
        input: ({ context }) => ({ username: formValue('username', context.values.username), email: formValue('email', context.values.email) }),
        onDone: 'emailSent',
        onError: { target: 'editing', actions: 'warn' },
      },
    },
    emailSent: {
      meta: { spec: '4 Password flows: forgot by email shows a notice and closes' },
      type: 'final',
    },
    resettingByPhone: {
      meta: { spec: '7 Set password by phone' },
      invoke: {
        src: 'resetByPhone',
        input: ({ context }) => ({
          mobileNum: formValue('mobileNum', context.values.mobileNum),
          countryDialingCode: context.countryDialingCode,
          verificationCode: formValue('verificationCode', context.values.verificationCode),
          newPassword: context.values.newPassword ?? '',
        }),
        onDone: { target: 'loggingIn', actions: 'storeUsername' },
        onError: { target: 'editing', actions: 'warn' },
      },
    },
    loggingIn: {
      meta: { spec: '4 Password flows: forgot by phone logs in with the new password' },
      invoke: {
        src: 'login',
        input: ({ context }) => ({ username: context.username ?? '', password: context.values.newPassword ?? '' }),
        onDone: { target: 'loggedIn', actions: 'storeUser' },
        // The password was changed; only the automatic login failed: the user logs in by hand.
        onError: { target: 'passwordChanged', actions: 'warn' },
      },
    },
    loggedIn: { type: 'final', meta: { spec: '4 Password flows: load info, close, go to /' } },
    passwordChanged: { type: 'final', meta: { spec: '4 Password flows' } },
  },
  output: ({ context }) => ({ user: context.user }),
});
