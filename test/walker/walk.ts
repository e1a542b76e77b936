import type { AnyMachineSnapshot } from 'xstate';
import { replayPath } from '../model/replay';
import type { GraphLimits } from '../model/graph';
import type { MachineModel, Step } from '../model/types';
import { postmanTour } from './postman';
import { type Random, seededRandom } from './rng';
import { type Condition, type Coverage, formatCondition, isSatisfied, parseStopCondition, type Progress, targetsOf, whyUnreachable } from './stopCondition';
import { buildWalkGraph, reachFrom, shortestPathToEdge, type WalkEdge, type WalkGraph, type WalkStep } from './walkGraph';

/**
 * A walk over a machine's model, GraphWalker style: a generator picks each next step, a stop
 * condition ends the walk, the same seed gives the same walk. The walk is then replayed on the
 * real machine (or in the browser) and the model's oracles judge every step.
 */

export const GENERATORS = ['random', 'quick_random', 'weighted', 'a_star', 'shortest_all_paths', 'postman'] as const;
export type Generator = (typeof GENERATORS)[number];

export type WalkOptions = {
  generator: Generator;
  seed: number;
  stop: string;
  requirement?: string | null;
  /** Edge weights for the weighted generator, by step name (`SUBMIT`, `done: login`, `after tick`). */
  weights?: Record<string, number>;
  maxSteps?: number;
  limits?: GraphLimits;
};

export type WalkEntry = { step: WalkStep; name: string; state: unknown; key: string };
export type CoverageFigure = { covered: number; total: number; percent: number; missing: string[] };
export type Walk = {
  machine: string;
  variant: string | null;
  generator: Generator;
  seed: number;
  stop: string;
  requirement: string | null;
  steps: WalkEntry[];
  /** Why the walk ended: the stop condition met, or why it cannot be met. */
  ended: { satisfied: boolean; reason: string };
  coverage: { transitions: CoverageFigure; states: CoverageFigure; requirements: CoverageFigure };
  notes: string[];
};

const figure = (done: Set<string>, universe: Set<string>): CoverageFigure => {
  const missing = [...universe].filter((item) => !done.has(item));
  const covered = universe.size - missing.length;
  return { covered, total: universe.size, percent: universe.size === 0 ? 100 : Math.round((1000 * covered) / universe.size) / 10, missing };
};

type Chooser = (at: string, progress: Progress) => WalkEdge | null;

function makeChooser(graph: WalkGraph, options: WalkOptions, condition: Condition, random: Random, notes: string[]): Chooser {
  const uncovered = (edge: WalkEdge, progress: Progress) =>
    [...edge.covers.transitions].some((t) => graph.universe.transitions.has(t) && !progress.transitions.has(t)) ||
    [...edge.covers.states].some((s) => graph.universe.states.has(s) && !progress.states.has(s));
  let plan: WalkEdge[] = [];
  const follow = (at: string, make: () => WalkEdge[] | null): WalkEdge | null => {
    if (plan.length === 0 || plan[0]!.from !== at) plan = make() ?? [];
    return plan.shift() ?? null;
  };
  const anyEdge = (at: string) => {
    const edges = graph.outgoing.get(at) ?? [];
    return edges.length > 0 ? random.pick(edges) : null;
  };

  switch (options.generator) {
    case 'random':
      return (at) => anyEdge(at);
    case 'weighted':
      return (at) => {
        const edges = graph.outgoing.get(at) ?? [];
        return edges.length > 0 ? random.pickWeighted(edges, (edge) => options.weights?.[edge.name] ?? 1) : null;
      };
    case 'quick_random':
      return (at, progress) =>
        follow(at, () => {
          const reach = reachFrom(graph, new Map(), at);
          const open = [...reach.transitions].filter((t) => graph.universe.transitions.has(t) && !progress.transitions.has(t)).sort();
          if (open.length === 0) return null;
          const target = random.pick(open);
          return shortestPathToEdge(graph, at, (edge) => edge.covers.transitions.has(target));
        }) ?? anyEdge(at);
    case 'shortest_all_paths':
      return (at, progress) => follow(at, () => shortestPathToEdge(graph, at, (edge) => uncovered(edge, progress))) ?? anyEdge(at);
    case 'a_star': {
      const targets = targetsOf(condition);
      if (targets.length === 0) notes.push('a_star: the stop condition names no reached_vertex or reached_edge; it heads for the nearest step not yet covered');
      const aimed = (edge: WalkEdge, progress: Progress) =>
        targets.length === 0
          ? uncovered(edge, progress)
          : targets.some((target) => (target.kind === 'reached_vertex' ? edge.covers.states.has(target.name) : edge.covers.edgeNames.has(target.name)));
      return (at, progress) => follow(at, () => shortestPathToEdge(graph, at, (edge) => aimed(edge, progress))) ?? anyEdge(at);
    }
    case 'postman': {
      const result = postmanTour(graph);
      if ('reason' in result) {
        notes.push(`${result.reason}; the walk sweeps the nearest uncovered step instead (shortest_all_paths)`);
        return (at, progress) => follow(at, () => shortestPathToEdge(graph, at, (edge) => uncovered(edge, progress))) ?? anyEdge(at);
      }
      if (!result.exact) notes.push('postman: too many unbalanced states for the exact tour; extra paths were chosen greedily');
      let tour = [...result.tour];
      return (at) => {
        if (tour.length === 0) tour = [...result.tour];
        return tour[0]?.from === at ? tour.shift()! : anyEdge(at);
      };
    }
  }
}

