import { assign, fromPromise, setup } from 'xstate';
import type { BreakPeriod, PlayerBlock, TakeBreakRequest } from '@kernel/playerSafety';
import { isWrongBreakPassword, passwordMissing } from './selfExclusion.rules';

export type SelfExclusionEvent =
  | { type: 'CHOOSE'; period: BreakPeriod }
  | { type: 'CHANGE_PASSWORD'; text: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export type SelfExclusionContext = {
  period: BreakPeriod | null;
  password: string;
  /** CONFIRM with no password typed. */
  passwordRequired: boolean;
  /** The break granted: its kind and when it lapses. */
  block: PlayerBlock | null;
  failure: unknown;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;

/**
 * Take a break (issue 26): the member picks a time-out (24 hours, 7 or 30 days) or a
 * self-exclusion (6 months, 1 or 5 years), is warned it cannot be undone, and confirms with the
 * login password. Granted, the backend has ended every session: the app logs out (endSession). A
 * wrong password asks again; another failure offers a retry of the same request.
 */
export const selfExclusionMachine = setup({
  types: { context: {} as SelfExclusionContext, events: {} as SelfExclusionEvent },
  actors: {
    takeBreak: fromPromise<PlayerBlock, TakeBreakRequest>(async () => {
      throw new Error('takeBreak not provided');
    }),
  },
  guards: {
    passwordMissing: ({ context }) => passwordMissing(context.password),
    wrongPassword: ({ event }) => isWrongBreakPassword(errorOf(event)),
  },
  actions: {
    choose: assign(({ event }) => ({
      period: (event as Extract<SelfExclusionEvent, { type: 'CHOOSE' }>).period,
      password: '',
      passwordRequired: false,
      failure: null,
    })),
    changePassword: assign({ password: ({ event }) => (event as Extract<SelfExclusionEvent, { type: 'CHANGE_PASSWORD' }>).text, passwordRequired: false }),
    requirePassword: assign({ passwordRequired: true }),
    reset: assign({ period: null, password: '', passwordRequired: false, failure: null }),
    storeBlock: assign({ block: ({ event }) => (event as unknown as { output: PlayerBlock }).output, password: '' }),
    // A wrong password is cleared so the member types it again.
    noteWrongPassword: assign(({ event }) => ({ failure: errorOf(event), password: '' })),
    noteFailure: assign({ failure: ({ event }) => errorOf(event) }),
    /** The app logs out: the backend has already ended every session of the member. */
    endSession: () => {},
  },
}).createMachine({
  id: 'selfExclusion',
  meta: { spec: 'issue 26 Take a break: time-out or self-exclusion' },
  context: { period: null, password: '', passwordRequired: false, block: null, failure: null },
  initial: 'choosing',
  states: {
    choosing: {
      meta: { spec: 'issue 26 time-out 24 hours, 7 or 30 days; self-exclusion 6 months, 1 or 5 years' },
      on: { CHOOSE: { target: 'confirming', actions: 'choose' } },
    },
    confirming: {
      meta: { spec: 'issue 26 confirmed with the password; it cannot be undone' },
      on: {
        CHANGE_PASSWORD: { actions: 'changePassword' },
        CONFIRM: [{ guard: 'passwordMissing', actions: 'requirePassword' }, { target: 'submitting' }],
        CANCEL: { target: 'choosing', actions: 'reset' },
      },
    },
    submitting: {
      meta: { spec: 'issue 26 the break starts and every session ends' },
      invoke: {
        src: 'takeBreak',
        input: ({ context }) => ({ period: context.period ?? '24h', password: context.password }),
        onDone: { target: 'done', actions: ['storeBlock', 'endSession'] },
        onError: [
          { guard: 'wrongPassword', target: 'wrongPassword', actions: 'noteWrongPassword' },
          { target: 'failed', actions: 'noteFailure' },
        ],
      },
    },
    wrongPassword: {
      meta: { spec: 'issue 26 a wrong password refuses the break' },
      on: {
        CHANGE_PASSWORD: { target: 'confirming', actions: 'changePassword' },
        CANCEL: { target: 'choosing', actions: 'reset' },
      },
    },
    failed: {
      meta: { spec: '8 Network link is abnormal, please try again' },
      on: { RETRY: 'submitting', CANCEL: { target: 'choosing', actions: 'reset' } },
    },
    done: { meta: { spec: 'issue 26 the break runs until its end; the session has ended' }, type: 'final' },
  },
});
