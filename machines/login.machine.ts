import { assign, fromPromise, setup } from 'xstate';
import type { LoginVerificationChallenge, LoginVerificationType } from '../kernel/account';
import { accountNameWellFormed } from '../kernel/accountName';
import { ErrorCode } from '../kernel/errorCodes';
import { DEFAULT_WEAK_PASSWORD } from '../kernel/platform';
import type { LoginRequest, UserInfo } from '../kernel/session';
import type { LoginTwoFactorRequest } from '../kernel/twoFactor';
import type { FieldRule } from '../kernel/validation';
import { loginMobileRule, mobileReady } from './accountForm.rules';
import {
  NO_TWO_FACTOR,
  type SecondFactorContext,
  type SecondFactorError,
  type SecondFactorEvent,
  secondFactorActions,
  secondFactorGuards,
  secondFactorStates,
} from './auth/secondFactor.fragment';
import { countryOf, defaultDialingCode, type FormRules, NO_FORM_RULES, withServedRules } from './formRules.rules';
import type { PasswordChangeReason } from './session.machine';

export type LoginTab = 'username' | 'sms';
export type LoginField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'smsCode' | 'answer' | 'twoFactorCode';

/** Why the form refuses or the server refused; views translate these. */
export type LoginError =
  | { kind: 'required' }
  /** SPEC 5 'account or password format incorrect': a name no account can have. */
  | { kind: 'format' }
  | { kind: 'captchaRequired' }
  | { kind: 'mobileRequired' }
  | { kind: 'mobileFormat' }
  | { kind: 'codeRequired' }
  | { kind: 'answerRequired' }
  /** Issue 26: the second factor's refusals (its 'codeRequired' is the SMS code's too). */
  | SecondFactorError
  | { kind: 'server'; code: string | null; message: string }
  | { kind: 'network' };

export type LoginEvent =
  | { type: 'CHANGE'; field: LoginField; value: string }
  | { type: 'SELECT_TAB'; tab: LoginTab }
  | { type: 'TOGGLE_REMEMBER' }
  /** A dialling code of the served country list for the SMS login's mobile number. */
  | { type: 'SELECT_COUNTRY'; code: string }
  | { type: 'SUBMIT' }
  | { type: 'SELECT_VERIFICATION'; verification: LoginVerificationType }
  | { type: 'CANCEL_VERIFICATION' }
  /** Issue 26: the second factor's method; CANCEL_TWO_FACTOR is back to the password. */
  | SecondFactorEvent;

export type LoginInput = {
  site: 'member' | 'agent';
  passwordPolicy: boolean;
  /** SPEC 2: the SMS tab exists only when code login is enabled. */
  codeLoginEnabled?: boolean;
  /** The user name remembered for a day, if any (SPEC 9 remember-me). */
  rememberedUsername?: string | null;
  /** Digits a mobile number has when the server lists no dialling code (its home market). */
  mobileLength?: number;
};

export type LoginContext = Required<LoginInput> &
  /** Issue 26: the ticket of a password login that needs the second factor, how it is answered, and the code typed. */
  SecondFactorContext & {
    tab: LoginTab;
    username: string;
    password: string;
    captcha: string;
    mobileNum: string;
    /** The served country codes and validators (SPEC 7), read when the SMS tab is first shown; none until then, and none when they cannot be read. */
    rules: FormRules;
    /** The served rules were read (or could not be): the SMS tab does not read them again. */
    rulesRead: boolean;
    /** The mobile number's dialling code: one of the served list ('' while there is none: the server's home market). */
    countryDialingCode: string;
    smsCode: string;
    remember: boolean;
    captchaShown: boolean;
    challenge: LoginVerificationChallenge | null;
    verification: LoginVerificationType | null;
    answer: string;
    error: LoginError | null;
    user: UserInfo | null;
  };

export type LoginOutput = {
  user: UserInfo;
  passwordChange: PasswordChangeReason;
  /** Kept in memory only, so a forced password change need not ask for it again (SPEC 5). */
  password: string | null;
};

