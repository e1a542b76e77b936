import type { AnyEventObject, StateValue } from 'xstate';
import type { HistoryEntry, LiveActor } from './inspectRegistry';
import { stateChange, stateValueText } from './machineGraph';

/**
 * Stepping a saved walk (`npm run walk -- --out walk.json`) through the live page, one transition at
 * a time (development only). A walk's step is of one of three kinds for a live page:
 * - `send`: a person's event (SUBMIT, SET_AMOUNT...): the explorer sends it to the live actor;
 * - `await`: what the page does by itself, a call's answer (`settle`) or a timer (`wait`): the
 *   explorer cannot fake it on a live page, it waits for the page's own call or timer to happen;
 * - `reopen`: the walk starts the machine again: the tester leaves the page and opens it again.
 * Each step is judged by the state the live actor reached against the state the walk expects; the
 * live backend may answer otherwise than the walk's fixture, and that shows as a mismatch.
 */

export type SavedStep =
  | { kind: 'event'; event: AnyEventObject }
  | { kind: 'settle'; invokeId: string; src: string; outcome: 'done' | 'error'; value: unknown }
  | { kind: 'wait'; ms: number; delay: string; eventType: string }
  | { kind: 'restart' };
export type SavedWalk = { machine: string; variant: string | null; seed?: number; generator?: string; steps: Array<{ step: SavedStep; name: string; state: unknown }> };

export type StepHow = 'send' | 'await' | 'reopen';
export type PlannedStep = {
  index: number;
  how: StepHow;
  /** What the step is, as a tester reads it. */
  label: string;
  /** The event type whose arrival at an actor of the walk's machine is this step (a reopen: a new actor's `xstate.init`). */
  eventType: string;
  /** The event a `send` step sends to the live actor. */
  event?: AnyEventObject;
  expected: unknown;
};

export type StepResult = { index: number; outcome: 'matched' | 'mismatched'; reached: unknown };
export type StepperState = {
  walk: SavedWalk | null;
  plan: PlannedStep[];
  /** The index of the next step to take. */
  position: number;
  results: StepResult[];
  /** Set while an `await` or `reopen` step waits for the page. */
  waiting: boolean;
  /** Only what happens after this history entry can be the next step (the `seq` of the last step judged). */
  cursor: number;
};

export const emptyStepper: StepperState = { walk: null, plan: [], position: 0, results: [], waiting: false, cursor: 0 };

export type ParsedWalk = { walk: SavedWalk } | { error: string };

export function parseWalk(text: string): ParsedWalk {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'not JSON: save a walk with npm run walk -- --machine <id> --out walk.json' };
  }
  const walk = value as Partial<SavedWalk> | null;
  if (!walk || typeof walk.machine !== 'string' || !Array.isArray(walk.steps))
    return { error: 'not a saved walk: it needs a machine and its steps (npm run walk -- --out walk.json)' };
  const unknownStep = walk.steps.findIndex((entry) => !['event', 'settle', 'wait', 'restart'].includes((entry as { step?: { kind?: string } })?.step?.kind ?? ''));
  if (unknownStep >= 0) return { error: `step ${unknownStep + 1} is of no kind the walker writes` };
  return { walk: walk as SavedWalk };
}

const shortValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 48 ? `${text.slice(0, 45)}…` : text;
};

export function planStep(entry: SavedWalk['steps'][number], index: number): PlannedStep {
  const { step } = entry;
  const expected = entry.state;
  switch (step.kind) {
    case 'event': {
      const { type, ...payload } = step.event;
      const fields = Object.entries(payload).map(([key, value]) => `${key}=${shortValue(value)}`);
      return { index, how: 'send', label: [type, ...fields].join(' '), eventType: type, event: step.event, expected };
    }
    case 'settle':
      return {
        index,
        how: 'await',
        label: step.outcome === 'done' ? `the page's ${step.src} call answers` : `the page's ${step.src} call fails`,
        eventType: `xstate.${step.outcome}.actor.${step.invokeId}`,
        expected,
      };
    case 'wait':
      return { index, how: 'await', label: `the page's ${step.delay} timer (${step.ms} ms)`, eventType: step.eventType, expected };
    case 'restart':
      return { index, how: 'reopen', label: 'open the page again (the walk starts the machine again)', eventType: 'xstate.init', expected };
  }
}

export function loadWalk(walk: SavedWalk, cursor: number): StepperState {
  return { walk, plan: walk.steps.map(planStep), position: 0, results: [], waiting: false, cursor };
}

/** State values compared as values: key order does not matter. */
export function sameState(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([key, inner]) => [key, canonical(inner)]),
        )
      : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

export const currentStep = (state: StepperState): PlannedStep | null => state.plan[state.position] ?? null;

/** The live actor a walk's events go to: the newest running actor of the walk's machine. */
export const liveActorOf = (actors: LiveActor[], machineId: string): LiveActor | null =>
  [...actors].reverse().find((actor) => actor.machine.id === machineId && actor.status === 'active') ?? null;

/**
 * The history entry that is this step, if it has happened: the first arrival of its event at an
 * actor of the walk's machine after the last step judged. A reopen is a new actor's start.
 */
export function awaitedEntry(actors: LiveActor[], machineId: string, step: PlannedStep, cursor: number): HistoryEntry | null {
  const entries = actors
    .filter((actor) => actor.machine.id === machineId)
    .flatMap((actor) => actor.history)
    .filter((entry) => entry.seq > cursor && entry.event.type === step.eventType)
    .sort((a, b) => a.seq - b.seq);
  return entries[0] ?? null;
}

/** The step judged by the state the live actor reached; the stepper moves on either way (a mismatch stays on the list). */
export function judgeStep(state: StepperState, reached: StateValue | unknown, seq: number): StepperState {
  const step = currentStep(state);
  if (!step) return state;
  const outcome = sameState(reached, step.expected) ? 'matched' : 'mismatched';
  return { ...state, results: [...state.results, { index: step.index, outcome, reached }], position: state.position + 1, waiting: false, cursor: seq };
}

export const startWaiting = (state: StepperState): StepperState => ({ ...state, waiting: true });
export const stopWaiting = (state: StepperState): StepperState => ({ ...state, waiting: false });

/** One line for a result: `matched: editing`, or `MISMATCH: expected creating, reached editing`, with the part that differs when states are parallel. */
export function resultText(result: StepResult, step: PlannedStep): string {
  if (result.outcome === 'matched') return `matched: ${stateValueText(result.reached)}`;
  const text = `MISMATCH: expected ${stateValueText(step.expected)}, reached ${stateValueText(result.reached)}`;
  const differs = stateChange(step.expected, result.reached);
  const whole = differs && differs.from === stateValueText(step.expected) && differs.to === stateValueText(result.reached);
  return differs && !whole ? `${text} (differs: ${differs.from} ≠ ${differs.to})` : text;
}

/** How far the walk went on the live page: steps taken and the first that differed. */
export function walkSummary(state: StepperState): string {
  if (!state.walk) return '';
  const firstMismatch = state.results.find((result) => result.outcome === 'mismatched');
  const taken = `${state.results.length} of ${state.plan.length} steps taken`;
  return firstMismatch ? `${taken}; the page left the walk at step ${firstMismatch.index + 1}` : `${taken}; every state reached as the walk expects`;
}
