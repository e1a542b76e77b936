import { expect, it } from 'vitest';
import { initialJackpot, JACKPOT, jackpotMachine, nextJackpot } from '@machines/jackpot.machine';
import { testMachineModel } from './legacyModelHarness';

let persisted = 0;
const sequence = (values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] as number;
};

for (const stored of [null, 149_999_900]) {
  testMachineModel(jackpotMachine, {
    input: { stored, random: sequence([0.99, 0.5, 0]) },
    stateKey: (snapshot) => [snapshot.value, snapshot.context.value > JACKPOT.max - 1000],
    provide: { actions: { persist: () => void persisted++ } },
    check: (snapshot, event) => {
      const { value, delayMs } = snapshot.context;
      expect(value).toBeGreaterThanOrEqual(JACKPOT.min);
      expect(value).toBeLessThanOrEqual(JACKPOT.max);
      expect(JACKPOT.delaysMs).toContain(delayMs);
      if (event.type.startsWith('xstate.after')) {
        expect(persisted).toBe(1);
        persisted = 0;
      }
    },
  });
}

it('grows by 100 to 500 with 2 decimals and starts again above the maximum', () => {
  expect(nextJackpot(101_000_000, () => 0)).toBe(101_000_100);
  expect(nextJackpot(101_000_000, () => 1)).toBe(101_000_500);
  expect(nextJackpot(101_000_000, () => 0.123456)).toBe(101_000_149.38);
  expect(nextJackpot(149_999_950, () => 0.5)).toBe(JACKPOT.min);
  expect(initialJackpot(null)).toBe(101_000_000);
  expect(initialJackpot(99)).toBe(101_000_000);
  expect(initialJackpot(120_000_000.5)).toBe(120_000_000.5);
});
