import { type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, createActor, type EventObject, initialTransition } from 'xstate';
import type { MachineModel, Step } from './types';

/**
 * The machine's graph as time really runs: every state is a snapshot plus its pending timers, and
 * from a state only the earliest timer can fire (a wait step of exactly its remaining time, from
 * the model's SPEC delays). Events come from the model's fixtures; invoked actors settle with the
 * fixture outputs and errors. Pure: built with xstate's `transition`, no actor runs.
 */

export type Timer = { id: string; event: EventObject; delay: string; remaining: number };
export type GraphNode = { key: string; snapshot: AnyMachineSnapshot; timers: Timer[] };
/** `taken`: the keys of the machine's transitions that the step takes (see transitionKey). */
export type GraphEdge = { from: string; to: string; step: Step; taken: string[] };
export type MachineGraph = {
  model: MachineModel;
  initial: string;
  nodes: Map<string, GraphNode>;
  edges: GraphEdge[];
  outgoing: Map<string, GraphEdge[]>;
  /** Events a state declares ignored (`EVENT: {}`): sending them must change nothing. */
  ignores: Map<string, EventObject[]>;
};

/** Restricts the graph to what really happens somewhere (a person's actions, a real backend's answers). */
export type GraphLimits = {
  events?: (snapshot: AnyMachineSnapshot) => EventObject[];
  settles?: (snapshot: AnyMachineSnapshot, invoke: { id: string; src: string }) => Array<{ outcome: 'done' | 'error'; value: unknown }>;
  maxNodes?: number;
};

export const allStateNodes = (machine: AnyStateMachine): AnyStateNode[] => {
  const nodes: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return nodes;
};

export const statePath = (node: AnyStateNode) => node.path.join('.');
export const activeNodes = (snapshot: AnyMachineSnapshot) => (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;

/** `EVENT: {}` declares an event deliberately ignored in a state. */
export const isDeclaredIgnore = (transition: AnyTransitionDefinition) =>
  (transition.target === undefined || transition.target.length === 0) && transition.actions.length === 0 && !transition.guard;

export const transitionKey = (transition: AnyTransitionDefinition): string => {
  const source = transition.source as AnyStateNode;
  const alwaysIndex = (source.always ?? []).indexOf(transition);
  if (alwaysIndex >= 0) return `${source.id} --(always #${alwaysIndex})-->`;
  const list = source.transitions.get(transition.eventType) ?? [];
  return `${source.id} --${transition.eventType} #${list.indexOf(transition)}-->`;
};

export const delayNameOf = (eventType: string): string => /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1] ?? `raise:${eventType}`;

export function expectedDelay(model: MachineModel, name: string, snapshot: AnyMachineSnapshot): number {
  const expected = model.delays?.[name] ?? (/^\d+$/.test(name) ? Number(name) : undefined);
  if (expected === undefined) throw new Error(`${model.machine.id}: delay '${name}' has no expected length from SPEC in the model`);
  return typeof expected === 'function' ? expected(snapshot) : expected;
}

type ExecutableAction = { type: string; params?: Record<string, unknown> };

/** Where the current pure transition's actions and taken transitions go (transitions are synchronous: one at a time). */
type TransitionSink = { actions: ExecutableAction[]; taken: string[] };
type InertScope = { scope: object; sink: { current: TransitionSink | null } };
const inertScopes = new WeakMap<AnyStateMachine, InertScope>();

/**
 * One inert actor scope per machine, reused by every pure transition of it: making an actor computes
 * the machine's initial snapshot (its context factory, its entry actions), which took 40 % of a walk's
 * time when done for each transition of the graph.
 */
function inertScopeOf(machine: AnyStateMachine): InertScope {
  const cached = inertScopes.get(machine);
  if (cached) return cached;
  const sink: InertScope['sink'] = { current: null };
  const self = createActor(machine, {
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || !sink.current) return;
      for (const transition of (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) sink.current.taken.push(transitionKey(transition));
    },
  });
  const scope = {
    self,
    defer: () => {},
    id: '',
    logger: () => {},
    sessionId: '',
    stopChild: () => {},
    system: self.system,
    emit: () => {},
    actionExecutor: (action: ExecutableAction) => void sink.current?.actions.push(action),
  };
  const made = { scope, sink };
  inertScopes.set(machine, made);
  return made;
}

/**
 * xstate's pure `transition`, which also tells which of the machine's transitions were taken
 * (the inspection of an inert actor scope), so coverage can be counted on the graph.
 */
function transitionTaken(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject) {
  const { scope, sink } = inertScopeOf(machine);
  const current: TransitionSink = { actions: [], taken: [] };
  sink.current = current;
  try {
    const next = machine.transition(snapshot, event, scope as never) as AnyMachineSnapshot;
    return { next, actions: current.actions, taken: current.taken };
  } finally {
    sink.current = null;
  }
}

