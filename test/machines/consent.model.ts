import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { consentMachine } from '@machines/consent.machine';
import type { MachineModel, Observation, Oracle } from '../model/types';

type Choice = 'all' | 'necessary' | 'custom:preferences' | 'custom:necessary';
type Context = { choice: Choice | null; preferences: boolean };

/**
 * Issue 26, item 6, written out by hand: which choices let the site keep preferences. Accept all
 * does; Necessary only does not; the settings dialog does when its switch is on.
 */
const KEEPS_PREFERENCES: Record<Choice, boolean> = { all: true, necessary: false, 'custom:preferences': true, 'custom:necessary': false };

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as Context;
const stateOf = (snapshot: AnyMachineSnapshot | null) => (snapshot ? String(snapshot.value) : null);
const keep = (choice: Choice) => ({ name: 'keepChoice', params: { choice } });
const ALLOW = { name: 'allowPreferences', params: undefined };
const REFUSE = { name: 'refusePreferences', params: undefined };

/**
 * What a step writes, from the notice or the dialog only: the choice (a necessary key), then the
 * gate's word on preferences. Everything else (opening the dialog, the switch, closing, a stored
 * choice at start) writes nothing and allows nothing.
 */
function expectedEffects({ event, previous }: Observation) {
  const from = stateOf(previous);
  if (from !== 'asked' && from !== 'settings') return [];
  if (event.type === 'ACCEPT_ALL') return [keep('all'), ALLOW];
  if (event.type === 'NECESSARY_ONLY') return [keep('necessary'), REFUSE];
  if (event.type === 'SAVE' && from === 'settings') return ctx(previous).preferences ? [keep('custom:preferences'), ALLOW] : [keep('custom:necessary'), REFUSE];
  return [];
}

/** A decided state: the choice kept is one of `choices`; entered by the step that made it, or at start from the stored one, or by closing the dialog. */
const decided =
  (choices: Choice[], stored: Choice | null): Oracle =>
  (o) => {
    const c = ctx(o.snapshot);
    expect(choices).toContain(c.choice);
    const from = stateOf(o.previous);
    if (from === null) expect(c.choice).toBe(stored);
    // Closing the dialog (or an ignored event) leaves the choice as it was; only a decision changes it.
    if (from !== null && !['ACCEPT_ALL', 'NECESSARY_ONLY', 'SAVE'].includes(o.event.type)) expect(c.choice).toBe(ctx(o.previous).choice);
    // The gate's word always matches the choice kept: preferences are written only after an allowing choice.
    const word = o.effects.find((effect) => effect.name !== 'keepChoice');
    if (word) expect(word).toEqual(KEEPS_PREFERENCES[c.choice as Choice] ? ALLOW : REFUSE);
  };

function oracles(stored: Choice | null): Record<string, Oracle> {
  return {
    '*': (o) => {
      expect(o.effects).toEqual(expectedEffects(o));
      expect(o.invoked).toEqual([]);
      expect(o.emitted).toEqual([]);
      // Before any choice (a first visit), nothing allows preferences: no default left on.
      if (ctx(o.snapshot).choice === null) expect(o.effects.map((effect) => effect.name)).not.toContain('allowPreferences');
    },
    // Passed through at start only.
    unknown: (o) => {
      expect(o.event.type).toBe('xstate.init');
      expect(ctx(o.snapshot)).toEqual({ choice: stored, preferences: false });
    },
    // The notice: only on a first visit, and nothing written while it shows.
    asked: (o) => {
      expect(stored).toBeNull();
      expect(ctx(o.snapshot).choice).toBeNull();
      expect(o.effects).toEqual([]);
    },
    settings: (o) => {
      const c = ctx(o.snapshot);
      const before = ctx(o.previous);
      expect(c.choice).toBe(before.choice);
      expect(o.effects).toEqual([]);
      if (o.event.type === 'OPEN_SETTINGS') {
        // Opened from the notice the switch is off (nothing pre-ticked); opened again, it shows the choice kept.
        expect(c.preferences).toBe(before.choice === null ? false : KEEPS_PREFERENCES[before.choice]);
      } else {
        expect(o.event.type).toBe('TOGGLE_PREFERENCES');
        expect(c.preferences).toBe(!before.preferences);
      }
    },
    acceptedAll: decided(['all'], stored),
    necessaryOnly: decided(['necessary'], stored),
    customised: decided(['custom:preferences', 'custom:necessary'], stored),
  };
}

/** From a first visit and from each stored choice. */
export const consentModels: MachineModel[] = ([null, 'all', 'necessary', 'custom:preferences', 'custom:necessary'] as const).map((stored) => ({
  machine: consentMachine,
  variant: `stored ${stored ?? 'nothing'}`,
  input: { stored },
  // The dialog's switch is part of where the player is: SAVE does different things with it on or off.
  stateKey: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  oracles: oracles(stored),
}));
