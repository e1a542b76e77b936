import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { DeviceSession, LoginAttempt } from '@kernel/deviceSessions';
import { ErrorCode } from '@kernel/errorCodes';
import { type DeviceSessionsContext, deviceSessionsMachine } from '@machines/member/deviceSessions.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

/**
 * Issue 26, item 3: 'the security center lists signed-in devices (browser, OS, masked IP, last
 * seen, this device marked) with sign out one or all others, and the last 30 logins with their
 * result'. Every expectation below is written out by hand from those words.
 */
const HISTORY_MOST = 30;

const session = (id: string, lastSeenAt: number, current = false): DeviceSession => ({
  id,
  browser: current ? 'Chrome' : 'Firefox',
  os: current ? 'Windows' : 'Android',
  ipMasked: '203.0.*.*',
  signedInAt: 10,
  lastSeenAt,
  current,
});
const THIS = session('this', 100, true);
const A = session('a', 300);
const B = session('b', 200);
const C = session('c', 50);

/** The answers, each in the order a backend might send it, and the order the list shows (this device first, then last seen, newest first). */
const NONE: DeviceSession[] = [];
const ONLY_THIS: DeviceSession[] = [THIS];
const MANY: DeviceSession[] = [C, A, THIS, B];
const AFTER_A: DeviceSession[] = [B, THIS, C];
const AFTER_OTHERS: DeviceSession[] = [THIS];
const SHOWN = new Map<DeviceSession[], DeviceSession[]>([
  [NONE, []],
  [ONLY_THIS, [THIS]],
  [MANY, [THIS, A, B, C]],
  [AFTER_A, [THIS, B, C]],
  [AFTER_OTHERS, [THIS]],
]);

const attempt = (at: number): LoginAttempt => ({ at, result: at % 3 === 0 ? 'wrongPassword' : 'success', browser: 'Safari', os: 'iOS', ipMasked: '2001:db8:*' });
/** 30 logins newest first (on the limit): all shown as they are. */
const HISTORY_30 = Array.from({ length: 30 }, (_, index) => attempt(30 - index));
/** 31 logins oldest first (over the limit): the newest 30 shown (at 31 down to 2), the oldest (at 1) not. */
const HISTORY_31 = Array.from({ length: 31 }, (_, index) => attempt(index + 1));
const HISTORY_SHOWN = new Map<LoginAttempt[], LoginAttempt[]>([
  [[], []],
  [HISTORY_30, HISTORY_30],
  [HISTORY_31, Array.from({ length: 30 }, (_, index) => attempt(31 - index))],
]);
const NO_HISTORY = [...HISTORY_SHOWN.keys()][0]!;

const LISTS_ONE = { sessions: ONLY_THIS, history: HISTORY_30 };
const LISTS_MANY = { sessions: MANY, history: HISTORY_31 };
const LISTS_NONE = { sessions: NONE, history: NO_HISTORY };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as DeviceSessionsContext;
const settled = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const ids = (sessions: readonly DeviceSession[]) => sessions.map((entry) => entry.id);
const otherIds = (sessions: readonly DeviceSession[]) => sessions.filter((entry) => !entry.current).map((entry) => entry.id);
const codeOf = (error: unknown) => (error as { details?: { code?: string } }).details?.code;