type LoginFailure = { kind?: string; message?: string; details?: { code?: string | null; value?: unknown } };
const failureOf = (event: unknown) => ((event as { error?: LoginFailure }).error ?? {}) as LoginFailure;
const asksForCaptcha = (failure: LoginFailure) => (failure.details?.value as { captcha?: boolean } | undefined)?.captcha === true;
const serverError = (failure: LoginFailure): LoginError =>
  failure.kind === 'business' ? { kind: 'server', code: failure.details?.code ?? null, message: failure.message ?? 'Unknown error' } : { kind: 'network' };

/**
 * The SMS login's mobile rule under what the server serves, as the register and forgot-password
 * forms hold theirs (machines/formRules.rules.ts): the chosen country's digits, else the form's own.
 */
export const loginMobileFieldRule = (context: Pick<LoginContext, 'mobileLength' | 'rules' | 'countryDialingCode'>): FieldRule =>
  (withServedRules([{ name: 'mobileNum', rule: loginMobileRule(context.mobileLength) }], context.rules, context.countryDialingCode)[0] as { rule: FieldRule }).rule;

/** SPEC 2: another tab, and the SMS tab only when code login is enabled. */
const tabAllowed = (context: LoginContext, { tab }: { tab: LoginTab }) => tab !== context.tab && (tab === 'username' || context.codeLoginEnabled);

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
  },
  actors: {
    /** GET country codes and GET validators (SPEC 7: 'registration validators, country codes'). */
    loadFormRules: fromPromise<FormRules>(async () => {
      throw new Error('loadFormRules not provided');
    }),
    login: fromPromise<UserInfo, LoginRequest>(async () => {
      throw new Error('login not provided');
    }),
    verify: fromPromise<UserInfo, { ticket: string; type: LoginVerificationType; answer: string }>(async () => {
      throw new Error('verify not provided');
    }),
    /** Issue 26: the login's second step, the ticket and a code (POST loginTwoFactor). */
    secondFactor: fromPromise<UserInfo, LoginTwoFactorRequest>(async () => {
      throw new Error('secondFactor not provided');
    }),
  },
  guards: {
    ...secondFactorGuards,
    smsTab: ({ context }) => context.tab === 'sms',
    // SPEC 5 Login: inputs trimmed; user name and password required; captcha required when shown.
    missingCredentials: ({ context }) => context.username.trim() === '' || context.password.trim() === '',
    malformedName: ({ context }) => !accountNameWellFormed(context.username.trim()),
    missingCaptcha: ({ context }) => context.captchaShown && context.captcha.trim() === '',
    missingMobile: ({ context }) => context.mobileNum.trim() === '',
    badMobile: ({ context }) => !mobileReady(context.mobileNum, loginMobileFieldRule(context)),
    missingCode: ({ context }) => context.smsCode.trim() === '',
    tabAllowed: ({ context, event }) => tabAllowed(context, event as Extract<LoginEvent, { type: 'SELECT_TAB' }>),
    // SPEC 7: the SMS tab's country codes are read once, when it is first shown.
    smsTabFirstShown: ({ context, event }) => {
      const select = event as Extract<LoginEvent, { type: 'SELECT_TAB' }>;
      return tabAllowed(context, select) && select.tab === 'sms' && !context.rulesRead;
    },
    countryOffered: ({ context, event }) => {
      const { code } = event as Extract<LoginEvent, { type: 'SELECT_COUNTRY' }>;
      return code !== context.countryDialingCode && countryOf(context.rules, code) !== null;
    },
    needsVerification: ({ event }) => failureOf(event).details?.code === ErrorCode.verificationRequired,
    failureAsksForCaptcha: ({ event }) => asksForCaptcha(failureOf(event)),
    missingAnswer: ({ context }) => context.answer.trim() === '',
    verificationChosen: ({ context }) => context.verification !== null,
  },
  actions: {
    ...secondFactorActions<LoginContext, LoginEvent>(),
    change: assign(({ event }) => {
      const { field, value } = event as Extract<LoginEvent, { type: 'CHANGE' }>;
      return { [field]: value, error: null };
    }),
    selectTab: assign(({ event }) => ({ tab: (event as Extract<LoginEvent, { type: 'SELECT_TAB' }>).tab, error: null })),
    storeRules: assign(({ event }) => {
      const rules = (event as unknown as { output: FormRules }).output;
      return { rules, rulesRead: true, countryDialingCode: defaultDialingCode(rules) };
    }),
    // Without them the SMS tab still works: the server's home market and the form's own rule.
    noteRulesUnread: assign({ rulesRead: true }),
    // The number is held to the new country's length: a problem shown under it may no longer hold.
    selectCountry: assign(({ event }) => ({ countryDialingCode: (event as Extract<LoginEvent, { type: 'SELECT_COUNTRY' }>).code, error: null })),
    toggleRemember: assign({ remember: ({ context }) => !context.remember }),
    requireCredentials: assign({ error: { kind: 'required' } as LoginError }),
    rejectFormat: assign({ error: { kind: 'format' } as LoginError }),
    requireCaptcha: assign({ error: { kind: 'captchaRequired' } as LoginError }),
    requireMobile: assign({ error: { kind: 'mobileRequired' } as LoginError }),
    rejectMobile: assign({ error: { kind: 'mobileFormat' } as LoginError }),
    requireCode: assign({ error: { kind: 'codeRequired' } as LoginError }),
    requireAnswer: assign({ error: { kind: 'answerRequired' } as LoginError }),
    noteServerError: assign(({ event }) => ({ error: serverError(failureOf(event)), captcha: '' })),
    showCaptcha: assign({ captchaShown: true }),
    /** A captcha is single-use: the answer sent with an attempt is gone once the server answered it. */
    clearCaptcha: assign({ captcha: '' }),
    storeChallenge: assign(({ event }) => {
      const challenge = failureOf(event).details?.value as LoginVerificationChallenge;
      return { challenge, verification: challenge.types[0] ?? null, answer: '', error: null };
    }),
    selectVerification: assign(({ event }) => ({
      verification: (event as Extract<LoginEvent, { type: 'SELECT_VERIFICATION' }>).verification,
      answer: '',
      error: null,
    })),
    dropChallenge: assign({ challenge: null, verification: null, answer: '' }),
    storeUser: assign({ user: ({ event }) => (event as unknown as { output: UserInfo }).output }),
    /** The captcha answer was used up by the server: the view fetches a new image when one is shown. */
    renewCaptcha: () => {},
    /** Remember the user name for a day, the password in the browser's credential store only. */
    remember: () => {},
  },
}).createMachine({
  id: 'login',
  meta: { spec: '4 Login' },
  context: ({ input }) => ({
    site: input.site,
    passwordPolicy: input.passwordPolicy,
    codeLoginEnabled: input.codeLoginEnabled ?? false,
    rememberedUsername: input.rememberedUsername ?? null,
    mobileLength: input.mobileLength ?? 10,
    tab: 'username',
    username: input.rememberedUsername ?? '',
    password: '',
    captcha: '',
    mobileNum: '',
    rules: NO_FORM_RULES,
    rulesRead: false,
    countryDialingCode: '',
    smsCode: '',
    remember: Boolean(input.rememberedUsername),
    captchaShown: false,
    challenge: null,
    verification: null,
    answer: '',
    ...NO_TWO_FACTOR,
    error: null,
    user: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      meta: { spec: '5 Login' },
      on: {
        CHANGE: { actions: 'change' },
        SELECT_TAB: [
          { guard: 'smsTabFirstShown', target: 'loadingRules', actions: 'selectTab' },
          { guard: 'tabAllowed', actions: 'selectTab' },
        ],
        SELECT_COUNTRY: { guard: 'countryOffered', actions: 'selectCountry' },
        TOGGLE_REMEMBER: { actions: 'toggleRemember' },
        SUBMIT: [
          { guard: 'smsTab', target: 'checkingSms' },
          { guard: 'missingCredentials', actions: 'requireCredentials' },
          // A name no account can have is refused here: nothing to send, no captcha to ask for.
          { guard: 'malformedName', actions: 'rejectFormat' },
          { guard: 'missingCaptcha', actions: 'requireCaptcha' },
          { target: 'submitting' },
        ],
      },
    },
    loadingRules: {
      meta: { spec: '7 Registration validators and country codes: the SMS login chooses its dialling code from them' },
      invoke: {
        src: 'loadFormRules',
        onDone: { target: 'editing', actions: 'storeRules' },
        onError: { target: 'editing', actions: 'noteRulesUnread' },
      },
      // Back to the user name tab while they are read: the SMS tab reads them when shown again.
      on: { SELECT_TAB: { guard: 'tabAllowed', target: 'editing', actions: 'selectTab' } },
    },
    checkingSms: {
      meta: { spec: '5 Login: SMS login needs mobile, phone format and code' },
      always: [
        { guard: 'missingMobile', target: 'editing', actions: 'requireMobile' },
        { guard: 'badMobile', target: 'editing', actions: 'rejectMobile' },
        { guard: 'missingCode', target: 'editing', actions: 'requireCode' },
        { target: 'submitting' },
      ],
    },
    submitting: {
      meta: { spec: '4 Login' },
      invoke: {
        src: 'login',
        input: ({ context }): LoginRequest =>
          context.tab === 'sms'
            ? {
                username: context.mobileNum.trim(),
                password: context.smsCode.trim(),
                type: 'sms',
                countryDialingCode: context.countryDialingCode,
                site: context.site,
              }
            : {
                username: context.username.trim(),
                password: context.password,
                captcha: context.captcha.trim(),
                type: 'username',
                site: context.site,
              },
        onDone: { target: 'succeeded', actions: ['storeUser', 'remember'] },
        onError: [
          // Issue 26: a right password of an account with two-factor on asks for the code; no session yet.
          // The attempt spent its captcha like any answered one: cleared and renewed.
          { guard: 'needsSecondFactor', target: 'secondFactor', actions: ['storeTwoFactorTicket', 'clearCaptcha', 'renewCaptcha'] },
          // SPEC 4: a login from an unregistered IP asks for extra verification.
          // The attempt spent its captcha (single-use) like any answered one: cleared and renewed, as register does.
          { guard: 'needsVerification', target: 'verifying', actions: ['storeChallenge', 'clearCaptcha', 'renewCaptcha'] },
          // SPEC 4: a failed login whose response carries a captcha shows the box and loads the image.
          { guard: 'failureAsksForCaptcha', target: 'editing', actions: ['noteServerError', 'showCaptcha', 'renewCaptcha'] },
          // Any failed attempt used up the captcha answer, if one was shown.
          { target: 'editing', actions: ['noteServerError', 'renewCaptcha'] },
        ],
      },
    },
    verifying: {
      meta: { spec: '4 Login: unregistered IP verification' },
      on: {
        CHANGE: { actions: 'change' },
        SELECT_VERIFICATION: { actions: 'selectVerification' },
        CANCEL_VERIFICATION: { target: 'editing', actions: 'dropChallenge' },
        SUBMIT: [{ guard: 'missingAnswer', actions: 'requireAnswer' }, { target: 'submittingVerification' }],
      },
    },
    submittingVerification: {
      meta: { spec: '4 Login: unregistered IP verification' },
      invoke: {
        src: 'verify',
        input: ({ context }) => ({
          ticket: context.challenge?.ticket ?? '',
          type: context.verification ?? 'MOBILE_CODE',
          answer: context.answer.trim(),
        }),
        onDone: { target: 'succeeded', actions: ['storeUser', 'remember'] },
        onError: { target: 'verifying', actions: 'noteServerError' },
      },
    },
    ...secondFactorStates({
      spec: 'Issue 26: two-factor authentication, the code after the password',
      // Back to the password: the ticket and the code go, the rest stays.
      cancel: { target: 'editing', actions: 'dropTwoFactor' },
      done: { target: 'succeeded', actions: ['storeUser', 'remember'] },
      // The ticket's five minutes passed (or its wrong codes used it up): the password again, saying why.
      over: { guard: 'twoFactorExpired', target: 'editing', actions: ['dropTwoFactor', 'noteServerError'] },
    }),
    succeeded: { type: 'final', meta: { spec: '4 Login: store user info and token' } },
  },
  output: ({ context }) => {
    const user = context.user as UserInfo;
    const byPassword = context.tab === 'username';
    // SPEC 4: default weak password, or expired with the policy on, forces a change — not for SMS logins.
    const passwordChange: PasswordChangeReason = !byPassword
      ? null
      : context.password === DEFAULT_WEAK_PASSWORD
        ? 'default'
        : user.passwordExpired && context.passwordPolicy
          ? 'expired'
          : null;
    return { user, passwordChange, password: byPassword ? context.password : null };
  },
});
