import { expect } from 'vitest';
import { remoteDataMachine } from '@machines/remoteData.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure } from './fixtures';

const BANNERS = [{ groupName: 'lobby', url: '/banner-1.png' }];

const settled = ({ step }: Observation) => (step?.kind === 'settle' ? step : null);

/** SPEC 8 Handling: server data a view shows; a failing server never blanks the page. */
export const remoteDataModel: MachineModel = {
  machine: remoteDataMachine,
  fixtures: { outputs: { load: [BANNERS] }, errors: { load: [apiFailure('http')] } },
  // Whether something is shown already (a later failure must keep it), and whether an error is (a later answer must clear it).
  stateKey: (snapshot) => [snapshot.value, snapshot.context.data !== null, snapshot.context.error !== null],
  oracles: {
    loading: (o) => {
      const { snapshot, previous, event } = o;
      // Every entry asks the server again (a reload mid-flight too: a fresh call, the old answer dropped).
      expect(o.invoked.map((call) => call.src)).toEqual(['load']);
      if (event.type === 'xstate.init') expect(snapshot.context).toEqual({ data: null, error: null });
      else {
        expect(['RELOAD', 'RETRY']).toContain(event.type);
        if (event.type === 'RETRY') expect(previous?.matches('failed')).toBe(true);
        // What was shown stays while the new answer comes.
        expect(snapshot.context).toEqual(previous?.context);
      }
    },
    ready: (o) => {
      // The answer is shown, and any earlier error is gone.
      expect(settled(o)?.outcome).toBe('done');
      expect(o.previous?.matches('loading')).toBe(true);
      expect(o.snapshot.context).toEqual({ data: BANNERS, error: null });
      expect(o.invoked).toEqual([]);
    },
    failed: (o) => {
      // The failure is said (with a retry); data already shown is kept, not blanked.
      expect(settled(o)?.outcome).toBe('error');
      expect(o.previous?.matches('loading')).toBe(true);
      expect(o.snapshot.context.error).toBe('http');
      expect(o.snapshot.context.data).toEqual(o.previous?.context.data);
      expect(o.invoked).toEqual([]);
    },
  },
};
