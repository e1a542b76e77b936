import { assign, setup } from 'xstate';
import type { WalkerModel } from '../../walker/walkerMeta';

/** Small machines for the walker's own tests: each shows one GraphWalker behaviour plainly. */

/** A door that can be locked for good. `opened` counts the openings (an oracle can fail on the second). */
export const doorMachine = setup({ types: { context: {} as { opened: number } } }).createMachine({
  id: 'door',
  context: { opened: 0 },
  initial: 'closed',
  states: {
    closed: { meta: { spec: 'D1 Door' }, on: { OPEN: { target: 'open', actions: assign({ opened: ({ context }) => context.opened + 1 }) }, LOCK: 'locked' } },
    open: { meta: { spec: 'D1 Door' }, on: { CLOSE: 'closed' } },
    locked: { meta: { spec: 'D2 Lock' }, type: 'final' },
  },
});
export const doorModel: WalkerModel = {
  machine: doorMachine,
  stateKey: (snapshot) => [snapshot.value, Math.min(snapshot.context.opened, 2)],
  oracles: { closed: () => {}, open: () => {}, locked: () => {} },
  meta: { dependencies: { LOCK: 0.9, OPEN: 0.5 } },
};

/** One state with four ways out and back: A and B weighted (0.7, 0.2), C and D sharing the rest. */
export const hubModel: WalkerModel = {
  machine: setup({}).createMachine({
    id: 'hub',
    initial: 'hub',
    states: { hub: { meta: { spec: 'H1 Hub' }, on: { A: 'hub', B: 'hub', C: 'hub', D: 'hub' } } },
  }),
  oracles: { hub: () => {} },
  meta: { weights: { A: 0.7, B: 0.2 } },
};
