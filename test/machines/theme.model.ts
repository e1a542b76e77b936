import { expect } from 'vitest';
import { type Theme, themeMachine } from '@machines/theme.machine';
import type { MachineModel, Observation } from '../model/types';

/** The theme shown: the remembered one at start; every toggle shows the other and remembers it. */
const shows =
  (theme: Theme, other: Theme) =>
  ({ snapshot, previous, event, effects }: Observation) => {
    if (event.type === 'xstate.init') expect(snapshot.context.remembered === 'light' ? 'light' : 'dark').toBe(theme);
    else {
      expect(event.type).toBe('TOGGLE');
      expect(previous?.matches(other)).toBe(true);
    }
    // SPEC 1: the choice is remembered on every toggle, never at start.
    expect(effects).toEqual(event.type === 'TOGGLE' ? [{ name: 'persistTheme', params: { theme } }] : []);
    expect(snapshot.context).toEqual(previous?.context ?? snapshot.context);
  };

const base = {
  machine: themeMachine,
  oracles: {
    // Passed through at start only: the remembered choice decides the first theme, nothing is persisted.
    resolving: ({ event, effects }: Observation) => {
      expect(event.type).toBe('xstate.init');
      expect(effects).toEqual([]);
    },
    dark: shows('dark', 'light'),
    light: shows('light', 'dark'),
  },
};

/** SPEC 1 Dark and light themes, from each remembered choice. */
export const themeModels: MachineModel[] = (['dark', 'light'] as const).map((remembered) => ({
  ...base,
  variant: `remembered ${remembered}`,
  input: { remembered },
}));
