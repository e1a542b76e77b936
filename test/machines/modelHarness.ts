import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { committedStructure } from '../model/diagrams';
import { allStateNodes, buildGraph, type GraphEdge, type MachineGraph, shortestPaths, statePath, transitionKey } from '../model/graph';
import { type Coverage, describeStep, replayPath } from '../model/replay';
import { structureOf } from '../model/statechart';
import type { MachineModel, Oracle } from '../model/types';
import { replayWalk, walkModel } from '../walker/walk';

/**
 * Model-based tests of one machine: the time-aware graph of the model (test/model/graph.ts) gives
 * the shortest path to every model state; one test per state replays that path on a real actor,
 * then the path plus every step the state allows, then every event the state declares ignored.
 * The model's oracles (one per state node, from SPEC) judge every snapshot. States and
 * transitions taken are written to coverage/machines/<id>.json for scripts/machine-coverage.mjs.
 */

const WALK_SEEDS = [1, 2, 3];
const WALK_LENGTH = 200;

const coverageByMachine = new Map<string, { machine: AnyStateMachine; covered: Coverage }>();

const stateNodePaths = (machine: AnyStateMachine) =>
  allStateNodes(machine)
    .filter((node) => node.path.length > 0)
    .map(statePath);

const specOf = (machine: AnyStateMachine, id: string): string | null => {
  for (let node = allStateNodes(machine).find((n) => n.id === id); node; node = node.parent) {
    const spec = (node.meta as { spec?: string } | undefined)?.spec;
    if (spec) return spec;
  }
  return null;
};

export const pathName = (edges: GraphEdge[]) => edges.map((edge) => describeStep(edge.step)).join(' → ') || '(start)';

export function testMachineModel(model: MachineModel) {
  const { machine } = model;
  const label = model.variant ? `${machine.id} [${model.variant}]` : machine.id;
  const entry = coverageByMachine.get(machine.id) ?? { machine, covered: { states: new Set(), transitions: new Set() } };
  coverageByMachine.set(machine.id, entry);
  afterAll(() => writeCoverage(machine.id));

  // An oracle that runs but never asserts anything over the whole run is no oracle. (One that
  // never runs in this model is a state this model does not reach: the coverage check tells.)
  const assertedBy = new Map<string, number>();
  const counted: Record<string, Oracle> = {};
  for (const [path, oracle] of Object.entries(model.oracles)) {
    counted[path] = (observation) => {
      const before = expect.getState().assertionCalls;
      oracle(observation);
      assertedBy.set(path, (assertedBy.get(path) ?? 0) + expect.getState().assertionCalls - before);
    };
  }
  const counting: MachineModel = { ...model, oracles: counted };

  it(`${label}: every state node has an oracle from SPEC`, () => {
    const missing = stateNodePaths(machine).filter((path) => !(path in model.oracles));
    expect(missing, `states without an oracle`).toEqual([]);
    const stray = Object.keys(model.oracles).filter((path) => path !== '*' && !stateNodePaths(machine).includes(path));
    expect(stray, `oracles for states the machine does not have`).toEqual([]);
  });
  it(`${label}: is the machine of its reviewed drawing docs/machines/${machine.id}.md`, () => {
    const file = join(process.cwd(), 'docs', 'machines', `${machine.id}.md`);
    const committed = existsSync(file) ? committedStructure(readFileSync(file, 'utf8')) : null;
    expect(committed, 'no committed drawing: run npm run diagrams').not.toBeNull();
    expect(structureOf(machine), 'the machine differs from its drawing: review it, then npm run diagrams').toBe(committed);
  });
  it(`${label}: every named delay has its length from SPEC`, () => {
    const named = Object.keys((machine.implementations.delays ?? {}) as object);
    expect(named.filter((name) => !(name in (model.delays ?? {})))).toEqual([]);
  });

  let graph: MachineGraph;
  try {
    graph = buildGraph(model);
  } catch (error) {
    it(`${label}: the model graph builds`, () => {
      throw error;
    });
    return;
  }
  const paths = shortestPaths(graph);
  let ran = 0;
  for (const [key, edges] of paths) {
    const target = graph.nodes.get(key)!;
    it(`${label}: ${pathName(edges)} ⇒ ${JSON.stringify(target.snapshot.value)}`, async () => {
      expect.hasAssertions();
      const steps = edges.map((edge) => edge.step);
      const expectedKeys = edges.map((edge) => edge.to);
      const options = { coverage: entry.covered };
      await replayPath(counting, steps, { ...options, expectedKeys });
      for (const edge of graph.outgoing.get(key) ?? []) {
        await replayPath(counting, [...steps, edge.step], { ...options, expectedKeys: [...expectedKeys, edge.to] });
      }
      for (const ignored of graph.ignores.get(key) ?? []) await replayPath(counting, steps, { ...options, ignored });
      ran += 1;
    });
  }

  // Long random walks reach what shortest paths do not: states entered again, timers firing
  // while something else waits, data typed long before. Every oracle must hold there too.
  it(`${label}: random walks of ${WALK_LENGTH} steps (seeds ${WALK_SEEDS.join(', ')}) hold every oracle`, async () => {
    expect.hasAssertions();
    for (const seed of WALK_SEEDS) {
      const walk = walkModel(counting, { generator: 'random', seed, stop: `length(${WALK_LENGTH})` });
      await replayWalk(counting, walk);
    }
  });

  it(`${label}: every oracle asserted something`, (context) => {
    // Judged over the whole run only: a filtered run (one test, or a mutation run) cannot tell.
    if (ran < paths.size) context.skip();
    const silent = [...assertedBy].filter(([, count]) => count === 0).map(([path]) => path);
    expect(silent, 'oracles that never made an assertion').toEqual([]);
  });
}

/**
 * Writes what the run of one machine's models covered. Registered by each model's suite rather than
 * once per module: the machines project shares modules between the files of a worker (no isolation),
 * so a module-level hook would run for the first file only.
 */
function writeCoverage(id: string) {
  const { machine, covered } = coverageByMachine.get(id)!;
  const dir = join(process.cwd(), 'coverage', 'machines');
  mkdirSync(dir, { recursive: true });
  {
    const states = allStateNodes(machine)
      .filter((node) => node !== machine.root)
      .map((node) => ({ id: node.id, spec: specOf(machine, node.id), covered: covered.states.has(node.id) }));
    const transitions = allStateNodes(machine).flatMap((node) => [
      ...[...node.transitions.values()].flat().map((transition) => ({
        key: transitionKey(transition),
        source: node.id,
        event: transition.eventType,
        spec: specOf(machine, node.id),
        covered: covered.transitions.has(transitionKey(transition)),
      })),
      ...(node.always ?? []).map((transition) => ({
        key: transitionKey(transition),
        source: node.id,
        event: '(always)',
        spec: specOf(machine, node.id),
        covered: covered.transitions.has(transitionKey(transition)),
      })),
    ]);
    writeFileSync(join(dir, `${id}.json`), JSON.stringify({ id, states, transitions }, null, 2));
  }
}