const addCoverage = (progress: Progress, covers: Coverage) => {
  for (const kind of ['transitions', 'states', 'requirements', 'edgeNames'] as const) for (const item of covers[kind]) progress[kind].add(item);
};

export function walkModel(model: MachineModel, options: WalkOptions): Walk {
  const condition = parseStopCondition(options.stop);
  const graph = buildWalkGraph(model, { requirement: options.requirement ?? null, limits: options.limits });
  const random = seededRandom(options.seed);
  const notes: string[] = [];
  const choose = makeChooser(graph, options, condition, random, notes);
  const progress: Progress = { transitions: new Set(), states: new Set(), requirements: new Set(), edgeNames: new Set(), length: 0, seconds: 0 };
  addCoverage(progress, graph.start);
  const maxSteps = options.maxSteps ?? 10_000;
  const started = Date.now();
  const reachCache = new Map<string, Coverage>();
  const steps: WalkEntry[] = [];
  let at = graph.initial;
  let ended: Walk['ended'] | null = null;
  while (!ended) {
    progress.seconds = (Date.now() - started) / 1000;
    if (isSatisfied(condition, progress, graph.universe)) {
      ended = { satisfied: true, reason: `${formatCondition(condition)} met after ${steps.length} steps` };
      break;
    }
    const why = whyUnreachable(condition, progress, reachFrom(graph, reachCache, at), graph.universe);
    if (why) {
      ended = { satisfied: false, reason: why };
      break;
    }
    if (steps.length >= maxSteps) {
      ended = { satisfied: false, reason: `stopped at the ${maxSteps}-step safety limit before ${formatCondition(condition)}` };
      break;
    }
    const edge = choose(at, progress);
    if (!edge) {
      ended = { satisfied: false, reason: `stuck: nothing leads out of ${JSON.stringify(graph.base.nodes.get(at)!.snapshot.value)}` };
      break;
    }
    addCoverage(progress, edge.covers);
    progress.length += 1;
    at = edge.to;
    steps.push({ step: edge.step, name: edge.name, state: graph.base.nodes.get(at)!.snapshot.value, key: at });
  }
  return {
    machine: model.machine.id,
    variant: model.variant ?? null,
    generator: options.generator,
    seed: options.seed,
    stop: formatCondition(condition),
    requirement: options.requirement ?? null,
    steps,
    ended,
    coverage: {
      transitions: figure(progress.transitions, graph.universe.transitions),
      states: figure(progress.states, graph.universe.states),
      requirements: figure(progress.requirements, graph.universe.requirements),
    },
    notes,
  };
}

/** A walk split into runs at its restarts: each run is one actor (one page) from the start. */
export function runsOf(walk: Pick<Walk, 'steps'>): Array<Array<{ step: Step; key: string }>> {
  const runs: Array<Array<{ step: Step; key: string }>> = [[]];
  for (const entry of walk.steps) {
    if (entry.step.kind === 'restart') runs.push([]);
    else runs[runs.length - 1]!.push({ step: entry.step, key: entry.key });
  }
  return runs;
}

/** Plays the walk on the real machine; the model's oracles judge every step. Throws the first failure. */
export async function replayWalk(model: MachineModel, walk: Pick<Walk, 'steps'>): Promise<{ runs: number; steps: number; last: AnyMachineSnapshot | null }> {
  let last: AnyMachineSnapshot | null = null;
  const runs = runsOf(walk);
  for (const run of runs) last = await replayPath(model, run.map((entry) => entry.step), { expectedKeys: run.map((entry) => entry.key) });
  return { runs: runs.length, steps: walk.steps.length, last };
}
