import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type RecordFiltersContext, recordFiltersMachine } from '@machines/member/recordFilters.machine';
import type { MachineModel, Observation, Oracle } from '../model/types';

/** 15 Jan 2025, 20:00 UTC: already 16 Jan in India (UTC+5:30), so India days, not UTC days, must count. */
export const NOW = Date.UTC(2025, 0, 15, 20, 0, 0);
export const clock = () => NOW;
/** India's midnight into 16 Jan 2025 (18:30 UTC), and 1 ms before it (still 15 Jan in India). */
const INDIA_MIDNIGHT = Date.UTC(2025, 0, 15, 18, 30, 0);

type RecordVendor = { code: string; name: string; category: 'RNG' | 'FISH' | 'LIVE' };
type RecordQuery = { from: string; to: string; gameType?: string; vendor?: string; type?: string; userName?: string; level?: number };
export const VENDORS: RecordVendor[] = [
  { code: 'PG', name: 'PG Soft', category: 'RNG' },
  { code: 'JL', name: 'Jili', category: 'RNG' },
  { code: 'JL', name: 'Jili', category: 'FISH' },
  { code: 'EVO', name: 'Evolution', category: 'LIVE' },
];

type PresetRanges = Record<string, { from: string; to: string }>;
/** SPEC 9 date presets, as India days around NOW and from India's midnight on (today is 16 Jan 2025 in India). */
const PRESET_RANGES: PresetRanges = {
  today: { from: '2025-01-16', to: '2025-01-16' },
  yesterday: { from: '2025-01-15', to: '2025-01-15' },
  last7: { from: '2025-01-10', to: '2025-01-16' },
  last30: { from: '2024-12-18', to: '2025-01-16' },
};
/** The same presets 1 ms before India's midnight: today is still 15 Jan 2025. */
const PRESET_RANGES_BEFORE_MIDNIGHT: PresetRanges = {
  today: { from: '2025-01-15', to: '2025-01-15' },
  yesterday: { from: '2025-01-14', to: '2025-01-14' },
  last7: { from: '2025-01-09', to: '2025-01-15' },
  last30: { from: '2024-12-17', to: '2025-01-15' },
};

/** SPEC 7 record calls: the range, and of the filters only those set. */
function expectedQuery(c: RecordFiltersContext): RecordQuery {
  const query: RecordQuery = { from: c.range.from, to: c.range.to };
  if (c.category !== null) query.gameType = c.category;
  if (c.vendor !== null) query.vendor = c.vendor;
  if (c.type !== null) query.type = c.type;
  if (c.userName !== null && c.userName !== undefined) query.userName = c.userName;
  if (c.level !== null && c.level !== undefined) query.level = c.level;
  return query;
}

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(dayOf(text)).toISOString().slice(0, 10) === text;
/** Why a typed range is refused (SPEC 5): no start, no end, the end before the start, more than 90 days (both ends included). */
const expectedIssue = (from: string, to: string) => {
  if (!isDate(from)) return 'fromMissing';
  if (!isDate(to)) return 'toMissing';
  if (to < from) return 'toBeforeFrom';
  if ((dayOf(to) - dayOf(from)) / DAY_MS + 1 > 90) return 'rangeTooLong';
  return null;
};

/** The vendors the filter offers under a category: that category's, or every vendor once. */
const offered = (category: string | null) => new Set(VENDORS.filter((vendor) => category === null || vendor.category === category).map((vendor) => vendor.code));

/** The from/to fields hold something else than the range shown (left from an earlier typing or preset). */
const staleDrafts = (c: RecordFiltersContext) => c.draftFrom !== c.range.from || c.draftTo !== c.range.to;
const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as RecordFiltersContext;
const payload = <T>(event: EventObject, field: string) => (event as unknown as Record<string, T>)[field] as T;

/** What the page sent to its paged list (queryChanged, the page's effect): the query it reads when told. */
const announced: RecordQuery[] = [];

/** A team level of the agency reports: 1 (direct downline) to 10, or null for every level. */
const isTeamLevel = (level: unknown) => level === null || (typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 10);

