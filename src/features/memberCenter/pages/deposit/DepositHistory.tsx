import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { History } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { DepositOrder } from '@kernel/deposit';
import { createPagedListMachine } from '@machines/pagedList.machine';
import { Button } from '@/ui/Button';
import { InlineRetry } from '@/ui/InlineRetry';
import { Spinner } from '@/ui/Spinner';
import styles from './DepositPage.module.css';
import type { useDepositTexts } from './useDepositTexts';

export type DepositHistoryQuery = { pageSize: number };
/** The history shows 10 orders a page, newest first. */
export const DEPOSIT_HISTORY_QUERY: DepositHistoryQuery = { pageSize: 10 };

/** The member's deposit orders over the generic paged list (the record pages' machine). */
export const depositHistoryMachine = createPagedListMachine<DepositOrder, DepositHistoryQuery>('depositHistory');
export type DepositHistoryRef = ActorRefFrom<typeof depositHistoryMachine>;

/** The deposit orders with their status, amount, bonus and time; reloaded when an order is made or settles. */
export function DepositHistory({
  history,
  texts,
  channelName,
}: {
  history: DepositHistoryRef;
  texts: ReturnType<typeof useDepositTexts>;
  channelName: (code: string) => string | null;
}) {
  const { t } = useLingui();
  const snapshot = useSelector(history, (state) => state);
  const { items, moreFailed } = snapshot.context;
  const ready = snapshot.matches('ready');

  return (
    <section className={styles.history} aria-labelledby="deposit-history-title" data-testid="deposit-history">
      <h2 id="deposit-history-title" className={styles.sectionTitle}>
        <History size={18} aria-hidden="true" /> <Trans>Deposit history</Trans>
      </h2>
      {snapshot.matches('loading') && (
        <div className={styles.loader}>
          <Spinner label={t`Loading`} />
        </div>
      )}
      {snapshot.matches('failed') && (
        <InlineRetry onRetry={() => history.send({ type: 'RETRY' })}>
          <Trans>Your deposit history could not be loaded.</Trans>
        </InlineRetry>
      )}
      {ready && items.length === 0 && (
        <p className={styles.empty} data-testid="deposit-history-empty">
          <Trans>No deposits yet.</Trans>
        </p>
      )}
      {items.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Time</Trans>
              </th>
              <th scope="col">
                <Trans>Order</Trans>
              </th>
              <th scope="col">
                <Trans>Channel</Trans>
              </th>
              <th scope="col" className={styles.number}>
                <Trans>Amount</Trans>
              </th>
              <th scope="col" className={styles.number}>
                <Trans>Bonus</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((order) => (
              <tr key={order.orderId} data-testid="deposit-history-row" data-status={order.status} data-order={order.orderId}>
                <td>{texts.time(order.createdAt)}</td>
                <td className={styles.orderId}>{order.orderId}</td>
                <td>{texts.channel(order.channel, channelName(order.channel))}</td>
                <td className={styles.number}>{texts.money(order.amountPaise)}</td>
                <td className={styles.number}>{order.bonusPaise > 0 ? texts.money(order.bonusPaise) : '—'}</td>
                <td>
                  <span className={`${styles.badge} ${styles[order.status]}`}>{texts.statusLabel[order.status]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {snapshot.matches('loadingMore') && (
        <div className={styles.loader}>
          <Spinner label={t`Loading`} />
        </div>
      )}
      {ready && moreFailed && (
        <InlineRetry onRetry={() => history.send({ type: 'LOAD_MORE' })}>
          <Trans>More deposits could not be loaded.</Trans>
        </InlineRetry>
      )}
      {ready && !moreFailed && snapshot.can({ type: 'LOAD_MORE' }) && (
        <div className={styles.more}>
          <Button variant="outline" onClick={() => history.send({ type: 'LOAD_MORE' })} data-testid="deposit-history-more">
            <Trans>Show more</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
