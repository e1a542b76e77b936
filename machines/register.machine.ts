import { assign, fromPromise, setup } from 'xstate';
import type { Registration } from '../kernel/account';
import { ErrorCode } from '../kernel/errorCodes';
import type { UserInfo } from '../kernel/session';
import type { FieldConfig } from '../kernel/system';
import { checkForm, type FormIssues, formValue, hasIssues, type RegisterMode, registerModes } from './accountForm.rules';
import { countryOf, defaultDialingCode, type FormRules, NO_FORM_RULES } from './formRules.rules';
import { registerFormFields } from './register.rules';

export type RegisterWarning = { kind: 'invalidInvitation' } | { kind: 'server'; code: string | null; message: string } | { kind: 'network' };

export type RegisterEvent =
  | { type: 'CHANGE'; field: string; value: string }
  | { type: 'SELECT_MODE'; mode: RegisterMode }
  /** A dialling code of the served country list for the mobile number. */
  | { type: 'SELECT_COUNTRY'; code: string }
  | { type: 'TOGGLE_AGREED' }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS_WARNING' };

export type RegisterInput = {
  fields: Record<string, FieldConfig>;
  flags: { USERNAMEREG3: boolean; MOBILENUMREG3: boolean; REGMOBVERF3: boolean };
  referralCode: string | null;
  domain: string;
  /** SPEC 3: the register call carries the page it came from and registerMethod WEB. */
  registerUrl?: string;
};

export type RegisterContext = RegisterInput & {
  mode: RegisterMode;
  /** The served country codes and validators (SPEC 7); none until read, and none when they cannot be read. */
  rules: FormRules;
  /** The mobile number's dialling code: one of the served list ('' while there is none: the server's home market). */
  countryDialingCode: string;
  values: Record<string, string>;
  agreed: boolean;
  issues: FormIssues;
  termsError: boolean;
  affiliateFieldShown: boolean;
  warning: RegisterWarning | null;
  user: UserInfo | null;
};

type Failure = { kind?: string; message?: string; details?: { code?: string | null; value?: unknown } };
const failureOf = (event: unknown) => ((event as { error?: Failure }).error ?? {}) as Failure;

export type RegisterRequest = { mode: RegisterMode; registration: Registration };

/**
 * SPEC 4 and 5 registration: by user name or mobile, the configured fields, affiliate check,
 * terms; the dialling codes and validators the server serves are read first (SPEC 7).
 */
