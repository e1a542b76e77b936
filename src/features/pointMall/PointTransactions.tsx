import { Trans, useLingui } from '@lingui/react/macro';
import type { useMachine } from '@xstate/react';
import type { PointRecord } from '@kernel/points';
import type { createPagedListMachine } from '@machines/pagedList.machine';
import { Amount } from '@/ui/Amount';
import { InlineRetry } from '@/ui/InlineRetry';
import { Paginator } from '@/ui/Paginator';
import { type RecordColumn, RecordTable } from '@/ui/RecordTable';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { SectionCard } from '@/ui/SectionCard';
import { useErrorText } from '@/ui/useErrorText';
import { usePointTexts } from './usePointTexts';

type ListMachine = ReturnType<typeof createPagedListMachine<PointRecord, number>>;
type Props = { snapshot: ReturnType<typeof useMachine<ListMachine>>[0]; send: ReturnType<typeof useMachine<ListMachine>>[1] };

/** SPEC 7 ODSFE2_MemTransDet (the points view): every movement of the member's points, newest first, ten a page. */
export function PointTransactions({ snapshot, send }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const texts = usePointTexts();
  const format = useRecordFormat('₹');
  const { items, pageNo, totalPages, requestedPage, error } = snapshot.context;
  const loading = snapshot.matches('loading');
  const signed = (points: number) => (points > 0 ? `+${texts.count(points)}` : `−${texts.count(-points)}`);
  const columns: RecordColumn<PointRecord>[] = [
    { id: 'time', header: <Trans>Time</Trans>, cell: (row) => format.dateTime(row.time) },
    { id: 'kind', header: <Trans>Type</Trans>, cell: (row) => texts.kindText[row.kind] },
    {
      id: 'points',
      header: <Trans>Points</Trans>,
      align: 'end',
      cell: (row) => <Amount tone={row.points > 0 ? 'gain' : 'loss'}>{signed(row.points)}</Amount>,
    },
    { id: 'balance', header: <Trans>Points after</Trans>, align: 'end', cell: (row) => texts.count(row.balanceAfter) },
  ];
  return (
    <SectionCard titleId="point-transactions-title" title={<Trans>Points transactions</Trans>} data-testid="point-transactions">
      {snapshot.matches('failed') ? (
        <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
          <Trans>Your points transactions could not be loaded.</Trans> {errorText(error)}
        </InlineRetry>
      ) : (
        <RecordTable
          caption={t`Points transactions`}
          columns={columns}
          rows={items}
          rowKey={(row) => row.id}
          busy={loading}
          empty={<Trans>No points yet: every valid bet earns them.</Trans>}
          testId="point-transaction-table"
          rowTestId="point-transaction-row"
        />
      )}
      <Paginator
        page={loading ? requestedPage : pageNo}
        pages={totalPages}
        label={t`Pages of points transactions`}
        onPage={(page) => send({ type: 'GO_TO_PAGE', pageNo: page })}
      />
    </SectionCard>
  );
}
