import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamTransaction, TeamTransactionTotals } from '@kernel/agency';
import { SignedAmount, Tag } from '@/ui/records/RecordCells';
import { RecordPage, type RecordPageConfig } from '@/ui/records/RecordPage';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import type { AgentPageProps } from '../../agentPageProps';
import { reportParams } from './reportParams';
import { useReportTexts } from './useReportTexts';

/**
 * agentDownlineTransactionDetailsCopy (transaction details, SPEC 2 Agent center): the wallet
 * entries of everyone below the agent by date range, user name and level, 20 a page, each with
 * the balance after it, with money in and out over the range; export to CSV.
 */
export default function TeamTransactionsPage(props: AgentPageProps) {
  const { t } = useLingui();
  const format = useRecordFormat(props.currencySymbol);
  const texts = useReportTexts();
  const headers = { time: t`Time`, user: t`User`, level: t`Level`, type: t`Type`, amount: t`Amount`, balanceAfter: t`Balance after` };

  const config: RecordPageConfig<TeamTransaction, TeamTransactionTotals> = {
    id: 'teamTransactions',
    caption: t`Your team's wallet entries`,
    rowKey: (entry) => entry.id,
    filters: { user: true, level: true },
    load: (query, pageNo, pageSize) => props.calls.getTeamTransactions(reportParams(query, pageNo, pageSize)),
    columns: [
      { id: 'time', header: headers.time, cell: (entry) => format.dateTime(entry.time) },
      { id: 'user', header: headers.user, cell: (entry) => entry.userName },
      { id: 'level', header: headers.level, align: 'end', cell: (entry) => format.count(entry.level) },
      { id: 'type', header: headers.type, cell: (entry) => <Tag tone={entry.amountPaise < 0 ? 'loss' : 'win'}>{texts.entryType(entry.type)}</Tag> },
      { id: 'amount', header: headers.amount, align: 'end', cell: (entry) => <SignedAmount {...format.signed(entry.amountPaise)} /> },
      { id: 'balanceAfter', header: headers.balanceAfter, align: 'end', cell: (entry) => format.money(entry.balanceAfterPaise) },
    ],
    totals: (totals) => [
      { id: 'count', label: <Trans>Entries</Trans>, value: format.count(totals.count) },
      { id: 'in', label: <Trans>Money in</Trans>, value: format.money(totals.inPaise), tone: 'win' },
      { id: 'out', label: <Trans>Money out</Trans>, value: format.money(totals.outPaise), tone: 'loss' },
    ],
    csv: {
      fileName: 'transaction-details',
      columns: [
        { header: headers.time, value: (entry) => ({ at: entry.time }) },
        { header: headers.user, value: (entry) => entry.userName },
        { header: headers.level, value: (entry) => entry.level },
        { header: headers.type, value: (entry) => texts.entryType(entry.type) },
        { header: headers.amount, value: (entry) => ({ paise: entry.amountPaise }) },
        { header: headers.balanceAfter, value: (entry) => ({ paise: entry.balanceAfterPaise }) },
      ],
    },
    countText: (count) => t`${count} entries`,
    empty: <Trans>No wallet entries in your team in this period.</Trans>,
  };
  return <RecordPage config={config} currencySymbol={props.currencySymbol} />;
}
