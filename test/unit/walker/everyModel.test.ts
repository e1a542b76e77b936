import { describe, expect, it } from 'vitest';
import { allModels } from '../../walker/models';
import { walkGraph } from '../../walker/walk';
import { buildWalkGraph } from '../../walker/walkGraph';

/**
 * Every model, walked with the default generator (quick_random) to edge_coverage(100): each seed's
 * walk must meet it, never end at the step limit (a livelock) nor give up. `npm test` walks seeds 1 to
 * 3; `npm run test:seeds` walks seeds 1 to 50 (WALK_SEEDS=first-last), minutes on two cores.
 */
const [first, last] = (process.env.WALK_SEEDS ?? '1-3').split('-').map(Number) as [number, number];
const seeds = Array.from({ length: last - first + 1 }, (_, index) => first + index);
const label = (model: (typeof allModels)[number]) => `${model.machine.id}${model.variant ? ` (${model.variant})` : ''}`;

describe(`every model reaches edge_coverage(100) with quick_random, seeds ${first} to ${last}`, () => {
  it.each(allModels.map((model) => [label(model), model] as const))('%s', (_, model) => {
    // A machine with several models has each scored on its own reach, as `npm run walk` does.
    const scope = allModels.filter((other) => other.machine.id === model.machine.id).length > 1 ? 'model' : 'machine';
    const graph = buildWalkGraph(model, { scope });
    for (const seed of seeds) {
      const walk = walkGraph(graph, { generator: 'quick_random', seed, stop: 'edge_coverage(100)', maxSteps: 5_000 });
      expect(walk.ended, `seed ${seed}: ${walk.ended.reason}`).toMatchObject({ satisfied: true });
      expect(walk.coverage.transitions.percent).toBe(100);
    }
  });
});
