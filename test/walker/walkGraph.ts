import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import {
  activeNodes,
  allStateNodes,
  buildGraph,
  type GraphLimits,
  initialModelState,
  type MachineGraph,
  type ModelState,
  modelMachineOf,
  nodeKey,
  statePath,
  successorsOf,
  transitionKey,
} from '../model/graph';
import { drawnTransitions } from '../model/statechart';
import type { MachineModel, Step } from '../model/types';
import type { Coverage, Universe } from './stopCondition';
import { dependencyOf } from './walkerMeta';

/**
 * The graph a walk moves on: the model's time-aware graph, plus the declared-ignored events as
 * loops (sent, they must change nothing), plus a restart from every final state (a tester opens
 * the page again). Each edge knows what it covers: the machine's transitions, the states it
 * enters, the SPEC requirements they carry, and the names a tester uses for them.
 */

export type WalkStep = Step | { kind: 'restart' };
export type WalkEdge = { from: string; to: string; step: WalkStep; covers: Coverage; name: string };
/** A step the walk can take from its exact state (the machine's real context, not the model state's representative). */
export type Candidate = { step: WalkStep; name: string; covers: Coverage; next: ModelState; to: string };

export type WalkGraph = {
  model: MachineModel;
  /** The steps from an exact state, with what each covers. */
  candidatesAt: (state: ModelState) => Candidate[];
  base: MachineGraph;
  initial: string;
  outgoing: Map<string, WalkEdge[]>;
  universe: Universe;
  /** What the start covers (the initial state). */
  start: Coverage;
  requirement: string | null;
  /** What the coverage is scored on, when not the whole machine (a variant's reach). */
  scope: string | null;
};

/** The SPEC tag of a state node: its own `meta.spec`, or the nearest parent's. */
export const specOf = (node: AnyStateNode | undefined): string | null => {
  for (let current = node; current; current = current.parent) {
    const spec = (current.meta as { spec?: string } | undefined)?.spec;
    if (spec) return spec;
  }
  return null;
};

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/^spec\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
export const matchesRequirement = (spec: string | null, requirement: string | null) =>
  requirement === null || (spec !== null && normalise(spec).includes(normalise(requirement)));

const emptyCoverage = (): Coverage => ({ transitions: new Set(), states: new Set(), requirements: new Set(), edgeNames: new Set() });

/** A step's name, as transitions are named (`SUBMIT`, `done: login`, `after refreshThrottle`, `restart`). */
export function stepName(step: WalkStep): string {
  if (step.kind === 'restart') return 'restart';
  if (step.kind === 'event') return step.event.type;
  if (step.kind === 'settle') return `${step.outcome}: ${step.src}`;
  return `after ${step.delay}`;
}

/** Where a walk may start the machine again (a tester opens the page anew): only from final states, or from every state. */
export type RestartFrom = 'final' | 'any';