/** Whether the step applied a change the list must show (a preset, a typed range, a filter, a submitted user name). */
function applies({ snapshot, previous, event }: Observation): boolean {
  if (!previous) return false;
  if (event.type === 'PRESET' || event.type === 'SET_CATEGORY' || event.type === 'SET_TYPE' || event.type === 'APPLY_USER') return true;
  if (event.type === 'SET_LEVEL') return isTeamLevel(payload(event, 'level'));
  if (event.type === 'SET_VENDOR') {
    const vendor = payload<string | null>(event, 'vendor');
    return vendor === null || offered(ctx(previous).category).has(vendor);
  }
  return event.type === 'APPLY_CUSTOM' && snapshot.matches('customRange') && previous.matches('editingCustom');
}

/**
 * The oracles below gather what they see and what SPEC expects into two records compared once
 * (one expectation per snapshot keeps thousands of replays fast); each field is one rule.
 */
const everySnapshot: Oracle = (observation) => {
  const { snapshot, previous, event, effects } = observation;
  const c = ctx(snapshot);
  const before = ctx(previous);
  const applied = applies(observation);
  const seen: Record<string, unknown> = {};
  const rule: Record<string, unknown> = {};
  // Every applied change announces the new query (the list goes back to page 1); nothing else does.
  seen.effects = effects.map((effect) => effect.name);
  rule.effects = applied ? ['queryChanged'] : [];
  seen.announced = announced.splice(0);
  rule.announced = applied ? [expectedQuery(c)] : [];
  if (!applied && previous) [seen.query, rule.query] = [expectedQuery(c), expectedQuery(before)];
  // A vendor stays only while the category offers it.
  if (c.vendor !== null) [seen.vendorOffered, rule.vendorOffered] = [offered(c.category).has(c.vendor), true];
  // The page opens with no filter and no issue.
  if (!previous)
    [seen.opening, rule.opening] = [
      [c.category, c.vendor, c.type, c.rangeIssue, c.userDraft, c.userName, c.level],
      [null, null, null, null, '', null, null],
    ];
  if (event.type === 'SET_CATEGORY') {
    // The vendor list follows the category: a vendor it does not offer is dropped.
    const category = payload<RecordFiltersContext['category']>(event, 'category');
    [seen.category, rule.category] = [c.category, category];
    [seen.vendor, rule.vendor] = [c.vendor, before.vendor !== null && offered(category).has(before.vendor) ? before.vendor : null];
  }
  if (event.type === 'SET_VENDOR') [seen.vendor, rule.vendor] = [c.vendor, applied ? payload(event, 'vendor') : before.vendor];
  if (event.type === 'SET_TYPE') [seen.type, rule.type] = [c.type, payload(event, 'recordType')];
  if (event.type === 'SET_VENDORS') [seen.vendors, rule.vendors] = [c.vendors, payload(event, 'vendors')];
  // Typing a user name changes only the field; the report follows when the form is submitted.
  if (event.type === 'SET_USER_DRAFT')
    [seen.user, rule.user] = [
      [c.userDraft, c.userName],
      [payload(event, 'userName'), before.userName],
    ];
  // Submitting filters by the name typed, without its surrounding spaces; nothing typed is every user.
  if (event.type === 'APPLY_USER') {
    const name = before.userDraft.trim();
    [seen.user, rule.user] = [
      [c.userName, c.userDraft],
      [name === '' ? null : name, name],
    ];
  }
  if (!['SET_USER_DRAFT', 'APPLY_USER'].includes(event.type) && previous)
    [seen.userKept, rule.userKept] = [
      [c.userDraft, c.userName],
      [before.userDraft, before.userName],
    ];
  // A level is a team level (1 to 10) or every level; anything else is refused and changes nothing.
  if (event.type === 'SET_LEVEL') [seen.level, rule.level] = [c.level, applied ? payload(event, 'level') : before.level];
  else if (previous) [seen.levelKept, rule.levelKept] = [c.level, before.level];
  // The filters never move the range, nor the range the filters.
  if (['SET_CATEGORY', 'SET_VENDOR', 'SET_TYPE', 'SET_VENDORS', 'SET_USER_DRAFT', 'APPLY_USER', 'SET_LEVEL'].includes(event.type)) {
    seen.range = [snapshot.value, c.preset, c.range, c.draftFrom, c.draftTo, c.rangeIssue];
    rule.range = [previous?.value, before.preset, before.range, before.draftFrom, before.draftTo, before.rangeIssue];
  }
  if (previous && !['SET_CATEGORY', 'SET_VENDOR'].includes(event.type))
    [seen.filters, rule.filters] = [
      [c.category, c.vendor],
      [before.category, before.vendor],
    ];
  expect(seen, 'oracle of *').toEqual(rule);
};

