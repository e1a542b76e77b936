import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { UserInfo } from '../../kernel/session';
import { SocialErrorCode } from '../../kernel/socialErrorCodes';
import type { SocialChannel, SocialLinkTicket } from '../../kernel/socialLogin';
import type { LoginTwoFactorRequest } from '../../kernel/twoFactor';
import type { LoginOutput } from '../login.machine';
import {
  NO_TWO_FACTOR,
  type SecondFactorContext,
  type SecondFactorError,
  type SecondFactorEvent,
  secondFactorActions,
  secondFactorGuards,
  secondFactorStates,
} from './secondFactor.fragment';

/**
 * Social login by popup (SPEC 2 one-click icons; SPEC 4 'Social login (Google or Facebook) lets the
 * user link an account or register new'; SPEC 8 'popup closed by user' and 'Popup blocked'): open
 * the provider's page in a popup, wait for its answer from our callback page, exchange the code,
 * log in with the id token; an identity not linked yet chooses to link an account or register one.
 * Issue 26 item 2: the identity (or the password typed to link one) is the first factor only; an
 * account with two-factor on answers with a ticket, and the code finishes the login as the password
 * login's second step does (the same fragment: secondFactor.fragment.ts).
 */

/** What the authorization request was made with: the state and nonce are checked on the way back. */
export type SocialAttempt = { state: string; nonce: string; codeVerifier: string };
/** The callback page's query: code and state, or error and state (RFC 6749 4.1.2). */
export type CallbackParams = Readonly<Record<string, string>>;

export type SocialField = 'username' | 'password' | 'confirmPassword' | 'twoFactorCode';

export type SocialLoginError =
  | { kind: 'blocked' }
  /** SPEC 8 'popup closed by user ('Login failure. Please try again.')'. */
  | { kind: 'closed' }
  /** The person chose Cancel on the provider's page (error=access_denied). */
  | { kind: 'cancelled' }
  /** Any other provider answer: an error, a code that would not exchange, a token that does not check. */
  | { kind: 'provider' }
  /** The answer names another state than the request's: never used. */
  | { kind: 'state' }
  | { kind: 'required' }
  | { kind: 'mismatch' }
  /** The second factor's code left empty, or an authenticator code not of 6 digits. */
  | SecondFactorError
  | { kind: 'server'; code: string | null; message: string }
  | { kind: 'network' };

