import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { SessionSummary } from '@kernel/playerSafety';
import { type RealityCheckContext, realityCheckMachine } from '@machines/member/realityCheck.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure } from './fixtures';

/**
 * Issue 26 reality check, written from the issue (never from the product's rules): off by default;
 * the member picks 30 or 60 minutes; a reminder comes every interval of the session's time (time
 * played counts from login: a page loaded 10 minutes into the session waits 20 of 30 minutes, one
 * loaded 45 minutes in waits 15), exactly then and not a second sooner, with the session's summary;
 * Continue waits one whole interval again; Log out ends the session; choosing another interval
 * saves it and restarts a whole wait from the choice.
 */

const LOGIN = 1_700_000_000_000;
/** Summaries read 10 and 45 minutes into the session. */
export const TEN_MINUTES_IN: SessionSummary = { startedAt: LOGIN, stakesPaise: 50_000, winsPaise: 12_500, serverTime: LOGIN + 600_000 };
export const FORTY_FIVE_MINUTES_IN: SessionSummary = { startedAt: LOGIN, stakesPaise: 0, winsPaise: 0, serverTime: LOGIN + 2_700_000 };
/** Time played when the wait starts, by hand: 10 or 45 minutes after a load; 0 after Continue, a change, or no summary. */
const PLAYED: ReadonlyMap<SessionSummary, number> = new Map([
  [TEN_MINUTES_IN, 600_000],
  [FORTY_FIVE_MINUTES_IN, 2_700_000],
]);
/** The waits, by hand, by interval and time already played: the rest of the interval. */
const REMINDER_MS: Record<string, number> = {
  '30 0': 1_800_000,
  '60 0': 3_600_000,
  '30 600000': 1_200_000,
  '60 600000': 3_000_000,
  '30 2700000': 900_000,
  '60 2700000': 900_000,
};
const OFF = { intervalMinutes: 0 };
const THIRTY = { intervalMinutes: 30 };
const SIXTY = { intervalMinutes: 60 };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as RealityCheckContext;
const outputOf = (event: EventObject) => (event as unknown as { output: { intervalMinutes: number } }).output;
const errorOf = (event: EventObject) => (event as unknown as { error: unknown }).error;
const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');

/** Entered from a setting's answer: the interval in force is the answer's. */
const tookAnswer = ({ snapshot, event }: Observation) => {
  if (isDone(event)) expect(ctx(snapshot).intervalMinutes).toBe(outputOf(event).intervalMinutes);
};

