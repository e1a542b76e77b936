import { CircleAlert, CircleCheck, Clock3 } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './PointMall.module.css';

const ICON = {
  done: <CircleCheck size={24} className={styles.successIcon} aria-hidden="true" />,
  refused: <CircleAlert size={24} className={styles.dangerIcon} aria-hidden="true" />,
  unknown: <Clock3 size={24} className={styles.warnIcon} aria-hidden="true" />,
};

/**
 * How a points write ended (redeem or convert): paid, refused, or an answer that never came. The
 * finished one is a status, the other two an alert; `actions` are what the member can do next.
 */
export function WriteOutcome({
  testId,
  outcome,
  title,
  text,
  textTestId,
  actions,
}: {
  testId: string;
  outcome: keyof typeof ICON;
  title: ReactNode;
  text: ReactNode;
  textTestId?: string;
  actions: ReactNode;
}) {
  const done = outcome === 'done';
  return (
    <div className={styles.result} data-testid={testId} data-outcome={outcome} role={done ? 'status' : undefined}>
      {ICON[outcome]}
      <div className={styles.resultText} role={done ? undefined : 'alert'}>
        <strong>{title}</strong>
        <span data-testid={textTestId}>{text}</span>
      </div>
      {actions}
    </div>
  );
}
