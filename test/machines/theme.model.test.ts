import { expect } from 'vitest';
import { themeMachine } from '@machines/theme.machine';
import { testMachineModel } from './legacyModelHarness';

const saved: string[] = [];
for (const remembered of ['dark', 'light'] as const) {
  testMachineModel(themeMachine, {
    input: { remembered },
    provide: { actions: { persistTheme: (_: unknown, params: { theme: string }) => void saved.push(params.theme) } },
    check: (snapshot, event) => {
      // The remembered choice is the one shown, and every toggle is remembered.
      if (event.type === 'TOGGLE') expect(saved.pop()).toBe(snapshot.value);
    },
  });
}