export const realityCheckModel: MachineModel = {
  machine: realityCheckMachine,
  fixtures: {
    outputs: { loadSetting: [OFF, THIRTY, SIXTY], saveSetting: [OFF, THIRTY, SIXTY], loadSummary: [TEN_MINUTES_IN, FORTY_FIVE_MINUTES_IN] },
    errors: { loadSetting: [apiFailure('network')], saveSetting: [apiFailure('network')], loadSummary: [apiFailure('network')] },
    events: { CHOOSE: [0, 30, 60].map((intervalMinutes) => ({ type: 'CHOOSE', intervalMinutes })) },
  },
  delays: {
    reminder: (snapshot) => {
      const key = `${ctx(snapshot).intervalMinutes} ${ctx(snapshot).playedMs}`;
      const ms = REMINDER_MS[key];
      if (ms === undefined) throw new Error(`no reminder is waited for with the interval and time played ${key}`);
      return ms;
    },
  },
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.intervalMinutes, c.choice, c.summary, c.playedMs, c.failure !== null];
  },
  oracles: {
    loading: ({ snapshot, previous, event, invoked }) => {
      expect(invoked).toEqual([{ src: 'loadSetting', id: expect.any(String), input: undefined }]);
      if (previous === null) {
        // off until the member's setting says otherwise
        expect(ctx(snapshot).intervalMinutes).toBe(0);
        return;
      }
      expect(event.type).toBe('RETRY');
      expect(previous.matches('unavailable')).toBe(true);
    },
    unavailable: ({ snapshot, event, invoked }) => {
      expect(isError(event)).toBe(true);
      expect(ctx(snapshot).failure).toBe(errorOf(event));
      expect(invoked).toEqual([]);
    },
    off: (observation) => {
      tookAnswer(observation);
      const { snapshot, event, invoked } = observation;
      // no reminder is waited for
      expect(ctx(snapshot).intervalMinutes).toBe(0);
      expect(isDone(event)).toBe(true);
      expect(outputOf(event)).toEqual(OFF);
      expect(invoked).toEqual([]);
    },
    aligning: (observation) => {
      tookAnswer(observation);
      const { snapshot, previous, invoked } = observation;
      // the member's interval is on: the session's time is read first
      expect(previous?.matches('loading')).toBe(true);
      expect([30, 60]).toContain(ctx(snapshot).intervalMinutes);
      expect(invoked).toEqual([{ src: 'loadSummary', id: expect.any(String), input: undefined }]);
    },
    waiting: (observation) => {
      const { snapshot, previous, event, effects } = observation;
      const c = ctx(snapshot);
      expect([30, 60]).toContain(c.intervalMinutes);
      expect(c.summary).toBeNull();
      expect(effects).toEqual([]);
      if (previous?.matches('aligning')) {
        // the first wait after a load keeps to the session's time; without it, a whole interval
        if (isDone(event)) expect(c.playedMs).toBe(PLAYED.get(outputOf(event) as unknown as SessionSummary));
        else {
          expect(isError(event)).toBe(true);
          expect(c.playedMs).toBe(0);
        }
        return;
      }
      // after Continue or a change, a whole interval from now
      expect(c.playedMs).toBe(0);
      if (event.type === 'CONTINUE') {
        expect(previous?.matches('reminding')).toBe(true);
        expect(c.intervalMinutes).toBe(ctx(previous!).intervalMinutes);
        return;
      }
      tookAnswer(observation);
      expect(isDone(event)).toBe(true);
      expect(previous?.matches('saving')).toBe(true);
    },
    loadingSummary: ({ snapshot, previous, event, invoked }) => {
      // only the interval's timer brings the reminder
      expect(previous?.matches('waiting')).toBe(true);
      expect(event.type).toMatch(/^xstate\.after\./);
      expect(ctx(snapshot).intervalMinutes).toBe(ctx(previous!).intervalMinutes);
      expect(invoked).toEqual([{ src: 'loadSummary', id: expect.any(String), input: undefined }]);
    },
    reminding: ({ snapshot, previous, event }) => {
      expect(previous?.matches('loadingSummary')).toBe(true);
      if (isDone(event)) expect([TEN_MINUTES_IN, FORTY_FIVE_MINUTES_IN]).toContain(ctx(snapshot).summary);
      else {
        // the reminder still comes, without figures
        expect(isError(event)).toBe(true);
        expect(ctx(snapshot).summary).toBeNull();
      }
    },
    saving: ({ snapshot, previous, event, invoked }) => {
      const c = ctx(snapshot);
      if (event.type === 'CHOOSE') expect(c.choice).toBe((event as unknown as { intervalMinutes: number }).intervalMinutes);
      else {
        // a retry saves the same choice again
        expect(event.type).toBe('RETRY');
        expect(previous?.matches('saveFailed')).toBe(true);
        expect(c.choice).toBe(ctx(previous!).choice);
      }
      // the interval in force stays until the backend has the new one
      expect(c.intervalMinutes).toBe(ctx(previous!).intervalMinutes);
      expect(invoked).toEqual([{ src: 'saveSetting', id: expect.any(String), input: { intervalMinutes: c.choice } }]);
    },
    saveFailed: ({ snapshot, previous, event }) => {
      expect(isError(event)).toBe(true);
      expect(ctx(snapshot).failure).toBe(errorOf(event));
      expect(ctx(snapshot).intervalMinutes).toBe(ctx(previous!).intervalMinutes);
    },
    ended: ({ previous, event, effects }) => {
      // Log out from the reminder: the app ends the session
      expect(event.type).toBe('LOG_OUT');
      expect(previous?.matches('reminding')).toBe(true);
      expect(effects).toEqual([{ name: 'logOut', params: undefined }]);
    },
  },
};
