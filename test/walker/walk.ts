import type { AnyMachineSnapshot } from 'xstate';
import { type GraphLimits, initialModelState, type ModelState } from '../model/graph';
import { replayPath } from '../model/replay';
import type { MachineModel, Step } from '../model/types';
import { postmanTour } from './postman';
import { type Random, seededRandom } from './rng';
import { type Condition, type Coverage, formatCondition, isSatisfied, type Progress, parseStopCondition, targetsOf, whyUnreachable } from './stopCondition';
import { buildWalkGraph, type Candidate, reachFrom, shortestPathToEdge, type WalkEdge, type WalkGraph, type WalkStep } from './walkGraph';

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

type Chooser = (at: string, progress: Progress, candidates: Candidate[]) => Candidate | null;

const sameStep = (a: WalkStep, b: WalkStep) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Random: uniform over the machine's transitions enabled here (its edges, not the data); among
 * them, one not yet taken in this walk when there is one (a drunkard who remembers the doors he
 * tried, so a deep flow is not left to luck). Then uniform over the different model states that
 * transition can lead to with the fixture data, then over the data.
 */
function pickRandom(random: Random, candidates: Candidate[], progress?: Progress): Candidate | null {
  if (candidates.length === 0) return null;
  const edgeOf = (candidate: Candidate) => `${candidate.name}|${[...candidate.covers.transitions].sort().join()}`;
  const fresh = progress ? candidates.filter((candidate) => [...candidate.covers.transitions].some((t) => !progress.transitions.has(t))) : [];
  const pool = fresh.length > 0 ? fresh : candidates;
  const edges = [...new Set(pool.map(edgeOf))];
  const edge = random.pick(edges);
  const sameEdge = pool.filter((candidate) => edgeOf(candidate) === edge);
  const target = random.pick([...new Set(sameEdge.map((candidate) => candidate.to))]);
  return random.pick(sameEdge.filter((candidate) => candidate.to === target));
}

/** Weighted: each kind of step (`SUBMIT`, `done: login`, `after tick`) by its weight, then which data. */
function pickWeighted(random: Random, candidates: Candidate[], weight: (name: string) => number): Candidate | null {
  if (candidates.length === 0) return null;
  const names = [...new Set(candidates.map((candidate) => candidate.name))];
  const name = random.pickWeighted(names, weight);
  return random.pick(candidates.filter((candidate) => candidate.name === name));
}

