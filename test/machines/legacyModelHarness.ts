// Stand-in while the model tests move to test/model (oracles, real time); removed when the last one has moved.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromPromise,
  getNextSnapshot,
  SimulatedClock,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/**
 * Model-based testing for the machines: paths generated from the machine graph (shortest path to
 * every state, then every event from every state) are replayed on a real actor with effects
 * stubbed, each step checked against the model; states and transitions taken are recorded to
 * coverage/machines/<id>.json, which scripts/machine-coverage.mjs reports and enforces.
 */

type Fixtures = {
  /** Outputs an invoked actor may finish with, by actor src. */
  outputs?: Record<string, unknown[]>;
  /** Errors an invoked actor may fail with, by actor src (default: one plain Error). */
  errors?: Record<string, unknown[]>;
  /** Payload variants of ordinary events, by type (default: the bare event). */
  events?: Record<string, Array<EventObject & Record<string, unknown>>>;
};

export type ModelOptions = {
  input?: unknown;
  fixtures?: Fixtures;
  /** What makes two snapshots the same model state (default: the state value). */
  stateKey?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Checks run after every replayed step; they assert the product's rules. */
  check?: (snapshot: AnyMachineSnapshot, event: EventObject, previous: AnyMachineSnapshot) => void;
  /** Effects to observe (actions), merged over silent defaults. */
  provide?: Parameters<AnyStateMachine['provide']>[0];
};

type TransitionInfo = { key: string; source: string; event: string; spec: string | null; ignored: boolean };

/** `EVENT: {}` declares an event deliberately ignored in a state: nothing to take, nothing to cover. */
const isDeclaredIgnore = (transition: AnyTransitionDefinition) =>
  (transition.target === undefined || transition.target.length === 0) && transition.actions.length === 0 && !transition.guard;

const allStateNodes = (machine: AnyStateMachine): AnyStateNode[] => {
  const nodes: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return nodes;
};

const specOf = (node: AnyStateNode | undefined): string | null => {
  for (let current = node; current; current = current.parent) {
    const spec = (current.meta as { spec?: string } | undefined)?.spec;
    if (spec) return spec;
  }
  return null;
};

const transitionKey = (transition: AnyTransitionDefinition): string => {
  const source = transition.source as AnyStateNode;
  const always = source.always ?? [];
  const alwaysIndex = always.indexOf(transition);
  if (alwaysIndex >= 0) return `${source.id} --(always #${alwaysIndex})-->`;
  const list = source.transitions.get(transition.eventType) ?? [];
  return `${source.id} --${transition.eventType} #${list.indexOf(transition)}-->`;
};

function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const infos: TransitionInfo[] = [];
  for (const node of allStateNodes(machine)) {
    for (const [eventType, list] of node.transitions) {
      list.forEach((transition: AnyTransitionDefinition) =>
        infos.push({ key: transitionKey(transition), source: node.id, event: eventType, spec: specOf(node), ignored: isDeclaredIgnore(transition) }),
      );
    }
    for (const transition of node.always ?? []) {
      infos.push({ key: transitionKey(transition), source: node.id, event: '(always)', spec: specOf(node), ignored: false });
    }
  }
  return infos;
}

/** Every event the machine can receive, with fixture payloads, derived from its own transitions. */
function candidateEvents(machine: AnyStateMachine, fixtures: Fixtures): EventObject[] {
  const srcByInvokeId = new Map<string, string>();
  for (const node of allStateNodes(machine)) {
    for (const invoke of node.invoke) srcByInvokeId.set(invoke.id, String(invoke.src));
  }
  const events = new Map<string, EventObject>();
  for (const node of allStateNodes(machine)) {
    for (const eventType of node.transitions.keys()) {
      if (eventType.startsWith('xstate.done.actor.')) {
        const src = srcByInvokeId.get(eventType.slice('xstate.done.actor.'.length)) ?? '';
        (fixtures.outputs?.[src] ?? [undefined]).forEach((output, index) =>
          events.set(`${eventType}#${index}`, { type: eventType, output } as EventObject),
        );
      } else if (eventType.startsWith('xstate.error.actor.')) {
        const src = srcByInvokeId.get(eventType.slice('xstate.error.actor.'.length)) ?? '';
        (fixtures.errors?.[src] ?? [new Error(`${src} failed`)]).forEach((error, index) =>
          events.set(`${eventType}#${index}`, { type: eventType, error } as EventObject),
        );
      } else if (eventType !== '*') {
        (fixtures.events?.[eventType] ?? [{ type: eventType }]).forEach((event, index) =>
          events.set(`${eventType}#${index}`, event),
        );
      }
    }
  }
  return [...events.values()];
}

