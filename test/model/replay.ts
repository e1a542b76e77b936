import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { activeNodes, allStateNodes, delayNameOf, expectedDelay, modelMachineOf, nodeKey, settleEvent, statePath, type Timer, transitionKey } from './graph';
import type { MachineModel, Observation, Step } from './types';

/**
 * Plays a path on a real actor: events are sent, invoked actors are test doubles that the path
 * resolves or rejects, and time passes on a simulated clock by the SPEC length of each delay
 * (nothing may happen 1 ms before it, the transition must happen at it). After every step, and at
 * the start, the model's oracle of every active state node runs.
 */

export type Coverage = { states: Set<string>; transitions: Set<string> };
export type ReplayOptions = {
  /** The graph key expected after each step (a path from the graph); a mismatch fails. */
  expectedKeys?: string[];
  coverage?: Coverage;
  /** An event the last state declares ignored: it is sent and must change nothing. */
  ignored?: EventObject;
  /** Called with the oracle paths run, so a test can tell an oracle that never asserts. */
  onOracle?: (path: string) => void;
};

export class ModelFailure extends Error {}

const safeJson = (value: unknown) =>
  JSON.stringify(value, (_key, inner) => {
    if (inner && typeof inner === 'object' && 'sessionId' in inner && 'send' in inner) return `actor:${(inner as AnyActorRef).id}`;
    if (inner instanceof Error) return `Error:${inner.message}`;
    if (inner instanceof Map) return [...inner.entries()];
    if (inner instanceof Set) return [...inner.values()];
    return inner;
  });

const sameState = (a: AnyMachineSnapshot, b: AnyMachineSnapshot) =>
  a.status === b.status && safeJson(a.value) === safeJson(b.value) && safeJson(a.context) === safeJson(b.context);

export const describeStep = (step: Step): string => {
  if (step.kind === 'event') return step.event.type;
  if (step.kind === 'settle') return `${step.src} ${step.outcome === 'done' ? 'resolves' : 'rejects'}`;
  return `WAIT(${step.ms})`;
};

export const modelMachine = modelMachineOf;

/** What one replay hears from the test doubles of its actor: the calls invoked and the actions run. */
type ReplayHooks = {
  invoked: (src: string, id: string, input: unknown, settler: { resolve: (value: unknown) => void; reject: (error: unknown) => void }) => void;
  acted: (name: string, params: unknown) => void;
};
/** Each running replay's hooks, by its actor system (doubles and spies are shared by every replay of a model). */
const hooksBySystem = new WeakMap<object, ReplayHooks>();
const replayMachines = new WeakMap<MachineModel, AnyStateMachine>();

/**
 * The model's machine with test doubles for every invoked call and spies on every action, made once
 * per model: `provide` builds a whole new machine, which took a seventh of a model test's time when
 * done for every replay. The doubles and spies find the replay they belong to by their actor system.
 */
