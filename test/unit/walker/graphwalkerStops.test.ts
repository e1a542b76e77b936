import { describe, expect, it } from 'vitest';
import { isSatisfied, type Progress, parseStopCondition, whyUnreachable } from '../../walker/stopCondition';
import { walkModel } from '../../walker/walk';
import { nothing, progress, set } from './coverageFixtures';
import { doorModel } from './toyModels';

const universe = {
  transitions: set('a', 'b', 'c'),
  states: set('s1'),
  requirements: set(),
  edgeNames: set(),
  dependencies: new Map([
    ['a', 0.9],
    ['b', 0.5],
  ]),
};
const progressWith = (transitions: string[], over: Partial<Progress> = {}) => progress({ transitions: set(...transitions), ...over });

describe("GraphWalker's stop conditions never, dependency_edge_coverage and predefined_path", () => {
  it('dependency_edge_coverage(N) asks for every transition whose dependency is at least N %, and no other', () => {
    const eighty = parseStopCondition('dependency_edge_coverage(80)');
    expect(isSatisfied(eighty, progressWith(['a']), universe)).toBe(true);
    expect(isSatisfied(eighty, progressWith(['b', 'c']), universe)).toBe(false);
    const fifty = parseStopCondition('dependency_edge_coverage(50)');
    expect(isSatisfied(fifty, progressWith(['a']), universe)).toBe(false);
    expect(isSatisfied(fifty, progressWith(['a', 'b']), universe)).toBe(true);
    expect(whyUnreachable(fifty, progressWith(['a']), nothing, universe)).toBe('dependency_edge_coverage(50) is out of reach: no path from here takes b');
    expect(whyUnreachable(parseStopCondition('dependency_edge_coverage(95)'), progressWith([]), nothing, universe)).toMatch(
      /no transition has a dependency of at least 95 %/,
    );
  });

  it('never is never met and never out of reach; bare or with ()', () => {
    for (const text of ['never', 'never()']) {
      const never = parseStopCondition(text);
      expect(never).toEqual({ kind: 'never' });
      expect(isSatisfied(never, progressWith(['a', 'b', 'c'], { length: 1e6, seconds: 1e6 }), universe)).toBe(false);
      expect(whyUnreachable(never, progressWith([]), nothing, universe)).toBeNull();
    }
    expect(parseStopCondition('never or length(3)')).toEqual({ kind: 'or', items: [{ kind: 'never' }, { kind: 'length', value: 3 }] });
  });

  it('predefined_path is met when no step of the path is left, and says it needs the predefined_path generator', () => {
    const done = parseStopCondition('predefined_path');
    expect(isSatisfied(done, progressWith([], { pathLeft: 0 }), universe)).toBe(true);
    expect(isSatisfied(done, progressWith([], { pathLeft: 1 }), universe)).toBe(false);
    expect(whyUnreachable(done, progressWith([]), nothing, universe)).toMatch(/predefined_path generator/);
  });

  it('walks: never or length(7) ends at 7 steps; never alone at the step limit; dependency_edge_coverage(80) once LOCK is taken', () => {
    expect(walkModel(doorModel, { generator: 'random', seed: 1, stop: 'never or length(7)' }).steps).toHaveLength(7);
    const endless = walkModel(doorModel, { generator: 'random', seed: 1, stop: 'never', maxSteps: 40 });
    expect(endless.steps).toHaveLength(40);
    expect(endless.ended).toEqual({ satisfied: false, reason: 'stopped at the 40-step safety limit before never' });
    // The door model's meta gives LOCK 0.9 and OPEN 0.5: at 80 % only LOCK counts.
    const locked = walkModel(doorModel, { generator: 'a_star', seed: 1, stop: 'dependency_edge_coverage(80)' });
    expect(locked.steps.map((entry) => entry.name)).toEqual(['LOCK']);
    const both = walkModel(doorModel, { generator: 'shortest_all_paths', seed: 1, stop: 'dependency_edge_coverage(50)' });
    expect(both.ended.satisfied).toBe(true);
    expect(new Set(both.steps.map((entry) => entry.name))).toEqual(new Set(['OPEN', 'CLOSE', 'LOCK']));
  });
});