export type SocialLoginEvent =
  | { type: 'START'; channel: SocialChannel }
  | { type: 'CALLBACK'; params: CallbackParams }
  | { type: 'CHOOSE_LINK' }
  | { type: 'CHOOSE_REGISTER' }
  | { type: 'BACK' }
  | { type: 'CHANGE'; field: SocialField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS' }
  /** The second factor's method; CANCEL_TWO_FACTOR gives up: the social login is over. */
  | SecondFactorEvent;

/** Issue 26: the ticket of a login by identity (or by link) that needs the second factor, how it is answered, and the code typed. */
export type SocialLoginContext = SecondFactorContext & {
  channel: SocialChannel | null;
  attempt: SocialAttempt | null;
  ticket: SocialLinkTicket | null;
  username: string;
  password: string;
  confirmPassword: string;
  error: SocialLoginError | null;
  user: UserInfo | null;
};

type Failure = { kind?: string; message?: string; details?: { code?: string | null; value?: unknown } };
const failureOf = (event: unknown) => ((event as { error?: Failure }).error ?? {}) as Failure;
const callbackOf = (event: unknown) => (event as Extract<SocialLoginEvent, { type: 'CALLBACK' }>).params;
const serverError = (failure: Failure): SocialLoginError =>
  failure.kind === 'business' ? { kind: 'server', code: failure.details?.code ?? null, message: failure.message ?? 'Unknown error' } : { kind: 'network' };

const EMPTY_FORM = { username: '', password: '', confirmPassword: '' };

export const socialLoginMachine = setup({
  types: {
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    /** Opens the popup at once (within the click, so no blocker stops it), then sends it to the provider. Fails with kind 'popupBlocked'. */
    begin: fromPromise<SocialAttempt, { channel: SocialChannel }>(async () => {
      throw new Error('begin not provided');
    }),
    /** Listens for the callback page's message (our origin, the popup, a callback shape) and sends CALLBACK. */
    awaitCallback: fromCallback<SocialLoginEvent, { state: string }>(() => () => {}),
    /** The token request (code, PKCE verifier), the id token's checks including the nonce: the id token. */
    exchange: fromPromise<string, { channel: SocialChannel; params: CallbackParams; attempt: SocialAttempt }>(async () => {
      throw new Error('exchange not provided');
    }),
    /** SPEC 3 login with firebaseChannel and firebaseIdToken. */
    login: fromPromise<UserInfo, { channel: SocialChannel; idToken: string; nonce: string }>(async () => {
      throw new Error('login not provided');
    }),
    link: fromPromise<UserInfo, { ticket: string; username: string; password: string }>(async () => {
      throw new Error('link not provided');
    }),
    register: fromPromise<UserInfo, { ticket: string; username: string; password: string; confirmPassword: string }>(async () => {
      throw new Error('register not provided');
    }),
    /** Issue 26: the login's second step, the ticket and a code (POST loginTwoFactor). */
    secondFactor: fromPromise<UserInfo, LoginTwoFactorRequest>(async () => {
      throw new Error('secondFactor not provided');
    }),
  },
  delays: {
    /** How often the open popup is looked at: closed by the person means the login failed (SPEC 8). */
    popupPoll: 500,
    /**
     * How long a popup seen closed may still answer: the callback page posts its answer and then
     * closes itself, and the opener can see the window closed before the message is delivered.
     */
    closedPopupGrace: 1000,
  },
  guards: {
    ...secondFactorGuards,
    /** Provided: the popup window is closed. */
    popupClosed: () => false,
    popupBlocked: ({ event }) => failureOf(event).kind === 'popupBlocked',
    stateMismatch: ({ context, event }) => callbackOf(event).state !== context.attempt?.state,
    cancelledAtProvider: ({ event }) => callbackOf(event).error === 'access_denied',
    providerError: ({ event }) => callbackOf(event).error !== undefined || !callbackOf(event).code,
    notLinked: ({ event }) => failureOf(event).details?.code === SocialErrorCode.socialNotLinked,
    ticketGone: ({ event }) => failureOf(event).details?.code === SocialErrorCode.socialTicketExpired,
    missingLink: ({ context }) => context.username.trim() === '' || context.password === '',
    missingRegister: ({ context }) => context.username.trim() === '' || context.password === '' || context.confirmPassword === '',
    passwordsDiffer: ({ context }) => context.password !== context.confirmPassword,
    /** The two-factor ticket is spent or past its five minutes, or the link it was to finish is gone: start again. */
    secondFactorOver: ({ event }) => secondFactorGuards.twoFactorExpired({ event }) || failureOf(event).details?.code === SocialErrorCode.socialTicketExpired,
  },
  actions: {
    /**
     * The second step opens with its ticket. The link form's password is not kept past the step it
     * was typed for, nor the link ticket: a link waiting for the code is the backend's to finish.
     */
    ...secondFactorActions<SocialLoginContext, SocialLoginEvent>({ attempt: null, ticket: null, ...EMPTY_FORM }),
    start: assign(({ event }) => ({
      channel: (event as Extract<SocialLoginEvent, { type: 'START' }>).channel,
      attempt: null,
      ticket: null,
      ...EMPTY_FORM,
      ...NO_TWO_FACTOR,
      error: null,
      user: null,
    })),
    storeAttempt: assign({ attempt: ({ event }) => (event as unknown as { output: SocialAttempt }).output }),
    failBlocked: assign({ error: { kind: 'blocked' } as SocialLoginError, attempt: null }),
    failClosed: assign({ error: { kind: 'closed' } as SocialLoginError, attempt: null }),
    failCancelled: assign({ error: { kind: 'cancelled' } as SocialLoginError, attempt: null }),
    failProvider: assign({ error: { kind: 'provider' } as SocialLoginError, attempt: null }),
    failState: assign({ error: { kind: 'state' } as SocialLoginError, attempt: null }),
    noteServerError: assign(({ event }) => ({ error: serverError(failureOf(event)) })),
    failServer: assign(({ event }) => ({ error: serverError(failureOf(event)), attempt: null, ticket: null, ...EMPTY_FORM, ...NO_TWO_FACTOR })),
    storeTicket: assign(({ event }) => ({ ticket: failureOf(event).details?.value as SocialLinkTicket, attempt: null, error: null })),
    openLink: assign({ ...EMPTY_FORM, error: null }),
    /** The register step starts from the identity's name (SPEC 3 registration: the username is the person's to change). */
    openRegister: assign(({ context }) => ({ ...EMPTY_FORM, username: context.ticket?.suggestedUsername ?? '', error: null })),
    back: assign({ ...EMPTY_FORM, error: null }),
    change: assign(({ event }) => {
      const { field, value } = event as Extract<SocialLoginEvent, { type: 'CHANGE' }>;
      return { [field]: value, error: null };
    }),
    requireFields: assign({ error: { kind: 'required' } as SocialLoginError }),
    rejectMismatch: assign({ error: { kind: 'mismatch' } as SocialLoginError }),
    storeUser: assign({ user: ({ event }) => (event as unknown as { output: UserInfo }).output, attempt: null }),
    reset: assign({ channel: null, attempt: null, ticket: null, ...EMPTY_FORM, ...NO_TWO_FACTOR, error: null, user: null }),
    /** Provided: closes the popup if it is still open (the flow is over, or began again). */
    closePopup: () => {},
  },
}).createMachine({
  id: 'socialLogin',
  meta: { spec: '4 Login: social login' },
  context: { channel: null, attempt: null, ticket: null, ...EMPTY_FORM, ...NO_TWO_FACTOR, error: null, user: null },
  initial: 'idle',
  states: {
    idle: {
      meta: { spec: '2 Login popup: one-click icons' },
      on: { START: { target: 'opening', actions: 'start' } },
    },
    opening: {
      meta: { spec: '8 Popup blocked' },
      invoke: {
        src: 'begin',
        input: ({ context }) => ({ channel: context.channel as SocialChannel }),
        onDone: { target: 'waiting', actions: 'storeAttempt' },
        onError: [
          { guard: 'popupBlocked', target: 'failed', actions: 'failBlocked' },
          { target: 'failed', actions: ['failProvider', 'closePopup'] },
        ],
      },
    },
    waiting: {
      meta: { spec: '8 popup closed by user' },
      invoke: { src: 'awaitCallback', input: ({ context }) => ({ state: context.attempt?.state ?? '' }) },
      initial: 'watching',
      states: {
        watching: {
          after: {
            popupPoll: [
              { guard: 'popupClosed', target: 'closing' },
              { target: 'watching', reenter: true },
            ],
          },
        },
        /** Closed: the person closed it, unless the callback's answer is still on its way. */
        closing: {
          after: { closedPopupGrace: { target: '#socialLogin.failed', actions: 'failClosed' } },
        },
      },
      on: {
        CALLBACK: [
          { guard: 'stateMismatch', target: 'failed', actions: ['failState', 'closePopup'] },
          { guard: 'cancelledAtProvider', target: 'failed', actions: ['failCancelled', 'closePopup'] },
          { guard: 'providerError', target: 'failed', actions: ['failProvider', 'closePopup'] },
          { target: 'exchanging', actions: 'closePopup' },
        ],
      },
    },
    exchanging: {
      meta: { spec: '3 firebaseIdToken' },
      invoke: {
        src: 'exchange',
        input: ({ context, event }) => ({
          channel: context.channel as SocialChannel,
          params: callbackOf(event),
          attempt: context.attempt as SocialAttempt,
        }),
        onDone: 'loggingIn',
        onError: { target: 'failed', actions: 'failProvider' },
      },
    },
    loggingIn: {
      meta: { spec: '3 login payload: firebaseChannel, firebaseIdToken' },
      invoke: {
        src: 'login',
        input: ({ context, event }) => ({
          channel: context.channel as SocialChannel,
          idToken: (event as unknown as { output: string }).output,
          nonce: context.attempt?.nonce ?? '',
        }),
        onDone: { target: 'succeeded', actions: 'storeUser' },
        onError: [
          // Issue 26: a linked identity of an account with two-factor on asks for the code; no session yet.
          { guard: 'needsSecondFactor', target: 'secondFactor', actions: 'storeTwoFactorTicket' },
          { guard: 'notLinked', target: 'choosing', actions: 'storeTicket' },
          { target: 'failed', actions: 'failServer' },
        ],
      },
    },
    choosing: {
      meta: { spec: '4 Login: link an account or register new' },
      on: {
        CHOOSE_LINK: { target: 'linking', actions: 'openLink' },
        CHOOSE_REGISTER: { target: 'registering', actions: 'openRegister' },
        DISMISS: { target: 'idle', actions: 'reset' },
      },
    },
    linking: {
      meta: { spec: '4 Login: link an account' },
      on: {
        CHANGE: { actions: 'change' },
        BACK: { target: 'choosing', actions: 'back' },
        SUBMIT: [{ guard: 'missingLink', actions: 'requireFields' }, { target: 'submittingLink' }],
      },
    },
    submittingLink: {
      meta: { spec: '4 Login: link an account' },
      invoke: {
        src: 'link',
        input: ({ context }) => ({ ticket: context.ticket?.ticket ?? '', username: context.username.trim(), password: context.password }),
        onDone: { target: 'succeeded', actions: 'storeUser' },
        onError: [
          // Issue 26: the password was right and two-factor is on: the code links and logs in.
          { guard: 'needsSecondFactor', target: 'secondFactor', actions: 'storeTwoFactorTicket' },
          { guard: 'ticketGone', target: 'failed', actions: 'failServer' },
          { target: 'linking', actions: 'noteServerError' },
        ],
      },
    },
    registering: {
      meta: { spec: '4 Login: register new' },
      on: {
        CHANGE: { actions: 'change' },
        BACK: { target: 'choosing', actions: 'back' },
        SUBMIT: [{ guard: 'missingRegister', actions: 'requireFields' }, { guard: 'passwordsDiffer', actions: 'rejectMismatch' }, { target: 'submittingRegister' }],
      },
    },
    submittingRegister: {
      meta: { spec: '4 Login: register new' },
      invoke: {
        src: 'register',
        input: ({ context }) => ({
          ticket: context.ticket?.ticket ?? '',
          username: context.username.trim(),
          password: context.password,
          confirmPassword: context.confirmPassword,
        }),
        onDone: { target: 'succeeded', actions: 'storeUser' },
        onError: [
          { guard: 'ticketGone', target: 'failed', actions: 'failServer' },
          { target: 'registering', actions: 'noteServerError' },
        ],
      },
    },
    ...secondFactorStates({
      spec: 'Issue 26: two-factor authentication, the code after the identity',
      // Giving up at the second factor ends the social login.
      cancel: { target: 'idle', actions: 'reset' },
      done: { target: 'succeeded', actions: 'storeUser' },
      // The ticket's five minutes passed (or its wrong codes used it up), or the link is gone: the social login failed, saying why.
      over: { guard: 'secondFactorOver', target: 'failed', actions: 'failServer' },
    }),
    failed: {
      meta: { spec: "8 'Login failure. Please try again.'" },
      on: {
        START: { target: 'opening', actions: 'start' },
        DISMISS: { target: 'idle', actions: 'reset' },
      },
    },
    succeeded: { type: 'final', meta: { spec: '4 Login: store user info and token' } },
  },
  // SPEC 4: no password change is asked after a login by identity (type firebase); nothing to keep.
  output: ({ context }) => ({ user: context.user as UserInfo, passwordChange: null, password: null }),
});
