import { expect } from 'vitest';
import { systemStatusMachine } from '@machines/systemStatus.machine';
import { systemStatus } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const expectedScreen = (status: ReturnType<typeof systemStatus>) =>
  status.status === 1 ? 'maintenance' : status.status === 2 || status.regionRestriction ? 'regionRestricted' : 'normal';

testMachineModel(systemStatusMachine, {
  fixtures: {
    outputs: {
      fetchStatus: [systemStatus(0), systemStatus(1), systemStatus(2), systemStatus(1, true), systemStatus(0, true)],
    },
  },
  check: (snapshot, event) => {
    // Whatever status arrives, the screen follows it, and maintenance outranks region (SPEC 4).
    if (event.type.startsWith('xstate.done.actor.')) {
      const status = (event as unknown as { output: ReturnType<typeof systemStatus> }).output;
      expect(Object.keys(snapshot.value as object)[0]).toBe(expectedScreen(status));
      expect(snapshot.context.status).toEqual(status);
    }
    if (snapshot.matches('unreachable')) expect(snapshot.context.failures).toBeGreaterThan(0);
    // A retry never leaves the 'could not reach the server' screen until an answer arrives.
    if (event.type === 'RETRY' && snapshot.context.failures > 0 && !snapshot.context.status) expect(snapshot.matches({ unreachable: 'retrying' })).toBe(true);
    if (event.type.startsWith('xstate.error.actor.') && !snapshot.context.status) expect(snapshot.matches({ unreachable: 'waiting' })).toBe(true);
  },
});