const oracles: MachineModel['oracles'] = {
  '*': ({ snapshot }) => {
    const c = ctx(snapshot);
    // At most the last 30 logins, newest first.
    expect(c.history.length).toBeLessThanOrEqual(HISTORY_MOST);
    for (let index = 1; index < c.history.length; index++) expect(c.history[index - 1]!.at).toBeGreaterThan(c.history[index]!.at);
    // This device is marked once at most, and listed first.
    const current = c.sessions.filter((entry) => entry.current);
    expect(current.length).toBeLessThanOrEqual(1);
    if (current.length === 1) expect(c.sessions[0]).toBe(current[0]);
  },
  loading: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (previous?.matches('loading')) return expectIgnored(observation, ['SIGN_OUT', 'SIGN_OUT_OTHERS', 'REFRESH']);
    // Both lists are read on entry.
    expect(observation.invoked.map((call) => call.src)).toEqual(['loadLists']);
    expect(c.pending).toBeNull();
    if (previous === null) {
      expect(c).toEqual({ sessions: [], history: [], loaded: false, pending: null, notice: null, loadError: null });
    } else if (previous.matches('failed')) {
      expect(event.type).toBe('RETRY');
      expect(c.sessions).toEqual(ctx(previous).sessions);
    } else if (previous.matches('ready')) {
      // Refreshed by hand: the last status line goes, the lists stay shown until read again.
      expect(event.type).toBe('REFRESH');
      expect(c).toEqual({ ...ctx(previous), notice: null });
    } else {
      // A sign-out that got no answer, or whose device had gone already: the lists are read again.
      const error = settleValue(observation);
      expect(previous.matches('signingOutOne') || previous.matches('signingOutOthers')).toBe(true);
      expect(c.sessions).toEqual(ctx(previous).sessions);
      if (codeOf(error) === ErrorCode.notFound) {
        expect(previous.matches('signingOutOne')).toBe(true);
        expect(c.notice).toEqual({ kind: 'signedOut' });
      } else {
        expect(['network', 'timeout']).toContain((error as { kind: string }).kind);
        expect(c.notice).toEqual({ kind: 'error', error });
      }
    }
  },
  failed: (observation) => {
    // SPEC 8 'Network link is abnormal, please try again': the reason kept, with a retry.
    expect(settled(observation, 'loadLists', 'error')).toBe(true);
    expect(ctx(observation.snapshot).loadError).toBe(settleValue(observation));
    expect(observation.invoked).toEqual([]);
  },
  ready: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    expect(observation.invoked).toEqual([]);
    expect(c.pending).toBeNull();
    if (settled(observation, 'loadLists', 'done')) {
      const lists = settleValue(observation) as { sessions: DeviceSession[]; history: LoginAttempt[] };
      expect([c.sessions, c.history, c.loaded, c.loadError]).toEqual([SHOWN.get(lists.sessions), HISTORY_SHOWN.get(lists.history), true, null]);
      expect(c.notice).toEqual(before.notice);
    }
    if (settled(observation, 'signOutSession', 'done')) {
      // Signed out: the list is the backend's answer (the sessions still live), the history as it was.
      expect([c.sessions, c.history, c.notice]).toEqual([SHOWN.get(settleValue(observation) as DeviceSession[]), before.history, { kind: 'signedOut' }]);
    }
    if (settled(observation, 'signOutOthers', 'done')) {
      expect([c.sessions, c.history, c.notice]).toEqual([SHOWN.get(settleValue(observation) as DeviceSession[]), before.history, { kind: 'signedOutOthers' }]);
    }
    if (settled(observation, 'signOutSession', 'error') || settled(observation, 'signOutOthers', 'error')) {
      // Refused (this device's session ended, or the backend said no): the lists kept, and why.
      const error = settleValue(observation);
      expect(['business', 'expired']).toContain((error as { kind: string }).kind);
      expect(codeOf(error)).not.toBe(ErrorCode.notFound);
      expect([c.sessions, c.notice]).toEqual([before.sessions, { kind: 'error', error }]);
    }
    if (event.type === 'CANCEL') expect(c).toEqual({ ...before, pending: null });
    if (previous?.matches('ready')) {
      // Still ready after a sign-out request: there was nothing of that kind to sign out (this device, an unknown id, no other device).
      if (event.type === 'SIGN_OUT') expect(otherIds(before.sessions)).not.toContain((event as unknown as { id: string }).id);
      if (event.type === 'SIGN_OUT_OTHERS') expect(otherIds(before.sessions)).toEqual([]);
      expect(c).toEqual(before);
    }
  },
  confirming: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (previous!.matches('confirming')) return expectIgnored(observation, ['SIGN_OUT', 'SIGN_OUT_OTHERS', 'REFRESH']);
    // Asked first, from the list, and only about another device (or, for all others, when there is one).
    expect(previous!.matches('ready')).toBe(true);
    expect(observation.invoked).toEqual([]);
    expect([c.sessions, c.notice]).toEqual([ctx(previous!).sessions, null]);
    if (event.type === 'SIGN_OUT') {
      const id = (event as unknown as { id: string }).id;
      expect(otherIds(c.sessions)).toContain(id);
      expect(c.pending).toEqual({ kind: 'one', id });
    } else {
      expect(event.type).toBe('SIGN_OUT_OTHERS');
      expect(otherIds(c.sessions).length).toBeGreaterThan(0);
      expect(c.pending).toEqual({ kind: 'others' });
    }
  },
  signingOutOne: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (previous!.matches('signingOutOne')) return expectIgnored(observation, ['CONFIRM', 'SIGN_OUT', 'SIGN_OUT_OTHERS', 'REFRESH']);
    // Confirmed: that very device, never this one.
    expect([previous!.matches('confirming'), event.type]).toEqual([true, 'CONFIRM']);
    const id = c.pending?.kind === 'one' ? c.pending.id : null;
    expect(otherIds(c.sessions)).toContain(id);
    expect(observation.invoked).toEqual([{ src: 'signOutSession', id: expect.any(String), input: id }]);
  },
  signingOutOthers: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (previous!.matches('signingOutOthers')) return expectIgnored(observation, ['CONFIRM', 'SIGN_OUT', 'SIGN_OUT_OTHERS', 'REFRESH']);
    expect([previous!.matches('confirming'), event.type, c.pending]).toEqual([true, 'CONFIRM', { kind: 'others' }]);
    expect(observation.invoked).toEqual([{ src: 'signOutOthers', id: expect.any(String), input: undefined }]);
  },
};

export const deviceSessionsModel: MachineModel = {
  machine: deviceSessionsMachine,
  fixtures: {
    outputs: { loadLists: [LISTS_ONE, LISTS_MANY, LISTS_NONE], signOutSession: [AFTER_A], signOutOthers: [AFTER_OTHERS] },
    errors: {
      loadLists: [apiFailure('network')],
      signOutSession: [business(ErrorCode.notFound), business(ErrorCode.invalidInput), apiFailure('timeout')],
      signOutOthers: [apiFailure('expired'), apiFailure('network')],
    },
    events: {
      SIGN_OUT: [
        { type: 'SIGN_OUT', id: 'a' },
        { type: 'SIGN_OUT', id: 'this' },
        { type: 'SIGN_OUT', id: 'unknown' },
      ],
    },
  },
  // What decides the next step: which sessions are listed, how many logins, what waits for an
  // answer, and the status lines a later step must keep or clear.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, ids(c.sessions), c.history.length, c.pending, c.notice?.kind ?? null, c.loaded, c.loadError !== null];
  },
  oracles,
};
