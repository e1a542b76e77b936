import { assign, fromPromise, setup } from 'xstate';
import { REALITY_CHECK_OFF, type RealityCheckMinutes, type RealityCheckSetting, type SessionSummary } from '@kernel/playerSafety';
import { reminderDelayMs, timePlayedMs } from './realityCheck.rules';

export type RealityCheckEvent =
  /** The member picks an interval (0: off) on the Safer gambling page: it is saved, and the wait starts again from now. */
  { type: 'CHOOSE'; intervalMinutes: RealityCheckMinutes } | { type: 'CONTINUE' } | { type: 'LOG_OUT' } | { type: 'RETRY' };

export type RealityCheckContext = {
  /** The interval in force (0: off, the default until the member picks one). */
  intervalMinutes: RealityCheckMinutes;
  /** The interval being saved. */
  choice: RealityCheckMinutes;
  /** The session's summary the reminder shows; null when it could not be read. */
  summary: SessionSummary | null;
  /** How long the session had been played when the wait started (the first wait after a load keeps to the session's time; 0 after Continue or a change). */
  playedMs: number;
  failure: unknown;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const settingOf = (event: unknown) => (event as { output: RealityCheckSetting }).output;

/**
 * The reality check (issue 26): while a member is signed in, every 30 or 60 minutes (the member's
 * choice; off by default) a reminder over whatever is open shows the time played since login and
 * the session's net result, with Continue (the next one an interval later) or Log out. Time played
 * counts from login, on the backend: a page loaded into a running session first waits the rest of
 * the interval it is in. Choosing another interval saves it and starts a whole wait again; off
 * stops the reminders.
 */
export const realityCheckMachine = setup({
  types: { context: {} as RealityCheckContext, events: {} as RealityCheckEvent },
  actors: {
    loadSetting: fromPromise<RealityCheckSetting>(async () => {
      throw new Error('loadSetting not provided');
    }),
    saveSetting: fromPromise<RealityCheckSetting, RealityCheckSetting>(async () => {
      throw new Error('saveSetting not provided');
    }),
    loadSummary: fromPromise<SessionSummary>(async () => {
      throw new Error('loadSummary not provided');
    }),
  },
  guards: {
    answerOn: ({ event }) => settingOf(event).intervalMinutes !== REALITY_CHECK_OFF,
  },
  actions: {
    storeSetting: assign(({ event }) => ({ intervalMinutes: settingOf(event).intervalMinutes, failure: null })),
    takeChoice: assign({ choice: ({ event }) => (event as Extract<RealityCheckEvent, { type: 'CHOOSE' }>).intervalMinutes, failure: null }),
    storeSummary: assign({ summary: ({ event }) => (event as unknown as { output: SessionSummary }).output }),
    notePlayed: assign({ playedMs: ({ event }) => timePlayedMs((event as unknown as { output: SessionSummary }).output) }),
    restartWait: assign({ playedMs: 0 }),
    forgetSummary: assign({ summary: null }),
    noteFailure: assign({ failure: ({ event }) => errorOf(event) }),
    /** The app ends the session (the session machine's logout). */
    logOut: () => {},
  },
  delays: {
    reminder: ({ context }) => reminderDelayMs(context.intervalMinutes, context.playedMs),
  },
}).createMachine({
  id: 'realityCheck',
  meta: { spec: 'issue 26 Reality check: a reminder every 30 or 60 minutes of play' },
  context: { intervalMinutes: REALITY_CHECK_OFF, choice: REALITY_CHECK_OFF, summary: null, playedMs: 0, failure: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: "issue 26 the member's interval (off until one is picked)" },
      invoke: {
        src: 'loadSetting',
        onDone: [
          { guard: 'answerOn', target: 'aligning', actions: 'storeSetting' },
          { target: 'off', actions: 'storeSetting' },
        ],
        onError: { target: 'unavailable', actions: 'noteFailure' },
      },
    },
    unavailable: {
      meta: { spec: '8 Network link is abnormal, please try again' },
      on: { RETRY: 'loading', CHOOSE: { target: 'saving', actions: 'takeChoice' } },
    },
    off: {
      meta: { spec: 'issue 26 reality check off: no reminders' },
      on: { CHOOSE: { target: 'saving', actions: 'takeChoice' } },
    },
    aligning: {
      meta: { spec: "issue 26 time played counts from login: the first wait keeps to the session's time" },
      invoke: {
        src: 'loadSummary',
        onDone: { target: 'waiting', actions: 'notePlayed' },
        // Without the session's time, a whole interval from now.
        onError: { target: 'waiting', actions: ['restartWait', 'noteFailure'] },
      },
      on: { CHOOSE: { target: 'saving', actions: 'takeChoice' } },
    },
    waiting: {
      meta: { spec: 'issue 26 the next reminder one interval from the last (from now after Continue or a change)' },
      entry: 'forgetSummary',
      after: { reminder: 'loadingSummary' },
      on: { CHOOSE: { target: 'saving', actions: 'takeChoice' } },
    },
    loadingSummary: {
      meta: { spec: 'issue 26 time played since login and net result of this session' },
      invoke: {
        src: 'loadSummary',
        onDone: { target: 'reminding', actions: 'storeSummary' },
        // The reminder still comes, without the figures it could not read.
        onError: { target: 'reminding', actions: 'noteFailure' },
      },
    },
    reminding: {
      meta: { spec: 'issue 26 the reminder over any page or game: Continue or Log out' },
      on: {
        CONTINUE: { target: 'waiting', actions: 'restartWait' },
        LOG_OUT: { target: 'ended', actions: 'logOut' },
      },
    },
    saving: {
      meta: { spec: 'issue 26 the member picks off, 30 or 60 minutes' },
      invoke: {
        src: 'saveSetting',
        input: ({ context }) => ({ intervalMinutes: context.choice }),
        onDone: [
          { guard: 'answerOn', target: 'waiting', actions: ['storeSetting', 'restartWait'] },
          { target: 'off', actions: 'storeSetting' },
        ],
        onError: { target: 'saveFailed', actions: 'noteFailure' },
      },
    },
    saveFailed: {
      meta: { spec: 'issue 26 a failed save is tried again; the interval in force stays' },
      on: { RETRY: 'saving', CHOOSE: { target: 'saving', actions: 'takeChoice' } },
    },
    ended: { meta: { spec: 'issue 26 Log out ends the session' }, type: 'final' },
  },
});
