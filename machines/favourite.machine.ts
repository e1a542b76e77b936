import { assign, fromPromise, setup } from 'xstate';

export type FavouriteGame = { nodeId: number; vendor: string; gameType: string };
export type FavouriteEvent =
  | { type: 'TOGGLE'; game: FavouriteGame }
  | { type: 'SIGNED_IN'; favourites: number[] }
  | { type: 'SIGNED_OUT' };
export type FavouriteContext = { signedIn: boolean; favourites: number[]; pending: FavouriteGame | null; failed: boolean };

const toggled = (event: unknown) => (event as Extract<FavouriteEvent, { type: 'TOGGLE' }>).game;

/**
 * SPEC 4: the favourite toggle adds or removes by whether nodeId is already a favourite; it needs
 * login (a guest gets the login popup) and takes at most one toggle a second.
 */
export const favouriteMachine = setup({
  types: { context: {} as FavouriteContext, events: {} as FavouriteEvent, input: {} as { signedIn: boolean; favourites: number[] } },
  actors: {
    addFavourite: fromPromise<void, FavouriteGame>(async () => {
      throw new Error('addFavourite not provided');
    }),
    removeFavourite: fromPromise<void, FavouriteGame>(async () => {
      throw new Error('removeFavourite not provided');
    }),
  },
  guards: {
    signedOut: ({ context }) => !context.signedIn,
    isFavourite: ({ context, event }) => context.favourites.includes(toggled(event).nodeId),
  },
  actions: {
    askLogin: () => {},
    remember: assign({ pending: ({ event }) => toggled(event), failed: false }),
    added: assign(({ context }) => ({ favourites: context.pending ? [...context.favourites, context.pending.nodeId] : context.favourites, pending: null })),
    removed: assign(({ context }) => ({ favourites: context.favourites.filter((nodeId) => nodeId !== context.pending?.nodeId), pending: null })),
    noteFailure: assign({ pending: null, failed: true }),
    signIn: assign({ signedIn: true, favourites: ({ event }) => (event as Extract<FavouriteEvent, { type: 'SIGNED_IN' }>).favourites }),
    signOut: assign({ signedIn: false, favourites: [], pending: null }),
  },
  delays: { toggleThrottle: 1000 },
}).createMachine({
  id: 'favourite',
  meta: { spec: '4 Game and navigation: favourite toggle' },
  context: ({ input }) => ({ signedIn: input.signedIn, favourites: input.favourites, pending: null, failed: false }),
  initial: 'ready',
  on: { SIGNED_IN: { actions: 'signIn' }, SIGNED_OUT: { actions: 'signOut' } },
  states: {
    ready: {
      on: {
        TOGGLE: [
          { guard: 'signedOut', actions: 'askLogin' },
          { guard: 'isFavourite', target: 'removing', actions: 'remember' },
          { target: 'adding', actions: 'remember' },
        ],
      },
    },
    adding: {
      meta: { spec: '7 Favourites: add (nodeId, vendor, gameType)' },
      invoke: {
        src: 'addFavourite',
        input: ({ context }) => context.pending as FavouriteGame,
        onDone: { target: 'coolingDown', actions: 'added' },
        onError: { target: 'coolingDown', actions: 'noteFailure' },
      },
    },
    removing: {
      meta: { spec: '7 Favourites: remove (nodeId)' },
      invoke: {
        src: 'removeFavourite',
        input: ({ context }) => context.pending as FavouriteGame,
        onDone: { target: 'coolingDown', actions: 'removed' },
        onError: { target: 'coolingDown', actions: 'noteFailure' },
      },
    },
    coolingDown: {
      meta: { spec: '4 Favourite toggle throttled to one per second' },
      after: { toggleThrottle: 'ready' },
      on: { TOGGLE: {} },
    },
  },
});
