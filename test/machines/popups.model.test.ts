import { expect } from 'vitest';
import { popupsMachine } from '../../machines/popups.machine';
import { testMachineModel } from './modelHarness';

testMachineModel(popupsMachine, {
  fixtures: {
    events: {
      OPEN_REGISTER: [
        { type: 'OPEN_REGISTER', referralCode: 'ABC123' },
        { type: 'OPEN_REGISTER', referralCode: null },
      ],
    },
  },
  check: (snapshot, event) => {
    // SPEC 2: /register reads an optional referralCode and the register popup keeps it.
    if (event.type === 'OPEN_REGISTER' && snapshot.matches('register')) {
      expect(snapshot.context.referralCode).toBe((event as { referralCode?: string | null }).referralCode ?? null);
    }
  },
});
