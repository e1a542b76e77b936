import { describe, expect, it } from 'vitest';
import { loginModels } from '../../machines/login.model';
import { generatorNamed, walkModel } from '../../walker/walk';
import { hubModel } from './toyModels';

const count = (names: string[]) => {
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
};

describe("weighted_random: GraphWalker's edge weights from the model's meta", () => {
  it('takes a weighted step with its probability and shares the rest among the unweighted ones', () => {
    // hub: A 0.7, B 0.2, C and D share 0.1 (0.05 each). 2,000 steps: 1,400 / 400 / 100 / 100 expected (bounds about 5 sd).
    const walk = walkModel(hubModel, { generator: 'weighted_random', seed: 5, stop: 'length(2000)' });
    const counts = count(walk.steps.map((entry) => entry.name));
    expect(counts.A).toBeGreaterThan(1300);
    expect(counts.A).toBeLessThan(1500);
    expect(counts.B).toBeGreaterThan(320);
    expect(counts.B).toBeLessThan(480);
    for (const unweighted of [counts.C, counts.D]) {
      expect(unweighted).toBeGreaterThan(55);
      expect(unweighted).toBeLessThan(150);
    }
  });

  it('refuses weights that add up to more than 1, as GraphWalker does', () => {
    const heavy = { ...hubModel, meta: { weights: { A: 0.7, B: 0.5 } } };
    expect(() => walkModel(heavy, { generator: 'weighted_random', seed: 1, stop: 'length(3)' })).toThrow(/add up to 1\.2, more than 1/);
  });

  it('reads the login model: a person types far more than switches tabs', () => {
    const walk = walkModel(loginModels[0]!, { generator: 'weighted_random', seed: 2, stop: 'length(300)', scope: 'model' });
    const counts = count(walk.steps.map((entry) => entry.name));
    // CHANGE 0.6 and SELECT_TAB 0.05 where both are enabled: about twelve to one (unweighted, about one to one).
    expect(counts.CHANGE).toBeGreaterThan(6 * (counts.SELECT_TAB ?? 0));
  });

  it('keeps `weighted` as an alias of weighted_random, and refuses an unknown generator', () => {
    expect(generatorNamed('weighted')).toBe('weighted_random');
    expect(walkModel(hubModel, { generator: 'weighted', seed: 5, stop: 'length(20)' }).generator).toBe('weighted_random');
    expect(() => generatorNamed('drunk')).toThrow(/must be one of random, quick_random, weighted_random/);
  });
});
