import { fromPromise, setup } from 'xstate';

/**
 * The page's word on fullscreen: `active` is whether the game's container is the fullscreen element
 * now (the browser's fullscreenchange, Escape included).
 */
export type FullscreenEvent = { type: 'TOGGLE' } | { type: 'CHANGED'; active: boolean };

/**
 * Issue 26, item 5: the game window's Fullscreen button. Where the browser allows no fullscreen
 * (document.fullscreenEnabled false: an iframe without allowfullscreen, some mobile browsers) the
 * button stays disabled. Entering and leaving are the injected effects (requestFullscreen on the
 * game's container, exitFullscreen); the browser has the last word: Escape, or its own exit, ends
 * fullscreen whatever the machine asked.
 */
export const fullscreenMachine = setup({
  types: { context: {} as { supported: boolean }, events: {} as FullscreenEvent, input: {} as { supported: boolean } },
  actors: {
    enterFullscreen: fromPromise<void>(async () => {
      throw new Error('enterFullscreen not provided');
    }),
    exitFullscreen: fromPromise<void>(async () => {
      throw new Error('exitFullscreen not provided');
    }),
  },
  guards: {
    isSupported: ({ context }) => context.supported,
    isActive: ({ event }) => (event as Extract<FullscreenEvent, { type: 'CHANGED' }>).active,
    isInactive: ({ event }) => !(event as Extract<FullscreenEvent, { type: 'CHANGED' }>).active,
  },
}).createMachine({
  id: 'fullscreen',
  meta: { spec: 'Issue 26, item 5: fullscreen in the game window' },
  context: ({ input }) => ({ supported: input.supported }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isSupported', target: 'windowed' }, { target: 'unsupported' }],
    },
    unsupported: { meta: { spec: 'Issue 26, item 5: disabled, with a title saying why' } },
    windowed: {
      on: { TOGGLE: 'entering', CHANGED: { guard: 'isActive', target: 'fullscreen' } },
    },
    entering: {
      invoke: { src: 'enterFullscreen', onDone: 'fullscreen', onError: 'windowed' },
      // The change may be told before the request settles.
      on: { CHANGED: [{ guard: 'isActive', target: 'fullscreen' }, { target: 'windowed' }] },
    },
    fullscreen: {
      meta: { spec: 'Issue 26, item 5: the label reads Exit fullscreen; Escape restores' },
      on: { TOGGLE: 'leaving', CHANGED: { guard: 'isInactive', target: 'windowed' } },
    },
    leaving: {
      invoke: { src: 'exitFullscreen', onDone: 'windowed', onError: 'fullscreen' },
      on: { CHANGED: { guard: 'isInactive', target: 'windowed' } },
    },
  },
});
