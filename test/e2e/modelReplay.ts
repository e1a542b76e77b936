import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/**
 * Generates a machine's shortest paths for the browser: in a state that waits on the server, the
 * only next event is the one the reference backend will really answer with (the oracle), so
 * every generated path can be played on the real UI. Each step's event is performed on the page
 * and the state it leads to is checked there.
 */
export type BrowserModel = {
  input?: unknown;
  /** What a person can do in a state (form input, clicks), with real data. */
  userEvents: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** What the backend answers while the machine waits in an invoking state. */
  oracle: (snapshot: AnyMachineSnapshot, invoke: { id: string; src: string }) => { output: unknown } | { error: unknown };
  stateKey: (snapshot: AnyMachineSnapshot) => unknown;
};

type Step = { event: EventObject; state: AnyMachineSnapshot };
export type BrowserPath = { name: string; initial: AnyMachineSnapshot; steps: Step[]; target: AnyMachineSnapshot };

const activeInvoke = (snapshot: AnyMachineSnapshot) => {
  for (const node of (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) {
    const [invoke] = node.invoke;
    if (invoke) return { id: invoke.id, src: String(invoke.src) };
  }
  return null;
};

export function browserPaths(machine: AnyStateMachine, model: BrowserModel): BrowserPath[] {
  const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
    if (snapshot.status !== 'active') return [];
    const invoke = activeInvoke(snapshot);
    if (!invoke) return model.userEvents(snapshot).filter((event) => snapshot.can(event));
    const answer = model.oracle(snapshot, invoke);
    return 'output' in answer
      ? [{ type: `xstate.done.actor.${invoke.id}`, output: answer.output } as EventObject]
      : [{ type: `xstate.error.actor.${invoke.id}`, error: answer.error } as EventObject];
  };
  const paths = getShortestPaths(machine, {
    input: model.input,
    events,
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.status, model.stateKey(snapshot)]),
    serializeEvent: (event: EventObject) => JSON.stringify(event),
  } as never);
  return paths.map((path) => {
    const all = path.steps as Step[];
    const initial = (all.find((step) => step.event.type === 'xstate.init') ?? all[0])?.state ?? (path.state as AnyMachineSnapshot);
    const steps = all.filter((step) => step.event.type !== 'xstate.init');
    const name = steps.map((step) => (step.event.type.startsWith('xstate.') ? step.event.type.split('.').slice(0, 2).join('.') : step.event.type)).join(' → ');
    return { name: `${machine.id}: ${name || '(initial)'} ⇒ ${JSON.stringify(path.state.value)}`, initial, steps, target: path.state as AnyMachineSnapshot };
  });
}

export type PageDriver = {
  perform: (page: Page, event: EventObject, before: AnyMachineSnapshot) => Promise<void>;
  verify: (page: Page, snapshot: AnyMachineSnapshot) => Promise<void>;
};

export async function replay(page: Page, path: BrowserPath, driver: PageDriver) {
  let before = path.initial;
  await driver.verify(page, before);
  for (const step of path.steps) {
    await driver.perform(page, step.event, before);
    await driver.verify(page, step.state);
    before = step.state;
  }
}
