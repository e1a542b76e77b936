import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject } from 'xstate';
import { type RecordFiltersContext, recordFiltersMachine } from '@machines/member/recordFilters.machine';
import { checkCustomRange, DEFAULT_RECORD_PRESET, type RecordQuery, recordQuery, type RecordVendor, vendorOptions, vendorsOfMenus } from '@machines/member/recordFilters.rules';
import { currentQuery, offeredVendors } from '@machines/member/recordFilters.selectors';
import { datePresetRange } from '@/contract/records';
import { testMachineModel } from './legacyModelHarness';

/** 15 Jan 2025, 20:00 UTC: already 16 Jan in India (UTC+5:30), so India days, not UTC days, must count. */
const NOW = Date.UTC(2025, 0, 15, 20, 0, 0);
const clock = () => NOW;
const VENDORS: RecordVendor[] = [
  { code: 'PG', name: 'PG Soft', category: 'RNG' },
  { code: 'JL', name: 'Jili', category: 'RNG' },
  { code: 'JL', name: 'Jili', category: 'FISH' },
  { code: 'EVO', name: 'Evolution', category: 'LIVE' },
];

const announced: RecordQuery[] = [];
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as RecordFiltersContext;
const APPLYING = ['PRESET', 'SET_CATEGORY', 'SET_TYPE'];

/** The rules every path keeps, whatever filters it sets. */
function check(snapshot: AnyMachineSnapshot, event: EventObject, previous: AnyMachineSnapshot) {
  const c = ctx(snapshot);
  const before = ctx(previous);
  // Every applied change asks the list for the new query (it starts again at page 1); nothing else does.
  const chosenVendor = (event as unknown as { vendor?: string | null }).vendor;
  const vendorApplies = event.type === 'SET_VENDOR' && (chosenVendor === null || vendorOptions(VENDORS, before.category).some((v) => v.code === chosenVendor));
  const appliedCustom = event.type === 'APPLY_CUSTOM' && snapshot.matches('customRange') && !previous.matches('customRange');
  const applies = APPLYING.includes(event.type) || vendorApplies || appliedCustom;
  const heard = announced.splice(0);
  expect(heard).toEqual(applies ? [currentQuery(snapshot as never)] : []);

  if (snapshot.matches('presetRange')) expect(c.range).toEqual(datePresetRange(c.preset as never, NOW));
  if (event.type === 'PRESET') {
    const preset = (event as unknown as { preset: 'today' | 'yesterday' | 'last30' }).preset;
    expect(c.range).toEqual(
      { today: { from: '2025-01-16', to: '2025-01-16' }, yesterday: { from: '2025-01-15', to: '2025-01-15' }, last30: { from: '2024-12-18', to: '2025-01-16' } }[preset],
    );
  }
  if (event.type === 'EDIT_CUSTOM' && !previous.matches('editingCustom')) expect([c.draftFrom, c.draftTo]).toEqual([before.range.from, before.range.to]);
  // A typed range: the end not before the start, at most 90 days; a clear reason otherwise, and the list keeps its range.
  if (snapshot.matches({ editingCustom: 'invalid' })) {
    expect(c.rangeIssue).toBe(c.draftFrom === '' ? 'fromMissing' : c.draftTo < c.draftFrom ? 'toBeforeFrom' : 'rangeTooLong');
    expect(c.range).toEqual(before.range);
  }
  if (snapshot.matches({ editingCustom: 'drafting' })) expect(c.rangeIssue).toBeNull();
  if (snapshot.matches('customRange')) {
    expect(c.preset).toBe('custom');
    expect(checkCustomRange(c.range.from, c.range.to)).toBeNull();
  }
  if (appliedCustom) expect(c.range).toEqual({ from: before.draftFrom, to: before.draftTo });
  if (event.type === 'CANCEL_CUSTOM') expect(c.range).toEqual(before.range);
  // A vendor stays only while the category offers it; the vendor list follows the category.
  if (c.vendor !== null) expect(offeredVendors(snapshot as never).map((v) => v.code)).toContain(c.vendor);
  if (event.type === 'SET_VENDOR' && !vendorApplies) expect(c.vendor).toBe(before.vendor);
  if (event.type === 'SET_CATEGORY' && before.vendor === 'EVO' && c.category !== 'LIVE' && c.category !== null) expect(c.vendor).toBeNull();
}

const provide = { actions: { queryChanged: ({ context }: { context: RecordFiltersContext }) => void announced.push(recordQuery(context)) } };

// The range: presets, and typed ranges with each of their refusals (the filters take one value each).
testMachineModel(recordFiltersMachine, {
  input: { clock, vendors: VENDORS },
  fixtures: {
    events: {
      PRESET: [
        { type: 'PRESET', preset: 'yesterday' },
        { type: 'PRESET', preset: 'last30' },
      ],
      // No start, or an early one; an end before it, or 105 days after it.
      SET_FROM: [
        { type: 'SET_FROM', date: '' },
        { type: 'SET_FROM', date: '2024-12-01' },
      ],
      SET_TO: [
        { type: 'SET_TO', date: '2024-11-30' },
        { type: 'SET_TO', date: '2025-03-15' },
      ],
      SET_CATEGORY: [{ type: 'SET_CATEGORY', category: 'RNG' }],
      SET_VENDOR: [{ type: 'SET_VENDOR', vendor: 'PG' }],
      SET_TYPE: [{ type: 'SET_TYPE', recordType: 'deposit' }],
      SET_VENDORS: [{ type: 'SET_VENDORS', vendors: VENDORS }],
    },
  },
  // The filters do not change where the range goes (PG is offered under RNG and under all).
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.preset, JSON.stringify(c.range), snapshot.matches('editingCustom') ? [c.draftFrom, c.draftTo] : null];
  },
  provide,
  check,
});

// The category, vendor and type filters, over a range that stays valid.
testMachineModel(recordFiltersMachine, {
  input: { clock, vendors: VENDORS, preset: 'today' },
  fixtures: {
    events: {
      PRESET: [{ type: 'PRESET', preset: 'today' }],
      SET_FROM: [{ type: 'SET_FROM', date: '2025-01-01' }],
      SET_TO: [{ type: 'SET_TO', date: '2025-01-20' }],
      SET_CATEGORY: [
        { type: 'SET_CATEGORY', category: 'RNG' },
        { type: 'SET_CATEGORY', category: 'LIVE' },
        { type: 'SET_CATEGORY', category: null },
      ],
      SET_VENDOR: [
        { type: 'SET_VENDOR', vendor: 'PG' },
        { type: 'SET_VENDOR', vendor: 'EVO' },
        { type: 'SET_VENDOR', vendor: null },
      ],
      SET_TYPE: [{ type: 'SET_TYPE', recordType: 'withdrawal' }],
      SET_VENDORS: [{ type: 'SET_VENDORS', vendors: VENDORS }],
    },
  },
  // Any draft here is a valid range, so only the state, whether it was custom, and the category and vendor decide.
  stateKey: (snapshot) => [snapshot.value, ctx(snapshot).preset === 'custom', ctx(snapshot).category, ctx(snapshot).vendor],
  provide,
  check,
});

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