export const registerMachine = setup({
  types: { context: {} as RegisterContext, events: {} as RegisterEvent, input: {} as RegisterInput, output: {} as { user: UserInfo } },
  actors: {
    /** GET country codes and GET validators (SPEC 7: 'registration validators, country codes'). */
    loadFormRules: fromPromise<FormRules>(async () => {
      throw new Error('loadFormRules not provided');
    }),
    checkAffiliate: fromPromise<{ valid: boolean }, { code: string; domain: string }>(async () => {
      throw new Error('checkAffiliate not provided');
    }),
    register: fromPromise<UserInfo, RegisterRequest>(async () => {
      throw new Error('register not provided');
    }),
  },
  guards: {
    hasReferral: ({ context }) => Boolean(context.referralCode),
    affiliateValid: ({ event }) => (event as unknown as { output: { valid: boolean } }).output.valid,
    modeAllowed: ({ context, event }) => {
      const { mode } = event as Extract<RegisterEvent, { type: 'SELECT_MODE' }>;
      return mode !== context.mode && registerModes(context.flags).includes(mode);
    },
    countryOffered: ({ context, event }) => {
      const { code } = event as Extract<RegisterEvent, { type: 'SELECT_COUNTRY' }>;
      return code !== context.countryDialingCode && countryOf(context.rules, code) !== null;
    },
    formInvalid: ({ context }) => hasIssues(checkForm(context.values, registerFormFields(context))) || !context.agreed,
    invalidAffiliate: ({ event }) => failureOf(event).details?.code === ErrorCode.invalidAffiliate,
    refusedFields: ({ event }) => typeof (failureOf(event).details?.value as { fieldErrors?: unknown })?.fieldErrors === 'object',
  },
  actions: {
    storeRules: assign(({ event }) => {
      const rules = (event as unknown as { output: FormRules }).output;
      return { rules, countryDialingCode: defaultDialingCode(rules) };
    }),
    acceptReferral: assign(({ context }) => ({ affiliateFieldShown: false, values: { ...context.values, affiliateCode: context.referralCode ?? '' } })),
    rejectReferral: assign({ affiliateFieldShown: true, warning: { kind: 'invalidInvitation' } as RegisterWarning }),
    showAffiliateField: assign({ affiliateFieldShown: true }),
    change: assign(({ context, event }) => {
      const { field, value } = event as Extract<RegisterEvent, { type: 'CHANGE' }>;
      const { [field]: _fixed, ...issues } = context.issues;
      return { values: { ...context.values, [field]: value }, issues };
    }),
    // The number is held to the new country's length: a problem shown under it may no longer hold.
    selectCountry: assign(({ context, event }) => {
      const { mobileNum: _recheck, ...issues } = context.issues;
      return { countryDialingCode: (event as Extract<RegisterEvent, { type: 'SELECT_COUNTRY' }>).code, issues };
    }),
    selectMode: assign(({ event }) => ({ mode: (event as Extract<RegisterEvent, { type: 'SELECT_MODE' }>).mode, issues: {} })),
    toggleAgreed: assign(({ context }) => ({ agreed: !context.agreed, termsError: false })),
    showIssues: assign(({ context }) => ({ issues: checkForm(context.values, registerFormFields(context)), termsError: !context.agreed })),
    storeFieldErrors: assign(({ event }) => ({
      // Only after refusedFields: the failure carries fieldErrors.
      issues: (failureOf(event).details!.value as { fieldErrors: FormIssues }).fieldErrors,
    })),
    warnServer: assign(({ event }) => {
      const failure = failureOf(event);
      const warning: RegisterWarning =
        failure.kind === 'business' ? { kind: 'server', code: failure.details?.code ?? null, message: failure.message ?? 'Unknown error' } : { kind: 'network' };
      return { warning };
    }),
    dismissWarning: assign({ warning: null }),
    storeUser: assign({ user: ({ event }) => (event as unknown as { output: UserInfo }).output }),
    renewCaptcha: () => {},
  },
}).createMachine({
  id: 'register',
  meta: { spec: '5 Registration' },
  context: ({ input }) => ({
    ...input,
    mode: registerModes(input.flags)[0] ?? 'username',
    rules: NO_FORM_RULES,
    countryDialingCode: '',
    values: {},
    agreed: false,
    issues: {},
    termsError: false,
    affiliateFieldShown: true,
    warning: null,
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
        onDone: [
          { guard: 'hasReferral', target: 'checkingAffiliate', actions: 'storeRules' },
          { target: 'editing', actions: 'storeRules' },
        ],
        onError: [{ guard: 'hasReferral', target: 'checkingAffiliate' }, { target: 'editing' }],
      },
    },
    checkingAffiliate: {
      meta: { spec: '4 Password flows: the affiliate code field shows only if the URL code is absent or fails' },
      invoke: {
        src: 'checkAffiliate',
        input: ({ context }) => ({ code: context.referralCode ?? '', domain: context.domain }),
        onDone: [
          { guard: 'affiliateValid', target: 'editing', actions: 'acceptReferral' },
          { target: 'editing', actions: 'rejectReferral' },
        ],
        onError: { target: 'editing', actions: 'showAffiliateField' },
      },
    },
    editing: {
      meta: { spec: '5 Registration' },
      on: {
        CHANGE: { actions: 'change' },
        SELECT_MODE: { guard: 'modeAllowed', actions: 'selectMode' },
        SELECT_COUNTRY: { guard: 'countryOffered', actions: 'selectCountry' },
        TOGGLE_AGREED: { actions: 'toggleAgreed' },
        SUBMIT: [{ guard: 'formInvalid', actions: 'showIssues' }, { target: 'submitting' }],
      },
    },
    submitting: {
      meta: { spec: '7 Register (E) and register/mobile (E)' },
      invoke: {
        src: 'register',
        input: ({ context }): RegisterRequest => {
          const registration: Record<string, string | boolean> = { password: '', confirmPassword: '', agreed: context.agreed };
          const shown = registerFormFields(context);
          for (const { name } of shown) registration[name] = formValue(name, context.values[name]);
          if (shown.some((field) => field.name === 'mobileNum')) registration.countryDialingCode = context.countryDialingCode;
          if (context.referralCode && !context.affiliateFieldShown) registration.affiliateCode = context.referralCode;
          if (context.referralCode) registration.referralCode = context.referralCode;
          return {
            mode: context.mode,
            registration: {
              ...(registration as unknown as Registration),
              domain: context.domain,
              registerUrl: context.registerUrl ?? '',
              registerMethod: 'WEB',
              login: true,
            },
          };
        },
        onDone: { target: 'succeeded', actions: 'storeUser' },
        onError: [
          { guard: 'invalidAffiliate', target: 'editing', actions: ['rejectReferral', 'renewCaptcha'] },
          { guard: 'refusedFields', target: 'editing', actions: ['storeFieldErrors', 'renewCaptcha'] },
          { target: 'editing', actions: ['warnServer', 'renewCaptcha'] },
        ],
      },
    },
    succeeded: { type: 'final', meta: { spec: '4 Password flows: registration success loads login info, closes, goes to /' } },
  },
  output: ({ context }) => ({ user: context.user as UserInfo }),
});
