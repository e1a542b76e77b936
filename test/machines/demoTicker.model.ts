import { expect } from 'vitest';
import { demoTickerMachine } from '@machines/demoTicker.machine';
import type { MachineModel, Observation } from '../model/types';

/** SPEC 9: "The demo ticker increments every 3000 ms" (by one, from the figure it starts at). */
const EVERY_MS = 3_000;

const variant = (start: number): MachineModel => ({
  machine: demoTickerMachine,
  variant: `from ${start}`,
  input: { start },
  delays: { demoTick: EVERY_MS },
  oracles: {
    '*': ({ snapshot, now }) => {
      // However long it has run, it has gone up once per whole 3000 ms, never more, never less.
      expect(snapshot.context.count).toBe(start + Math.floor(now / EVERY_MS));
    },
    ticking: ({ snapshot, previous, step }: Observation) => {
      if (!previous) {
        expect(snapshot.context.count).toBe(start);
        return;
      }
      // The harness also checks that nothing moved 1 ms before the 3000 ms were up.
      expect(step?.kind === 'wait' && [step.delay, step.ms]).toEqual(['demoTick', EVERY_MS]);
      expect(snapshot.context.count).toBe(previous.context.count + 1);
    },
  },
});

/** From the lobby's start figure, from zero, and from a large figure (it keeps counting, no cap). */
export const demoTickerModels: MachineModel[] = [variant(1_000), variant(0), variant(999_999)];
