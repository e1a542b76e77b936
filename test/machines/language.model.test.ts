import { expect } from 'vitest';
import { languageMachine } from '@machines/language.machine';
import { apiFailure } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const effects: string[] = [];
testMachineModel(languageMachine, {
  input: { language: 'HI', supported: ['HI', 'EN'] },
  fixtures: {
    outputs: { loadCatalogue: [undefined] },
    errors: { loadCatalogue: [apiFailure('network')] },
    events: {
      CHANGE: [
        { type: 'CHANGE', language: 'EN' },
        { type: 'CHANGE', language: 'HI' },
        { type: 'CHANGE', language: 'XX' },
      ],
    },
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.language, snapshot.context.requested, snapshot.context.failed],
  provide: {
    actions: {
      activate: () => void effects.push('activate'),
      persist: () => void effects.push('persist'),
      notifyServer: () => void effects.push('notifyServer'),
    },
  },
  check: (snapshot, event) => {
    const done = effects.splice(0);
    expect(snapshot.context.supported).toContain(snapshot.context.language);
    // SPEC 4: a completed switch updates the locale, both storage keys and the server.
    if (event.type.startsWith('xstate.done.actor') && snapshot.matches('ready') && done.includes('persist')) {
      expect(done).toEqual(['activate', 'persist', 'notifyServer']);
    }
    if (snapshot.matches('ready')) expect(snapshot.context.requested).toBe(snapshot.context.language);
    // hisLang: a completed switch remembers the language it switched from.
    if (done.includes('persist')) expect(snapshot.context.previous).not.toBe(snapshot.context.language);
  },
});
