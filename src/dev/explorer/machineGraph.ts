import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

/**
 * A machine's drawing read from its own definition (development only, the model explorer): every
 * state with its nesting, and every transition grouped by source and target, each with the event a
 * tester would name and the key the model tests write their coverage under.
 */

export type DrawnStateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history' | 'anyState';

export type DrawnState = {
  /** The state's path below the machine (`order.gateway.opening`); the key of the drawing. */
  path: string;
  /** XState's id (`deposit.order.gateway.opening`): what coverage reports name. */
  id: string;
  label: string;
  kind: DrawnStateKind;
  /** The enclosing state's path; '' for the machine's top states. */
  parent: string;
  initial: boolean;
};

export type DrawnEvent = { label: string; key: string };
export type DrawnTransition = { id: string; from: string; to: string; events: DrawnEvent[] };
export type MachineGraph = { machineId: string; states: DrawnState[]; transitions: DrawnTransition[] };

/** Transitions the machine declares on its root have no state to start from: they start from this one. */
export const ANY_STATE = '(any state)';

const pathOf = (node: AnyStateNode) => node.path.join('.');

/**
 * The key of a transition as test/model/graph.ts writes it into coverage/machines/<id>.json
 * (`login.editing --SUBMIT #0-->`); the explorer cannot import the test harness, so it is restated here.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const alwaysIndex = (source.always ?? []).indexOf(transition);
  if (alwaysIndex >= 0) return `${source.id} --(always #${alwaysIndex})-->`;
  const list = source.transitions.get(transition.eventType) ?? [];
  return `${source.id} --${transition.eventType} #${list.indexOf(transition)}-->`;
}

/** `EVENT: {}` declares an event deliberately ignored: it does nothing, so it is not drawn. */
const isDeclaredIgnore = (transition: AnyTransitionDefinition) =>
  (transition.target === undefined || transition.target.length === 0) && transition.actions.length === 0 && !transition.guard;

/** How a tester reads an event: `SUBMIT`, `done: createOrder`, `error: createOrder`, `after poll`, `always`. */
export function eventLabel(machine: AnyStateMachine, eventType: string): string {
  if (eventType === '') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) {
    const invoke = allStates(machine)
      .flatMap((node) => node.invoke)
      .find((candidate) => candidate.id === actor[2]);
    return `${actor[1]}: ${invoke ? String(invoke.src) : actor[2]}`;
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function allStates(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return nodes;
}

const kindOf = (node: AnyStateNode): DrawnStateKind => {
  if (node.type === 'history' || node.type === 'final' || node.type === 'parallel' || node.type === 'compound') return node.type;
  return 'atomic';
};

const isInitialChild = (node: AnyStateNode) => {
  const parent = node.parent;
  if (parent?.type !== 'compound') return false;
  return (parent.initial?.target ?? []).some((target: AnyStateNode) => target === node);
};

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = allStates(machine);
  const states: DrawnState[] = nodes
    .filter((node) => node.path.length > 0)
    .map((node) => ({
      path: pathOf(node),
      id: node.id,
      label: node.key,
      kind: kindOf(node),
      parent: node.parent ? pathOf(node.parent) : '',
      initial: isInitialChild(node),
    }));

  const grouped = new Map<string, DrawnTransition>();
  const add = (from: string, to: string, event: DrawnEvent) => {
    const id = `${from} -> ${to}`;
    const existing = grouped.get(id);
    if (existing) existing.events.push(event);
    else grouped.set(id, { id, from, to, events: [event] });
  };
  for (const node of nodes) {
    const from = node.path.length === 0 ? ANY_STATE : pathOf(node);
    const declared: Array<[string, AnyTransitionDefinition]> = [
      ...[...node.transitions].flatMap(([eventType, list]) => (list as AnyTransitionDefinition[]).map((t) => [eventType, t] as [string, AnyTransitionDefinition])),
      ...((node.always ?? []) as AnyTransitionDefinition[]).map((t) => ['', t] as [string, AnyTransitionDefinition]),
    ];
    for (const [eventType, transition] of declared) {
      if (isDeclaredIgnore(transition)) continue;
      const event = { label: eventLabel(machine, eventType), key: transitionKey(transition) };
      const targets = (transition.target ?? []) as AnyStateNode[];
      // A transition without a target stays where it is (it runs actions): drawn as a loop on its source.
      if (targets.length === 0) add(from, from, event);
      for (const target of targets) add(from, pathOf(target), event);
    }
  }
  if ([...grouped.values()].some((transition) => transition.from === ANY_STATE))
    states.unshift({ path: ANY_STATE, id: ANY_STATE, label: ANY_STATE, kind: 'anyState', parent: '', initial: false });
  return { machineId: machine.id, states, transitions: [...grouped.values()] };
}

/** The paths of every state a state value is in, ancestors included (`{ order: { payment: 'waiting' } }` → `order`, `order.payment`, `order.payment.waiting`). */
export function activeStatePaths(value: StateValue | null | undefined, prefix = ''): string[] {
  if (value === null || value === undefined) return [];
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') return [join(value)];
  return Object.entries(value).flatMap(([key, inner]) => [join(key), ...activeStatePaths(inner as StateValue | undefined, join(key))]);
}

/** A state value as one line: `editing`, `order.gateway.none + order.payment.waiting`. */
export function stateValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) =>
      typeof inner === 'string'
        ? `${key}.${inner}`
        : stateValueText(inner)
            .split(' + ')
            .map((part) => `${key}.${part}`)
            .join(' + '),
    )
    .join(' + ');
}

/**
 * What a transition changed, as a tester reads it: only the parts of the state that moved
 * (`order.gateway.opening → order.gateway.opened`, the other regions left out); null when nothing moved.
 */
export function stateChange(from: unknown, to: unknown): { from: string; to: string } | null {
  const parts = (value: unknown) => (value === null || value === undefined ? [] : stateValueText(value).split(' + '));
  const before = parts(from);
  const after = parts(to);
  const left = before.filter((part) => !after.includes(part));
  const entered = after.filter((part) => !before.includes(part));
  if (left.length === 0 && entered.length === 0) return null;
  return { from: left.join(' + ') || '—', to: entered.join(' + ') || '—' };
}
