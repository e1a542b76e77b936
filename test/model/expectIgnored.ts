import { expect } from 'vitest';
import type { Observation } from './types';

/**
 * The oracle of a step a machine deliberately ignores where it is (a call under way, a
 * confirmation waiting): an event (not a settled call or a wait), one of those the state ignores,
 * that runs nothing and changes nothing.
 */
export function expectIgnored(observation: Observation, ignored: readonly string[]) {
  expect(observation.step?.kind).toBe('event');
  expect(ignored).toContain(observation.event.type);
  expect([observation.invoked, observation.effects]).toEqual([[], []]);
  expect(observation.snapshot.context).toEqual(observation.previous?.context);
}
