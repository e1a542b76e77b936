import { assign, fromPromise, setup } from 'xstate';
import type { Balance } from '@kernel/member';

export type WalletEvent =
  | { type: 'SIGNED_IN' }
  | { type: 'SIGNED_OUT' }
  /** Sent after every money write, on return to the tab and on closing a game: the balance may have moved. */
  | { type: 'REFRESH' }
  | { type: 'TOGGLE_HIDDEN' };

/**
 * `error` says why the last fetch failed (null once one succeeds); `stale` marks a REFRESH that
 * came while a fetch was already under way: that fetch may predate the write, so one more follows.
 */
export type WalletContext = { balance: Balance | null; hidden: boolean; error: unknown; stale: boolean };

const outputOf = (event: unknown) => (event as { output: Balance }).output;

/**
 * The one wallet actor at the root (SPEC 2 Header, SPEC 4 'the balance is shown or masked with
 * asterisks'): the header reads it and every money machine's success sends it REFRESH.
 */
export const walletMachine = setup({
  types: { context: {} as WalletContext, events: {} as WalletEvent, input: {} as { hidden: boolean } },
  actors: {
    fetchBalance: fromPromise<Balance>(async () => {
      throw new Error('fetchBalance not provided');
    }),
  },
  guards: {
    isStale: ({ context }) => context.stale,
  },
  actions: {
    store: assign({ balance: ({ event }) => outputOf(event), error: null, stale: false }),
    noteError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? new Error('balance unavailable'), stale: false }),
    markStale: assign({ stale: true }),
    forget: assign({ balance: null, error: null, stale: false }),
    toggleHidden: assign({ hidden: ({ context }) => !context.hidden }),
    persistHidden: () => {},
  },
}).createMachine({
  id: 'wallet',
  meta: { spec: '2 Header: balance' },
  context: ({ input }) => ({ balance: null, hidden: input.hidden, error: null, stale: false }),
  initial: 'signedOut',
  on: {
    TOGGLE_HIDDEN: { actions: ['toggleHidden', 'persistHidden'] },
    SIGNED_OUT: { target: '.signedOut', actions: 'forget' },
  },
  states: {
    signedOut: {
      meta: { spec: '2 Header: logged out shows no balance' },
      on: { SIGNED_IN: 'loading', REFRESH: {} },
    },
    loading: {
      meta: { spec: '7 Wallet balance' },
      invoke: {
        src: 'fetchBalance',
        onDone: [
          // The answer is kept, and one more fetch sees the write that came meanwhile.
          { guard: 'isStale', target: 'loading', reenter: true, actions: 'store' },
          { target: 'ready', actions: 'store' },
        ],
        onError: { target: 'failed', actions: 'noteError' },
      },
      on: { REFRESH: { actions: 'markStale' }, SIGNED_IN: { target: 'loading', reenter: true, actions: 'forget' } },
    },
    ready: {
      meta: { spec: '2 Header: balance' },
      on: { REFRESH: 'loading', SIGNED_IN: { target: 'loading', actions: 'forget' } },
    },
    failed: {
      meta: { spec: '8 Network link is abnormal: the header says why, with retry' },
      on: { REFRESH: 'loading', SIGNED_IN: { target: 'loading', actions: 'forget' } },
    },
  },
});
