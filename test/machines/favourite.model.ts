import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type FavouriteContext, type FavouriteGame, favouriteMachine } from '@machines/favourite.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure } from './fixtures';

const GAME: FavouriteGame = { nodeId: 1, vendor: 'PG', gameType: 'RNG' };
/** SPEC 4: the favourite toggle is throttled to one per second. */
const TOGGLE_THROTTLE = 1000;

/**
 * Machine bugs on an account switch (reported, not fixed here; set false once fixed):
 * 1. SIGNED_IN of another account is a `reenter` transition of the list region whose domain is the
 *    parallel root, so it also restarts the toggle region: a toggle in flight is cancelled (its
 *    pending game kept) and a cooling-down toggle is ready at once.
 * 2. A toggle started on the old account's list while the new account's list loads is applied to
 *    the new list: an add of a game the new list already has makes it a favourite twice.
 * The oracles state the SPEC behaviour and skip it only on those two events.
 */
const KNOWN_BUG_ACCOUNT_SWITCH = false;
const toggleOf = (snapshot: AnyMachineSnapshot) => (snapshot.value as { toggle: string }).toggle;

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as FavouriteContext;
const is = (event: EventObject, outcome: 'done' | 'error', src: string) => event.type === `xstate.${outcome}.actor.${src}`;
const calls = (invoked: Observation['invoked'], src: string) => invoked.filter((call) => call.src === src);
/** A toggle request leaves: added or removed on the server for the game clicked (SPEC 7 Favourites). */
const toggleStarted = ({ snapshot, previous, event, effects, invoked }: Observation, src: 'addFavourite' | 'removeFavourite') => {
  // A pending request never fails before it is answered.
  expect(ctx(snapshot).failed).toBe(false);
  if (event.type !== 'TOGGLE') {
    expect(calls(invoked, src)).toEqual([]);
    return;
  }
  // SPEC 4: only a signed-in player toggles; add or remove by whether nodeId is a favourite.
  expect(ctx(previous!).signedIn).toBe(true);
  expect(ctx(previous!).favourites.includes(GAME.nodeId)).toBe(src === 'removeFavourite');
  expect(effects).toEqual([]);
  expect(calls(invoked, src)).toEqual([{ src, id: src, input: GAME }]);
  expect(ctx(snapshot)).toEqual({ ...ctx(previous!), pending: GAME, failed: false });
};

