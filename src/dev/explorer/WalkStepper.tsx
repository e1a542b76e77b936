import { useEffect, useRef } from 'react';
import styles from './explorer.module.css';
import type { LiveActor } from './inspectRegistry';
import { stateValueText } from './machineGraph';
import { currentStep, resultText, type StepHow, type StepperState, walkSummary } from './walkStepper';

type Props = {
  state: StepperState;
  problem: string | null;
  target: LiveActor | null;
  onLoad: (text: string) => void;
  onNext: () => void;
  onStopWaiting: () => void;
};

const HOW: Record<StepHow, string> = { send: 'sent', await: 'waited for', reopen: 'reopen' };

/** A saved walk stepped through the live page: its steps, which are sent and which waited for, and each result. */
export function WalkStepper({ state, problem, target, onLoad, onNext, onStopWaiting }: Props) {
  const next = currentStep(state);
  const list = useRef<HTMLOListElement>(null);
  // The list of a long walk scrolls: keep the next step (or the last one) in sight, inside the list only.
  useEffect(() => {
    const frame = list.current;
    const row = frame?.querySelector(`[data-step="${Math.min(state.position + 1, state.plan.length)}"]`);
    if (!frame || !row) return;
    const box = row.getBoundingClientRect();
    const view = frame.getBoundingClientRect();
    if (box.top < view.top || box.bottom > view.bottom) frame.scrollTop += box.top - view.top - view.height / 3;
  }, [state.position, state.plan.length]);
  return (
    <section className={styles.stepper} aria-label="Walk stepper">
      <label className={styles.fileLabel}>
        Saved walk (npm run walk -- --machine &lt;id&gt; --out walk.json):{' '}
        <input
          type="file"
          accept=".json,application/json"
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onLoad(await file.text());
          }}
        />
      </label>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {state.walk && (
        <>
          <p className={styles.explain}>
            Walk of <strong>{state.walk.machine}</strong>, {state.plan.length} steps. <em>sent</em>: the explorer sends the event to the live actor. <em>waited for</em>:
            a call's answer or a timer, which only the live page can make happen; Next waits for the page's own one (the live backend may answer otherwise than the walk,
            which shows as a mismatch). <em>reopen</em>: leave the page and open it again.
          </p>
          <p className={styles.explain}>Live actor: {target ? `${target.name} in ${stateValueText(target.value)}` : `none of ${state.walk.machine}: open its page`}</p>
          <div className={styles.stepperActions}>
            <button type="button" onClick={onNext} disabled={!next || state.waiting}>
              {next ? `Next: step ${next.index + 1}` : 'Walk done'}
            </button>
            {state.waiting && (
              <>
                <span role="status">Waiting for the page: {next?.label}…</span>
                <button type="button" onClick={onStopWaiting}>
                  Stop waiting
                </button>
              </>
            )}
          </div>
          <p role="status" className={styles.summary}>
            {walkSummary(state)}
          </p>
          <ol className={styles.steps} aria-label="Walk steps" ref={list}>
            {state.plan.map((step) => {
              const result = state.results.find((candidate) => candidate.index === step.index);
              return (
                <li
                  key={step.index}
                  data-step={step.index + 1}
                  data-outcome={result?.outcome ?? (step.index === state.position ? 'next' : 'pending')}
                  className={[styles.step, result ? styles[result.outcome] : '', step.index === state.position ? styles.nextStep : ''].join(' ')}
                >
                  <span className={styles.stepHow}>{HOW[step.how]}</span> {step.label} <span className={styles.quiet}>→ {stateValueText(step.expected)}</span>
                  {result && <div className={styles.stepResult}>{resultText(result, step)}</div>}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
