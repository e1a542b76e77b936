import { CircleAlert, CircleCheck, Clock3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { InfoRow } from '@/ui/InfoRow';
import styles from './PointMall.module.css';

const ICON = {
  done: <CircleCheck size={24} aria-hidden="true" />,
  refused: <CircleAlert size={24} aria-hidden="true" />,
  unknown: <Clock3 size={24} aria-hidden="true" />,
};
const TONE = { done: 'success', refused: 'danger', unknown: 'gold' } as const;

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
    <InfoRow
      look="outlined"
      className={styles.result}
      icon={ICON[outcome]}
      iconTone={TONE[outcome]}
      title={title}
      text={<span data-testid={textTestId}>{text}</span>}
      textRole={done ? undefined : 'alert'}
      action={actions}
      data-testid={testId}
      data-outcome={outcome}
      role={done ? 'status' : undefined}
    />
  );
}
