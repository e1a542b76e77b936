import { setup } from 'xstate';

/**
 * Whether the browser has a network (issue 24, the lite app): the browser's word at start and its
 * online and offline events come in as ONLINE and OFFLINE (src/app/rootRelays.ts), so no view
 * reads them. An offline shell says so in the visitor's language, and the network's return tries
 * the first screen's reads again at once (`networkBack`), without waiting for the next retry.
 */
export type ConnectivityEvent = { type: 'ONLINE' } | { type: 'OFFLINE' };

export const connectivityMachine = setup({
  types: { events: {} as ConnectivityEvent },
  actions: { networkBack: () => {} },
}).createMachine({
  id: 'connectivity',
  meta: { spec: '1 a lite app: offline shell' },
  initial: 'online',
  states: {
    online: { on: { OFFLINE: 'offline' } },
    offline: { on: { ONLINE: { target: 'online', actions: 'networkBack' } } },
  },
});
