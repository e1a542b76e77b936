import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { recordFiltersMachine } from '@machines/member/recordFilters.machine';
import { checkCustomRange, DEFAULT_RECORD_PRESET, recordQuery, vendorOptions, vendorsOfMenus } from '@machines/member/recordFilters.rules';
import { testMachineModel } from './modelHarness';
import { clock, recordFiltersModels, VENDORS } from './recordFilters.model';

for (const model of recordFiltersModels) testMachineModel(model);

describe('record filters: the opening range', () => {
  it('opens on the last 7 India days, ending today, with no other filter', () => {
    const actor = createActor(recordFiltersMachine, { input: { clock } }).start();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('presetRange');
    expect([context.preset, context.range]).toEqual(['last7', { from: '2025-01-10', to: '2025-01-16' }]);
    expect(recordQuery(context)).toEqual({ from: '2025-01-10', to: '2025-01-16' });
    expect(DEFAULT_RECORD_PRESET).toBe('last7');
  });
});

describe('record filter rules', () => {
  it('refuses a typed range with a clear reason', () => {
    expect(checkCustomRange('', '2025-01-10')).toBe('fromMissing');
    expect(checkCustomRange('2025-02-30', '2025-03-01')).toBe('fromMissing');
    expect(checkCustomRange('2025-01-01', '')).toBe('toMissing');
    expect(checkCustomRange('2025-01-10', '2025-01-09')).toBe('toBeforeFrom');
    expect(checkCustomRange('2025-01-01', '2025-03-31')).toBeNull();
    expect(checkCustomRange('2025-01-01', '2025-04-01')).toBe('rangeTooLong');
  });

  it('lists each vendor once, or those of the chosen category', () => {
    expect(vendorOptions(VENDORS, null).map((v) => v.code)).toEqual(['PG', 'JL', 'EVO']);
    expect(vendorOptions(VENDORS, 'FISH').map((v) => v.code)).toEqual(['JL']);
    expect(vendorsOfMenus([{ gameCategory: 'LIVE', vendors: [{ vassalage: 'EVO', name: 'Evolution', gameType: 'LIVE', iconUrl: '', gameCount: 1, gameCode: null, isGame: 'VASSALAGE' }] }])).toEqual([
      { code: 'EVO', name: 'Evolution', category: 'LIVE' },
    ]);
  });

  it('asks only for the filters that are set', () => {
    expect(recordQuery({ range: { from: '2025-01-01', to: '2025-01-07' }, category: null, vendor: null, type: null })).toEqual({ from: '2025-01-01', to: '2025-01-07' });
    expect(recordQuery({ range: { from: '2025-01-01', to: '2025-01-07' }, category: 'RNG', vendor: 'PG', type: 'bet' })).toEqual({ from: '2025-01-01', to: '2025-01-07', gameType: 'RNG', vendor: 'PG', type: 'bet' });
  });
});