function replayMachineOf(model: MachineModel): AnyStateMachine {
  const cached = replayMachines.get(model);
  if (cached) return cached;
  const machine = modelMachineOf(model);
  const doubles: Record<string, unknown> = {};
  for (const node of allStateNodes(machine)) {
    for (const invoke of node.invoke) {
      const src = String(invoke.src);
      doubles[src] = fromPromise(
        ({ input, self, system }) => new Promise((resolve, reject) => hooksBySystem.get(system)?.invoked(src, self.id, input, { resolve, reject })),
      );
    }
  }
  const spies: Record<string, unknown> = {};
  const own = (machine.implementations.actions ?? {}) as Record<string, unknown>;
  for (const [name, implementation] of Object.entries(own)) {
    if (typeof implementation !== 'function' || 'resolve' in implementation) continue;
    const run = (model.provide?.actions?.[name] ?? implementation) as (...args: unknown[]) => void;
    spies[name] = (args: { system: object }, params: unknown) => {
      hooksBySystem.get(args.system)?.acted(name, params);
      run(args, params);
    };
  }
  const provided = machine.provide({ actors: doubles, actions: spies } as never);
  replayMachines.set(model, provided);
  return provided;
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function replayPath(model: MachineModel, steps: Step[], options: ReplayOptions = {}) {
  const clock = new SimulatedClock();
  const settlers = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  let effects: Observation['effects'] = [];
  let invoked: Observation['invoked'] = [];
  let emitted: EventObject[] = [];
  const hooks: ReplayHooks = {
    invoked: (src, id, input, settler) => {
      settlers.set(id, settler);
      invoked.push({ src, id, input });
    },
    acted: (name, params) => void effects.push({ name, params }),
  };

  const coverage = options.coverage;
  // Snapshots between microsteps: a state left at once by `always` is seen only there.
  let passing: AnyMachineSnapshot[] = [];
  // Microsteps of the start happen inside createActor, before `actor` exists: they are this actor's.
  let self: AnyActorRef | undefined;
  const actor = createActor(replayMachineOf(model), {
    input: model.input,
    clock,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || (self !== undefined && inspection.actorRef !== self)) return;
      passing.push((inspection as unknown as { snapshot: AnyMachineSnapshot }).snapshot);
      if (!coverage) return;
      for (const transition of (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
        coverage.transitions.add(transitionKey(transition));
        coverage.states.add((transition.source as AnyStateNode).id);
        for (const target of transition.target ?? []) coverage.states.add((target as AnyStateNode).id);
      }
    },
  });
  self = actor;
  hooksBySystem.set(actor.system, hooks);
  actor.on('*', (event) => void emitted.push(event as EventObject));

  // Timers as the graph sees them, to compare keys: rebuilt from the real scheduler's pending events.
  const pendingTimers = (): Timer[] => {
    const scheduled = (actor.system as unknown as { _snapshot: { _scheduledEvents: Record<string, { event: EventObject; id: string }> } })._snapshot._scheduledEvents;
    return Object.values(scheduled).map((entry) => ({ id: String(entry.id), event: entry.event, delay: '', remaining: timerDue.get(String(entry.id))! - clock.now() }));
  };
  const timerDue = new Map<string, number>();
  let fresh: Array<{ id: string; name: string; delay: unknown; at: number }> = [];
  const scheduler = (actor.system as unknown as { scheduler: { schedule: (...args: unknown[]) => void } }).scheduler;
  const schedule = scheduler.schedule.bind(scheduler);
  scheduler.schedule = (source, target, event, delay, id) => {
    const type = (event as EventObject).type;
    fresh.push({ id: String(id ?? type), name: delayNameOf(type), delay, at: clock.now() });
    schedule(source, target, event, delay, id);
  };
  // The SPEC length decides when a timer fires; the machine's own length must agree with it.
  const settleTimers = (snapshot: AnyMachineSnapshot, where: string) => {
    for (const timer of fresh) {
      const expected = expectedDelay(model, timer.name, snapshot);
      if (expected !== timer.delay) throw new ModelFailure(`${where}: delay '${timer.name}' is ${String(timer.delay)} ms in the machine, ${expected} ms in SPEC`);
      timerDue.set(timer.id, timer.at + expected);
    }
    fresh = [];
  };

  const observe = (observation: Observation) => {
    const run = (path: string, seen: Observation) => {
      model.oracles[path]?.(seen);
      options.onOracle?.(path);
    };
    const settled = new Set(activeNodes(observation.snapshot));
    // States passed through within the step (left at once by `always`) are judged on the snapshot that held them.
    for (const snapshot of passing) {
      for (const node of activeNodes(snapshot)) {
        if (node.path.length === 0 || settled.has(node)) continue;
        run(statePath(node), { ...observation, snapshot });
        if (coverage) coverage.states.add(node.id);
      }
    }
    passing = [];
    run('*', observation);
    for (const node of settled) if (node.path.length > 0) run(statePath(node), observation);
    if (coverage) for (const node of settled) coverage.states.add(node.id);
  };
  const where = (index: number) =>
    `after ${
      steps
        .slice(0, index + 1)
        .map(describeStep)
        .join(' → ') || '(start)'
    }`;

  actor.start();
  await flush();
  settleTimers(actor.getSnapshot(), 'at the start');
  observe({ snapshot: actor.getSnapshot(), previous: null, event: { type: 'xstate.init' }, step: null, effects, invoked, emitted, now: clock.now() });

  try {
    for (const [index, step] of steps.entries()) {
      const previous = actor.getSnapshot();
      effects = [];
      invoked = [];
      emitted = [];
      passing = [];
      let event: EventObject;
      if (step.kind === 'event') {
        event = step.event;
        actor.send(event);
      } else if (step.kind === 'settle') {
        event = settleEvent(step);
        const settler = settlers.get(step.invokeId);
        if (!settler) throw new ModelFailure(`${where(index)}: ${step.src} was never invoked (${step.invokeId})`);
        settlers.delete(step.invokeId);
        if (step.outcome === 'done') settler.resolve(step.value);
        else settler.reject(step.value);
        await flush();
      } else {
        event = { type: step.eventType };
        if (step.ms > 0) {
          clock.increment(step.ms - 1);
          await flush();
          if (!sameState(previous, actor.getSnapshot()) || effects.length > 0)
            throw new ModelFailure(`${where(index)}: something happened 1 ms before the ${step.delay} delay (${step.ms} ms) ended`);
          clock.increment(1);
        } else clock.increment(0);
        await flush();
      }
      const snapshot = actor.getSnapshot();
      settleTimers(snapshot, where(index));
      const expected = options.expectedKeys?.[index];
      if (expected !== undefined) {
        const actual = nodeKey(model, snapshot, pendingTimers());
        if (actual !== expected) throw new ModelFailure(`${where(index)}: the actor is in ${actual}, the model expected ${expected}`);
      }
      observe({ snapshot, previous, event, step, effects, invoked, emitted, now: clock.now() });
    }
    if (options.ignored) {
      const before = actor.getSnapshot();
      effects = [];
      actor.send(options.ignored);
      await flush();
      if (!sameState(before, actor.getSnapshot()) || effects.length > 0)
        throw new ModelFailure(`${where(steps.length - 1)}: ${options.ignored.type} is declared ignored here but changed the state`);
      if (coverage)
        for (const node of activeNodes(before)) {
          const list = node.transitions.get(options.ignored.type);
          if (list?.length === 1 && list[0]) coverage.transitions.add(transitionKey(list[0]));
        }
    }
  } finally {
    actor.stop();
  }
  return actor.getSnapshot();
}