const oraclesFor = (presetRanges: PresetRanges): Record<string, Oracle> => ({
  '*': everySnapshot,
  presetRange: ({ snapshot, previous, event }) => {
    const c = ctx(snapshot);
    // The range of its preset, in India days; no issue shown.
    const seen: Record<string, unknown> = { range: c.range, issue: c.rangeIssue };
    const rule: Record<string, unknown> = { range: presetRanges[c.preset], issue: null };
    if (event.type === 'PRESET') [seen.preset, rule.preset] = [c.preset, payload(event, 'preset')];
    // Cancelling the typing keeps the range the list showed.
    if (event.type === 'CANCEL_CUSTOM')
      [seen.kept, rule.kept] = [
        [c.preset, c.range],
        [ctx(previous).preset, ctx(previous).range],
      ];
    // With the fields closed there is nothing to apply, cancel or type into: nothing changes.
    if (['APPLY_CUSTOM', 'CANCEL_CUSTOM', 'SET_FROM', 'SET_TO'].includes(event.type) && !previous?.matches('editingCustom'))
      [seen.closed, rule.closed] = [c, ctx(previous)];
    expect(seen, 'oracle of presetRange').toEqual(rule);
  },
  customRange: ({ snapshot, previous, event }) => {
    const c = ctx(snapshot);
    // A typed range is shown only when valid: the end not before the start, at most 90 days.
    const seen: Record<string, unknown> = { preset: c.preset, issue: c.rangeIssue, rangeIssue: expectedIssue(c.range.from, c.range.to) };
    const rule: Record<string, unknown> = { preset: 'custom', issue: null, rangeIssue: null };
    // Applying shows the range typed; cancelling keeps the one shown.
    const typing = previous?.matches('editingCustom') === true;
    if (event.type === 'APPLY_CUSTOM' && typing) [seen.range, rule.range] = [c.range, { from: ctx(previous).draftFrom, to: ctx(previous).draftTo }];
    if (event.type === 'CANCEL_CUSTOM') [seen.range, rule.range] = [c.range, ctx(previous).range];
    // With the fields closed there is nothing to apply, cancel or type into: nothing changes (not even fields left from an earlier typing).
    if (['APPLY_CUSTOM', 'CANCEL_CUSTOM', 'SET_FROM', 'SET_TO'].includes(event.type) && !typing) [seen.closed, rule.closed] = [c, ctx(previous)];
    expect(seen, 'oracle of customRange').toEqual(rule);
  },
  editingCustom: ({ snapshot, previous, event }) => {
    const c = ctx(snapshot);
    const before = ctx(previous);
    // While from/to are typed the list keeps its range.
    const seen: Record<string, unknown> = { shown: [c.preset, c.range] };
    const rule: Record<string, unknown> = { shown: [before.preset, before.range] };
    // The fields open filled with the range shown; each field takes what is typed into it.
    if (event.type === 'EDIT_CUSTOM' && !previous?.matches('editingCustom'))
      [seen.drafts, rule.drafts] = [
        [c.draftFrom, c.draftTo],
        [before.range.from, before.range.to],
      ];
    if (event.type === 'SET_FROM')
      [seen.drafts, rule.drafts] = [
        [c.draftFrom, c.draftTo],
        [payload(event, 'date'), before.draftTo],
      ];
    if (event.type === 'SET_TO')
      [seen.drafts, rule.drafts] = [
        [c.draftFrom, c.draftTo],
        [before.draftFrom, payload(event, 'date')],
      ];
    expect(seen, 'oracle of editingCustom').toEqual(rule);
  },
  'editingCustom.drafting': ({ snapshot, previous, event }) => {
    // No issue is shown while typing, until the member applies; typing or a filter is what leads here.
    const seen: Record<string, unknown> = {
      issue: ctx(snapshot).rangeIssue,
      by: ['EDIT_CUSTOM', 'SET_FROM', 'SET_TO', 'SET_CATEGORY', 'SET_VENDOR', 'SET_TYPE', 'SET_VENDORS', 'SET_USER_DRAFT', 'APPLY_USER', 'SET_LEVEL'].includes(
        event.type,
      ),
    };
    const rule: Record<string, unknown> = { issue: null, by: true };
    // A refused range is left for the typing only by typing again (a filter keeps the refusal shown).
    if (previous?.matches({ editingCustom: 'invalid' }))
      [seen.fromInvalid, rule.fromInvalid] = [event.type, ['SET_FROM', 'SET_TO'].includes(event.type) ? event.type : 'SET_FROM or SET_TO'];
    // Asking for the fields while they are open changes nothing: the typing goes on, nothing is refilled.
    if (event.type === 'EDIT_CUSTOM' && previous?.matches('editingCustom'))
      [seen.reopened, rule.reopened] = [
        [previous.matches({ editingCustom: 'drafting' }), ctx(snapshot)],
        [true, ctx(previous)],
      ];
    expect(seen, 'oracle of editingCustom.drafting').toEqual(rule);
  },
  'editingCustom.invalid': ({ snapshot, previous, event }) => {
    const c = ctx(snapshot);
    // A refused range says why (SPEC 5), and neither the list's range nor the typed fields change.
    const seen: Record<string, unknown> = { issue: c.rangeIssue, refused: expectedIssue(c.draftFrom, c.draftTo) !== null };
    const rule: Record<string, unknown> = { issue: expectedIssue(c.draftFrom, c.draftTo), refused: true };
    if (event.type === 'APPLY_CUSTOM')
      [seen.kept, rule.kept] = [
        [c.range, c.draftFrom, c.draftTo],
        [ctx(previous).range, ctx(previous).draftFrom, ctx(previous).draftTo],
      ];
    expect(seen, 'oracle of editingCustom.invalid').toEqual(rule);
  },
});
const oracles = oraclesFor(PRESET_RANGES);

