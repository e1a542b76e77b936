import { expect } from 'vitest';
import { fullscreenMachine } from '@machines/fullscreen.machine';
import type { MachineModel, Observation } from '../model/types';

/** The request the browser refuses (no user gesture, a frame without allowfullscreen). */
const REFUSED = new TypeError('Permissions check failed');
const settled = ({ step }: Observation) => (step?.kind === 'settle' ? step : null);
const changed = ({ event }: Observation) => (event.type === 'CHANGED' ? (event as unknown as { active: boolean }).active : null);
const asked = (o: Observation) => o.invoked.map((call) => call.src);

/**
 * Issue 26, item 5: the game window's Fullscreen button. Written from the issue: the button asks the
 * browser (requestFullscreen on the game's container, exitFullscreen), Escape restores, and where the
 * browser allows none the button is disabled. One walk where fullscreen is allowed.
 */
export const fullscreenModel: MachineModel = {
  machine: fullscreenMachine,
  input: { supported: true },
  fixtures: {
    errors: { enterFullscreen: [REFUSED], exitFullscreen: [REFUSED] },
    events: {
      CHANGED: [
        { type: 'CHANGED', active: true },
        { type: 'CHANGED', active: false },
      ],
    },
  },
  oracles: {
    '*': (o) => {
      expect(o.effects).toEqual([]);
      expect(o.snapshot.context).toEqual({ supported: true });
    },
    // Left at once: fullscreen is allowed here.
    deciding: () => {},
    unsupported: () => {
      throw new Error('fullscreen is allowed in this walk: the button is never disabled');
    },
    windowed: (o) => {
      const { event, previous } = o;
      expect(asked(o)).toEqual([]);
      if (event.type === 'xstate.init') return;
      // The game leaves fullscreen when the browser says so (Escape), when asked and done, or when a request is refused.
      const cause = changed(o) === false ? 'told' : settled(o)?.src === 'exitFullscreen' && settled(o)?.outcome === 'done' ? 'left' : 'refused';
      if (cause === 'refused') {
        expect(previous?.matches('entering')).toBe(true);
        expect(settled(o)).toMatchObject({ src: 'enterFullscreen', outcome: 'error', value: REFUSED });
      } else expect(previous?.matches('windowed')).toBe(false);
    },
    entering: (o) => {
      // The button asks the browser to show the game's container fullscreen, once.
      expect(o.event.type).toBe('TOGGLE');
      expect(o.previous?.matches('windowed')).toBe(true);
      expect(asked(o)).toEqual(['enterFullscreen']);
    },
    fullscreen: (o) => {
      expect(asked(o)).toEqual([]);
      const s = settled(o);
      if (s?.src === 'exitFullscreen') {
        // Leaving refused: the game stays fullscreen.
        expect(s.outcome).toBe('error');
        expect(o.previous?.matches('leaving')).toBe(true);
      } else if (s) expect(s).toMatchObject({ src: 'enterFullscreen', outcome: 'done' });
      // Fullscreen by the browser's word (F11 is not ours, but the container's change is).
      else expect(changed(o)).toBe(true);
    },
    leaving: (o) => {
      // Exit fullscreen asks the browser to leave, once.
      expect(o.event.type).toBe('TOGGLE');
      expect(o.previous?.matches('fullscreen')).toBe(true);
      expect(asked(o)).toEqual(['exitFullscreen']);
    },
  },
};

/** Where the browser allows no fullscreen: disabled, and nothing is ever asked of the browser. */
export const fullscreenUnsupportedModel: MachineModel = {
  machine: fullscreenMachine,
  variant: 'unsupported',
  input: { supported: false },
  oracles: {
    '*': (o) => {
      expect(o.effects).toEqual([]);
      expect(o.invoked).toEqual([]);
    },
    deciding: () => {},
    unsupported: (o) => expect(o.snapshot.context).toEqual({ supported: false }),
    windowed: () => {
      throw new Error('not reachable without fullscreen');
    },
    entering: () => {
      throw new Error('not reachable without fullscreen');
    },
    fullscreen: () => {
      throw new Error('not reachable without fullscreen');
    },
    leaving: () => {
      throw new Error('not reachable without fullscreen');
    },
  },
};
