import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../kernel/errorCodes';
import type { PvpRoom } from '../kernel/games';

export type PvpRoomsEvent = { type: 'SESSION'; signedIn: boolean } | { type: 'SELECT_VENDOR'; vendor: string | null } | { type: 'REFRESH' } | { type: 'RETRY' };

export type PvpRoomsContext = { signedIn: boolean; vendor: string | null; rooms: PvpRoom[]; refreshFailed: boolean };

const failureCode = (event: unknown) => (event as { error?: { details?: { code?: string | null } } }).error?.details?.code ?? null;

/**
 * SPEC 7 PVP rooms (T): the tables of one card-game vendor. Guests see none (they are asked to log
 * in); a member's list loads, refreshes itself (seats change) and keeps the tables it has when a
 * refresh fails. A vendor without tables is an empty list, not a failure.
 */
export const pvpRoomsMachine = setup({
  types: {
    context: {} as PvpRoomsContext,
    events: {} as PvpRoomsEvent,
    input: {} as { signedIn: boolean; vendor: string | null },
  },
  actors: {
    loadRooms: fromPromise<PvpRoom[], { vendor: string }>(async () => {
      throw new Error('loadRooms not provided');
    }),
  },
  guards: {
    signedOut: ({ context }) => !context.signedIn,
    noVendor: ({ context }) => context.vendor === null,
    sessionChanged: ({ context, event }) => (event as Extract<PvpRoomsEvent, { type: 'SESSION' }>).signedIn !== context.signedIn,
    vendorChanged: ({ context, event }) => (event as Extract<PvpRoomsEvent, { type: 'SELECT_VENDOR' }>).vendor !== context.vendor,
    noRooms: ({ event }) => failureCode(event) === ErrorCode.notFound,
  },
  actions: {
    setSession: assign({ signedIn: ({ event }) => (event as Extract<PvpRoomsEvent, { type: 'SESSION' }>).signedIn, rooms: [], refreshFailed: false }),
    setVendor: assign({ vendor: ({ event }) => (event as Extract<PvpRoomsEvent, { type: 'SELECT_VENDOR' }>).vendor, rooms: [], refreshFailed: false }),
    storeRooms: assign({ rooms: ({ event }) => (event as unknown as { output: PvpRoom[] }).output, refreshFailed: false }),
    clearRooms: assign({ rooms: [], refreshFailed: false }),
    noteRefreshFailed: assign({ refreshFailed: true }),
  },
  delays: { roomsRefresh: 30_000 },
}).createMachine({
  id: 'pvpRooms',
  meta: { spec: '7 PVP rooms' },
  context: ({ input }) => ({ signedIn: input.signedIn, vendor: input.vendor, rooms: [], refreshFailed: false }),
  initial: 'choosing',
  on: {
    SESSION: { guard: 'sessionChanged', target: '.choosing', actions: 'setSession' },
    SELECT_VENDOR: { guard: 'vendorChanged', target: '.choosing', actions: 'setVendor' },
  },
  states: {
    choosing: {
      always: [{ guard: 'signedOut', target: 'signedOut' }, { guard: 'noVendor', target: 'noVendor' }, { target: 'loading' }],
    },
    signedOut: { meta: { spec: '2 Game launching: guests get the login popup' } },
    noVendor: {},
    loading: {
      invoke: {
        src: 'loadRooms',
        input: ({ context }) => ({ vendor: context.vendor as string }),
        onDone: { target: 'ready', actions: 'storeRooms' },
        onError: [{ guard: 'noRooms', target: 'empty' }, { target: 'failed' }],
      },
    },
    ready: {
      after: { roomsRefresh: 'refreshing' },
      on: { REFRESH: 'refreshing' },
    },
    refreshing: {
      invoke: {
        src: 'loadRooms',
        input: ({ context }) => ({ vendor: context.vendor as string }),
        onDone: { target: 'ready', actions: 'storeRooms' },
        onError: [
          { guard: 'noRooms', target: 'empty', actions: 'clearRooms' },
          { target: 'ready', actions: 'noteRefreshFailed' },
        ],
      },
    },
    empty: { on: { REFRESH: 'loading' } },
    failed: { meta: { spec: '8 Handling' }, on: { RETRY: 'loading' } },
  },
});
