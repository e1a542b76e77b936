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

/** A gate that GO opens only while charged; DRAIN and CHARGE change the charge, which the stateKey hides. */
const gateMachine = setup({ types: { context: {} as { charged: boolean } } }).createMachine({
  id: 'gate',
  context: { charged: true },
  initial: 'idle',
  states: {
    idle: {
      meta: { spec: 'G1 Gate' },
      on: {
        GO: [{ guard: ({ context }) => context.charged, target: 'open' }, { actions: () => undefined }],
        DRAIN: { actions: assign({ charged: false }) },
        CHARGE: { actions: assign({ charged: true }) },
      },
    },
    open: { meta: { spec: 'G1 Gate' }, on: { CLOSE: { target: 'idle', actions: assign({ charged: false }) } } },
  },
});
const gateModel: MachineModel = {
  machine: gateMachine,
  stateKey: (snapshot) => snapshot.value,
  oracles: { idle: () => {}, open: () => {} },
};

describe('the walker', () => {
  it('gives the same walk for the same seed, and another for another seed', () => {
    const options = { generator: 'random' as const, seed: 42, stop: 'edge_coverage(100) or length(500)' };
    expect(formatPlan(walkModel(captchaModel, options), null)).toBe(formatPlan(walkModel(captchaModel, options), null));
    expect(walkModel(captchaModel, options).steps).not.toEqual(walkModel(captchaModel, { ...options, seed: 7 }).steps);
  });

  it.each(GENERATORS.filter((generator) => generator !== 'predefined_path'))(
    '%s reaches every transition of the captcha, and the walk replays with every oracle holding',
    async (generator) => {
      const walk = walkModel(captchaModel, { generator, seed: 3, stop: 'edge_coverage(100)' });
      expect(walk.ended.satisfied).toBe(true);
      expect(walk.coverage.transitions.percent).toBe(100);
      await expect(replayWalk(captchaModel, walk)).resolves.toMatchObject({ steps: walk.steps.length });
    },
  );

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

  it('with --restart final, stops with the reason when a state with no way back makes the condition unreachable', () => {
    const walk = walkModel(doorModel, { generator: 'random', seed: 2, stop: 'edge_coverage(100)', maxSteps: 1000, restart: 'final' });
    // Whatever order the seed takes, once locked the door never opens again.
    if (walk.coverage.transitions.percent < 100) {
      expect(walk.ended.satisfied).toBe(false);
      expect(walk.ended.reason).toMatch(/out of reach/);
      expect(walk.steps.at(-1)?.state).toBe('locked');
    }
    const locked = walkModel(doorModel, { generator: 'a_star', seed: 1, stop: 'reached_vertex(locked) and edge_coverage(100)', restart: 'final' });
    expect(locked.ended.satisfied).toBe(false);
    expect(locked.ended.reason).toMatch(/edge_coverage\(100\) is out of reach/);
    expect(locked.steps.length).toBeLessThan(10);
  });

  it('by default starts the machine again when what is left is out of reach from where it is (a tester reopens the page)', async () => {
    for (const generator of GENERATORS.filter((name) => name !== 'predefined_path')) {
      const walk = walkModel(doorModel, { generator, seed: 2, stop: 'reached_vertex(locked) and edge_coverage(100)' });
      expect(walk.ended, `${generator}: ${walk.ended.reason} ${walk.steps.map((entry) => entry.name).join(' ')}`).toMatchObject({ satisfied: true });
      expect(walk.coverage.transitions.percent).toBe(100);
      const restartAt = walk.steps.findIndex((entry) => entry.name === 'restart');
      // The door was locked with OPEN or CLOSE still to take: the walk reopened the page right there.
      if (restartAt >= 0) expect(walk.steps[restartAt - 1]?.state).toBe('locked');
      await expect(replayWalk(doorModel, walk)).resolves.toMatchObject({ steps: walk.steps.length });
    }
  });

  it('with --restart any, offers a restart from every state but the start', () => {
    const graph = buildWalkGraph(doorModel, { restartFrom: 'any' });
    for (const [key, edges] of graph.outgoing) expect(edges.some((edge) => edge.step.kind === 'restart')).toBe(key !== graph.initial);
    const finalOnly = buildWalkGraph(doorModel);
    for (const edges of finalOnly.outgoing.values()) expect(edges.some((edge) => edge.step.kind === 'restart')).toBe(false);
  });

  it('never walks in circles where the model graph merges contexts the guards tell apart (quick_random, seeds 1 to 50)', () => {
    // The stateKey hides the charge, so the model graph holds one `idle` where GO opens (charged) and
    // GO does nothing (drained): a plan made on it alone kept sending GO to a drained gate.
    for (let seed = 1; seed <= 50; seed++) {
      const walk = walkModel(gateModel, { generator: 'quick_random', seed, stop: 'edge_coverage(100)', maxSteps: 500 });
      expect(walk.ended, `seed ${seed}: ${walk.steps.map((entry) => entry.name).join(' ')}`).toMatchObject({ satisfied: true });
      expect(walk.steps.length, `seed ${seed}`).toBeLessThan(30);
    }
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
