import { expect } from 'vitest';
import { popupsMachine } from '@machines/popups.machine';
import { testMachineModel } from './legacyModelHarness';

testMachineModel(popupsMachine, {
  fixtures: {
    events: {
      OPEN_REGISTER: [
        { type: 'OPEN_REGISTER', referralCode: 'ABC123' },
        { type: 'OPEN_REGISTER', referralCode: null },
      ],
      OPEN_HELP: [{ type: 'OPEN_HELP', topic: 'term' }],
    },
  },
  check: (snapshot, event) => {
    // SPEC 2: /register reads an optional referralCode and the register popup keeps it.
    if (event.type === 'OPEN_REGISTER') expect(snapshot.context.referralCode).toBe((event as { referralCode?: string | null }).referralCode ?? null);
    if (event.type === 'OPEN_HELP') expect(snapshot.context.helpTopic).toBe('term');
    if (event.type === 'CLOSE') expect(snapshot.value).toBe('closed');
    // SPEC 4: the trial warning replaces whatever popup was open.
    if (event.type === 'OPEN_CHANGE_PASSWORD') expect(snapshot.value).toBe('changePassword');
    if (event.type === 'OPEN_TRIAL_WARNING') expect(snapshot.value).toBe('trialWarning');
  },
});
