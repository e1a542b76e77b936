import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { GameSearchGroup, GameSearchHit, GameSearchResult } from '@kernel/gameSearch';
import { type GameSearchContext, gameSearchMachine } from '@machines/gameSearch.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure } from './fixtures';

/** Issue 26: the request goes out 250 ms after the last keystroke. */
const DEBOUNCE = 250;
/** Issue 26: the recent searches kept (five, newest first), as the player's storage held them. */
const STORED_RECENT = ['koi', 'lotus', 'tiger', 'dragon', 'sky'];

const hit = (nodeId: number, gameType: 'RNG' | 'LIVE', vassalage: string, gameName: string): GameSearchHit => ({
  gameType,
  vassalage,
  displayName: gameName,
  gameId: `${vassalage}_${nodeId}`,
  nodeId,
  gameCode: `${vassalage}000${nodeId}`,
  gameName,
  showIcon: true,
  iconUrl: '',
  lagerIcon: '',
  isHot: 0,
  isNew: 0,
  isGame: 'GAME',
  gameClassify: null,
  vendorName: vassalage,
});
/** Two groups (slots with two games, live with one): ArrowDown crosses from the first group to the second. */
const GROUPS: GameSearchGroup[] = [
  { category: 'RNG', totalCount: 40, games: [hit(1, 'RNG', 'PG', 'Golden Megaways'), hit(2, 'RNG', 'MEGA', 'Lucky Megaways')] },
  { category: 'LIVE', totalCount: 1, games: [hit(3, 'LIVE', 'EVO', 'Mega Wheel 1')] },
];
const FOUND: GameSearchResult = { keyword: 'mega', groups: GROUPS };
const NONE: GameSearchResult = { keyword: 'mega', groups: [] };
/** What the launcher gets for each option, written out: the same target a tile of the game sends (SPEC 2 Game launching). */
const TARGETS = [
  { gameType: 'RNG', vassalage: 'PG', gameCode: 'PG0001', isGame: 'GAME', name: 'Golden Megaways', nodeId: 1 },
  { gameType: 'RNG', vassalage: 'MEGA', gameCode: 'MEGA0002', isGame: 'GAME', name: 'Lucky Megaways', nodeId: 2 },
  { gameType: 'LIVE', vassalage: 'EVO', gameCode: 'EVO0003', isGame: 'GAME', name: 'Mega Wheel 1', nodeId: 3 },
];
/** ArrowDown and ArrowUp over three options, wrapping at both ends; from none, the first or the last. */
const AFTER_NEXT = new Map<number | null, number>([
  [null, 0],
  [0, 1],
  [1, 2],
  [2, 0],
]);
const AFTER_PREVIOUS = new Map<number | null, number>([
  [null, 2],
  [2, 1],
  [1, 0],
  [0, 2],
]);
/** The same over the five recent searches. */
const RECENT_AFTER_NEXT = new Map<number | null, number>([
  [null, 0],
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 0],
]);
const RECENT_AFTER_PREVIOUS = new Map<number | null, number>([
  [null, 4],
  [4, 3],
  [3, 2],
  [2, 1],
  [1, 0],
  [0, 4],
]);
/**
 * The recent list after a launch from the stored one, written out: a new keyword goes first and the
 * sixth (the oldest) drops; a repeat moves to the front and nothing drops.
 */
const RECENT_AFTER_LAUNCH_FROM_STORED: Record<string, string[]> = {
  me: ['me', 'koi', 'lotus', 'tiger', 'dragon'],
  mega: ['mega', 'koi', 'lotus', 'tiger', 'dragon'],
  tiger: ['tiger', 'koi', 'lotus', 'dragon', 'sky'],
  koi: ['koi', 'lotus', 'tiger', 'dragon', 'sky'],
  sky: ['sky', 'koi', 'lotus', 'tiger', 'dragon'],
};
/** Texts that send no request (fewer than two characters once trimmed) and those that do. */
const TOO_SHORT = ['', 'm'];
const SEARCHED = ['me', 'mega'];

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as GameSearchContext;
const is = (event: EventObject, outcome: 'done' | 'error') =>
  event.type === `xstate.${outcome}.actor.0.gameSearch.searching` || event.type.startsWith(`xstate.${outcome}.actor.`);
const typedText = (event: EventObject) => (event as unknown as { text: string }).text;
const searches = (invoked: Observation['invoked']) => invoked.filter((call) => call.src === 'searchGames');
const launched = ({ event, previous }: Observation) => (event.type === 'CHOOSE' || event.type === 'PICK') && previous?.matches('results') === true;

