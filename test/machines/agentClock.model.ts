import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { type AgentClockContext, agentClockMachine, agentClockText } from '@machines/agent/agentClock.machine';
import type { MachineModel, Observation } from '../model/types';

type Snapshot = Parameters<typeof agentClockText>[0];
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as AgentClockContext;

/**
 * A clock that reads a little late each time (timers fire late; a tab sleeps), so a clock that
 * adds 1000 ms instead of reading the time again is caught. Every reading is kept.
 */
function lateClock(start: number) {
  const readings: number[] = [];
  const clock = () => {
    const now = start + readings.length * 1_003;
    readings.push(now);
    return now;
  };
  return { clock, readings };
}

/** The wall clock of the zone as an ISO string would print it: shifted by the offset. */
const wallClock = (now: number, offsetMinutes: number) => new Date(now + offsetMinutes * 60_000).toISOString();

/**
 * SPEC 2 Agent center: 'a GMT offset, a live clock (updated every second)', in zones east and west
 * of UTC, a half-hour and a quarter-hour one, and UTC itself as the browser gives it (−0).
 */
const variant = (offsetMinutes: number, gmt: string, start: number): MachineModel => {
  const { clock, readings } = lateClock(start);
  const oracles: MachineModel['oracles'] = {
    '*': ({ snapshot }: Observation) => {
      const { now } = ctx(snapshot);
      // The offset as 'GMT±hh:mm', the date and time of that zone at the time read last.
      const wall = wallClock(now, offsetMinutes);
      expect(agentClockText(snapshot as unknown as Snapshot)).toEqual({ gmt, date: wall.slice(0, 10), time: wall.slice(11, 19) });
    },
    ticking: ({ snapshot, previous, step, effects, invoked }: Observation) => {
      const { now } = ctx(snapshot);
      // The time shown is the injected clock's, read now (not counted on from the last one).
      expect(now).toBe(readings.at(-1));
      // Reading the clock is all a tick does: no call, no effect on the world.
      expect([invoked, effects]).toEqual([[], []]);
      if (previous === null) return;
      // Every second (1000 ms), the clock is read again.
      expect(step?.kind === 'wait' && [step.delay, step.ms]).toEqual(['tick', 1_000]);
      expect(now).not.toBe(ctx(previous).now);
    },
  };
  return {
    machine: agentClockMachine,
    variant: gmt,
    input: { clock, offsetMinutes },
    delays: { tick: 1_000 },
    oracles,
  };
};

export const agentClockModels: MachineModel[] = [
  // India, a second before the new year there (18:29:59 UTC).
  variant(330, 'GMT+05:30', Date.UTC(2026, 11, 31, 18, 29, 58, 400)),
  // Brazil, 23:59:58 on the last day of February there while it is March in UTC.
  variant(-180, 'GMT-03:00', Date.UTC(2027, 2, 1, 2, 59, 58, 0)),
  // Nepal: a quarter-hour offset.
  variant(345, 'GMT+05:45', Date.UTC(2026, 5, 15, 6, 14, 59, 999)),
  // UTC: −getTimezoneOffset() is −0 there, still 'GMT+00:00'.
  variant(-0, 'GMT+00:00', Date.UTC(2026, 0, 1, 0, 0, 0, 0)),
];
