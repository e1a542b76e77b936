import { expect } from 'vitest';
import { captchaMachine } from '@machines/captcha.machine';
import { apiFailure } from './fixtures';
import { testMachineModel } from './modelHarness';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
testMachineModel(captchaMachine, {
  fixtures: { outputs: { fetchCaptcha: [PNG] }, errors: { fetchCaptcha: [apiFailure('network')] } },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.failed],
  check: (snapshot, event) => {
    // SPEC 9: within a second of a load, a user's refresh does not fetch again.
    if (event.type === 'REFRESH' && snapshot.matches('coolingDown')) throw new Error('refresh inside the throttle second');
    if (event.type === 'RELOAD') expect(snapshot.matches('loading')).toBe(true);
    if (snapshot.matches('ready') && !snapshot.context.failed) expect(snapshot.context.image).toBe(PNG);
  },
});
