import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { recordFiltersMachine } from '@machines/member/recordFilters.machine';
import { testMachineModel } from './modelHarness';
import { clock, recordFiltersModels } from './recordFilters.model';

for (const model of recordFiltersModels) testMachineModel(model);

describe('record filters: the opening range', () => {
  it('opens on the last 7 India days, ending today, with no other filter', () => {
    const actor = createActor(recordFiltersMachine, { input: { clock } }).start();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('presetRange');
    expect([context.preset, context.range]).toEqual(['last7', { from: '2025-01-10', to: '2025-01-16' }]);
    expect([context.category, context.vendor, context.type]).toEqual([null, null, null]);
  });
});
