import { expect } from 'vitest';
import { captchaMachine } from '@machines/captcha.machine';
import type { MachineModel } from '../model/types';
import { apiFailure } from './fixtures';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** SPEC 7 (captcha is a base64 PNG) and SPEC 9 (a refresh at most once a second). */
export const captchaModel: MachineModel = {
  machine: captchaMachine,
  fixtures: { outputs: { fetchCaptcha: [PNG] }, errors: { fetchCaptcha: [apiFailure('network')] } },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.failed],
  delays: { refreshThrottle: 1000 },
  oracles: {
    loading: ({ snapshot, event, previous, invoked }) => {
      if (event.type === 'xstate.init') expect(snapshot.context).toEqual({ image: null, failed: false });
      // A new image is fetched on entry: at the start, on RELOAD, or on a refresh after the throttle second.
      expect(invoked.map((call) => call.src)).toEqual(['fetchCaptcha']);
      if (event.type === 'REFRESH') expect(previous?.matches('ready')).toBe(true);
    },
    coolingDown: ({ snapshot, event }) => {
      if (event.type.startsWith('xstate.done.actor')) expect(snapshot.context).toEqual({ image: PNG, failed: false });
      if (event.type.startsWith('xstate.error.actor')) expect(snapshot.context.failed).toBe(true);
    },
    ready: ({ snapshot, previous, step, invoked }) => {
      // Ready only once the second has passed since the load, and without fetching again.
      expect(step?.kind === 'wait' ? step.ms : null).toBe(1000);
      expect(previous?.matches('coolingDown')).toBe(true);
      expect(invoked).toEqual([]);
      expect(snapshot.context.image === PNG || snapshot.context.failed).toBe(true);
    },
  },
};