/** The page's queryChanged reads the filters when told (test double: it records the query). */
const provide = { actions: { queryChanged: ({ context }: { context: RecordFiltersContext }) => void announced.push(expectedQuery(context)) } };

/** Only the presets, at a clock on India's midnight or 1 ms before it: the India day they count from. */
const presetsAt = (now: number, presetRanges: PresetRanges, variant: string): MachineModel => ({
  machine: recordFiltersMachine,
  variant,
  input: { clock: () => now, vendors: VENDORS },
  fixtures: {
    events: {
      PRESET: ['today', 'yesterday', 'last7', 'last30'].map((preset) => ({ type: 'PRESET', preset })),
      ...Object.fromEntries(
        [
          'EDIT_CUSTOM',
          'SET_FROM',
          'SET_TO',
          'APPLY_CUSTOM',
          'CANCEL_CUSTOM',
          'SET_CATEGORY',
          'SET_VENDOR',
          'SET_TYPE',
          'SET_VENDORS',
          'SET_USER_DRAFT',
          'APPLY_USER',
          'SET_LEVEL',
        ].map((type) => [type, []]),
      ),
    },
  },
  stateKey: (snapshot) => [snapshot.value, ctx(snapshot).preset],
  provide,
  oracles: oraclesFor(presetRanges),
});

