import { assign, fromPromise, setup } from 'xstate';
import type { GameSearchGroup, GameSearchResult } from '../kernel/gameSearch';
import type { LaunchTarget } from './gameLaunch.machine';
import { gameOptions, isSearchable, keywordOf, movedActive, SEARCH_DEBOUNCE_MS, searchHitTarget, withRecentSearch } from './gameSearch.rules';

export type GameSearchEvent =
  /** The field got or lost the focus: the listbox shows only while it has it. */
  | { type: 'FOCUS' }
  | { type: 'BLUR' }
  /** The field's text changed (each keystroke, a paste, a cut). */
  | { type: 'TYPE'; text: string }
  /** ArrowDown and ArrowUp. */
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  /** Enter: the active option. */
  | { type: 'CHOOSE' }
  /** A click on the option at this index (a game in the results, a recent search before typing). */
  | { type: 'PICK'; index: number }
  /** Escape: closes the listbox and clears the field. */
  | { type: 'CLOSE' }
  | { type: 'RETRY' };

export type GameSearchContext = {
  /** The field's text as typed. */
  text: string;
  /** The keyword searched or waiting to be: the text trimmed; '' while the text is too short. */
  keyword: string;
  /** The answer's groups (results only). */
  groups: GameSearchGroup[];
  /** The active option's index: among the games of `groups`, or among `recent` while the field is empty; null none. */
  active: number | null;
  /** The last searches a game was launched from, newest first. */
  recent: string[];
  /** The field has the focus and the listbox may show. */
  open: boolean;
};

export type GameSearchInput = { recent: string[] };

const typed = (event: unknown) => (event as Extract<GameSearchEvent, { type: 'TYPE' }>).text;
const picked = (event: unknown) => (event as Extract<GameSearchEvent, { type: 'PICK' }>).index;
/** The recent searches listed as options: only while nothing is typed. */
const recentShown = (context: GameSearchContext) => (context.text.trim() === '' ? context.recent : []);
const chosenGame = (context: GameSearchContext, index: number | null) => (index === null ? undefined : gameOptions(context.groups)[index]);

/** The transitions of a keystroke, the same wherever a keystroke is taken. */
const TYPE_TRANSITIONS = [
  // Spaces added around the same keyword: no new search, the answer (or the wait) stands.
  { guard: 'sameKeyword', actions: 'setText' },
  { guard: 'searchable', target: '.typing', reenter: true, actions: ['setText', 'setKeyword', 'clearResults'] },
  { target: '.idle', actions: ['setText', 'clearKeyword', 'clearResults'] },
] as const;

/**
 * Issue 26, item 5: the header's game search. The player types; once the text is long enough and
 * the typing pauses (a named debounce), the catalogue is searched; a newer keystroke leaves the
 * search under way, whose answer is then never shown. Results are games grouped by category;
 * ArrowDown and ArrowUp move across them (wrapping), Enter launches the active one through the
 * game launcher, Escape closes and clears. Before anything is typed, the recent searches are the
 * options. Launching a game keeps its search among the recent ones, through the one injected
 * `storeRecent` (so a consent gate can wrap it).
 */
