import { assign, fromPromise, setup } from 'xstate';

export type FavouriteGame = { nodeId: number; vendor: string; gameType: string };
export type FavouriteEvent =
  | { type: 'TOGGLE'; game: FavouriteGame }
  /** The session is signed in as this account (sent again on every session change: the same owner is ignored). */
  | { type: 'SIGNED_IN'; owner: string }
  | { type: 'SIGNED_OUT' };
export type FavouriteContext = {
  /** The account whose favourites are held or being fetched; null when signed out. */
  owner: string | null;
  /** The favourite list is known (fetched, or failed to fetch and taken as empty): toggling is allowed. */
  signedIn: boolean;
  favourites: number[];
  pending: FavouriteGame | null;
  failed: boolean;
};

const toggled = (event: unknown) => (event as Extract<FavouriteEvent, { type: 'TOGGLE' }>).game;

/**
 * SPEC 4: logging in fetches the favourites (a guest has none); the favourite toggle adds or
 * removes by whether nodeId is already a favourite; it needs login (a guest gets the login popup)
 * and takes at most one toggle a second. The list and the toggle are parallel regions.
 */
export const favouriteMachine = setup({
  types: { context: {} as FavouriteContext, events: {} as FavouriteEvent },
  actors: {
    fetchFavourites: fromPromise<number[], { owner: string }>(async () => {
      throw new Error('fetchFavourites not provided');
    }),
    addFavourite: fromPromise<void, FavouriteGame>(async () => {
      throw new Error('addFavourite not provided');
    }),
    removeFavourite: fromPromise<void, FavouriteGame>(async () => {
      throw new Error('removeFavourite not provided');
    }),
  },
  guards: {
    signedOut: ({ context }) => !context.signedIn,
    otherOwner: ({ context, event }) => context.owner !== (event as Extract<FavouriteEvent, { type: 'SIGNED_IN' }>).owner,
    isFavourite: ({ context, event }) => context.favourites.includes(toggled(event).nodeId),
  },
  actions: {
    askLogin: () => {},
    remember: assign({ pending: ({ event }) => toggled(event), failed: false }),
    // A list fetched while the add was on its way may hold the game already: it is listed once.
    added: assign(({ context }) => ({
      favourites: context.pending && !context.favourites.includes(context.pending.nodeId) ? [...context.favourites, context.pending.nodeId] : context.favourites,
      pending: null,
    })),
    removed: assign(({ context }) => ({ favourites: context.favourites.filter((nodeId) => nodeId !== context.pending?.nodeId), pending: null })),
    noteFailure: assign({ pending: null, failed: true }),
    setOwner: assign({ owner: ({ event }) => (event as Extract<FavouriteEvent, { type: 'SIGNED_IN' }>).owner }),
    signIn: assign({ signedIn: true, favourites: ({ event }) => (event as unknown as { output: number[] }).output }),
    // A list that could not be fetched is taken as empty: the member can still toggle.
    signInWithoutList: assign({ signedIn: true, favourites: [] as number[] }),
    signOut: assign({ owner: null, signedIn: false, favourites: [] as number[], pending: null }),
  },
  delays: { toggleThrottle: 1000 },
}).createMachine({
  id: 'favourite',
  meta: { spec: '4 Game and navigation: favourite toggle' },
  context: { owner: null, signedIn: false, favourites: [], pending: null, failed: false },
  type: 'parallel',
  states: {
    list: {
      meta: { spec: '4 Logging in triggers fetching favourites' },
      initial: 'signedOut',
      on: {
        // Another account (or the first one) fetches its list; a session change of the same account does not.
        // Not `reenter`: on this parallel root that would restart the toggle region too, dropping a toggle on its way.
        SIGNED_IN: { guard: 'otherOwner', target: '.loading', actions: 'setOwner' },
        SIGNED_OUT: { target: '.signedOut', actions: 'signOut' },
      },
      states: {
        signedOut: { on: { SIGNED_OUT: {} } },
        loading: {
          meta: { spec: '7 Favourites: list (page size 999)' },
          invoke: {
            id: 'fetchFavourites',
            src: 'fetchFavourites',
            input: ({ context }) => ({ owner: context.owner as string }),
            onDone: { target: 'loaded', actions: 'signIn' },
            onError: { target: 'loaded', actions: 'signInWithoutList' },
          },
        },
        loaded: {},
      },
    },
    toggle: {
      initial: 'ready',
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
            id: 'addFavourite',
            src: 'addFavourite',
            input: ({ context }) => context.pending as FavouriteGame,
            onDone: { target: 'coolingDown', actions: 'added' },
            onError: { target: 'coolingDown', actions: 'noteFailure' },
          },
        },
        removing: {
          meta: { spec: '7 Favourites: remove (nodeId)' },
          invoke: {
            id: 'removeFavourite',
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
    },
  },
});
