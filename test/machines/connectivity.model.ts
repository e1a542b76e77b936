import { expect } from 'vitest';
import { connectivityMachine } from '@machines/connectivity.machine';
import type { MachineModel, Oracle } from '../model/types';

// Issue 24 (the lite app): the browser's word at start and its online and offline events drive the
// offline shell; the network's return retries the first screen's reads at once (the effect
// `networkBack`), and nothing else does.

/** A state is entered by the event that says so, from the other state (or is where the page starts: online until told). */
const enteredBy =
  (type: 'ONLINE' | 'OFFLINE', from: 'online' | 'offline', startsHere: boolean): Oracle =>
  ({ event, previous }) => {
    if (previous === null) {
      expect(startsHere).toBe(true);
      return;
    }
    expect(event.type).toBe(type);
    expect(previous.matches(from)).toBe(true);
  };

export const connectivityModel: MachineModel = {
  machine: connectivityMachine,
  oracles: {
    '*': ({ previous, event, effects, invoked }) => {
      // Nothing is fetched here; the retry is the one effect, when the network comes back and only then.
      expect(invoked).toEqual([]);
      const cameBack = previous?.matches('offline') === true && event.type === 'ONLINE';
      expect(effects).toEqual(cameBack ? [{ name: 'networkBack', params: undefined }] : []);
    },
    online: enteredBy('ONLINE', 'offline', true),
    offline: enteredBy('OFFLINE', 'online', false),
  },
};
