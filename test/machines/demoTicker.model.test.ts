import { expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { demoTickerMachine } from '@machines/demoTicker.machine';
import { demoTickerModels } from './demoTicker.model';
import { testMachineModel } from './modelHarness';

for (const model of demoTickerModels) testMachineModel(model);

it('goes up by one at 3000 ms, not at 2999, and by one more at each 3000 ms after (SPEC 9)', () => {
  const clock = new SimulatedClock();
  const actor = createActor(demoTickerMachine, { input: { start: 1_000 }, clock }).start();
  const countAt = (ms: number) => {
    clock.set(ms);
    return actor.getSnapshot().context.count;
  };
  expect(countAt(0)).toBe(1_000);
  expect(countAt(2_999)).toBe(1_000);
  expect(countAt(3_000)).toBe(1_001);
  expect(countAt(5_999)).toBe(1_001);
  expect(countAt(6_000)).toBe(1_002);
  expect(countAt(9_001)).toBe(1_003);
  actor.stop();
});