export const recordFiltersModels: MachineModel[] = [
  presetsAt(INDIA_MIDNIGHT, PRESET_RANGES, 'presets at India midnight'),
  presetsAt(INDIA_MIDNIGHT - 1, PRESET_RANGES_BEFORE_MIDNIGHT, 'presets 1 ms before India midnight'),
  {
    // The range: presets, and typed ranges with each of their refusals (the filters take one value each).
    machine: recordFiltersMachine,
    variant: 'range',
    input: { clock, vendors: VENDORS },
    fixtures: {
      events: {
        // Leaving the typing by a preset (the presets themselves are the other variant's).
        PRESET: [{ type: 'PRESET', preset: 'last7' }],
        // No start, or an early one; an end before any start, or (from 1 Dec 2024, both ends counted)
        // 89, 90 and 91 days: SPEC's 90-day limit 1 under, on and 1 over.
        SET_FROM: [
          { type: 'SET_FROM', date: '' },
          { type: 'SET_FROM', date: '2024-12-01' },
        ],
        SET_TO: [
          { type: 'SET_TO', date: '2024-11-30' },
          { type: 'SET_TO', date: '2025-02-27' },
          { type: 'SET_TO', date: '2025-02-28' },
          { type: 'SET_TO', date: '2025-03-01' },
        ],
        // The filters are the other variant's: they change nothing about the range (its '*' oracle checks so).
        SET_CATEGORY: [],
        SET_VENDOR: [],
        SET_TYPE: [],
        SET_VENDORS: [],
        // The user and level filters are the team variant's.
        SET_USER_DRAFT: [],
        APPLY_USER: [],
        SET_LEVEL: [],
      },
    },
    stateKey: (snapshot) => {
      const c = ctx(snapshot);
      // Outside the typing, whether the fields still hold another range (EDIT_CUSTOM must refill them).
      return [snapshot.value, c.preset, JSON.stringify(c.range), snapshot.matches('editingCustom') ? [c.draftFrom, c.draftTo] : staleDrafts(c)];
    },
    provide,
    oracles,
  },
  {
    // The category, vendor and type filters, over a range that stays valid.
    machine: recordFiltersMachine,
    variant: 'filters',
    input: { clock, vendors: VENDORS, preset: 'today' },
    fixtures: {
      events: {
        PRESET: [
          { type: 'PRESET', preset: 'today' },
          { type: 'PRESET', preset: 'yesterday' },
          { type: 'PRESET', preset: 'last7' },
          { type: 'PRESET', preset: 'last30' },
        ],
        // A valid typed range, an end before the start, no end: the filters also apply over a refused draft.
        SET_FROM: [{ type: 'SET_FROM', date: '2025-01-01' }],
        SET_TO: [
          { type: 'SET_TO', date: '2025-01-20' },
          { type: 'SET_TO', date: '2024-12-31' },
          { type: 'SET_TO', date: '' },
        ],
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
        SET_USER_DRAFT: [],
        APPLY_USER: [],
        SET_LEVEL: [],
      },
    },
    // The filters are explored over the range shown; while a range is typed, whether it is valid, was
    // custom, and which of its ends was changed (so applying a changed start and a changed end are both seen).
    stateKey: (snapshot) => {
      const c = ctx(snapshot);
      if (snapshot.matches('editingCustom'))
        return [snapshot.value, c.preset === 'custom', expectedIssue(c.draftFrom, c.draftTo) === null, c.draftFrom !== c.range.from, c.draftTo !== c.range.to];
      return staleDrafts(c) ? [snapshot.value, 'fields hold another range'] : [snapshot.value, c.category, c.vendor];
    },
    provide,
    oracles,
  },
  {
    // The agency reports' user name and level, over a range that stays valid (typing a range is the other variants').
    machine: recordFiltersMachine,
    variant: 'team',
    input: { clock, preset: 'today' },
    fixtures: {
      events: {
        PRESET: [{ type: 'PRESET', preset: 'last30' }],
        SET_FROM: [],
        SET_TO: [],
        SET_CATEGORY: [],
        SET_VENDOR: [],
        SET_TYPE: [],
        SET_VENDORS: [],
        // A name with spaces around it, only spaces, and nothing: trimmed, and the last two mean every user.
        SET_USER_DRAFT: [
          { type: 'SET_USER_DRAFT', userName: '  team_rohan ' },
          { type: 'SET_USER_DRAFT', userName: '   ' },
          { type: 'SET_USER_DRAFT', userName: '' },
        ],
        // The first and last team levels, every level, and what is no level (0, 11, 1.5): refused.
        SET_LEVEL: [
          { type: 'SET_LEVEL', level: 1 },
          { type: 'SET_LEVEL', level: 10 },
          { type: 'SET_LEVEL', level: null },
          { type: 'SET_LEVEL', level: 0 },
          { type: 'SET_LEVEL', level: 11 },
          { type: 'SET_LEVEL', level: 1.5 },
        ],
      },
    },
    // The user and level filters over the range shown; while the range fields are open, whether they hold the range shown.
    stateKey: (snapshot) => {
      const c = ctx(snapshot);
      return [snapshot.value, c.preset, c.userDraft, c.userName, c.level, staleDrafts(c)];
    },
    provide,
    oracles,
  },
];