export function buildWalkGraph(
  model: MachineModel,
  options: {
    requirement?: string | null;
    limits?: GraphLimits;
    restartFrom?: RestartFrom;
    /** What coverage is scored on: the whole machine, or what this model's fixtures reach (default: the model's for a named variant). */
    scope?: 'machine' | 'model';
  } = {},
): WalkGraph {
  const restartFrom = options.restartFrom ?? 'final';
  const requirement = options.requirement ?? null;
  const base = buildGraph(model, options.limits);
  const machine = model.machine;
  const transitionSpec = new Map<string, string | null>();
  const transitionName = new Map<string, string>();
  // States a step passes through (left at once by `always`) count as visited: the transitions name them.
  const transitionStates = new Map<string, string[]>();
  for (const drawn of drawnTransitions(machine)) {
    transitionSpec.set(drawn.key, specOf(drawn.from));
    transitionName.set(drawn.key, drawn.event);
    transitionStates.set(drawn.key, [drawn.from, ...drawn.to].filter((node) => node.path.length > 0).map(statePath));
  }

  const universe = emptyCoverage();
  for (const node of allStateNodes(machine)) {
    if (node.path.length === 0) continue;
    if (matchesRequirement(specOf(node), requirement)) universe.states.add(statePath(node));
    const spec = specOf(node);
    if (spec && matchesRequirement(spec, requirement)) universe.requirements.add(spec);
  }
  for (const [key, spec] of transitionSpec) {
    if (!matchesRequirement(spec, requirement)) continue;
    universe.transitions.add(key);
    universe.edgeNames.add(transitionName.get(key)!);
  }
  // GraphWalker's edge dependency, from the model's meta by step name (dependency_edge_coverage reads it).
  const dependencies = new Map<string, number>();
  for (const key of universe.transitions) {
    const dependency = dependencyOf(model, transitionName.get(key)!);
    if (dependency > 0) dependencies.set(key, dependency);
  }
  const withDependencies = (coverage: Coverage): Universe => Object.assign(coverage, { dependencies });
  withDependencies(universe);
  if (requirement !== null && universe.transitions.size === 0 && universe.states.size === 0) {
    const tags = [...new Set(allStateNodes(machine).map(specOf).filter(Boolean))].join('; ');
    throw new Error(`No state of ${machine.id} carries the requirement '${requirement}'. Its requirements: ${tags}`);
  }

  const coversSnapshot = (snapshot: AnyMachineSnapshot, into: Coverage) => {
    for (const node of activeNodes(snapshot)) {
      if (node.path.length === 0) continue;
      into.states.add(statePath(node));
      const spec = specOf(node);
      if (spec) into.requirements.add(spec);
    }
  };
  const start = emptyCoverage();
  coversSnapshot(base.nodes.get(base.initial)!.snapshot, start);

  const coversStep = (taken: string[], next: AnyMachineSnapshot) => {
    const covers = emptyCoverage();
    for (const key of taken) {
      covers.transitions.add(key);
      for (const path of transitionStates.get(key) ?? []) covers.states.add(path);
      covers.edgeNames.add(transitionName.get(key) ?? key);
      const spec = transitionSpec.get(key);
      if (spec) covers.requirements.add(spec);
    }
    coversSnapshot(next, covers);
    return covers;
  };
  const coversIgnored = (snapshot: AnyMachineSnapshot, type: string) => {
    const covers = emptyCoverage();
    for (const active of activeNodes(snapshot)) {
      const list = active.transitions.get(type);
      if (list?.length === 1 && list[0]) {
        const taken = transitionKey(list[0]);
        covers.transitions.add(taken);
        covers.edgeNames.add(transitionName.get(taken) ?? type);
      }
    }
    coversSnapshot(snapshot, covers);
    return covers;
  };
  const machineWithGuards = modelMachineOf(model);
  const startState = initialModelState(model);
  const startKey = nodeKey(model, startState.snapshot, startState.timers);

  const outgoing = new Map<string, WalkEdge[]>();
  for (const [key, node] of base.nodes) {
    const edges: WalkEdge[] = (base.outgoing.get(key) ?? []).map((edge) => ({
      from: key,
      to: edge.to,
      step: edge.step,
      covers: coversStep(edge.taken, base.nodes.get(edge.to)!.snapshot),
      name: stepName(edge.step),
    }));
    for (const event of base.ignores.get(key) ?? [])
      edges.push({ from: key, to: key, step: { kind: 'event', event }, covers: coversIgnored(node.snapshot, event.type), name: event.type });
    if (node.snapshot.status === 'done' || (restartFrom === 'any' && key !== base.initial))
      edges.push({ from: key, to: base.initial, step: { kind: 'restart' }, covers: coversStep([], base.nodes.get(base.initial)!.snapshot), name: 'restart' });
    outgoing.set(key, edges);
  }

  const candidatesAt = (state: ModelState): Candidate[] => {
    const { successors, ignored } = successorsOf(model, state, options.limits, machineWithGuards);
    const candidates: Candidate[] = successors.map(({ step, next, taken }) => ({
      step,
      name: stepName(step),
      covers: coversStep(taken, next.snapshot),
      next,
      to: nodeKey(model, next.snapshot, next.timers),
    }));
    const here = nodeKey(model, state.snapshot, state.timers);
    for (const event of ignored)
      candidates.push({ step: { kind: 'event', event }, name: event.type, covers: coversIgnored(state.snapshot, event.type), next: state, to: here });
    if (state.snapshot.status === 'done' || (restartFrom === 'any' && here !== startKey))
      candidates.push({ step: { kind: 'restart' }, name: 'restart', covers: coversStep([], startState.snapshot), next: startState, to: startKey });
    return candidates;
  };
  const graph: WalkGraph = { model, candidatesAt, base, initial: base.initial, outgoing, universe, start, requirement, scope: null };
  // A machine modelled by several models (variants: other fixtures, another input) has each scored on
  // what its own graph reaches: the machine's other parts are its sibling models' to cover (the model
  // tests' machine coverage holds the union of them at 100 %), so each walk can end at 100 %.
  if ((options.scope ?? (model.variant ? 'model' : 'machine')) === 'model') {
    const reach = reachFrom(graph, new Map(), base.initial);
    const scoped = emptyCoverage();
    for (const kind of ['transitions', 'states', 'requirements', 'edgeNames'] as const)
      for (const item of universe[kind]) if (reach[kind].has(item) || start[kind].has(item)) scoped[kind].add(item);
    graph.scope = `${model.variant ? `variant '${model.variant}'` : 'the default model'}: scored on the ${scoped.transitions.size} of the machine's ${universe.transitions.size} transitions and ${scoped.states.size} of its ${universe.states.size} states that its fixtures reach`;
    graph.universe = withDependencies(scoped);
  }
  return graph;
}

/** Everything a walk can still cover from a state (memoised per state). */
export function reachFrom(graph: WalkGraph, cache: Map<string, Coverage>, from: string): Coverage {
  const cached = cache.get(from);
  if (cached) return cached;
  const reach = emptyCoverage();
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const edge of graph.outgoing.get(key) ?? []) {
      for (const kind of ['transitions', 'states', 'requirements', 'edgeNames'] as const) for (const item of edge.covers[kind]) reach[kind].add(item);
      if (!seen.has(edge.to)) {
        seen.add(edge.to);
        queue.push(edge.to);
      }
    }
  }
  cache.set(from, reach);
  return reach;
}

