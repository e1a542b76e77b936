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
};

const specOf = (node: AnyStateNode | undefined): string | null => {
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

export function buildWalkGraph(model: MachineModel, options: { requirement?: string | null; limits?: GraphLimits } = {}): WalkGraph {
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
    if (node.snapshot.status === 'done')
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
    if (state.snapshot.status === 'done')
      candidates.push({ step: { kind: 'restart' }, name: 'restart', covers: coversStep([], startState.snapshot), next: startState, to: startKey });
    return candidates;
  };
  return { model, candidatesAt, base, initial: base.initial, outgoing, universe, start, requirement };
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