export const favouriteModel: MachineModel = {
  machine: favouriteMachine,
  fixtures: {
    outputs: { fetchFavourites: [[], [2, 1]], addFavourite: [undefined], removeFavourite: [undefined] },
    errors: { fetchFavourites: [apiFailure('network')], addFavourite: [apiFailure('network')], removeFavourite: [apiFailure('network')] },
    events: {
      TOGGLE: [{ type: 'TOGGLE', game: GAME }],
      SIGNED_IN: [
        { type: 'SIGNED_IN', owner: 'demo_member' },
        { type: 'SIGNED_IN', owner: 'demo_agent' },
      ],
    },
  },
  // Where the machine can go: whose list it holds, whether toggling is allowed, whether the game is a favourite;
  // and whether a failure is shown (the next toggle must clear it).
  stateKey: (snapshot) => [
    snapshot.value,
    ctx(snapshot).owner,
    ctx(snapshot).signedIn,
    ctx(snapshot).favourites.includes(GAME.nodeId),
    ctx(snapshot).failed,
    ctx(snapshot).pending === null,
  ],
  delays: { toggleThrottle: TOGGLE_THROTTLE },
  oracles: {
    '*': ({ snapshot, event, invoked }) => {
      const c = ctx(snapshot);
      // The toggle keeps working whatever happens (an answer after signing out included): the actor never fails.
      expect(snapshot.status).toBe('active');
      // A list is known only for a signed-in account, and only fetched when an account signs in.
      if (c.signedIn) expect(c.owner).not.toBeNull();
      if (!c.signedIn) expect(c.favourites).toEqual([]);
      if (event.type !== 'SIGNED_IN') expect(calls(invoked, 'fetchFavourites')).toEqual([]);
    },
    list: ({ snapshot, previous, event }) => {
      const c = ctx(snapshot);
      // A game is a favourite or not: never listed twice.
      const addedAgain = is(event, 'done', 'addFavourite') && ctx(previous!).favourites.includes(GAME.nodeId);
      if (!(KNOWN_BUG_ACCOUNT_SWITCH && addedAgain)) expect(new Set(c.favourites).size).toBe(c.favourites.length);
      // Toggling changes the list only when the server said yes.
      if (event.type === 'TOGGLE' || is(event, 'error', 'addFavourite') || is(event, 'error', 'removeFavourite')) expect(c.favourites).toEqual(ctx(previous!).favourites);
    },
    'list.signedOut': ({ snapshot, event, previous }) => {
      // SPEC 4: a guest has no favourites (and a signed-out session forgets the pending toggle).
      expect(ctx(snapshot)).toMatchObject({ owner: null, signedIn: false, favourites: [], pending: null });
      if (event.type === 'SIGNED_OUT') expect(ctx(snapshot).failed).toBe(ctx(previous!).failed);
    },
    'list.loading': ({ snapshot, previous, event, invoked }) => {
      expect(ctx(snapshot).owner).not.toBeNull();
      if (event.type !== 'SIGNED_IN') {
        expect(previous?.matches({ list: 'loading' })).toBe(true);
        return;
      }
      // SPEC 4: logging in (as another account) fetches that account's favourites, once.
      const { owner } = event as unknown as { owner: string };
      expect(ctx(previous!).owner).not.toBe(owner);
      expect(calls(invoked, 'fetchFavourites')).toEqual([{ src: 'fetchFavourites', id: 'fetchFavourites', input: { owner } }]);
      // Until the new list comes, toggling stays as it was (a guest still gets the login popup).
      expect(ctx(snapshot)).toEqual({ ...ctx(previous!), owner });
    },
    'list.loaded': ({ snapshot, previous, event }) => {
      // The list is known: the member can toggle.
      expect(ctx(snapshot).signedIn).toBe(true);
      expect(ctx(snapshot).owner).not.toBeNull();
      if (is(event, 'done', 'fetchFavourites')) expect(ctx(snapshot).favourites).toEqual((event as unknown as { output: number[] }).output);
      // A list that cannot be fetched is taken as empty: the member can still toggle.
      if (is(event, 'error', 'fetchFavourites')) expect(ctx(snapshot).favourites).toEqual([]);
      if (event.type.endsWith('fetchFavourites')) expect(previous?.matches({ list: 'loading' })).toBe(true);
    },
    toggle: ({ snapshot, previous, event }) => {
      // The list and the toggle are independent: a session change does not touch a toggle under way or cooling down.
      if (event.type.startsWith('SIGNED_') && !(KNOWN_BUG_ACCOUNT_SWITCH && event.type === 'SIGNED_IN')) {
        expect(toggleOf(snapshot)).toBe(toggleOf(previous!));
        if (event.type === 'SIGNED_IN') expect(ctx(snapshot).pending).toEqual(ctx(previous!).pending);
      }
      // A failure is shown only after a toggle the server refused, until the next toggle starts.
      if (is(event, 'error', 'addFavourite') || is(event, 'error', 'removeFavourite')) expect(ctx(snapshot).failed).toBe(true);
      if (event.type === 'xstate.init') expect(ctx(snapshot).failed).toBe(false);
    },
    'toggle.ready': ({ snapshot, previous, event, step, effects, invoked }) => {
      // No toggle under way.
      if (!(KNOWN_BUG_ACCOUNT_SWITCH && event.type === 'SIGNED_IN')) expect(ctx(snapshot).pending).toBeNull();
      expect([...calls(invoked, 'addFavourite'), ...calls(invoked, 'removeFavourite')]).toEqual([]);
      // SPEC 4: one toggle a second: ready again exactly a second after the last one ended.
      if (step?.kind === 'wait') {
        expect(step.ms).toBe(TOGGLE_THROTTLE);
        expect(previous?.matches({ toggle: 'coolingDown' })).toBe(true);
      }
      if (event.type === 'TOGGLE') {
        // SPEC 4: toggling needs login: a guest gets the login popup and nothing else changes.
        expect(ctx(previous!).signedIn).toBe(false);
        expect(effects).toEqual([{ name: 'askLogin', params: undefined }]);
        expect(ctx(snapshot)).toEqual(ctx(previous!));
      } else expect(effects).toEqual([]);
    },
    'toggle.adding': (observation) => {
      toggleStarted(observation, 'addFavourite');
    },
    'toggle.removing': (observation) => {
      toggleStarted(observation, 'removeFavourite');
    },
    'toggle.coolingDown': ({ snapshot, previous, event, effects }) => {
      const c = ctx(snapshot);
      const before = ctx(previous!);
      // The toggle is over: nothing pending, no login asked.
      expect(c.pending).toBeNull();
      expect(effects).toEqual([]);
      if (is(event, 'done', 'addFavourite') && !(KNOWN_BUG_ACCOUNT_SWITCH && before.favourites.includes(GAME.nodeId)))
        expect(c.favourites).toEqual(before.pending ? [...new Set([...before.favourites, GAME.nodeId])] : before.favourites);
      // A toggle forgotten by signing out (pending dropped) changes no list when its answer comes.
      if (is(event, 'done', 'removeFavourite'))
        expect(c.favourites).toEqual(before.pending ? before.favourites.filter((nodeId) => nodeId !== GAME.nodeId) : before.favourites);
      if (is(event, 'error', 'addFavourite') || is(event, 'error', 'removeFavourite')) expect(c).toEqual({ ...before, pending: null, failed: true });
      if (event.type.includes('Favourite') && !event.type.endsWith('fetchFavourites'))
        expect(previous?.matches({ toggle: 'adding' }) || previous?.matches({ toggle: 'removing' })).toBe(true);
      else expect(previous?.matches({ toggle: 'coolingDown' })).toBe(true);
    },
  },
};
