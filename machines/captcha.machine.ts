import { assign, fromPromise, setup } from 'xstate';

export type CaptchaEvent = { type: 'REFRESH' } | { type: 'RELOAD' };
export type CaptchaContext = { image: string | null; failed: boolean };

/**
 * SPEC 9: the captcha image refreshes at most once a second. A user's REFRESH inside that second
 * is ignored; RELOAD (the previous answer was used up by a submit) always fetches a new one.
 */
export const captchaMachine = setup({
  types: { context: {} as CaptchaContext, events: {} as CaptchaEvent },
  actors: {
    fetchCaptcha: fromPromise<string>(async () => {
      throw new Error('fetchCaptcha not provided');
    }),
  },
  actions: {
    store: assign({ image: ({ event }) => (event as unknown as { output: string }).output, failed: false }),
    noteFailure: assign({ failed: true }),
  },
  delays: { refreshThrottle: 1000 },
}).createMachine({
  id: 'captcha',
  meta: { spec: '9 Captcha refresh at most once per second' },
  context: { image: null, failed: false },
  initial: 'loading',
  on: { RELOAD: '.loading' },
  states: {
    loading: {
      meta: { spec: '7 Captcha: base64 PNG' },
      invoke: {
        src: 'fetchCaptcha',
        onDone: { target: 'coolingDown', actions: 'store' },
        onError: { target: 'coolingDown', actions: 'noteFailure' },
      },
    },
    coolingDown: {
      meta: { spec: '9 Captcha refresh at most once per second' },
      after: { refreshThrottle: 'ready' },
      on: { REFRESH: {} },
    },
    ready: { meta: { spec: '2 Feedback popup: clickable captcha image' }, on: { REFRESH: 'loading' } },
  },
});