function applyTimers(model: MachineModel, timers: Timer[], actions: ExecutableAction[], snapshot: AnyMachineSnapshot): Timer[] {
  let next = timers;
  for (const action of actions) {
    const params = action.params ?? {};
    if (action.type === 'xstate.cancel') next = next.filter((timer) => timer.id !== params.sendId);
    if (action.type === 'xstate.raise' && params.delay !== undefined) {
      const event = params.event as EventObject;
      const id = String(params.id ?? event.type);
      const delay = delayNameOf(event.type);
      next = [...next.filter((timer) => timer.id !== id), { id, event, delay, remaining: expectedDelay(model, delay, snapshot) }];
    }
  }
  return next;
}

const historyOf = (snapshot: AnyMachineSnapshot) =>
  Object.entries((snapshot as unknown as { historyValue?: Record<string, AnyStateNode[]> }).historyValue ?? {}).map(([id, nodes]) => [id, nodes.map((node) => node.id)]);

export function nodeKey(model: MachineModel, snapshot: AnyMachineSnapshot, timers: Timer[]): string {
  const stateKey = model.stateKey ?? ((s: AnyMachineSnapshot) => s.value);
  const pending = [...timers].sort((a, b) => a.id.localeCompare(b.id)).map((timer) => [timer.id, timer.remaining]);
  return JSON.stringify([snapshot.status, stateKey(snapshot), historyOf(snapshot), pending]);
}

/** The invocations active in a snapshot: children started by the active states. */
export function activeInvokes(snapshot: AnyMachineSnapshot) {
  const invokes: Array<{ id: string; src: string }> = [];
  for (const node of activeNodes(snapshot)) for (const invoke of node.invoke) invokes.push({ id: invoke.id, src: String(invoke.src) });
  return invokes;
}

/** Every event type the machine handles, with fixture payloads (actor and timer events excluded). */
export function modelEvents(model: MachineModel): EventObject[] {
  const types = new Set<string>();
  for (const node of allStateNodes(model.machine)) for (const type of node.transitions.keys()) types.add(type);
  const events: EventObject[] = [];
  for (const type of types) {
    if (type.startsWith('xstate.') || type === '*') continue;
    events.push(...(model.fixtures?.events?.[type] ?? [{ type }]));
  }
  return events;
}

function settlesFor(model: MachineModel, invoke: { id: string; src: string }) {
  const outputs = model.fixtures?.outputs?.[invoke.src] ?? [undefined];
  const errors = model.fixtures?.errors?.[invoke.src] ?? [new Error(`${invoke.src} failed`)];
  return [...outputs.map((value) => ({ outcome: 'done' as const, value })), ...errors.map((value) => ({ outcome: 'error' as const, value }))];
}

export const settleEvent = (step: Extract<Step, { kind: 'settle' }>): EventObject =>
  step.outcome === 'done'
    ? ({ type: `xstate.done.actor.${step.invokeId}`, output: step.value } as EventObject)
    : ({ type: `xstate.error.actor.${step.invokeId}`, error: step.value } as EventObject);

export type ModelState = { snapshot: AnyMachineSnapshot; timers: Timer[] };
export type Successor = { step: Step; next: ModelState; taken: string[] };

const machinesWithGuards = new WeakMap<MachineModel, AnyStateMachine>();

/** The model's machine with its guards provided: made once per model (`provide` builds a whole new machine). */
export function modelMachineOf(model: MachineModel): AnyStateMachine {
  if (!model.provide?.guards) return model.machine;
  let machine = machinesWithGuards.get(model);
  if (!machine) {
    machine = model.machine.provide({ guards: model.provide.guards } as never);
    machinesWithGuards.set(model, machine);
  }
  return machine;
}

export function initialModelState(model: MachineModel): ModelState {
  const [snapshot, actions] = initialTransition(modelMachineOf(model), model.input);
  return { snapshot, timers: applyTimers(model, [], actions as ExecutableAction[], snapshot) };
}

/**
 * Every step that can happen from an exact state: the events it accepts (from the fixtures, or a
 * person's actions under `limits`), each answer of each running call, and the earliest timer
 * (with every timer due at that same time, fired in one wait as the clock does). Plus the events
 * the state declares ignored.
 */
