import type { AnyActorRef, AnyEventObject, AnyStateMachine, InspectionEvent, StateValue } from 'xstate';

/**
 * The live actors the model explorer shows (development only), fed by XState's inspection API: each
 * actor system watched through `system.inspect(callback)`, the plain inspect callback that
 * `createActor(logic, { inspect })` would attach. Only actors running a state machine are kept
 * (the promises they invoke show up as their done and error events).
 */

/** `seq` orders entries across every actor (a walk being stepped reads what happened after a point). */
export type HistoryEntry = { seq: number; at: number; event: AnyEventObject; from: StateValue | null; to: StateValue };
export type ActorStatus = 'active' | 'done' | 'error' | 'stopped';
export type LiveActor = {
  sessionId: string;
  /** What the panel calls it: the name the app gave it (a root actor), or its machine's id. */
  name: string;
  machine: AnyStateMachine;
  parentSessionId: string | null;
  ref: AnyActorRef;
  status: ActorStatus;
  value: StateValue | null;
  history: HistoryEntry[];
};

/** A page left open for hours keeps ticking: only the latest events of each actor are kept. */
export const HISTORY_LIMIT = 300;
/** Pages come and go: only the latest stopped actors are remembered (their history is still worth reading). */
const STOPPED_LIMIT = 40;

type Internals = { _parent?: AnyActorRef; logic?: unknown };
const parentOf = (ref: AnyActorRef) => (ref as unknown as Internals)._parent ?? null;
const machineOf = (ref: AnyActorRef): AnyStateMachine | null => {
  const logic = (ref as unknown as Internals).logic as { root?: unknown; config?: unknown } | undefined;
  return logic && typeof logic === 'object' && 'root' in logic && 'config' in logic ? (logic as AnyStateMachine) : null;
};

export type InspectRegistry = ReturnType<typeof createInspectRegistry>;

export function createInspectRegistry(now: () => number = Date.now) {
  const actors = new Map<string, LiveActor>();
  const watchedSystems = new WeakSet<object>();
  const listeners = new Set<() => void>();
  let list: LiveActor[] = [];
  let seq = 0;

  const changed = () => {
    const stopped = [...actors.values()].filter((actor) => actor.status !== 'active');
    for (const actor of stopped.slice(0, Math.max(0, stopped.length - STOPPED_LIMIT))) actors.delete(actor.sessionId);
    list = [...actors.values()];
    for (const listener of listeners) listener();
  };

  const update = (sessionId: string, change: (actor: LiveActor) => LiveActor) => {
    const actor = actors.get(sessionId);
    if (!actor) return;
    actors.set(sessionId, change(actor));
    changed();
  };

  const register = (ref: AnyActorRef, name?: string, withSnapshot = true) => {
    const machine = machineOf(ref);
    if (!machine || actors.has(ref.sessionId)) return;
    // An actor is announced (`@xstate.actor`) before its first snapshot exists.
    const snapshot = withSnapshot ? (ref.getSnapshot() as { value?: StateValue; status?: ActorStatus } | undefined) : undefined;
    actors.set(ref.sessionId, {
      sessionId: ref.sessionId,
      name: name ?? (ref.id !== ref.sessionId ? ref.id : machine.id),
      machine,
      parentSessionId: parentOf(ref)?.sessionId ?? null,
      ref,
      status: snapshot?.status ?? 'active',
      value: snapshot?.value ?? null,
      history: [],
    });
    changed();
    for (const child of Object.values((snapshot as { children?: Record<string, AnyActorRef> } | undefined)?.children ?? {})) if (child) register(child);
  };

  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type === '@xstate.actor') register(inspection.actorRef as AnyActorRef, undefined, false);
    if (inspection.type !== '@xstate.snapshot') return;
    const snapshot = inspection.snapshot as { value?: StateValue; status: ActorStatus };
    if (snapshot.value === undefined) return;
    const to = snapshot.value;
    update(inspection.actorRef.sessionId, (actor) => ({
      ...actor,
      status: snapshot.status,
      value: to,
      history: [...actor.history, { seq: ++seq, at: now(), event: inspection.event, from: actor.value, to }].slice(-HISTORY_LIMIT),
    }));
  };

  return {
    /** Watches the system of a root actor (every actor it spawns included); a system is watched once. */
    watch(ref: AnyActorRef, name?: string) {
      const system = ref.system as { inspect: (observer: (event: InspectionEvent) => void) => unknown };
      register(ref, name);
      if (watchedSystems.has(system)) return;
      watchedSystems.add(system);
      system.inspect(inspect);
    },
    /** Every actor seen, the stopped ones included (the panel lists the active ones). */
    actors: () => list,
    /** The `seq` of the latest entry recorded so far: what happens next is numbered above it. */
    lastSeq: () => seq,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
