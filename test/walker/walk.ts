import type { AnyMachineSnapshot } from 'xstate';
import { type GraphLimits, initialModelState, type ModelState } from '../model/graph';
import { replayPath } from '../model/replay';
import type { MachineModel, Step } from '../model/types';
import { postmanTour } from './postman';
import { type Random, seededRandom } from './rng';
import {
  type Condition,
  type Coverage,
  formatCondition,
  isSatisfied,
  type Progress,
  parseStopCondition,
  targetsOf,
  type Universe,
  whyUnreachable,
} from './stopCondition';
import {
  buildWalkGraph,
  type Candidate,
  exactKey,
  exactPathTo,
  exactReachFrom,
  reachFrom,
  shortestPathToEdge,
  type WalkEdge,
  type WalkGraph,
  type WalkStep,
} from './walkGraph';

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
  /**
   * Where the walk may start the machine again, as a tester reopens the page: `final` only from final
   * states; `stuck` (default) also when what is left cannot be reached from where it is; `any` from
   * every state, at the generator's choice.
   */
  restart?: 'final' | 'stuck' | 'any';
  /** What coverage is scored on (see buildWalkGraph): the whole machine, or what this model reaches. */
  scope?: 'machine' | 'model';
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

type Chooser = (at: string, progress: Progress, candidates: Candidate[], state: ModelState) => Candidate | null;

const sameStep = (a: WalkStep, b: WalkStep) => JSON.stringify(a) === JSON.stringify(b);
/** Whether a step takes the transitions the plan meant it to (a guard may choose another branch on the exact context). */
const sameTransitions = (a: Coverage, b: Coverage) => a.transitions.size === b.transitions.size && [...a.transitions].every((t) => b.transitions.has(t));

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
  // exact state does not offer (its hidden context differs) makes a new plan. Where the exact state
  // goes elsewhere than the model graph says (its stateKey merges contexts that differ), a plan made
  // on the model graph could lead elsewhere forever (a livelock): the walk then plans on the exact
  // states instead, toward the same kind of goal.
  let plan: WalkEdge[] = [];
  let exactPlan: WalkStep[] = [];
  const followExact = (state: ModelState, candidates: Candidate[], wanted: (candidate: Candidate) => boolean): Candidate | null => {
    const next = exactPlan.shift();
    const found = next && candidates.find((candidate) => sameStep(candidate.step, next));
    if (found) return found;
    const path = exactPathTo(graph, state, wanted);
    if (!path) return null;
    exactPlan = path.slice(1).map((candidate) => candidate.step);
    return candidates.find((candidate) => sameStep(candidate.step, path[0]!.step)) ?? null;
  };
  const follow = (at: string, state: ModelState, candidates: Candidate[], make: () => WalkEdge[] | null, wanted: (candidate: Candidate) => boolean): Candidate | null => {
    if (exactPlan.length > 0) {
      const found = followExact(state, candidates, wanted);
      if (found) return found;
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      if (plan.length === 0 || plan[0]!.from !== at || attempt === 1) plan = make() ?? [];
      const next = plan.shift();
      const found = next && candidates.find((candidate) => sameStep(candidate.step, next.step));
      if (found && found.to === next.to && sameTransitions(found.covers, next.covers)) return found;
      if (found) {
        plan = [];
        return followExact(state, candidates, wanted) ?? found;
      }
    }
    plan = [];
    return followExact(state, candidates, wanted);
  };
  const open = (progress: Progress) => (candidate: Candidate) =>
    [...candidate.covers.transitions].some((t) => graph.universe.transitions.has(t) && !progress.transitions.has(t));

  switch (options.generator) {
    case 'random':
      return (_at, progress, candidates) => pickRandom(random, candidates, progress);
    case 'weighted':
      return (_at, _progress, candidates) => pickWeighted(random, candidates, (name) => options.weights?.[name] ?? 1);
    case 'quick_random':
      return (at, progress, candidates, state) =>
        follow(
          at,
          state,
          candidates,
          () => {
            const reach = reachFrom(graph, new Map(), at);
            const targets = [...reach.transitions].filter((t) => graph.universe.transitions.has(t) && !progress.transitions.has(t)).sort();
            if (targets.length === 0) return null;
            const target = random.pick(targets);
            return shortestPathToEdge(graph, at, (edge) => edge.covers.transitions.has(target));
          },
          open(progress),
        ) ?? pickRandom(random, candidates, progress);
    case 'shortest_all_paths':
      return (at, progress, candidates, state) =>
        follow(
          at,
          state,
          candidates,
          () => shortestPathToEdge(graph, at, (edge) => uncovered(edge, progress)),
          (candidate) => uncovered(candidate, progress),
        ) ?? pickRandom(random, candidates, progress);
    case 'a_star': {
      const targets = targetsOf(condition);
      if (targets.length === 0) notes.push('a_star: the stop condition names no reached_vertex or reached_edge; it heads for the nearest step not yet covered');
      const reached = (target: (typeof targets)[number], covers: Pick<Coverage, 'states' | 'edgeNames'>) =>
        target.kind === 'reached_vertex' ? covers.states.has(target.name) : covers.edgeNames.has(target.name);
      // The named targets not reached yet; once all are, whatever else the condition still asks for.
      const aimed = (edge: { covers: Coverage }, progress: Progress) => {
        const left = targets.filter((target) => !reached(target, progress));
        return left.length === 0 ? uncovered(edge, progress) : left.some((target) => reached(target, edge.covers));
      };
      return (at, progress, candidates, state) =>
        follow(
          at,
          state,
          candidates,
          () => shortestPathToEdge(graph, at, (edge) => aimed(edge, progress)),
          (candidate) => aimed(candidate, progress),
        ) ?? pickRandom(random, candidates, progress);
    }
    case 'postman': {
      const result = postmanTour(graph);
      if ('reason' in result) {
        notes.push(`${result.reason}; the walk sweeps the nearest uncovered step instead (shortest_all_paths)`);
        return (at, progress, candidates, state) =>
          follow(
            at,
            state,
            candidates,
            () => shortestPathToEdge(graph, at, (edge) => uncovered(edge, progress)),
            (candidate) => uncovered(candidate, progress),
          ) ?? pickRandom(random, candidates, progress);
      }
      if (!result.exact) notes.push('postman: too many unbalanced states for the exact tour; extra paths were chosen greedily');
      let tour = [...result.tour];
      return (at, progress, candidates, state) => {
        const next = tour[0];
        const found = next && next.from === at ? candidates.find((candidate) => sameStep(candidate.step, next.step)) : undefined;
        if (found) {
          tour.shift();
          if (tour.length === 0) tour = [...result.tour];
          return found;
        }
        // Off the tour (hidden context took another way): head for the nearest uncovered step.
        tour = [];
        return (
          follow(
            at,
            state,
            candidates,
            () => shortestPathToEdge(graph, at, (edge) => uncovered(edge, progress)),
            (candidate) => uncovered(candidate, progress),
          ) ?? pickRandom(random, candidates, progress)
        );
      };
    }
  }
}