/** The fewest steps from a state to (and through) the first edge that satisfies `wanted`. */
export function shortestPathToEdge(graph: WalkGraph, from: string, wanted: (edge: WalkEdge) => boolean): WalkEdge[] | null {
  const parent = new Map<string, WalkEdge | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const edge of graph.outgoing.get(key) ?? []) {
      if (wanted(edge)) {
        const path = [edge];
        for (let back = parent.get(key); back; back = parent.get(back.from)) path.unshift(back);
        return path;
      }
      if (!parent.has(edge.to)) {
        parent.set(edge.to, edge);
        queue.push(edge.to);
      }
    }
  }
  return null;
}

/**
 * The fewest steps from an exact state (the machine's real context) to and through the first step
 * that satisfies `wanted`, searched from that exact state: each step is what the machine really
 * does from the exact state before it. Where the model graph's states merge contexts that differ
 * (its stateKey), a plan made on it can lead elsewhere again and again, or start from a state the
 * model graph never met; this search cannot. It first keeps one exact state per model state (as
 * small as the model graph), then, if that finds nothing, every distinct exact state (a step that
 * changes only what the stateKey hides, such as re-arming a counter, may be the way), within `budget`.
 */
export function exactPathTo(graph: WalkGraph, from: ModelState, wanted: (candidate: Candidate) => boolean, budget = 500): Candidate[] | null {
  return (
    searchExact(graph, from, wanted, budget, (state, key) => key ?? nodeKey(graph.model, state.snapshot, state.timers)) ??
    searchExact(graph, from, wanted, budget, (state) => exactKey(state))
  );
}

function searchExact(
  graph: WalkGraph,
  from: ModelState,
  wanted: (candidate: Candidate) => boolean,
  budget: number,
  identity: (state: ModelState, modelKey?: string) => string,
): Candidate[] | null {
  const start = identity(from);
  const parent = new Map<string, { previous: string; candidate: Candidate } | null>([[start, null]]);
  const queue: Array<{ key: string; state: ModelState }> = [{ key: start, state: from }];
  while (queue.length > 0 && parent.size <= budget) {
    const { key, state } = queue.shift()!;
    for (const candidate of graph.candidatesAt(state)) {
      if (wanted(candidate)) {
        const path = [candidate];
        for (let back = parent.get(key); back; back = parent.get(back.previous)) path.unshift(back.candidate);
        return path;
      }
      const next = identity(candidate.next, candidate.to);
      if (!parent.has(next)) {
        parent.set(next, { previous: key, candidate });
        queue.push({ key: next, state: candidate.next });
      }
    }
  }
  return null;
}

/** An exact state's identity: its value, its context (actor references and functions left out) and its pending timers. */
export function exactKey(state: ModelState): string {
  const seen = new WeakSet<object>();
  const context = JSON.stringify(state.snapshot.context, (_key, value: unknown) => {
    if (typeof value === 'function') return undefined;
    if (value && typeof value === 'object') {
      if ('sessionId' in value || seen.has(value)) return undefined;
      seen.add(value);
    }
    return value;
  });
  const timers = state.timers.map((timer) => `${timer.id}:${timer.remaining}`).sort();
  return JSON.stringify([state.snapshot.status, state.snapshot.value, context, timers]);
}

/**
 * Everything a walk can still cover from an exact state (the model graph's states stand for
 * contexts that may differ from it, or never met it), searched as exactPathTo searches: one exact
 * state per model state first; then, when `enough` says that is not enough, every distinct exact
 * state, within `budget` (past it, what was found so far: the walk then rather restarts or stops
 * with the reason than walks on hoping).
 */
export function exactReachFrom(graph: WalkGraph, from: ModelState, enough: (reach: Coverage) => boolean, budget = 500): Coverage {
  const byModelState = collectReach(graph, from, budget, enough, (state, key) => key ?? nodeKey(graph.model, state.snapshot, state.timers));
  return enough(byModelState) ? byModelState : collectReach(graph, from, budget, enough, (state) => exactKey(state));
}

/** The reach from an exact state, searched until it is `enough` (then partial: enough is all the walk asks). */
function collectReach(
  graph: WalkGraph,
  from: ModelState,
  budget: number,
  enough: (reach: Coverage) => boolean,
  identity: (state: ModelState, modelKey?: string) => string,
): Coverage {
  const reach: Coverage = { transitions: new Set(), states: new Set(), requirements: new Set(), edgeNames: new Set() };
  const seen = new Set([identity(from)]);
  const queue = [from];
  while (queue.length > 0 && seen.size <= budget && !enough(reach)) {
    const state = queue.shift()!;
    for (const candidate of graph.candidatesAt(state)) {
      for (const kind of ['transitions', 'states', 'requirements', 'edgeNames'] as const) for (const item of candidate.covers[kind]) reach[kind].add(item);
      const next = identity(candidate.next, candidate.to);
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(candidate.next);
      }
    }
  }
  return reach;
}