function makeChooser(graph: WalkGraph, options: WalkOptions, condition: Condition, random: Random, notes: string[]): Chooser {
  const uncovered = (edge: { covers: Coverage }, progress: Progress) =>
    [...edge.covers.transitions].some((t) => graph.universe.transitions.has(t) && !progress.transitions.has(t)) ||
    [...edge.covers.states].some((s) => graph.universe.states.has(s) && !progress.states.has(s));
  // Plans are made on the model graph and carried out on the exact state, step by step; a step the
  // exact state does not offer (its hidden context differs) makes a new plan.
  let plan: WalkEdge[] = [];
  const follow = (at: string, candidates: Candidate[], make: () => WalkEdge[] | null): Candidate | null => {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (plan.length === 0 || plan[0]!.from !== at || attempt === 1) plan = make() ?? [];
      const next = plan.shift();
      const found = next && candidates.find((candidate) => sameStep(candidate.step, next.step));
      if (found) return found;
    }
    plan = [];
    return null;
  };

  switch (options.generator) {
    case 'random':
      return (_at, progress, candidates) => pickRandom(random, candidates, progress);
    case 'weighted':
      return (_at, _progress, candidates) => pickWeighted(random, candidates, (name) => options.weights?.[name] ?? 1);
    case 'quick_random':
      return (at, progress, candidates) =>
        follow(at, candidates, () => {
          const reach = reachFrom(graph, new Map(), at);
          const open = [...reach.transitions].filter((t) => graph.universe.transitions.has(t) && !progress.transitions.has(t)).sort();
          if (open.length === 0) return null;
          const target = random.pick(open);
          return shortestPathToEdge(graph, at, (edge) => edge.covers.transitions.has(target));
        }) ?? pickRandom(random, candidates);
    case 'shortest_all_paths':
      return (at, progress, candidates) =>
        follow(at, candidates, () => shortestPathToEdge(graph, at, (edge) => uncovered(edge, progress))) ?? pickRandom(random, candidates);
    case 'a_star': {
      const targets = targetsOf(condition);
      if (targets.length === 0) notes.push('a_star: the stop condition names no reached_vertex or reached_edge; it heads for the nearest step not yet covered');
      const aimed = (edge: WalkEdge, progress: Progress) =>
        targets.length === 0
          ? uncovered(edge, progress)
          : targets.some((target) => (target.kind === 'reached_vertex' ? edge.covers.states.has(target.name) : edge.covers.edgeNames.has(target.name)));
      return (at, progress, candidates) => follow(at, candidates, () => shortestPathToEdge(graph, at, (edge) => aimed(edge, progress))) ?? pickRandom(random, candidates);
    }
    case 'postman': {
      const result = postmanTour(graph);
      if ('reason' in result) {
        notes.push(`${result.reason}; the walk sweeps the nearest uncovered step instead (shortest_all_paths)`);
        return (at, progress, candidates) =>
          follow(at, candidates, () => shortestPathToEdge(graph, at, (edge) => uncovered(edge, progress))) ?? pickRandom(random, candidates);
      }
      if (!result.exact) notes.push('postman: too many unbalanced states for the exact tour; extra paths were chosen greedily');
      let tour = [...result.tour];
      return (at, progress, candidates) => {
        const next = tour[0];
        const found = next && next.from === at ? candidates.find((candidate) => sameStep(candidate.step, next.step)) : undefined;
        if (found) {
          tour.shift();
          if (tour.length === 0) tour = [...result.tour];
          return found;
        }
        // Off the tour (hidden context took another way): head for the nearest uncovered step.
        tour = [];
        return follow(at, candidates, () => shortestPathToEdge(graph, at, (edge) => uncovered(edge, progress))) ?? pickRandom(random, candidates);
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
  let state: ModelState = initialModelState(model);
  let at = graph.initial;
  let ended: Walk['ended'] | null = null;
  while (!ended) {
    progress.seconds = (Date.now() - started) / 1000;
    if (isSatisfied(condition, progress, graph.universe)) {
      ended = { satisfied: true, reason: `${formatCondition(condition)} met after ${steps.length} steps` };
      break;
    }
    // From a state the model graph knows, what it can still reach decides whether the condition can be met.
    if (graph.outgoing.has(at)) {
      const why = whyUnreachable(condition, progress, reachFrom(graph, reachCache, at), graph.universe);
      if (why) {
        ended = { satisfied: false, reason: why };
        break;
      }
    }
    if (steps.length >= maxSteps) {
      ended = { satisfied: false, reason: `stopped at the ${maxSteps}-step safety limit before ${formatCondition(condition)}` };
      break;
    }
    const candidates = graph.candidatesAt(state);
    const chosen = choose(at, progress, candidates);
    if (!chosen) {
      ended = { satisfied: false, reason: `stuck: nothing leads out of ${JSON.stringify(state.snapshot.value)}` };
      break;
    }
    addCoverage(progress, chosen.covers);
    progress.length += 1;
    state = chosen.next;
    at = chosen.to;
    steps.push({ step: chosen.step, name: chosen.name, state: state.snapshot.value, key: at });
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
  for (const run of runs)
    last = await replayPath(
      model,
      run.map((entry) => entry.step),
      { expectedKeys: run.map((entry) => entry.key) },
    );
  return { runs: runs.length, steps: walk.steps.length, last };
}
