import { expect } from 'vitest';
import { balanceMachine } from '../../machines/balance.machine';
import { apiFailure } from './fixtures';
import { testMachineModel } from './modelHarness';

let persisted = 0;
testMachineModel(balanceMachine, {
  input: { hidden: false },
  fixtures: {
    outputs: { fetchBalance: [{ balance: 25000, currency: 'INR', currencySymbol: '₹' }] },
    errors: { fetchBalance: [apiFailure('network')] },
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.hidden],
  provide: { actions: { persistHidden: () => void persisted++ } },
  check: (snapshot, event) => {
    if (event.type === 'TOGGLE_HIDDEN') {
      expect(persisted).toBeGreaterThan(0);
      persisted = 0;
    }
    if (snapshot.matches('ready')) expect(snapshot.context.balance?.balance).toBe(25000);
  },
});