const NOTHING: Coverage = { transitions: new Set(), states: new Set(), requirements: new Set(), edgeNames: new Set() };

/** Whether a reach still holds something of the universe the walk has not covered. */
const leftHere = (reach: Coverage, progress: Progress, universe: Universe) =>
  (['transitions', 'states'] as const).some((kind) => [...reach[kind]].some((item) => universe[kind].has(item) && !progress[kind].has(item)));

const addCoverage = (progress: Progress, covers: Coverage) => {
  for (const kind of ['transitions', 'states', 'requirements', 'edgeNames'] as const) for (const item of covers[kind]) progress[kind].add(item);
};

/** Restarts in a row, each for being stuck, with nothing new covered between them, before a walk gives up. */
const MAX_IDLE_RESTARTS = 100;

export function walkModel(model: MachineModel, options: WalkOptions): Walk {
  return walkGraph(
    buildWalkGraph(model, {
      requirement: options.requirement ?? null,
      limits: options.limits,
      restartFrom: options.restart === 'any' ? 'any' : 'final',
      scope: options.scope,
    }),
    options,
  );
}

/** A walk on a graph already built (many walks of one model, e.g. one per seed, share it); the graph's requirement, limits and restarts are the walk's. */
export function walkGraph(graph: WalkGraph, options: Omit<WalkOptions, 'requirement' | 'limits'>): Walk {
  const { model } = graph;
  const condition = parseStopCondition(options.stop);
  const random = seededRandom(options.seed);
  const notes: string[] = graph.scope ? [graph.scope] : [];
  const choose = makeChooser(graph, options, condition, random, notes);
  const progress: Progress = { transitions: new Set(), states: new Set(), requirements: new Set(), edgeNames: new Set(), length: 0, seconds: 0 };
  addCoverage(progress, graph.start);
  const maxSteps = options.maxSteps ?? 10_000;
  const started = Date.now();
  const reachCache = new Map<string, Coverage>();
  const exactReachCache = new Map<string, Coverage>();
  /**
   * What can still be covered from an exact state, searched until it shows enough (memoised per exact
   * state, question and coverage so far): for where the walk is, that the condition can be met from there or that
   * something missing can be covered there; for the start, that the condition can be met from it.
   */
  const exactReach = (from: ModelState, question: 'here' | 'start'): Coverage => {
    // What is enough depends on what is covered so far: an answer holds until the walk covers more.
    const key = `${question}:${progress.transitions.size}:${progress.states.size}:${exactKey(from)}`;
    let found = exactReachCache.get(key);
    if (!found) {
      const canMeet = (reach: Coverage) => !whyUnreachable(condition, progress, reach, graph.universe);
      found = exactReachFrom(graph, from, question === 'here' ? (reach) => canMeet(reach) || leftHere(reach, progress, graph.universe) : canMeet);
      exactReachCache.set(key, found);
    }
    return found;
  };
  const steps: WalkEntry[] = [];
  let state: ModelState = initialModelState(model);
  let at = graph.initial;
  let ended: Walk['ended'] | null = null;
  let restartsWithoutProgress = 0;
  while (!ended) {
    progress.seconds = (Date.now() - started) / 1000;
    if (isSatisfied(condition, progress, graph.universe)) {
      ended = { satisfied: true, reason: `${formatCondition(condition)} met after ${steps.length} steps` };
      break;
    }
    // Whether the condition can still be met from here, and whether anything still missing can be
    // covered from here: the model graph answers quickly, the exact state has the last word (the model
    // graph's states stand for contexts that may differ from this one, or it never met this one).
    // (A condition that cannot become unreachable, such as length(n), skips the search.)
    const modelReach = graph.outgoing.has(at) ? reachFrom(graph, reachCache, at) : null;
    const metFromHere = !whyUnreachable(condition, progress, NOTHING, graph.universe) || (modelReach && !whyUnreachable(condition, progress, modelReach, graph.universe));
    const reach = metFromHere ? (modelReach ?? NOTHING) : exactReach(state, 'here');
    let why = metFromHere ? null : whyUnreachable(condition, progress, reach, graph.universe);
    // Out of reach as a whole, but something still missing can be covered here: cover it first.
    if (why && options.restart !== 'final' && leftHere(reach, progress, graph.universe)) why = null;
    if (why) {
      // Stuck where it is, the walk starts the machine again when what is left can be reached from the
      // start; MAX_IDLE_RESTARTS in a row that cover nothing new end it (a generator that keeps walking
      // into the same dead end).
      const fromStart =
        options.restart !== 'final' &&
        restartsWithoutProgress < MAX_IDLE_RESTARTS &&
        !whyUnreachable(condition, progress, exactReach(initialModelState(model), 'start'), graph.universe);
      if (!fromStart) {
        ended = { satisfied: false, reason: why };
        break;
      }
      state = initialModelState(model);
      at = graph.initial;
      restartsWithoutProgress += 1;
      progress.length += 1;
      steps.push({ step: { kind: 'restart' }, name: 'restart', state: state.snapshot.value, key: at });
      continue;
    }
    if (steps.length >= maxSteps) {
      ended = { satisfied: false, reason: `stopped at the ${maxSteps}-step safety limit before ${formatCondition(condition)}` };
      break;
    }
    const candidates = graph.candidatesAt(state);
    const chosen = choose(at, progress, candidates, state);
    if (!chosen) {
      ended = { satisfied: false, reason: `stuck: nothing leads out of ${JSON.stringify(state.snapshot.value)}` };
      break;
    }
    const before = progress.transitions.size + progress.states.size;
    addCoverage(progress, chosen.covers);
    if (progress.transitions.size + progress.states.size > before) restartsWithoutProgress = 0;
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
    requirement: graph.requirement,
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
