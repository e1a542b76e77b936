import { setup } from 'xstate';

export type Theme = 'dark' | 'light';
export type ThemeEvent = { type: 'TOGGLE' };

/** SPEC 1: dark and light themes; the choice is remembered (persistTheme is injected). */
export const themeMachine = setup({
  types: { context: {} as { remembered: Theme }, events: {} as ThemeEvent, input: {} as { remembered: Theme } },
  guards: { rememberedLight: ({ context }) => context.remembered === 'light' },
  actions: { persistTheme: (_, _params: { theme: Theme }) => {} },
}).createMachine({
  id: 'theme',
  meta: { spec: '1 Dark and light themes' },
  context: ({ input }) => ({ remembered: input.remembered }),
  initial: 'resolving',
  states: {
    resolving: { always: [{ guard: 'rememberedLight', target: 'light' }, { target: 'dark' }] },
    dark: {
      meta: { spec: '1 Dark and light themes' },
      on: { TOGGLE: { target: 'light', actions: { type: 'persistTheme', params: { theme: 'light' } } } },
    },
    light: {
      meta: { spec: '1 Dark and light themes' },
      on: { TOGGLE: { target: 'dark', actions: { type: 'persistTheme', params: { theme: 'dark' } } } },
    },
  },
});
