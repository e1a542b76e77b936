import { assign, setup } from 'xstate';
import type { GameCategory } from '../../kernel/platform';
import type { AccountRecordType, DatePreset, DateRange } from '../../kernel/records';
import { checkCustomRange, DEFAULT_RECORD_PRESET, levelFits, presetRange, type RangeIssue, type RecordVendor, userNameFilter, vendorFits } from './recordFilters.rules';

export type RecordFiltersEvent =
  | { type: 'PRESET'; preset: DatePreset }
  /** Opens the from/to fields, filled with the range shown. */
  | { type: 'EDIT_CUSTOM' }
  | { type: 'SET_FROM'; date: string }
  | { type: 'SET_TO'; date: string }
  | { type: 'APPLY_CUSTOM' }
  | { type: 'CANCEL_CUSTOM' }
  | { type: 'SET_CATEGORY'; category: GameCategory | null }
  | { type: 'SET_VENDOR'; vendor: string | null }
  | { type: 'SET_TYPE'; recordType: AccountRecordType | null }
  /** The vendor list arrived (or changed). */
  | { type: 'SET_VENDORS'; vendors: RecordVendor[] }
  /** The user name being typed into the small search form (agency reports). */
  | { type: 'SET_USER_DRAFT'; userName: string }
  /** The search form is submitted: the typed name, trimmed, filters the report (empty: every user). */
  | { type: 'APPLY_USER' }
  /** A team level (1 is a direct downline), or null for every level. */
  | { type: 'SET_LEVEL'; level: number | null };

export type RecordFiltersInput = {
  /** Now, in ms (the presets are days of India time around it). */
  clock: () => number;
  preset?: DatePreset;
  vendors?: RecordVendor[];
};

export type RecordFiltersContext = {
  clock: () => number;
  /** The preset the range came from, or custom. */
  preset: DatePreset | 'custom';
  /** The range the list shows. */
  range: DateRange;
  draftFrom: string;
  draftTo: string;
  rangeIssue: RangeIssue | null;
  category: GameCategory | null;
  vendor: string | null;
  type: AccountRecordType | null;
  vendors: RecordVendor[];
  /** What the user name field holds (applied only when the form is submitted). */
  userDraft: string;
  /** The user name the report is filtered by (null: every user of the team). */
  userName: string | null;
  level: number | null;
};

type EventOf<T extends RecordFiltersEvent['type']> = Extract<RecordFiltersEvent, { type: T }>;

/**
 * The filters of a record page (betting record, account record, profit and loss, the agency
 * reports): a date range from a preset (today, yesterday, last 7 days, last 30 days; last 7 days by
 * default) or typed (from/to: the end not before the start, at most 90 days), a category and a
 * vendor, an entry type, a user name (applied when its form is submitted, not per keystroke: each
 * search is a call) and a team level. Each applied change announces the new query (queryChanged,
 * provided by the page), which sends the paged list back to page 1.
 */
