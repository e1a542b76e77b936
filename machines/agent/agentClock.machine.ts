import { assign, type SnapshotFrom, setup } from 'xstate';
import { clockParts, gmtOffsetLabel } from './agentClock.rules';

export type AgentClockInput = {
  /** The time now in ms since the epoch (Date.now in the app): read on start and on every tick. */
  clock: () => number;
  /** Minutes east of UTC: −new Date().getTimezoneOffset(), given by the view. */
  offsetMinutes: number;
};
export type AgentClockContext = AgentClockInput & { now: number };

/** SPEC 2: the clock is updated every second. */
export const AGENT_CLOCK_TICK_MS = 1_000;

/**
 * SPEC 2 Agent center: a live clock updated every second. The time comes from the injected clock
 * at each tick rather than by adding a second, so a tab that slept or a late timer shows the
 * right time again at the next tick.
 */
export const agentClockMachine = setup({
  types: { context: {} as AgentClockContext, input: {} as AgentClockInput },
  actions: {
    readClock: assign({ now: ({ context }) => context.clock() }),
  },
  delays: { tick: AGENT_CLOCK_TICK_MS },
}).createMachine({
  id: 'agentClock',
  meta: { spec: '2 Agent center: the GMT offset and a live clock' },
  context: ({ input }) => ({ clock: input.clock, offsetMinutes: input.offsetMinutes, now: input.clock() }),
  initial: 'ticking',
  states: {
    ticking: {
      meta: { spec: '2 Agent center: a live clock (updated every second)' },
      after: { tick: { target: 'ticking', reenter: true, actions: 'readClock' } },
    },
  },
});

export type AgentClockText = { gmt: string; date: string; time: string };

/** What the agency menu shows: 'GMT+05:30', '2026-11-21', '18:04:09'. */
export function agentClockText(snapshot: SnapshotFrom<typeof agentClockMachine>): AgentClockText {
  const { now, offsetMinutes } = snapshot.context;
  return { gmt: gmtOffsetLabel(offsetMinutes), ...clockParts(now, offsetMinutes) };
}
