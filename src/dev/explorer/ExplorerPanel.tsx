import { useState } from 'react';
import { ActorList } from './ActorList';
import type { readCoverage } from './coverage';
import { EventHistory } from './EventHistory';
import styles from './explorer.module.css';
import type { InspectRegistry, LiveActor } from './inspectRegistry';
import { MachineDrawing } from './MachineDrawing';
import { stateValueText } from './machineGraph';
import { useLiveActors } from './useLiveActors';
import { useMachineDrawing } from './useMachineDrawing';
import { useWalkStepper } from './useWalkStepper';
import { WalkStepper } from './WalkStepper';

type Props = { registry: InspectRegistry; onClose: () => void; readReport?: typeof readCoverage };

/** The model explorer (development only; issue 23): live actors, the chosen one's machine and history, and a saved walk stepped through the page. */
export function ExplorerPanel({ registry, onClose, readReport }: Props) {
  const actors = useLiveActors(registry);
  const live = actors.filter((actor) => actor.status === 'active');
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The panel covers one side of the page: the tester moves it to the other to reach what is under it.
  const [dockedLeft, setDockedLeft] = useState(false);
  const stepper = useWalkStepper(registry, actors);
  // Stepping a walk shows its machine's live actor, unless the tester chose another one.
  const chosen = actors.find((actor) => actor.sessionId === chosenId) ?? stepper.target ?? null;

  return (
    <aside className={[styles.panel, dockedLeft ? styles.dockedLeft : ''].join(' ')} aria-label="Model explorer">
      <header className={styles.header}>
        <h2>Model explorer</h2>
        <span className={styles.quiet}>development only · Ctrl+Shift+M</span>
        <button type="button" className={styles.headerButton} onClick={() => setDockedLeft((left) => !left)}>
          {dockedLeft ? 'Move right' : 'Move left'}
        </button>
        <button type="button" className={styles.headerButton} onClick={onClose} aria-label="Close the model explorer">
          ×
        </button>
      </header>
      <div className={styles.columns}>
        <nav className={styles.side}>
          <h3>Live actors ({live.length})</h3>
          <ActorList actors={live} chosen={chosen?.sessionId ?? null} onChoose={setChosenId} />
        </nav>
        <div className={styles.main}>
          {chosen ? <ChosenActor key={chosen.sessionId} actor={chosen} readReport={readReport} /> : <p className={styles.quiet}>Choose an actor.</p>}
          <h3>Step a saved walk</h3>
          <WalkStepper
            state={stepper.state}
            problem={stepper.problem}
            target={stepper.target}
            onLoad={stepper.load}
            onNext={stepper.next}
            onStopWaiting={stepper.stopWaiting}
          />
        </div>
      </div>
    </aside>
  );
}

function ChosenActor({ actor, readReport }: { actor: LiveActor; readReport?: typeof readCoverage }) {
  const drawing = useMachineDrawing(actor.machine, readReport);
  return (
    <section aria-label={`Actor ${actor.name}`}>
      <h3>
        {actor.name} <span className={styles.quiet}>({actor.machine.id})</span>: <span data-current-state>{stateValueText(actor.value)}</span>
        {actor.status !== 'active' && <span className={styles.problem}> {actor.status}</span>}
      </h3>
      <MachineDrawing drawing={drawing} value={actor.value} />
      <h3>Event history</h3>
      <div className={styles.historyScroll}>
        <EventHistory history={actor.history} />
      </div>
    </section>
  );
}
