import { beforeEach, expect } from 'vitest';
import { fromPromise } from 'xstate';
import { type FavouriteContext, favouriteMachine } from '@machines/favourite.machine';
import { apiFailure } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

let loginAsks = 0;
/** The favourite lists fetched (by owner) since the last step. */
const fetches: string[] = [];
/** The context before the step being checked (each path starts signed out, with no list). */
let before: FavouriteContext;
beforeEach(() => {
  loginAsks = 0;
  fetches.length = 0;
  before = { owner: null, signedIn: false, favourites: [], pending: null, failed: false };
});

const never = () => new Promise<never>(() => {});
const game = (nodeId: number) => ({ nodeId, vendor: 'PG', gameType: 'RNG' });
testMachineModel(favouriteMachine, {
  fixtures: {
    outputs: { fetchFavourites: [[], [1]], addFavourite: [undefined], removeFavourite: [undefined] },
    errors: { fetchFavourites: [apiFailure('network')], addFavourite: [apiFailure('network')], removeFavourite: [apiFailure('network')] },
    events: {
      TOGGLE: [{ type: 'TOGGLE', game: game(1) }],
      SIGNED_IN: [{ type: 'SIGNED_IN', owner: 'demo_member' }, { type: 'SIGNED_IN', owner: 'demo_agent' }],
    },
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.owner, snapshot.context.signedIn, snapshot.context.favourites, snapshot.context.failed],
  provide: {
    actors: {
      fetchFavourites: fromPromise(({ input }) => {
        fetches.push((input as { owner: string }).owner);
        return never();
      }),
      addFavourite: fromPromise(never),
      removeFavourite: fromPromise(never),
    },
    actions: { askLogin: () => void loginAsks++ },
  },
  check: (snapshot, event) => {
    const context = snapshot.context as FavouriteContext;
    const started = fetches.splice(0, fetches.length);
    // SPEC 4: logging in fetches the favourites of that account, once; the same account signing in
    // again (any other session change) fetches nothing and keeps the list.
    if (event.type === 'SIGNED_IN') {
      const { owner } = event as unknown as { owner: string };
      expect(context.owner).toBe(owner);
      if (owner === before.owner) {
        expect(started).toEqual([]);
        expect(context.favourites).toEqual(before.favourites);
      } else {
        expect(started).toEqual([owner]);
        expect(snapshot.matches({ list: 'loading' })).toBe(true);
        // Until the new list comes, toggling stays as it was (a guest still gets the login popup).
        expect(context.signedIn).toBe(before.signedIn);
      }
    } else {
      expect(started).toEqual([]);
    }
    if (event.type === 'xstate.done.actor.fetchFavourites') {
      expect(context.signedIn).toBe(true);
      expect(context.favourites).toEqual((event as unknown as { output: number[] }).output);
    }
    // A list that cannot be fetched is taken as empty: the member can still toggle.
    if (event.type === 'xstate.error.actor.fetchFavourites') {
      expect(context.signedIn).toBe(true);
      expect(context.favourites).toEqual([]);
    }
    // SPEC 4: a guest has no favourites.
    if (event.type === 'SIGNED_OUT' || snapshot.matches({ list: 'signedOut' })) {
      expect(snapshot.matches({ list: 'signedOut' })).toBe(true);
      expect(context).toMatchObject({ owner: null, signedIn: false, favourites: [], pending: null });
    }
    if (snapshot.matches({ list: 'loaded' })) expect(context.signedIn).toBe(true);
    if (snapshot.matches({ list: 'loading' })) expect(context.owner).not.toBeNull();
    // SPEC 4: toggling needs login; add or remove by whether nodeId is a favourite; one a second.
    if (event.type === 'TOGGLE') {
      expect(loginAsks).toBe(before.signedIn ? 0 : 1);
      loginAsks = 0;
      if (!before.signedIn) expect(context).toEqual(before);
      if (snapshot.matches({ toggle: 'adding' })) expect(context.favourites).not.toContain(1);
      if (snapshot.matches({ toggle: 'removing' })) expect(context.favourites).toContain(1);
      if (snapshot.matches({ toggle: 'coolingDown' })) expect(context).toEqual(before);
    }
    if (event.type === 'xstate.done.actor.addFavourite' && context.signedIn) expect(context.favourites).toContain(1);
    if (event.type === 'xstate.done.actor.removeFavourite') expect(context.favourites).not.toContain(1);
    if (event.type.startsWith('xstate.error.actor.') && event.type !== 'xstate.error.actor.fetchFavourites') {
      expect(context.failed).toBe(true);
      expect(context.favourites).toEqual(before.favourites);
    }
    before = { ...context };
  },
});
