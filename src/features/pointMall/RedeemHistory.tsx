import { Trans, useLingui } from '@lingui/react/macro';
import type { useMachine } from '@xstate/react';
import type { PointRedeem, RedeemStatus } from '@kernel/points';
import type { createPagedListMachine } from '@machines/pagedList.machine';
import { ArtImage } from '@/ui/ArtImage';
import { InlineRetry } from '@/ui/InlineRetry';
import { Paginator } from '@/ui/Paginator';
import { type RecordColumn, RecordTable } from '@/ui/RecordTable';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { SectionCard } from '@/ui/SectionCard';
import { StatusTag, type StatusTone } from '@/ui/StatusTag';
import { useErrorText } from '@/ui/useErrorText';
import styles from './PointMall.module.css';
import { usePointTexts } from './usePointTexts';

const STATUS_TONE: Record<RedeemStatus, StatusTone> = { inProcess: 'gold', approved: 'success', rejected: 'danger' };

type ListMachine = ReturnType<typeof createPagedListMachine<PointRedeem, number>>;
type Props = { snapshot: ReturnType<typeof useMachine<ListMachine>>[0]; send: ReturnType<typeof useMachine<ListMachine>>[1] };

/** SPEC 4 Redeem status: the member's redeems, newest first, ten a page, each In Process, Approved or Rejected. */
export function RedeemHistory({ snapshot, send }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const texts = usePointTexts();
  const format = useRecordFormat('₹');
  const { items, pageNo, totalPages, requestedPage, error } = snapshot.context;
  const loading = snapshot.matches('loading');
  const columns: RecordColumn<PointRedeem>[] = [
    { id: 'time', header: <Trans>Time</Trans>, cell: (row) => format.dateTime(row.createdAt) },
    {
      id: 'reward',
      header: <Trans>Reward</Trans>,
      cell: (row) => (
        <span className={styles.historyReward}>
          <ArtImage kind="art" src={row.imageUrl} alt="" width={40} height={29} loading="lazy" />
          {row.rewardName}
        </span>
      ),
    },
    { id: 'points', header: <Trans>Points</Trans>, align: 'end', cell: (row) => texts.count(row.points) },
    { id: 'delivery', header: <Trans>Deliver to</Trans>, cell: (row) => `${row.receiverAddress} · ${row.mobileMasked}` },
    {
      id: 'status',
      header: <Trans>Status</Trans>,
      cell: (row) => (
        <StatusTag tone={STATUS_TONE[row.status]} data-status={row.status}>
          {texts.statusText[row.status]}
        </StatusTag>
      ),
    },
  ];
  return (
    <SectionCard titleId="redeem-history-title" title={<Trans>Redeem history</Trans>} data-testid="redeem-history">
      {snapshot.matches('failed') ? (
        <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
          <Trans>Your redeems could not be loaded.</Trans> {errorText(error)}
        </InlineRetry>
      ) : (
        <RecordTable
          caption={t`Redeem history`}
          columns={columns}
          rows={items}
          rowKey={(row) => row.id}
          busy={loading}
          empty={<Trans>No redeems yet.</Trans>}
          testId="redeem-table"
          rowTestId="redeem-row"
        />
      )}
      <Paginator page={loading ? requestedPage : pageNo} pages={totalPages} label={t`Pages of redeems`} onPage={(page) => send({ type: 'GO_TO_PAGE', pageNo: page })} />
    </SectionCard>
  );
}