export function successorsOf(model: MachineModel, state: ModelState, limits: GraphLimits = {}, machine = modelMachineOf(model)) {
  const successors: Successor[] = [];
  const ignored: EventObject[] = [];
  const { snapshot } = state;
  if (snapshot.status !== 'active') return { successors, ignored };
  const advance = (step: Step, event: EventObject) => {
    const { next, actions, taken } = transitionTaken(machine, snapshot, event);
    successors.push({ step, next: { snapshot: next, timers: applyTimers(model, state.timers, actions, next) }, taken });
  };
  const events = limits.events ? limits.events(snapshot) : modelEvents(model).filter((event) => model.available?.(snapshot, event) ?? true);
  for (const event of events) if (snapshot.can(event)) advance({ kind: 'event', event }, event);
  for (const invoke of activeInvokes(snapshot)) {
    for (const answer of limits.settles ? limits.settles(snapshot, invoke) : settlesFor(model, invoke)) {
      const step: Step = { kind: 'settle', invokeId: invoke.id, src: invoke.src, ...answer };
      const event = settleEvent(step);
      if (snapshot.can(event)) advance(step, event);
    }
  }
  if (state.timers.length > 0) {
    const soonest = state.timers.reduce((a, b) => (b.remaining < a.remaining ? b : a));
    const due = state.timers.filter((timer) => timer.remaining === soonest.remaining);
    let timers = state.timers.filter((timer) => !due.includes(timer)).map((timer) => ({ ...timer, remaining: timer.remaining - soonest.remaining }));
    // Timers due at the same time fire in one step, as the clock fires them (in the order they were set).
    let current: AnyMachineSnapshot = snapshot;
    const taken: string[] = [];
    let pending = due;
    while (pending.length > 0 && current.status === 'active') {
      const [first, ...others] = pending;
      const result = transitionTaken(machine, current, first!.event);
      taken.push(...result.taken);
      const cancelled = new Set(result.actions.filter((action) => action.type === 'xstate.cancel').map((action) => String(action.params?.sendId)));
      timers = applyTimers(model, timers, result.actions, result.next);
      current = result.next;
      pending = others.filter((timer) => !cancelled.has(timer.id) && !timers.some((t) => t.id === timer.id));
    }
    successors.push({ step: { kind: 'wait', ms: soonest.remaining, delay: soonest.delay, eventType: soonest.event.type }, next: { snapshot: current, timers }, taken });
  }
  for (const active of activeNodes(snapshot)) {
    for (const [type, list] of active.transitions) {
      const [only] = list;
      if (type.startsWith('xstate.') || list.length !== 1 || !only || !isDeclaredIgnore(only)) continue;
      const event = model.fixtures?.events?.[type]?.[0] ?? { type };
      if (!snapshot.can(event) && !ignored.some((e) => e.type === type)) ignored.push(event);
    }
  }
  return { successors, ignored };
}

export function buildGraph(model: MachineModel, limits: GraphLimits = {}): MachineGraph {
  const machine = modelMachineOf(model);
  const maxNodes = limits.maxNodes ?? 20_000;
  const start = initialModelState(model);
  const initial: GraphNode = { key: nodeKey(model, start.snapshot, start.timers), ...start };
  const nodes = new Map([[initial.key, initial]]);
  const edges: GraphEdge[] = [];
  const outgoing = new Map<string, GraphEdge[]>();
  const ignores = new Map<string, EventObject[]>();
  const queue = [initial];
  while (queue.length > 0) {
    const node = queue.shift()!;
    const { successors, ignored } = successorsOf(model, node, limits, machine);
    outgoing.set(node.key, []);
    for (const { step, next, taken } of successors) {
      const key = nodeKey(model, next.snapshot, next.timers);
      if (!nodes.has(key)) {
        if (nodes.size >= maxNodes) throw new Error(`${machine.id}: more than ${maxNodes} model states; narrow the model's stateKey`);
        const added = { key, ...next };
        nodes.set(key, added);
        queue.push(added);
      }
      const edge = { from: node.key, to: key, step, taken };
      edges.push(edge);
      outgoing.get(node.key)!.push(edge);
    }
    if (ignored.length > 0) ignores.set(node.key, ignored);
  }
  return { model, initial: initial.key, nodes, edges, outgoing, ignores };
}

/** Shortest path (fewest steps) from the initial state to every state of the graph. */
export function shortestPaths(graph: MachineGraph, from = graph.initial): Map<string, GraphEdge[]> {
  const paths = new Map<string, GraphEdge[]>([[from, []]]);
  const queue = [from];
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const edge of graph.outgoing.get(key) ?? []) {
      if (paths.has(edge.to)) continue;
      paths.set(edge.to, [...paths.get(key)!, edge]);
      queue.push(edge.to);
    }
  }
  return paths;
}

/** The machine's first snapshot for a model (its input, its guards). */
export const initialSnapshotOf = (model: MachineModel): AnyMachineSnapshot => initialModelState(model).snapshot;