export const gameSearchMachine = setup({
  types: { context: {} as GameSearchContext, events: {} as GameSearchEvent, input: {} as GameSearchInput },
  actors: {
    searchGames: fromPromise<GameSearchResult, { keyword: string }>(async () => {
      throw new Error('searchGames not provided');
    }),
  },
  guards: {
    searchable: ({ event }) => isSearchable(typed(event)),
    sameKeyword: ({ context, event }) => context.keyword !== '' && keywordOf(typed(event)) === context.keyword,
    hasRecentOptions: ({ context }) => recentShown(context).length > 0,
    activeRecent: ({ context }) => context.active !== null && recentShown(context)[context.active] !== undefined,
    pickedRecent: ({ context, event }) => recentShown(context)[picked(event)] !== undefined,
    activeGame: ({ context }) => chosenGame(context, context.active) !== undefined,
    pickedGame: ({ context, event }) => chosenGame(context, picked(event)) !== undefined,
    foundGames: ({ event }) => (event as unknown as { output: GameSearchResult }).output.groups.some((group) => group.games.length > 0),
  },
  actions: {
    open: assign({ open: true }),
    shut: assign({ open: false, active: null }),
    setText: assign({ text: ({ event }) => typed(event), open: true }),
    setKeyword: assign({ keyword: ({ event }) => keywordOf(typed(event)) }),
    clearKeyword: assign({ keyword: '' }),
    clearResults: assign({ groups: [] as GameSearchGroup[], active: null }),
    clearAll: assign({ text: '', keyword: '', groups: [] as GameSearchGroup[], active: null, open: false }),
    storeGroups: assign({ groups: ({ event }) => (event as unknown as { output: GameSearchResult }).output.groups, active: null }),
    nextRecent: assign({ active: ({ context }) => movedActive(context.active, recentShown(context).length, 1), open: true }),
    previousRecent: assign({ active: ({ context }) => movedActive(context.active, recentShown(context).length, -1), open: true }),
    nextGame: assign({ active: ({ context }) => movedActive(context.active, gameOptions(context.groups).length, 1), open: true }),
    previousGame: assign({ active: ({ context }) => movedActive(context.active, gameOptions(context.groups).length, -1), open: true }),
    // A recent search chosen is searched at once: the player asked for it, there is nothing to wait for.
    searchRecent: assign(({ context, event }) => {
      const keyword = recentShown(context)[event.type === 'PICK' ? picked(event) : (context.active as number)] as string;
      return { text: keyword, keyword, active: null, open: true };
    }),
    rememberKeyword: assign({ recent: ({ context }) => withRecentSearch(context.recent, context.keyword) }),
    storeRecent: (_, _params: { recent: string[] }) => {},
    launch: (_, _params: { target: LaunchTarget }) => {},
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'gameSearch',
  meta: { spec: 'issue 26 item 5: header game search' },
  context: ({ input }) => ({ text: '', keyword: '', groups: [], active: null, recent: input.recent, open: false }),
  initial: 'idle',
  on: {
    FOCUS: { actions: 'open' },
    BLUR: { actions: 'shut' },
    TYPE: TYPE_TRANSITIONS,
    CLOSE: { target: '.idle', actions: 'clearAll' },
  },
  states: {
    idle: {
      meta: { spec: 'issue 26: fewer than the minimum characters send no request; the recent searches are the options while the field is empty' },
      on: {
        NEXT: { guard: 'hasRecentOptions', actions: 'nextRecent' },
        PREVIOUS: { guard: 'hasRecentOptions', actions: 'previousRecent' },
        CHOOSE: { guard: 'activeRecent', target: 'searching', actions: 'searchRecent' },
        PICK: { guard: 'pickedRecent', target: 'searching', actions: 'searchRecent' },
      },
    },
    typing: {
      meta: { spec: 'issue 26: the request waits for the debounce after the last keystroke' },
      after: { searchDebounce: 'searching' },
    },
    searching: {
      meta: { spec: 'issue 26: a newer keystroke leaves this search; its answer never shows' },
      invoke: {
        src: 'searchGames',
        input: ({ context }) => ({ keyword: context.keyword }),
        onDone: [{ guard: 'foundGames', target: 'results', actions: 'storeGroups' }, { target: 'noResults' }],
        onError: { target: 'failed' },
      },
    },
    results: {
      meta: { spec: 'issue 26: results grouped by category; arrows move across groups, Enter launches' },
      on: {
        NEXT: { actions: 'nextGame' },
        PREVIOUS: { actions: 'previousGame' },
        CHOOSE: {
          guard: 'activeGame',
          target: 'idle',
          actions: [
            { type: 'launch', params: ({ context }) => ({ target: searchHitTarget(chosenGame(context, context.active)!) }) },
            'rememberKeyword',
            { type: 'storeRecent', params: ({ context }) => ({ recent: context.recent }) },
            'clearAll',
          ],
        },
        PICK: {
          guard: 'pickedGame',
          target: 'idle',
          actions: [
            { type: 'launch', params: ({ context, event }) => ({ target: searchHitTarget(chosenGame(context, picked(event))!) }) },
            'rememberKeyword',
            { type: 'storeRecent', params: ({ context }) => ({ recent: context.recent }) },
            'clearAll',
          ],
        },
      },
    },
    noResults: { meta: { spec: 'issue 26: no game matches the keyword' } },
    failed: {
      meta: { spec: 'issue 26: the search failed; the player may try again' },
      on: { RETRY: 'searching' },
    },
  },
});
