import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

/** Answers and payloads the model may use, written from SPEC and the API contract. */
export type Fixtures = {
  /** Outputs an invoked actor may finish with, by actor src. */
  outputs?: Record<string, unknown[]>;
  /** Errors an invoked actor may fail with, by actor src (default: one plain Error). */
  errors?: Record<string, unknown[]>;
  /** Payload variants of ordinary events, by type (default: the bare event). */
  events?: Record<string, Array<EventObject & Record<string, unknown>>>;
};

/** One step of a path: what a person (or the parent actor) does, what a server answers, or time passing. */
export type Step =
  | { kind: 'event'; event: EventObject }
  | { kind: 'settle'; invokeId: string; src: string; outcome: 'done' | 'error'; value: unknown }
  | { kind: 'wait'; ms: number; delay: string; eventType: string };

/** What an oracle sees after a step (or at the start): the actor's state and what it did. */
export type Observation = {
  snapshot: AnyMachineSnapshot;
  /** The snapshot before the step; null at the start. */
  previous: AnyMachineSnapshot | null;
  /** The event the actor received: the step's, the done/error event of a settle, the after event of a wait, or xstate.init. */
  event: EventObject;
  step: Step | null;
  /** Named effects (custom actions) run by this step, in order. */
  effects: Array<{ name: string; params: unknown }>;
  /** Actors invoked by this step, with the input they got. */
  invoked: Array<{ src: string; id: string; input: unknown }>;
  /** Events the actor emitted during this step. */
  emitted: EventObject[];
  /** Simulated time in ms since the actor started. */
  now: number;
};

export type Oracle = (observation: Observation) => void;

/** An expected delay from SPEC: a number of ms, or ms from the snapshot that starts the timer. */
export type ExpectedDelay = number | ((snapshot: AnyMachineSnapshot) => number);

export type MachineModel = {
  machine: AnyStateMachine;
  /** Distinguishes several models of one machine (another input, another start). */
  variant?: string;
  input?: unknown;
  fixtures?: Fixtures;
  /** What makes two snapshots the same model state (default: the state value). */
  stateKey?: (snapshot: AnyMachineSnapshot) => unknown;
  /**
   * The expectation of every state node, keyed by its path from the root ('flow.rereading'); run
   * on every snapshot in which that node is active, the initial one included. '*' runs on every
   * snapshot. A model without an oracle for some state node fails.
   */
  oracles: Record<string, Oracle>;
  /** Every named delay's length from SPEC; a wait step fires at this time, not at the machine's. */
  delays?: Record<string, ExpectedDelay>;
  /**
   * Which fixture events a person can send in a state (a field that is not shown cannot be typed
   * into). Default: all of them, wherever the machine accepts them.
   */
  available?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /** Weights for the walker's weighted generator, by step name (`SUBMIT`, `done: login`, `after tick`). */
  weights?: Record<string, number>;
  /** Effects to run (actions, guards), merged over the machine's own. */
  provide?: { actions?: Record<string, (...args: never[]) => void>; guards?: Record<string, (...args: never[]) => boolean> };
};