export const recordFiltersMachine = setup({
  types: { context: {} as RecordFiltersContext, events: {} as RecordFiltersEvent, input: {} as RecordFiltersInput },
  guards: {
    customRangeValid: ({ context }) => checkCustomRange(context.draftFrom, context.draftTo) === null,
    rangeWasCustom: ({ context }) => context.preset === 'custom',
    vendorOffered: ({ context, event }) => vendorFits(context.vendors, context.category, (event as EventOf<'SET_VENDOR'>).vendor),
    levelOffered: ({ event }) => levelFits((event as EventOf<'SET_LEVEL'>).level),
  },
  actions: {
    applyPreset: assign(({ context, event }) => {
      const { preset } = event as EventOf<'PRESET'>;
      return { preset, range: presetRange(preset, context.clock()), rangeIssue: null };
    }),
    openDrafts: assign(({ context }) => ({ draftFrom: context.range.from, draftTo: context.range.to, rangeIssue: null })),
    setDraftFrom: assign({ draftFrom: ({ event }) => (event as EventOf<'SET_FROM'>).date, rangeIssue: null }),
    setDraftTo: assign({ draftTo: ({ event }) => (event as EventOf<'SET_TO'>).date, rangeIssue: null }),
    noteRangeIssue: assign({ rangeIssue: ({ context }) => checkCustomRange(context.draftFrom, context.draftTo) }),
    applyCustom: assign(({ context }) => ({ preset: 'custom' as const, range: { from: context.draftFrom, to: context.draftTo }, rangeIssue: null })),
    clearIssue: assign({ rangeIssue: null }),
    setCategory: assign(({ context, event }) => {
      const { category } = event as EventOf<'SET_CATEGORY'>;
      return { category, vendor: vendorFits(context.vendors, category, context.vendor) ? context.vendor : null };
    }),
    setVendor: assign({ vendor: ({ event }) => (event as EventOf<'SET_VENDOR'>).vendor }),
    setType: assign({ type: ({ event }) => (event as EventOf<'SET_TYPE'>).recordType }),
    setVendors: assign({ vendors: ({ event }) => (event as EventOf<'SET_VENDORS'>).vendors }),
    setUserDraft: assign({ userDraft: ({ event }) => (event as EventOf<'SET_USER_DRAFT'>).userName }),
    /** The field shows the name as it is searched (trimmed). */
    applyUser: assign(({ context }) => {
      const userName = userNameFilter(context.userDraft);
      return { userName, userDraft: userName ?? '' };
    }),
    setLevel: assign({ level: ({ event }) => (event as EventOf<'SET_LEVEL'>).level }),
    /** The page sends the new query to its paged list (which starts again at page 1). */
    queryChanged: () => {},
  },
}).createMachine({
  id: 'recordFilters',
  meta: {
    spec: '2 Member center: record pages (betting record, account record, profit and loss) filters; 2 Agent center: the reports filter by date preset and range, user name and level',
  },
  context: ({ input }) => {
    const preset = input.preset ?? DEFAULT_RECORD_PRESET;
    const range = presetRange(preset, input.clock());
    return {
      clock: input.clock,
      preset,
      range,
      draftFrom: range.from,
      draftTo: range.to,
      rangeIssue: null,
      category: null,
      vendor: null,
      type: null,
      vendors: input.vendors ?? [],
      userDraft: '',
      userName: null,
      level: null,
    };
  },
  initial: 'presetRange',
  on: {
    PRESET: { target: '.presetRange', actions: ['applyPreset', 'queryChanged'] },
    SET_CATEGORY: { actions: ['setCategory', 'queryChanged'] },
    SET_VENDOR: { guard: 'vendorOffered', actions: ['setVendor', 'queryChanged'] },
    SET_TYPE: { actions: ['setType', 'queryChanged'] },
    SET_VENDORS: { actions: 'setVendors' },
    SET_USER_DRAFT: { actions: 'setUserDraft' },
    APPLY_USER: { actions: ['applyUser', 'queryChanged'] },
    SET_LEVEL: { guard: 'levelOffered', actions: ['setLevel', 'queryChanged'] },
  },
  states: {
    presetRange: {
      meta: { spec: '9 Date presets: today, yesterday, last 7 and last 30 days (India days)' },
      on: { EDIT_CUSTOM: { target: 'editingCustom', actions: 'openDrafts' }, APPLY_CUSTOM: {}, CANCEL_CUSTOM: {}, SET_FROM: {}, SET_TO: {} },
    },
    customRange: {
      meta: { spec: '9 Date range: a typed range of at most 90 days' },
      on: { EDIT_CUSTOM: { target: 'editingCustom', actions: 'openDrafts' }, APPLY_CUSTOM: {}, CANCEL_CUSTOM: {}, SET_FROM: {}, SET_TO: {} },
    },
    editingCustom: {
      meta: { spec: '9 Date range: from and to being typed' },
      initial: 'drafting',
      on: {
        SET_FROM: { target: '.drafting', actions: 'setDraftFrom' },
        SET_TO: { target: '.drafting', actions: 'setDraftTo' },
        APPLY_CUSTOM: [
          { guard: 'customRangeValid', target: 'customRange', actions: ['applyCustom', 'queryChanged'] },
          { target: '.invalid', actions: 'noteRangeIssue' },
        ],
        CANCEL_CUSTOM: [
          { guard: 'rangeWasCustom', target: 'customRange', actions: 'clearIssue' },
          { target: 'presetRange', actions: 'clearIssue' },
        ],
        EDIT_CUSTOM: {},
      },
      states: {
        drafting: { meta: { spec: '9 Date range: from and to being typed' } },
        invalid: { meta: { spec: '5 Validation: the end not before the start, at most 90 days (clear messages)' } },
      },
    },
  },
});
