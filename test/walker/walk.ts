import type { AnyMachineSnapshot } from 'xstate';
import { type GraphLimits, initialModelState, type ModelState } from '../model/graph';
import { replayPath } from '../model/replay';
import type { MachineModel, Step } from '../model/types';
import { postmanTour } from './postman';
import { describePathStep, matchesPathStep } from './predefinedPath';
import { type Random, seededRandom } from './rng';
import {
  type Condition,
  type Coverage,
  dependencyTargets,
  formatCondition,
  isSatisfied,
  type Progress,
  parseStopCondition,
  targetsOf,
  type Universe,
  whyUnreachable,
} from './stopCondition';
import { metaOf, type PathStep, weightOf } from './walkerMeta';
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

export const GENERATORS = ['random', 'quick_random', 'weighted_random', 'a_star', 'shortest_all_paths', 'postman', 'predefined_path'] as const;
export type Generator = (typeof GENERATORS)[number];
/** Older names still read: `weighted` is GraphWalker's weighted_random. */
const GENERATOR_ALIASES: Record<string, Generator> = { weighted: 'weighted_random' };

/** A generator by its GraphWalker name (or an alias); refuses an unknown one, listing the known. */
export function generatorNamed(name: string): Generator {
  const generator = GENERATOR_ALIASES[name] ?? name;
  if (!(GENERATORS as readonly string[]).includes(generator))
    throw new Error(`--generator must be one of ${GENERATORS.join(', ')} (weighted is read as weighted_random)`);
  return generator as Generator;
}

/**
 * The clock time_duration reads: the seconds the walk has been executing. An online walk (--serve)
 * reads real time, its client's execution included. An offline walk is planned before it is executed,
 * so its clock is simulated (simulatedExecutionClock): the walk stays one walk per seed.
 */
export type WalkClock = (steps: readonly WalkEntry[]) => number;

/** Seconds a person takes for one step (a click, a page reopened) on the simulated execution clock. */
export const SIMULATED_STEP_SECONDS = 1;
/** The offline clock: each step takes SIMULATED_STEP_SECONDS, and a wait its delay besides. */
export const simulatedExecutionClock: WalkClock = (steps) =>
  steps.reduce((seconds, entry) => seconds + SIMULATED_STEP_SECONDS + (entry.step.kind === 'wait' ? entry.step.ms / 1000 : 0), 0);
/** Real time since the clock was made: for walks whose steps are executed as they are chosen. */
export function realExecutionClock(now: () => number = Date.now): WalkClock {
  const started = now();
  return () => (now() - started) / 1000;
}