/** A search leaves for this keyword, once. */
const expectOneSearch = (invoked: Observation['invoked'], keyword: string) => {
  expect(searches(invoked)).toEqual([expect.objectContaining({ src: 'searchGames', input: { keyword } })]);
};

export const gameSearchModel: MachineModel = {
  machine: gameSearchMachine,
  input: { recent: STORED_RECENT },
  fixtures: {
    outputs: { searchGames: [FOUND, NONE] },
    errors: { searchGames: [apiFailure('network')] },
    events: {
      TYPE: [
        { type: 'TYPE', text: '' },
        { type: 'TYPE', text: 'm' },
        { type: 'TYPE', text: 'me' },
        { type: 'TYPE', text: 'mega' },
        { type: 'TYPE', text: ' mega ' },
      ],
      PICK: [{ type: 'PICK', index: 2 }],
    },
  },
  // The recent list is left out of the state: it only grows by launches, and every oracle judges it.
  stateKey: (snapshot) => [snapshot.value, ctx(snapshot).text, ctx(snapshot).open, ctx(snapshot).active, ctx(snapshot).groups.length],
  delays: { searchDebounce: DEBOUNCE },
  // The field is focused or not: a focused field is not focused again, a blurred one not blurred.
  available: (snapshot, event) => (event.type === 'FOCUS' ? !ctx(snapshot).open : event.type === 'BLUR' ? ctx(snapshot).open : true),
  oracles: {
    '*': (observation) => {
      const { snapshot, previous, event, effects, invoked } = observation;
      const c = ctx(snapshot);
      expect(snapshot.status).toBe('active');
      // Five recent searches at most, each once.
      expect(c.recent.length).toBeLessThanOrEqual(5);
      expect(new Set(c.recent).size).toBe(c.recent.length);
      // Requests leave only on entering the search.
      if (searches(invoked).length > 0) expect(snapshot.matches('searching')).toBe(true);
      // Effects (a launch and the recent list's write) only when a found game is chosen.
      if (!launched(observation)) expect(effects).toEqual([]);
      if (event.type === 'FOCUS') expect(c).toEqual({ ...ctx(previous!), open: true });
      if (event.type === 'BLUR') {
        expect(c).toEqual({ ...ctx(previous!), open: false, active: null });
        expect(snapshot.value).toEqual(previous!.value);
      }
      // Escape closes and clears, wherever the search was (a search under way is left).
      if (event.type === 'CLOSE') {
        expect(snapshot.matches('idle')).toBe(true);
        expect(c).toEqual({ ...ctx(previous!), text: '', keyword: '', groups: [], active: null, open: false });
      }
      // Typing opens the listbox and keeps the text as typed.
      if (event.type === 'TYPE') expect([c.text, c.open]).toEqual([typedText(event), true]);
      if (event.type === 'xstate.init') expect(c).toEqual({ text: '', keyword: '', groups: [], active: null, recent: STORED_RECENT, open: false });
    },
    idle: (observation) => {
      const { snapshot, previous, event, effects, invoked } = observation;
      const c = ctx(snapshot);
      expect(c.keyword).toBe('');
      expect(c.groups).toEqual([]);
      expect(searches(invoked)).toEqual([]);
      // One character (or none) sends no request.
      if (event.type === 'TYPE') {
        expect(TOO_SHORT).toContain(typedText(event).trim());
        expect(c.active).toBeNull();
      }
      // An active option is a recent search, only while the field is empty.
      if (c.active !== null) {
        expect(c.text.trim()).toBe('');
        expect(c.active).toBeLessThan(5);
      }
      if (event.type === 'NEXT') expect(c.active).toBe(RECENT_AFTER_NEXT.get(ctx(previous!).active));
      if (event.type === 'PREVIOUS') expect(c.active).toBe(RECENT_AFTER_PREVIOUS.get(ctx(previous!).active));
      if (launched(observation)) {
        // Enter (or a click) launches the game through the launcher, keeps the search, closes and clears.
        const before = ctx(previous!);
        const index = event.type === 'PICK' ? 2 : (before.active as number);
        const recent = before.recent.join() === STORED_RECENT.join() ? RECENT_AFTER_LAUNCH_FROM_STORED[before.keyword] : undefined;
        expect(effects).toEqual([
          { name: 'launch', params: { target: TARGETS[index] } },
          { name: 'storeRecent', params: { recent: recent ?? c.recent } },
        ]);
        expect(c).toMatchObject({ text: '', keyword: '', groups: [], active: null, open: false });
        // From any list: the keyword first, the rest in their order without it, five at most.
        expect(c.recent[0]).toBe(before.keyword);
        expect(c.recent.slice(1)).toEqual(before.recent.filter((entry) => entry !== before.keyword).slice(0, 4));
      } else if (event.type !== 'xstate.init') expect(c.recent).toEqual(ctx(previous!).recent);
    },
    typing: ({ snapshot, previous, event, invoked }) => {
      const c = ctx(snapshot);
      // Two characters or more wait for the debounce; nothing asked yet.
      expect(SEARCHED).toContain(c.keyword);
      expect(c.keyword).toBe(c.text.trim());
      expect([c.groups, c.active]).toEqual([[], null]);
      expect(searches(invoked)).toEqual([]);
      expect(['TYPE', 'FOCUS', 'BLUR']).toContain(event.type);
      expect(c.recent).toEqual(ctx(previous!).recent);
    },
    searching: ({ snapshot, previous, event, step, invoked }) => {
      const c = ctx(snapshot);
      expect([c.groups, c.active]).toEqual([[], null]);
      expect(c.keyword).toBe(c.text.trim());
      if (step?.kind === 'wait') {
        // The request goes out exactly at the debounce after the last keystroke (the replay checks 1 ms before).
        expect(step.ms).toBe(DEBOUNCE);
        expect(previous!.matches('typing')).toBe(true);
        expect(SEARCHED).toContain(c.keyword);
        expectOneSearch(invoked, c.keyword);
      } else if (event.type === 'RETRY') {
        expect(previous!.matches('failed')).toBe(true);
        expectOneSearch(invoked, ctx(previous!).keyword);
      } else if (event.type === 'CHOOSE' || event.type === 'PICK') {
        // A recent search chosen is searched at once, without the debounce.
        const before = ctx(previous!);
        const keyword = event.type === 'PICK' ? before.recent[2] : before.recent[before.active as number];
        expect(previous!.matches('idle')).toBe(true);
        expect(c).toMatchObject({ text: keyword, keyword });
        expectOneSearch(invoked, keyword as string);
      } else {
        // The field's focus changes nothing here ('*' judges it); spaces added round the same
        // keyword leave the search under way standing, with no second request.
        expect(['TYPE', 'FOCUS', 'BLUR']).toContain(event.type);
        expect(keywordUnchanged(previous!, snapshot)).toBe(true);
        expect(searches(invoked)).toEqual([]);
      }
    },
    results: ({ snapshot, previous, event }) => {
      const c = ctx(snapshot);
      expect(c.groups).toEqual(GROUPS);
      expect(c.keyword).toBe(c.text.trim());
      if (is(event, 'done')) {
        expect(previous!.matches('searching')).toBe(true);
        expect(c.active).toBeNull();
      }
      // ArrowDown and ArrowUp move across both groups and wrap.
      if (event.type === 'NEXT') expect([c.active, c.open]).toEqual([AFTER_NEXT.get(ctx(previous!).active), true]);
      if (event.type === 'PREVIOUS') expect([c.active, c.open]).toEqual([AFTER_PREVIOUS.get(ctx(previous!).active), true]);
      if (event.type === 'TYPE') expect(keywordUnchanged(previous!, snapshot)).toBe(true);
    },
    noResults: ({ snapshot, previous, event }) => {
      const c = ctx(snapshot);
      expect([c.groups, c.active]).toEqual([[], null]);
      if (is(event, 'done')) expect(previous!.matches('searching')).toBe(true);
      if (event.type === 'TYPE') expect(keywordUnchanged(previous!, snapshot)).toBe(true);
    },
    failed: ({ snapshot, previous, event }) => {
      const c = ctx(snapshot);
      expect([c.groups, c.active]).toEqual([[], null]);
      if (is(event, 'error')) expect(previous!.matches('searching')).toBe(true);
      if (event.type === 'TYPE') expect(keywordUnchanged(previous!, snapshot)).toBe(true);
    },
  },
};

/** A keystroke that kept the state: it only added or removed spaces round the keyword. */
const keywordUnchanged = (previous: AnyMachineSnapshot, snapshot: AnyMachineSnapshot) =>
  ctx(previous).keyword === ctx(snapshot).keyword && snapshot.value === previous.value && ctx(snapshot).text.trim() === ctx(previous).text.trim();
