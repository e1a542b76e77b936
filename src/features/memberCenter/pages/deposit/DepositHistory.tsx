import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { History } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { DepositOrder } from '@kernel/deposit';
import { createPagedListMachine } from '@machines/pagedList.machine';
import { Button } from '@/ui/Button';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { type RecordColumn, RecordTable } from '@/ui/RecordTable';
import { Spinner } from '@/ui/Spinner';
import { StatusTag } from '@/ui/StatusTag';
import styles from './DepositPage.module.css';
import { DEPOSIT_STATUS_TONE } from './statusTone';
import type { useDepositTexts } from './useDepositTexts';

export type DepositHistoryQuery = { pageSize: number };
/** The history shows 10 orders a page, newest first. */
export const DEPOSIT_HISTORY_QUERY: DepositHistoryQuery = { pageSize: 10 };

/** The member's deposit orders over the generic paged list (the record pages' machine). */
export const depositHistoryMachine = createPagedListMachine<DepositOrder, DepositHistoryQuery>('depositHistory');
export type DepositHistoryRef = ActorRefFrom<typeof depositHistoryMachine>;

type Texts = ReturnType<typeof useDepositTexts>;

/** The deposit history as a record table configuration: time, order, channel, amount, bonus and status. */
function useDepositHistoryColumns(texts: Texts, channelName: (code: string) => string | null): RecordColumn<DepositOrder>[] {
  return [
    { id: 'time', header: <Trans>Time</Trans>, cell: (order) => texts.time(order.createdAt) },
    { id: 'order', header: <Trans>Order</Trans>, cell: (order) => <span className={styles.orderId}>{order.orderId}</span> },
    { id: 'channel', header: <Trans>Channel</Trans>, cell: (order) => texts.channel(order.channel, channelName(order.channel)) },
    { id: 'amount', header: <Trans>Amount</Trans>, cell: (order) => texts.money(order.amountPaise), align: 'end' },
    { id: 'bonus', header: <Trans>Bonus</Trans>, cell: (order) => (order.bonusPaise > 0 ? texts.money(order.bonusPaise) : '—'), align: 'end' },
    {
      id: 'status',
      header: <Trans>Status</Trans>,
      cell: (order) => <StatusTag tone={DEPOSIT_STATUS_TONE[order.status]}>{texts.statusLabel[order.status]}</StatusTag>,
    },
  ];
}

/** The deposit orders with their status, amount, bonus and time; reloaded when an order is made or settles. */
export function DepositHistory({ history, texts, channelName }: { history: DepositHistoryRef; texts: Texts; channelName: (code: string) => string | null }) {
  const { t } = useLingui();
  const snapshot = useSelector(history, (state) => state);
  const { items, moreFailed } = snapshot.context;
  const ready = snapshot.matches('ready');
  const columns = useDepositHistoryColumns(texts, channelName);

  return (
    <section className={styles.history} aria-labelledby="deposit-history-title" data-testid="deposit-history">
      <h2 id="deposit-history-title" className={styles.sectionTitle}>
        <History size={18} aria-hidden="true" /> <Trans>Deposit history</Trans>
      </h2>
      {snapshot.matches('loading') && <Spinner label={t`Loading`} area="row" />}
      {snapshot.matches('failed') && (
        <InlineRetry onRetry={() => history.send({ type: 'RETRY' })}>
          <Trans>Your deposit history could not be loaded.</Trans>
        </InlineRetry>
      )}
      {ready && items.length === 0 && (
        <Notice plain data-testid="deposit-history-empty">
          <Trans>No deposits yet.</Trans>
        </Notice>
      )}
      {items.length > 0 && (
        <RecordTable
          caption={t`Deposit history`}
          columns={columns}
          rows={items}
          rowKey={(order) => order.orderId}
          empty={null}
          testId="deposit-history-table"
          rowTestId="deposit-history-row"
          rowData={(order) => ({ status: order.status, order: order.orderId })}
        />
      )}
      {snapshot.matches('loadingMore') && <Spinner label={t`Loading`} area="row" />}
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
