import { expect, it } from 'vitest';
import { initialJackpot, JACKPOT, nextJackpot } from '@machines/jackpot.machine';
import { jackpotModels } from './jackpot.model';
import { testMachineModel } from './modelHarness';

for (const model of jackpotModels) testMachineModel(model);

it('grows by 100 to 500 with 2 decimals and starts again above the maximum', () => {
  expect(nextJackpot(101_000_000, () => 0)).toBe(101_000_100);
  expect(nextJackpot(101_000_000, () => 1)).toBe(101_000_500);
  expect(nextJackpot(101_000_000, () => 0.123456)).toBe(101_000_149.38);
  expect(nextJackpot(149_999_950, () => 0.5)).toBe(JACKPOT.min);
  expect(initialJackpot(null)).toBe(101_000_000);
  expect(initialJackpot(99)).toBe(101_000_000);
  expect(initialJackpot(120_000_000.5)).toBe(120_000_000.5);
  // SPEC 9: the range is 100,000,000 to 150,000,000, both ends included.
  expect(initialJackpot(100_000_000)).toBe(100_000_000);
  expect(initialJackpot(150_000_000)).toBe(150_000_000);
  expect(initialJackpot(150_000_000.01)).toBe(101_000_000);
  expect(initialJackpot(Number.NaN)).toBe(101_000_000);
  expect(initialJackpot(Number.POSITIVE_INFINITY)).toBe(101_000_000);
});
