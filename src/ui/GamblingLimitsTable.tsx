import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { GamblingLimit, LimitPeriod } from '@kernel/saferGambling';
import { Amount } from './Amount';
import styles from './GamblingLimitsTable.module.css';
import { StatusTag } from './StatusTag';

/**
 * One kind's safer-gambling limits (issue 26), a period a row: the limit in force (or none), a
 * pending raise or removal, what the period used and when it resets. The member's page adds its
 * edit buttons in `actions`; the agency shows it read only.
 */
export function GamblingLimitsTable({
  limits,
  money,
  moment,
  pendingText,
  actions,
}: {
  limits: readonly GamblingLimit[];
  money: (paise: number) => string;
  moment: (ms: number) => string;
  /** What the pending change says (a countdown on the member's page, a date in the agency). */
  pendingText: (limit: GamblingLimit) => string | null;
  actions?: (limit: GamblingLimit) => ReactNode;
}) {
  const { t } = useLingui();
  const periodName: Record<LimitPeriod, string> = { day: t`Daily`, week: t`Weekly`, month: t`Monthly` };
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Period</Trans>
          </th>
          <th scope="col">
            <Trans>Limit</Trans>
          </th>
          <th scope="col">
            <Trans>Used</Trans>
          </th>
          <th scope="col">
            <Trans>Resets</Trans>
          </th>
          {actions && (
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Actions</Trans>
              </span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {limits.map((limit) => {
          const pending = pendingText(limit);
          const id = `limit-${limit.kind}-${limit.period}`;
          return (
            <tr key={limit.period} data-testid={id}>
              <th scope="row">{periodName[limit.period]}</th>
              <td>
                {limit.amountPaise === null ? (
                  <StatusTag tone="neutral">
                    <Trans>No limit</Trans>
                  </StatusTag>
                ) : (
                  <Amount data-testid={`${id}-amount`}>{money(limit.amountPaise)}</Amount>
                )}{' '}
                {pending && (
                  <StatusTag tone="gold" data-testid={`${id}-pending`}>
                    {pending}
                  </StatusTag>
                )}
              </td>
              <td>
                <Amount>{money(limit.usedPaise)}</Amount>
              </td>
              <td>{moment(limit.resetsAt)}</td>
              {actions && <td>{actions(limit)}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
