import type { Coverage, Progress } from '../../walker/stopCondition';

/** Fixtures of the stop-condition tests: sets written inline, a walk's progress, and nothing covered. */
export const set = (...items: string[]) => new Set(items);

/** A walk's progress at its start (state s1 seen, nothing else), with what a test sets. */
export const progress = (over: Partial<Progress> = {}): Progress => ({
  transitions: set(),
  states: set('s1'),
  requirements: set(),
  edgeNames: set(),
  length: 0,
  seconds: 0,
  ...over,
});

export const nothing: Coverage = { transitions: set(), states: set(), requirements: set(), edgeNames: set() };
