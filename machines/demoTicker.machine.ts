import { assign, setup } from 'xstate';

/**
 * SPEC 9 "The demo ticker increments every 3000 ms": the lobby's players-online figure. Like the
 * fake jackpot beside it, it is a demo figure (no call of SPEC 7 reports who is online): it starts
 * at `start` and goes up by one every 3000 ms.
 */
export const DEMO_TICKER = { start: 1_000, step: 1, everyMs: 3_000 } as const;

export type DemoTickerContext = { count: number };

export const demoTickerMachine = setup({
  types: { context: {} as DemoTickerContext, input: {} as { start: number } },
  actions: {
    increment: assign({ count: ({ context }) => context.count + DEMO_TICKER.step }),
  },
  delays: { demoTick: DEMO_TICKER.everyMs },
}).createMachine({
  id: 'demoTicker',
  meta: { spec: '9 The demo ticker increments every 3000 ms' },
  context: ({ input }) => ({ count: input.start }),
  initial: 'ticking',
  states: {
    ticking: { after: { demoTick: { target: 'ticking', reenter: true, actions: 'increment' } } },
  },
});