export type WalkOptions = {
  generator: Generator | 'weighted';
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
  /** GraphWalker weights (0 to 1) for weighted_random, by step name, over the model's meta.weights. */
  weights?: Record<string, number>;
  /** The steps the predefined_path generator walks (default: the model's meta.path). */
  path?: PathStep[];
  /** What time_duration reads (default: simulatedExecutionClock, so an offline walk is one walk per seed). */
  clock?: WalkClock;
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

export const figure = (done: Set<string>, universe: Set<string>): CoverageFigure => {
  const missing = [...universe].filter((item) => !done.has(item));
  const covered = universe.size - missing.length;
  return { covered, total: universe.size, percent: universe.size === 0 ? 100 : Math.round((1000 * covered) / universe.size) / 10, missing };
};

/** The next step; a string when the generator cannot go on (the reason, e.g. a predefined step not enabled); `restart` to start again. */
type Chooser = (at: string, progress: Progress, candidates: Candidate[], state: ModelState) => Candidate | 'restart' | string | null;

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

/**
 * GraphWalker's weighted_random: among the kinds of step enabled here (`SUBMIT`, `done: login`), one
 * with a weight is taken with that probability; the probability left over is shared equally by those
 * without one (where every enabled step has a weight and they add up to less than 1, in proportion).
 * Then uniform over the data. Weights adding up to more than 1 are refused, as GraphWalker does.
 */
export function pickWeightedRandom(random: Random, candidates: Candidate[], weight: (name: string) => number | undefined): Candidate | null {
  if (candidates.length === 0) return null;
  const names = [...new Set(candidates.map((candidate) => candidate.name))];
  const weighted = names.filter((name) => weight(name) !== undefined);
  const total = weighted.reduce((sum, name) => sum + weight(name)!, 0);
  if (total > 1 + 1e-9) throw new Error(`weighted_random: the weights of ${weighted.join(', ')}, enabled together, add up to ${total}, more than 1`);
  const unweighted = names.length - weighted.length;
  const share = unweighted > 0 ? (1 - total) / unweighted : 0;
  const chance = (name: string) => weight(name) ?? share;
  const name = names.some((item) => chance(item) > 0) ? random.pickWeighted(names, chance) : random.pick(names);
  return random.pick(candidates.filter((candidate) => candidate.name === name));
}

function makeChooser(graph: WalkGraph, options: WalkOptions, condition: Condition, random: Random, notes: string[]): Chooser {
  // Under dependency_edge_coverage, what is missing is the transitions it asks for, not every one.
  const dependent = dependencyTargets(condition, graph.universe);
  const uncovered = (edge: { covers: Coverage }, progress: Progress) =>
    dependent
      ? [...edge.covers.transitions].some((t) => dependent.has(t) && !progress.transitions.has(t))
      : [...edge.covers.transitions].some((t) => graph.universe.transitions.has(t) && !progress.transitions.has(t)) ||
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
  /** The nearest step `aim` wants, on a plan followed step by step; a random one where none leads there. */
  const headFor =
    (aim: (edge: { covers: Coverage }, progress: Progress) => boolean): Chooser =>
    (at, progress, candidates, state) =>
      follow(
        at,
        state,
        candidates,
        () => shortestPathToEdge(graph, at, (edge) => aim(edge, progress)),
        (candidate) => aim(candidate, progress),
      ) ?? pickRandom(random, candidates, progress);

  switch (options.generator) {
    case 'random':
      return (_at, progress, candidates) => pickRandom(random, candidates, progress);
    case 'weighted':
    case 'weighted_random':
      return (_at, _progress, candidates) => pickWeightedRandom(random, candidates, (name) => options.weights?.[name] ?? weightOf(graph.model, name));
    case 'predefined_path': {
      const path = options.path ?? [];
      if (path.length === 0) throw new Error('predefined_path needs a path: --path file.json, or meta.path in the model');
      return (_at, progress, candidates, state) => {
        const index = path.length - (progress.pathLeft ?? 0);
        const wanted = path[index];
        if (wanted === undefined) return `the predefined path ended after its ${path.length} steps`;
        if (wanted === 'restart') return 'restart';
        const found = candidates.find((candidate) => matchesPathStep(wanted, candidate));
        if (found) return found;
        const enabled = [...new Set(candidates.map((candidate) => candidate.name))].join(', ');
        return `predefined_path: step ${index + 1} of ${path.length}, ${describePathStep(wanted)}, is not enabled in ${JSON.stringify(state.snapshot.value)} (enabled there: ${enabled || 'nothing'})`;
      };
    }
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
      return headFor(uncovered);
    case 'a_star': {
      const targets = targetsOf(condition);
      if (targets.length === 0)
        notes.push(
          `a_star: the stop condition names no reached_vertex or reached_edge; it heads for the nearest ${dependent ? 'transition the dependency condition asks for' : 'step not yet covered'}`,
        );
      const reached = (target: (typeof targets)[number], covers: Pick<Coverage, 'states' | 'edgeNames'>) =>
        target.kind === 'reached_vertex' ? covers.states.has(target.name) : covers.edgeNames.has(target.name);
      // The named targets not reached yet; once all are, whatever else the condition still asks for.
      const aimed = (edge: { covers: Coverage }, progress: Progress) => {
        const left = targets.filter((target) => !reached(target, progress));
        return left.length === 0 ? uncovered(edge, progress) : left.some((target) => reached(target, edge.covers));
      };
      return headFor(aimed);
    }
    case 'postman': {
      const result = postmanTour(graph);
      if ('reason' in result) {
        notes.push(`${result.reason}; the walk sweeps the nearest uncovered step instead (shortest_all_paths)`);
        return headFor(uncovered);
      }
      if (!result.exact) notes.push('postman: too many unbalanced states for the exact tour; extra paths were chosen greedily');
      let tour = [...result.tour];
      const sweep = headFor(uncovered);
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
        return sweep(at, progress, candidates, state);
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
  return walkGraph(buildGraphFor(model, options), options);
}

/** The graph a walk with these options moves on. */
export function buildGraphFor(model: MachineModel, options: Pick<WalkOptions, 'requirement' | 'limits' | 'restart' | 'scope'>): WalkGraph {
  return buildWalkGraph(model, {
    requirement: options.requirement ?? null,
    limits: options.limits,
    restartFrom: options.restart === 'any' ? 'any' : 'final',
    scope: options.scope,
  });
}

/** A walk on a graph already built (many walks of one model, e.g. one per seed, share it); the graph's requirement, limits and restarts are the walk's. */
export function walkGraph(graph: WalkGraph, options: Omit<WalkOptions, 'requirement' | 'limits'>): Walk {
  const walking = startWalk(graph, options);
  while (walking.peek()) walking.take();
  return walking.result();
}

/**
 * A walk taken one step at a time, as GraphWalker's machine runs: `peek` decides the next step (null
 * once the walk has ended, `ended` says why), `take` takes it. An offline walk takes them all at once
 * (walkGraph); an online one (serve.ts) takes each when its client asks for it; a walk of several
 * models (multiModel.ts) also moves a model along a path of its own choosing (`takeCandidate`).
 */
export type Walking = {
  peek(): WalkEntry | null;
  take(): WalkEntry;
  takeCandidate(candidate: Candidate): WalkEntry;
  readonly state: ModelState;
  readonly progress: Progress;
  readonly steps: readonly WalkEntry[];
  readonly ended: Walk['ended'] | null;
  result(): Walk;
};

type Decision = { kind: 'restart'; idle: boolean } | { kind: 'step'; candidate: Candidate };

export function startWalk(graph: WalkGraph, options: Omit<WalkOptions, 'requirement' | 'limits'>): Walking {
  const { model } = graph;
  const generator = generatorNamed(options.generator);
  const condition = parseStopCondition(options.stop);
  const random = seededRandom(options.seed);
  const notes: string[] = graph.scope ? [graph.scope] : [];
  const path = options.path ?? metaOf(model).path;
  const choose = makeChooser(graph, { ...options, generator, path }, condition, random, notes);
  const clock = options.clock ?? simulatedExecutionClock;
  const progress: Progress = { transitions: new Set(), states: new Set(), requirements: new Set(), edgeNames: new Set(), length: 0, seconds: 0 };
  if (generator === 'predefined_path') progress.pathLeft = path?.length ?? 0;
  addCoverage(progress, graph.start);
  const maxSteps = options.maxSteps ?? 10_000;
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
  let pending: { decision: Decision; entry: WalkEntry } | null = null;

  const decide = (): Decision | null => {
    // The execution clock, read before each step (time_duration): simulated offline, real online.
    progress.seconds = clock(steps);
    if (isSatisfied(condition, progress, graph.universe)) {
      ended = { satisfied: true, reason: `${formatCondition(condition)} met after ${steps.length} steps` };
      return null;
    }
    // A predefined path decides every step itself, restarts included: no reach to search, no restart to add.
    if (generator !== 'predefined_path') {
      // Whether the condition can still be met from here, and whether anything still missing can be
      // covered from here: the model graph answers quickly, the exact state has the last word (the model
      // graph's states stand for contexts that may differ from this one, or it never met this one).
      // (A condition that cannot become unreachable, such as length(n), skips the search.)
      const modelReach = graph.outgoing.has(at) ? reachFrom(graph, reachCache, at) : null;
      const metFromHere =
        !whyUnreachable(condition, progress, NOTHING, graph.universe) || (modelReach && !whyUnreachable(condition, progress, modelReach, graph.universe));
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
          return null;
        }
        return { kind: 'restart', idle: true };
      }
    }
    if (steps.length >= maxSteps) {
      ended = { satisfied: false, reason: `stopped at the ${maxSteps}-step safety limit before ${formatCondition(condition)}` };
      return null;
    }
    const chosen = choose(at, progress, graph.candidatesAt(state), state);
    if (chosen === 'restart') return { kind: 'restart', idle: false };
    if (typeof chosen === 'string' || !chosen) {
      ended = { satisfied: false, reason: chosen ?? `stuck: nothing leads out of ${JSON.stringify(state.snapshot.value)}` };
      return null;
    }
    return { kind: 'step', candidate: chosen };
  };

  const entryOf = (decision: Decision): WalkEntry =>
    decision.kind === 'restart'
      ? { step: { kind: 'restart' }, name: 'restart', state: initialModelState(model).snapshot.value, key: graph.initial }
      : { step: decision.candidate.step, name: decision.candidate.name, state: decision.candidate.next.snapshot.value, key: decision.candidate.to };

  const apply = (decision: Decision): WalkEntry => {
    const entry = entryOf(decision);
    if (decision.kind === 'restart') {
      state = initialModelState(model);
      at = graph.initial;
      if (decision.idle) restartsWithoutProgress += 1;
      addCoverage(progress, graph.start);
    } else {
      const before = progress.transitions.size + progress.states.size;
      addCoverage(progress, decision.candidate.covers);
      if (progress.transitions.size + progress.states.size > before) restartsWithoutProgress = 0;
      state = decision.candidate.next;
      at = decision.candidate.to;
    }
    if (progress.pathLeft !== undefined && progress.pathLeft > 0) progress.pathLeft -= 1;
    progress.length += 1;
    steps.push(entry);
    return entry;
  };

  return {
    peek() {
      if (ended) return null;
      if (!pending) {
        const decision = decide();
        pending = decision ? { decision, entry: entryOf(decision) } : null;
      }
      return pending?.entry ?? null;
    },
    take() {
      if (!this.peek() || !pending) throw new Error(`the walk has ended: ${ended?.reason}`);
      const { decision } = pending;
      pending = null;
      return apply(decision);
    },
    takeCandidate(candidate) {
      pending = null;
      ended = null;
      return apply({ kind: 'step', candidate });
    },
    get state() {
      return state;
    },
    get progress() {
      return progress;
    },
    get steps() {
      return steps;
    },
    get ended() {
      return ended;
    },
    result: () => ({
      machine: model.machine.id,
      variant: model.variant ?? null,
      generator,
      seed: options.seed,
      stop: formatCondition(condition),
      requirement: graph.requirement,
      steps,
      ended: ended ?? { satisfied: false, reason: 'the walk has not ended' },
      coverage: {
        transitions: figure(progress.transitions, graph.universe.transitions),
        states: figure(progress.states, graph.universe.states),
        requirements: figure(progress.requirements, graph.universe.requirements),
      },
      notes,
    }),
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
