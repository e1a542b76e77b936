import { assign, fromPromise, setup } from 'xstate';
import type { DeviceSession, LoginAttempt } from '@kernel/deviceSessions';
import { ErrorCode } from '@kernel/errorCodes';
import { isOtherSession, newestLogins, otherSessionCount, sessionsInOrder } from './deviceSessions.rules';

export type DeviceSessionsEvent =
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  /** Sign out another device: asks first. */
  | { type: 'SIGN_OUT'; id: string }
  /** Sign out every other device: asks first. */
  | { type: 'SIGN_OUT_OTHERS' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** What waits for the member's confirmation (or is under way): one other device, or all of them. */
export type PendingSignOut = { kind: 'one'; id: string } | { kind: 'others' };

/** What the last sign-out did, for a status line: done, or why it was refused or unanswered. */
export type DeviceSessionsNotice = { kind: 'signedOut' } | { kind: 'signedOutOthers' } | { kind: 'error'; error: unknown };

export type DeviceSessionsLists = { sessions: DeviceSession[]; history: LoginAttempt[] };

export type DeviceSessionsContext = DeviceSessionsLists & {
  /** Both lists were read at least once (a refresh keeps showing them). */
  loaded: boolean;
  pending: PendingSignOut | null;
  notice: DeviceSessionsNotice | null;
  loadError: unknown;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const kindOf = (event: unknown) => (errorOf(event) as { kind?: unknown } | null)?.kind;
const codeOf = (event: unknown) => (errorOf(event) as { details?: { code?: unknown } } | null)?.details?.code;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/**
 * Issue 26, the security center's devices: the sessions signed in (this device marked) and the
 * newest logins with their result, read together; another device signed out after a confirmation,
 * or all others at once. A sign-out answers with the sessions still live; one whose answer did not
 * arrive, or whose device had already gone, reads the lists again, so what is shown is what the
 * backend holds.
 */
export const deviceSessionsMachine = setup({
  types: { context: {} as DeviceSessionsContext, events: {} as DeviceSessionsEvent },
  actors: {
    loadLists: fromPromise<DeviceSessionsLists>(async () => {
      throw new Error('loadLists not provided');
    }),
    signOutSession: fromPromise<DeviceSession[], string>(async () => {
      throw new Error('signOutSession not provided');
    }),
    signOutOthers: fromPromise<DeviceSession[]>(async () => {
      throw new Error('signOutOthers not provided');
    }),
  },
  guards: {
    otherDevice: ({ context, event }) => isOtherSession(context.sessions, (event as Extract<DeviceSessionsEvent, { type: 'SIGN_OUT' }>).id),
    hasOthers: ({ context }) => otherSessionCount(context.sessions) > 0,
    pendingOne: ({ context }) => context.pending?.kind === 'one',
    refused: ({ event }) => kindOf(event) === 'business' || kindOf(event) === 'expired',
    alreadyGone: ({ event }) => codeOf(event) === ErrorCode.notFound,
  },
  actions: {
    store: assign(({ event }) => {
      const lists = outputOf<DeviceSessionsLists>(event);
      return { sessions: sessionsInOrder(lists.sessions), history: newestLogins(lists.history), loaded: true, loadError: null };
    }),
    noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
    clearNotice: assign({ notice: null }),
    askOne: assign({ pending: ({ event }) => ({ kind: 'one', id: (event as Extract<DeviceSessionsEvent, { type: 'SIGN_OUT' }>).id }) as PendingSignOut, notice: null }),
    askOthers: assign({ pending: { kind: 'others' } as PendingSignOut, notice: null }),
    cancel: assign({ pending: null }),
    noteSignedOut: assign(({ context, event }) => ({
      sessions: sessionsInOrder(outputOf<DeviceSession[]>(event)),
      pending: null,
      notice: (context.pending?.kind === 'others' ? { kind: 'signedOutOthers' } : { kind: 'signedOut' }) as DeviceSessionsNotice,
    })),
    noteGone: assign({ pending: null, notice: { kind: 'signedOut' } as DeviceSessionsNotice }),
    noteWriteError: assign({ notice: ({ event }) => ({ kind: 'error', error: errorOf(event) }) as DeviceSessionsNotice, pending: null }),
  },
}).createMachine({
  id: 'deviceSessions',
  meta: { spec: 'Issue 26: security center, signed-in devices and login history' },
  context: { sessions: [], history: [], loaded: false, pending: null, notice: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: 'Issue 26: list sessions and login history (T)' },
      invoke: { src: 'loadLists', onDone: { target: 'ready', actions: 'store' }, onError: { target: 'failed', actions: 'noteLoadError' } },
      // The lists (when read before) stay shown; nothing is signed out until they are read again.
      on: { SIGN_OUT: {}, SIGN_OUT_OTHERS: {}, REFRESH: {} },
    },
    failed: { meta: { spec: '8 Network link is abnormal, please try again' }, on: { RETRY: 'loading' } },
    ready: {
      meta: { spec: 'Issue 26: devices (this one marked) and the last 30 logins' },
      on: {
        REFRESH: { target: 'loading', actions: 'clearNotice' },
        SIGN_OUT: { guard: 'otherDevice', target: 'confirming', actions: 'askOne' },
        SIGN_OUT_OTHERS: { guard: 'hasOthers', target: 'confirming', actions: 'askOthers' },
      },
    },
    confirming: {
      meta: { spec: 'Issue 26: sign out another device (or all others) after a confirmation' },
      on: {
        CONFIRM: [{ guard: 'pendingOne', target: 'signingOutOne' }, { target: 'signingOutOthers' }],
        CANCEL: { target: 'ready', actions: 'cancel' },
        SIGN_OUT: {},
        SIGN_OUT_OTHERS: {},
        REFRESH: {},
      },
    },
    signingOutOne: {
      meta: { spec: 'Issue 26: sign out one session (T), not the current one' },
      invoke: {
        src: 'signOutSession',
        input: ({ context }) => (context.pending?.kind === 'one' ? context.pending.id : ''),
        onDone: { target: 'ready', actions: 'noteSignedOut' },
        onError: [
          // Ended meanwhile (expired, or signed out from elsewhere): it is gone either way; the lists are read again.
          { guard: 'alreadyGone', target: 'loading', actions: 'noteGone' },
          { guard: 'refused', target: 'ready', actions: 'noteWriteError' },
          // No answer: it may have been signed out; the lists are read again.
          { target: 'loading', actions: 'noteWriteError' },
        ],
      },
      on: { CONFIRM: {}, SIGN_OUT: {}, SIGN_OUT_OTHERS: {}, REFRESH: {} },
    },
    signingOutOthers: {
      meta: { spec: 'Issue 26: sign out all other sessions (T)' },
      invoke: {
        src: 'signOutOthers',
        onDone: { target: 'ready', actions: 'noteSignedOut' },
        onError: [
          { guard: 'refused', target: 'ready', actions: 'noteWriteError' },
          { target: 'loading', actions: 'noteWriteError' },
        ],
      },
      on: { CONFIRM: {}, SIGN_OUT: {}, SIGN_OUT_OTHERS: {}, REFRESH: {} },
    },
  },
});
