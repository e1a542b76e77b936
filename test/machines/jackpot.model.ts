import { expect } from 'vitest';
import { jackpotMachine } from '@machines/jackpot.machine';
import type { MachineModel, Observation } from '../model/types';

/** SPEC 9: 100,000,000 to 150,000,000 with 2 decimals, from 101,000,000, +100 to 500 every 3, 4 or 5 s. */
const MIN = 100_000_000;
const MAX = 150_000_000;
const START = 101_000_000;
const TICKS = [3_000, 4_000, 5_000];

const twoDecimals = (value: number) => expect(Math.abs(value * 100 - Math.round(value * 100))).toBeLessThan(1e-6);

/** A ticker whose randomness always draws `draw`: its pause is the lowest, middle or highest of SPEC's. */
const variant = (stored: number | null, draw: number, tick: number): MachineModel => ({
  machine: jackpotMachine,
  variant: `stored ${stored}, draw ${draw}`,
  input: { stored, random: () => draw },
  // Near the maximum every figure counts (the reset); below it the ticker just grows.
  stateKey: (snapshot) => [snapshot.value, snapshot.context.value > MAX - 1000 ? snapshot.context.value : 'growing'],
  delays: { tick },
  oracles: {
    '*': ({ snapshot }) => {
      const { value, delayMs } = snapshot.context;
      expect(value).toBeGreaterThanOrEqual(MIN);
      expect(value).toBeLessThanOrEqual(MAX);
      twoDecimals(value);
      expect(TICKS).toContain(delayMs);
    },
    ticking: (o: Observation) => {
      const { snapshot, previous, step, effects } = o;
      const { value } = snapshot.context;
      if (!previous) {
        // The figure kept in local storage is trusted only inside the range; else it starts at 101,000,000.
        expect(value).toBe(stored !== null && stored >= MIN && stored <= MAX ? stored : START);
        expect(effects).toEqual([]);
        return;
      }
      // Every tick grows the figure (or starts again from the minimum above the maximum) and keeps it.
      expect(step?.kind === 'wait' && [step.delay, step.ms]).toEqual(['tick', tick]);
      expect(effects.map((effect) => effect.name)).toEqual(['persist']);
      const grown = value - previous.context.value;
      if (value === MIN) {
        // Starts again only when growing would pass the maximum.
        expect(previous.context.value + 500).toBeGreaterThan(MAX);
        if (draw === 0) expect(previous.context.value + 100).toBeGreaterThan(MAX);
      } else {
        expect(grown).toBeGreaterThanOrEqual(100);
        expect(grown).toBeLessThanOrEqual(500);
        if (draw === 0) expect(grown).toBeCloseTo(100, 6);
      }
    },
  },
});

/** SPEC 9 rolling jackpot ticker: from no stored figure, a figure near the maximum, and one out of range. */
export const jackpotModels: MachineModel[] = [variant(null, 0.5, 4_000), variant(149_999_900, 0, 3_000), variant(149_999_900, 0.99, 5_000), variant(99, 0.99, 5_000)];
