import styles from './explorer.module.css';
import type { HistoryEntry } from './inspectRegistry';
import { stateChange, stateValueText } from './machineGraph';

const time = (at: number) => {
  const date = new Date(at);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
};

/** The events the chosen actor received, newest first, each with what it changed (the whole state on hover). */
export function EventHistory({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0) return <p className={styles.quiet}>No event yet.</p>;
  return (
    <table className={styles.history} aria-label="Event history">
      <thead>
        <tr>
          <th scope="col">time</th>
          <th scope="col">event</th>
          <th scope="col">from → to</th>
        </tr>
      </thead>
      <tbody>
        {[...history].reverse().map((entry) => {
          const change = stateChange(entry.from, entry.to);
          return (
            <tr key={entry.seq} data-event={entry.event.type} className={change ? '' : styles.unchanged}>
              <td>{time(entry.at)}</td>
              <td>{entry.event.type}</td>
              <td title={`${stateValueText(entry.from)} → ${stateValueText(entry.to)}`}>{change ? `${change.from} → ${change.to}` : 'no change'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
