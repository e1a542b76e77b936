import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_WEAK_PASSWORD } from '../src/contract/platform';
import type { LoginRequest, UserInfo } from '../src/contract/session';
import type { PasswordChangeReason } from './session.machine';

export type LoginField = 'username' | 'password' | 'captcha';

/** Why the form refuses or the server refused; views translate these. */
export type LoginError =
  | { kind: 'required' }
  | { kind: 'captchaRequired' }
  | { kind: 'server'; code: string | null; message: string }
  | { kind: 'network' }
  | { kind: 'captchaUnavailable' };

export type LoginEvent =
  | { type: 'CHANGE'; field: LoginField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'REFRESH_CAPTCHA' };

export type LoginInput = { site: 'member' | 'agent'; passwordPolicy: boolean };

export type LoginContext = LoginInput & {
  username: string;
  password: string;
  captcha: string;
  captchaShown: boolean;
  captchaImage: string | null;
  error: LoginError | null;
  user: UserInfo | null;
};

export type LoginOutput = { user: UserInfo; passwordChange: PasswordChangeReason };

type LoginFailure = { kind?: string; message?: string; details?: { code?: string | null; value?: unknown } };
const failureOf = (event: unknown) => (event as { error: LoginFailure }).error ?? {};
const asksForCaptcha = (failure: LoginFailure) =>
  (failure.details?.value as { captcha?: boolean } | undefined)?.captcha === true;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
  },
  actors: {
    login: fromPromise<UserInfo, LoginRequest>(async () => {
      throw new Error('login not provided');
    }),
    loadCaptcha: fromPromise<string>(async () => {
      throw new Error('loadCaptcha not provided');
    }),
  },
  guards: {
    // SPEC 5 Login: inputs trimmed; user name and password required; captcha required when shown.
    missingCredentials: ({ context }) => context.username.trim() === '' || context.password.trim() === '',
    missingCaptcha: ({ context }) => context.captchaShown && context.captcha.trim() === '',
    failureAsksForCaptcha: ({ event }) => asksForCaptcha(failureOf(event)),
    captchaShown: ({ context }) => context.captchaShown,
  },
  actions: {
    change: assign(({ event }) => {
      const { field, value } = event as Extract<LoginEvent, { type: 'CHANGE' }>;
      return { [field]: value, error: null };
    }),
    requireCredentials: assign({ error: { kind: 'required' } as LoginError }),
    requireCaptcha: assign({ error: { kind: 'captchaRequired' } as LoginError }),
    noteServerError: assign(({ event }) => {
      const failure = failureOf(event);
      const error: LoginError =
        failure.kind === 'business'
          ? { kind: 'server', code: failure.details?.code ?? null, message: failure.message ?? 'Unknown error' }
          : { kind: 'network' };
      return { error, captcha: '' };
    }),
    showCaptcha: assign({ captchaShown: true }),
    storeCaptcha: assign({ captchaImage: ({ event }) => (event as unknown as { output: string }).output }),
    noteCaptchaUnavailable: assign({ error: { kind: 'captchaUnavailable' } as LoginError }),
    storeUser: assign({ user: ({ event }) => (event as unknown as { output: UserInfo }).output }),
  },
}).createMachine({
  id: 'login',
  meta: { spec: '4 Login' },
  context: ({ input }) => ({
    ...input,
    username: '',
    password: '',
    captcha: '',
    captchaShown: false,
    captchaImage: null,
    error: null,
    user: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      meta: { spec: '5 Login' },
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [
          { guard: 'missingCredentials', actions: 'requireCredentials' },
          { guard: 'missingCaptcha', actions: 'requireCaptcha' },
          { target: 'submitting' },
        ],
        REFRESH_CAPTCHA: { guard: 'captchaShown', target: 'loadingCaptcha' },
      },
    },
    submitting: {
      meta: { spec: '4 Login' },
      invoke: {
        src: 'login',
        input: ({ context }) => ({
          username: context.username.trim(),
          password: context.password,
          captcha: context.captcha.trim(),
          type: 'username' as const,
          site: context.site,
        }),
        onDone: { target: 'succeeded', actions: 'storeUser' },
        onError: [
          // SPEC 4: a failed login whose response carries a captcha shows the box and loads the image.
          { guard: 'failureAsksForCaptcha', target: 'loadingCaptcha', actions: ['noteServerError', 'showCaptcha'] },
          { target: 'editing', actions: 'noteServerError' },
        ],
      },
    },
    loadingCaptcha: {
      meta: { spec: '7 Captcha' },
      invoke: {
        src: 'loadCaptcha',
        onDone: { target: 'editing', actions: 'storeCaptcha' },
        onError: { target: 'editing', actions: 'noteCaptchaUnavailable' },
      },
    },
    succeeded: { type: 'final', meta: { spec: '4 Login: store user info and token' } },
  },
  output: ({ context }) => {
    const user = context.user as UserInfo;
    // SPEC 4: default weak password, or expired with the policy on, forces a change (username logins).
    const passwordChange: PasswordChangeReason =
      context.password === DEFAULT_WEAK_PASSWORD ? 'default' : user.passwordExpired && context.passwordPolicy ? 'expired' : null;
    return { user, passwordChange };
  },
});
