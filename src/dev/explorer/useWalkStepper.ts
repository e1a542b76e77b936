import { useEffect, useState } from 'react';
import type { InspectRegistry, LiveActor } from './inspectRegistry';
import { awaitedEntry, currentStep, emptyStepper, judgeStep, liveActorOf, loadWalk, parseWalk, type StepperState, startWaiting, stopWaiting } from './walkStepper';

/**
 * Binds the walk stepper (walkStepper.ts) to the live actors: Next sends a `send` step's event to
 * the live actor of the walk's machine, and waits for an `await` or `reopen` step to happen on the page.
 */
export function useWalkStepper(registry: InspectRegistry, actors: LiveActor[]) {
  const [state, setState] = useState<StepperState>(emptyStepper);
  const [problem, setProblem] = useState<string | null>(null);
  const machineId = state.walk?.machine ?? null;
  const target = machineId ? liveActorOf(actors, machineId) : null;

  // While a step waits for the page, every change of the live actors may be the step happening.
  useEffect(() => {
    if (!state.waiting || !machineId) return;
    const step = currentStep(state);
    const entry = step ? awaitedEntry(actors, machineId, step, state.cursor) : null;
    if (entry) setState((current) => judgeStep(current, entry.to, entry.seq));
  }, [actors, state, machineId]);

  return {
    state,
    problem,
    /** The live actor the walk's events go to, or null when no page of its machine is open. */
    target,
    load(text: string) {
      const parsed = parseWalk(text);
      if ('error' in parsed) {
        setProblem(parsed.error);
        return;
      }
      setProblem(null);
      // Whatever the walk's machine did before the walk was loaded may be its first steps (the page's first call).
      setState(loadWalk(parsed.walk, 0));
    },
    next() {
      const step = currentStep(state);
      if (!step || !machineId) return;
      if (step.how === 'send' && step.event) {
        if (!target) {
          setProblem(`no live actor of ${machineId}: open its page first`);
          return;
        }
        setProblem(null);
        target.ref.send(step.event);
        setState(judgeStep(state, target.ref.getSnapshot().value, registry.lastSeq()));
        return;
      }
      setProblem(null);
      const entry = awaitedEntry(registry.actors(), machineId, step, state.cursor);
      setState(entry ? judgeStep(state, entry.to, entry.seq) : startWaiting(state));
    },
    stopWaiting: () => setState(stopWaiting),
  };
}
