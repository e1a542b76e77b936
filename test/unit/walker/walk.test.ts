import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { captchaModel } from '../../machines/captcha.model';
import type { MachineModel } from '../../model/types';
import { formatPlan } from '../../walker/formats';
import { postmanTour } from '../../walker/postman';
import { GENERATORS, replayWalk, walkModel } from '../../walker/walk';
import { buildWalkGraph } from '../../walker/walkGraph';

/** A door that can be locked for good: `locked` has no way back, so the walk must say so and stop. */
const doorMachine = setup({ types: { context: {} as { opened: number } } }).createMachine({
  id: 'door',
  context: { opened: 0 },
  initial: 'closed',
  states: {
    closed: { meta: { spec: 'D1 Door' }, on: { OPEN: { target: 'open', actions: assign({ opened: ({ context }) => context.opened + 1 }) }, LOCK: 'locked' } },
    open: { meta: { spec: 'D1 Door' }, on: { CLOSE: 'closed' } },
    locked: { meta: { spec: 'D2 Lock' } },
  },
});
const doorModel: MachineModel = {
  machine: doorMachine,
  stateKey: (snapshot) => [snapshot.value, Math.min(snapshot.context.opened, 2)],
  oracles: { closed: () => {}, open: () => {}, locked: () => {} },
};

describe('the walker', () => {
  it('gives the same walk for the same seed, and another for another seed', () => {
    const options = { generator: 'random' as const, seed: 42, stop: 'edge_coverage(100) or length(500)' };
    expect(formatPlan(walkModel(captchaModel, options), null)).toBe(formatPlan(walkModel(captchaModel, options), null));
    expect(walkModel(captchaModel, options).steps).not.toEqual(walkModel(captchaModel, { ...options, seed: 7 }).steps);
  });

  it.each(GENERATORS)('%s reaches every transition of the captcha, and the walk replays with every oracle holding', async (generator) => {
    const walk = walkModel(captchaModel, { generator, seed: 3, stop: 'edge_coverage(100)' });
    expect(walk.ended.satisfied).toBe(true);
    expect(walk.coverage.transitions.percent).toBe(100);
    await expect(replayWalk(captchaModel, walk)).resolves.toMatchObject({ steps: walk.steps.length });
  });

  it('the postman tour is a closed walk from the start that takes every edge of the model graph', () => {
    const graph = buildWalkGraph(captchaModel);
    const result = postmanTour(graph);
    if ('reason' in result) throw new Error(result.reason);
    const { tour } = result;
    expect(tour[0]!.from).toBe(graph.initial);
    expect(tour.at(-1)!.to).toBe(graph.initial);
    for (const [index, edge] of tour.slice(1).entries()) expect(edge.from).toBe(tour[index]!.to);
    const all = [...graph.outgoing.values()].flat();
    for (const edge of all) expect(tour).toContain(edge);
    // No longer than every edge once plus the cheapest way to balance the graph: here, each edge at most twice.
    expect(tour.length).toBeLessThanOrEqual(2 * all.length);
  });

  it('stops with the reason when a state with no way back makes the condition unreachable', () => {
    const walk = walkModel(doorModel, { generator: 'random', seed: 2, stop: 'edge_coverage(100)', maxSteps: 1000 });
    // Whatever order the seed takes, once locked the door never opens again.
    if (walk.coverage.transitions.percent < 100) {
      expect(walk.ended.satisfied).toBe(false);
      expect(walk.ended.reason).toMatch(/out of reach/);
      expect(walk.steps.at(-1)?.state).toBe('locked');
    }
    const locked = walkModel(doorModel, { generator: 'a_star', seed: 1, stop: 'reached_vertex(locked) and edge_coverage(100)' });
    expect(locked.ended.satisfied).toBe(false);
    expect(locked.ended.reason).toMatch(/edge_coverage\(100\) is out of reach/);
    expect(locked.steps.length).toBeLessThan(10);
  });

  it('walks only what a requirement touches, and refuses a requirement no state carries', () => {
    const walk = walkModel(captchaModel, { generator: 'shortest_all_paths', seed: 1, stop: 'edge_coverage(100)', requirement: 'SPEC 9 Captcha refresh' });
    expect(walk.coverage.transitions.total).toBeLessThan(6);
    expect(walk.ended.satisfied).toBe(true);
    expect(() => walkModel(captchaModel, { generator: 'random', seed: 1, stop: 'length(3)', requirement: 'SPEC 99 Nothing' })).toThrow(/No state of captcha carries/);
  });

  it('a_star goes straight to a named state', () => {
    const walk = walkModel(captchaModel, { generator: 'a_star', seed: 1, stop: 'reached_vertex(ready)' });
    expect(walk.steps.map((entry) => entry.name)).toEqual(['done: fetchCaptcha', 'after refreshThrottle']);
  });
});
