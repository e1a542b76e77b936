import styles from './explorer.module.css';
import type { LiveActor } from './inspectRegistry';
import { stateValueText } from './machineGraph';

type Props = { actors: LiveActor[]; chosen: string | null; onChoose: (sessionId: string) => void };

/** The live actors: the app's root actors and those its pages started, each with its current state. */
export function ActorList({ actors, chosen, onChoose }: Props) {
  return (
    <ul className={styles.actors} aria-label="Live actors">
      {actors.map((actor) => (
        <li key={actor.sessionId}>
          <button
            type="button"
            aria-pressed={actor.sessionId === chosen}
            className={[styles.actor, actor.parentSessionId ? styles.childActor : ''].join(' ')}
            onClick={() => onChoose(actor.sessionId)}
          >
            <span className={styles.actorName}>{actor.name}</span>
            {actor.name !== actor.machine.id && <span className={styles.quiet}> ({actor.machine.id})</span>}
            <span className={styles.actorState}>{stateValueText(actor.value)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
