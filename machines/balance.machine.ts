import { assign, fromPromise, setup } from 'xstate';
import type { Balance } from '../src/contract/member';

export type BalanceEvent = { type: 'REFRESH' } | { type: 'TOGGLE_HIDDEN' };
export type BalanceContext = { balance: Balance | null; hidden: boolean };

/** SPEC 2 Header / SPEC 4: the balance is refreshable and shown or masked with asterisks. */
export const balanceMachine = setup({
  types: { context: {} as BalanceContext, events: {} as BalanceEvent, input: {} as { hidden: boolean } },
  actors: {
    fetchBalance: fromPromise<Balance>(async () => {
      throw new Error('fetchBalance not provided');
    }),
  },
  actions: {
    store: assign({ balance: ({ event }) => (event as unknown as { output: Balance }).output }),
    toggleHidden: assign({ hidden: ({ context }) => !context.hidden }),
    persistHidden: () => {},
  },
}).createMachine({
  id: 'balance',
  meta: { spec: '2 Header: balance' },
  context: ({ input }) => ({ balance: null, hidden: input.hidden }),
  initial: 'loading',
  on: { TOGGLE_HIDDEN: { actions: ['toggleHidden', 'persistHidden'] } },
  states: {
    loading: {
      meta: { spec: '7 Wallet balance' },
      invoke: { src: 'fetchBalance', onDone: { target: 'ready', actions: 'store' }, onError: 'failed' },
    },
    ready: { meta: { spec: '2 Header: balance' }, on: { REFRESH: 'loading' } },
    failed: { meta: { spec: '8 Network link is abnormal' }, on: { REFRESH: 'loading' } },
  },
});
