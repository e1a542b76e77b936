import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Clock } from 'lucide-react';
import { formatterFor } from '@kernel/format';
import { agentClockMachine, agentClockText } from '@machines/agent/agentClock.machine';
import styles from './AgentHeader.module.css';

/**
 * SPEC 2 Agent center: the GMT offset of the agent's time zone and a live clock. The clock
 * machine ticks every second (a named delay), so this view holds no timer of its own.
 */
export function AgentClock() {
  const { t, i18n } = useLingui();
  const clock = useActorRef(agentClockMachine, { input: { clock: Date.now, offsetMinutes: -new Date().getTimezoneOffset() } });
  const { gmt, date, time } = useSelector(clock, agentClockText);
  const { now, offsetMinutes } = useSelector(clock, (snapshot) => snapshot.context);
  // The GMT offset stays as it is; the date and time are written in the language's order and digits.
  const shown = formatterFor(i18n.locale).clock(now, offsetMinutes);
  return (
    // Not a live region: a reader announcing every second would drown everything else. The label is
    // read before the figures as text (a group role would ask for a fieldset, which is a form's).
    <div className={styles.clock} data-testid="agent-clock">
      <Clock size={15} aria-hidden="true" />
      <span className="visually-hidden">{t`Your time`}: </span>
      <span className={styles.gmt} data-testid="agent-clock-gmt">
        {gmt}
      </span>
      <time className={styles.time} dateTime={`${date}T${time}`} data-testid="agent-clock-time">
        <span className={styles.date}>{shown.date} </span>
        {shown.time}
      </time>
    </div>
  );
}