/** Invoked actors never settle on their own: the path's done and error events settle them. */
function stubActors(machine: AnyStateMachine) {
  const actors: Record<string, unknown> = {};
  for (const node of allStateNodes(machine)) {
    for (const invoke of node.invoke) actors[String(invoke.src)] = fromPromise(() => new Promise(() => {}));
  }
  return actors;
}

const describeEvent = (event: EventObject) => event.type.replace(/^xstate\.(done|error)\.actor\.[^ ]*/, (m) => m.split('.').slice(0, 3).join('.'));

const historyOf = (snapshot: AnyMachineSnapshot) =>
  Object.entries((snapshot as unknown as { historyValue?: Record<string, AnyStateNode[]> }).historyValue ?? {}).map(
    ([id, nodes]) => [id, nodes.map((node) => node.id)],
  );

type Coverage = { states: Set<string>; transitions: Set<string> };
const coverageByMachine = new Map<string, { machine: AnyStateMachine; covered: Coverage }>();

/**
 * Declares one vitest test per generated path. Call it at the top level of a model test file;
 * call it again with another input to explore the machine from another start.
 */
export function testMachineModel(machine: AnyStateMachine, options: ModelOptions = {}) {
  const fixtures = options.fixtures ?? {};
  const stateKey = options.stateKey ?? ((snapshot: AnyMachineSnapshot) => snapshot.value);
  const events = candidateEvents(machine, fixtures);
  // createTestModel refuses machines that invoke actors, so the graph is walked directly; the
  // invocations settle through the done and error events in `events`.
  const shortest = getShortestPaths(machine, {
    events,
    input: options.input,
    // Only events the state handles: an unhandled actor error would otherwise crash the model.
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => snapshot.status === 'active' && snapshot.can(event),
    // History is part of where a state leads, so two snapshots with different histories differ.
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.status, stateKey(snapshot), historyOf(snapshot)]),
    serializeEvent: (event: EventObject) => JSON.stringify(event),
  } as never);

  // Transition cover: each shortest path, then one more step by every event its end state accepts.
  const paths: { steps: { event: EventObject; state: AnyMachineSnapshot }[] }[] = [];
  for (const path of shortest) {
    paths.push({ steps: path.steps as never });
    const end = path.state as AnyMachineSnapshot;
    for (const event of events) {
      if (end.status !== 'active' || !end.can(event)) continue;
      const next = getNextSnapshot(machine, end, event) as AnyMachineSnapshot;
      paths.push({ steps: [...(path.steps as never[]), { event, state: next }] });
    }
  }

  const entry = coverageByMachine.get(machine.id) ?? { machine, covered: { states: new Set(), transitions: new Set() } };
  coverageByMachine.set(machine.id, entry);

  for (const path of paths) {
    const name = path.steps.map((step) => describeEvent(step.event)).join(' → ') || '(initial)';
    it(`${machine.id}: ${name}`, () => {
      const clock = new SimulatedClock();
      const provided = machine.provide({ actors: stubActors(machine), ...(options.provide ?? {}) } as never);
      const actor = createActor(provided, {
        input: options.input,
        clock,
        inspect: (inspection) => {
          if (inspection.type !== '@xstate.microstep') return;
          for (const transition of (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
            entry.covered.transitions.add(transitionKey(transition));
            entry.covered.states.add((transition.source as AnyStateNode).id);
            for (const target of transition.target ?? []) entry.covered.states.add((target as AnyStateNode).id);
          }
        },
      });
      const record = (snapshot: AnyMachineSnapshot) => {
        for (const node of (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) entry.covered.states.add(node.id);
      };
      actor.start();
      record(actor.getSnapshot());
      let previous = actor.getSnapshot();
      for (const step of path.steps.slice(path.steps[0]?.event.type === 'xstate.init' ? 1 : 0)) {
        actor.send(step.event);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
        options.check?.(snapshot, step.event, previous);
        record(snapshot);
        previous = snapshot;
      }
      actor.stop();
    });
  }
}

afterAll(() => {
  const dir = join(process.cwd(), 'coverage', 'machines');
  mkdirSync(dir, { recursive: true });
  for (const [id, { machine, covered }] of coverageByMachine) {
    const states = allStateNodes(machine)
      .filter((node) => node !== machine.root)
      .map((node) => ({ id: node.id, spec: specOf(node), covered: covered.states.has(node.id) }));
    const transitions = listTransitions(machine).map((info) => ({
      ...info,
      covered: info.ignored || covered.transitions.has(info.key),
    }));
    writeFileSync(join(dir, `${id}.json`), JSON.stringify({ id, states, transitions }, null, 2));
  }
});
