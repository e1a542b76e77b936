import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_SMS_EXPIRED_MINUTES } from '../kernel/account';
import { ErrorCode } from '../kernel/errorCodes';

export type SmsWarning = { code: string | null; message: string };

export type SmsCountdownEvent = { type: 'SEND' } | { type: 'DISMISS_WARNING' };
export type SmsCountdownContext = { secondsLeft: number; warning: SmsWarning | null };

type SendFailure = { kind?: string; message?: string; details?: { code?: string | null } };
const failureOf = (event: unknown) => ((event as { error?: SendFailure }).error ?? {}) as SendFailure;

/**
 * SPEC 9 SMS button: a send starts a countdown of expiredMinutes x 60 s (1 minute by default)
 * during which the button is disabled; clicks are throttled to one a second; a failure shows a
 * warning with the server's message; 'too many requests' blocks sending for 5 minutes.
 */
export const smsCountdownMachine = setup({
  types: { context: {} as SmsCountdownContext, events: {} as SmsCountdownEvent },
  actors: {
    sendCode: fromPromise<{ expiredMinutes: number }>(async () => {
      throw new Error('sendCode not provided');
    }),
  },
  guards: {
    // The parent form decides whether the number is valid; an invalid one never reaches SEND.
    tooManyRequests: ({ event }) => failureOf(event).details?.code === ErrorCode.tooManyRequests,
    moreSeconds: ({ context }) => context.secondsLeft > 1,
  },
  actions: {
    startCountdown: assign({
      secondsLeft: ({ event }) => {
        const minutes = (event as unknown as { output?: { expiredMinutes?: number } }).output?.expiredMinutes;
        return Math.round((minutes && minutes > 0 ? minutes : DEFAULT_SMS_EXPIRED_MINUTES) * 60);
      },
      warning: null,
    }),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    warn: assign({
      warning: ({ event }) => {
        const failure = failureOf(event);
        return { code: failure.details?.code ?? null, message: failure.message ?? 'Unknown error' };
      },
      secondsLeft: 0,
    }),
    dismissWarning: assign({ warning: null }),
  },
  delays: { second: 1000, clickThrottle: 1000, tooManyRequestsWait: 5 * 60_000 },
}).createMachine({
  id: 'smsCountdown',
  meta: { spec: '9 SMS resend countdown' },
  context: { secondsLeft: 0, warning: null },
  initial: 'ready',
  on: { DISMISS_WARNING: { actions: 'dismissWarning' } },
  states: {
    ready: { meta: { spec: '4 SMS send buttons' }, on: { SEND: 'sending' } },
    sending: {
      meta: { spec: '7 SMS codes' },
      invoke: {
        src: 'sendCode',
        onDone: { target: 'counting', actions: 'startCountdown' },
        onError: [
          { guard: 'tooManyRequests', target: 'blocked', actions: 'warn' },
          { target: 'throttled', actions: 'warn' },
        ],
      },
    },
    counting: {
      meta: { spec: '9 SMS resend countdown' },
      after: {
        second: [
          { guard: 'moreSeconds', target: 'counting', reenter: true, actions: 'tick' },
          { target: 'ready', actions: 'tick' },
        ],
      },
    },
    throttled: { meta: { spec: '9 SMS click throttled to 1 per second' }, after: { clickThrottle: 'ready' } },
    blocked: { meta: { spec: '8 Too many requests: wait 5 minutes' }, after: { tooManyRequestsWait: 'ready' } },
  },
});
