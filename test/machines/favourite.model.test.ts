import { expect } from 'vitest';
import { favouriteMachine } from '../../machines/favourite.machine';
import { apiFailure } from './fixtures';
import { testMachineModel } from './modelHarness';

let loginAsks = 0;
const game = (nodeId: number) => ({ nodeId, vendor: 'PG', gameType: 'RNG' });
testMachineModel(favouriteMachine, {
  input: { signedIn: false, favourites: [] },
  fixtures: {
    outputs: { addFavourite: [undefined], removeFavourite: [undefined] },
    errors: { addFavourite: [apiFailure('network')], removeFavourite: [apiFailure('network')] },
    events: {
      TOGGLE: [{ type: 'TOGGLE', game: game(1) }],
      SIGNED_IN: [{ type: 'SIGNED_IN', favourites: [] }, { type: 'SIGNED_IN', favourites: [1] }],
    },
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.signedIn, snapshot.context.favourites, snapshot.context.failed],
  provide: { actions: { askLogin: () => void loginAsks++ } },
  check: (snapshot, event) => {
    // SPEC 4: toggling needs login; add or remove by whether nodeId is a favourite.
    if (event.type === 'TOGGLE' && !snapshot.context.signedIn) {
      expect(loginAsks).toBe(1);
      loginAsks = 0;
    }
    if (event.type === 'TOGGLE' && snapshot.matches('adding')) expect(snapshot.context.favourites).not.toContain(1);
    if (event.type === 'TOGGLE' && snapshot.matches('removing')) expect(snapshot.context.favourites).toContain(1);
    if (event.type.startsWith('xstate.done.actor.0.favourite.adding') && snapshot.context.signedIn) expect(snapshot.context.favourites).toContain(1);
    if (event.type.startsWith('xstate.done.actor.0.favourite.removing')) expect(snapshot.context.favourites).not.toContain(1);
    if (event.type === 'SIGNED_OUT') expect(snapshot.context.favourites).toEqual([]);
  },
});
