import { Trans, useLingui } from '@lingui/react/macro';
import type { RevenueRow, RevenueTotals } from '@kernel/agency';
import { RecordPage, type RecordPageConfig } from '@/ui/records/RecordPage';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import type { AgentPageProps } from '../../agentPageProps';
import { reportParams } from './reportParams';

/**
 * agentRevenueReport (my income, SPEC 2 Agent center): the agent's own income per India day,
 * by kind (commission, dividend, daily, hourly and real-time salary), newest day first, with the
 * totals of the range; export to CSV. It is the agent's own income: no user or level to filter by.
 */
export default function RevenuePage(props: AgentPageProps) {
  const { t } = useLingui();
  const format = useRecordFormat(props.currencySymbol);
  const headers = {
    date: t`Date`,
    commission: t`Commission`,
    dividend: t`Dividend`,
    dailySalary: t`Daily salary`,
    hourlySalary: t`Hourly salary`,
    realtimeSalary: t`Real-time salary`,
    total: t`Total`,
  };
  const amounts = ['commission', 'dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary', 'total'] as const;
  const paiseOf = (row: RevenueRow | RevenueTotals, id: (typeof amounts)[number]) => row[`${id}Paise`];

  const config: RecordPageConfig<RevenueRow, RevenueTotals> = {
    id: 'revenue',
    caption: t`Your income by day`,
    rowKey: (row) => row.date,
    filters: {},
    // A month: dividends and salaries are paid by period, a week would often show none.
    defaultPreset: 'last30',
    load: (query, pageNo, pageSize) => props.calls.getRevenue(reportParams({ from: query.from, to: query.to }, pageNo, pageSize)),
    columns: [
      { id: 'date', header: headers.date, cell: (row) => format.date(row.date) },
      ...amounts.map((id) => ({ id, header: headers[id], align: 'end' as const, cell: (row: RevenueRow) => format.money(paiseOf(row, id)) })),
    ],
    totals: (totals) => amounts.map((id) => ({ id, label: headers[id], value: format.money(paiseOf(totals, id)), tone: id === 'total' ? ('win' as const) : undefined })),
    footer: (totals) => ({ date: <Trans>Total</Trans>, ...Object.fromEntries(amounts.map((id) => [id, format.money(paiseOf(totals, id))])) }),
    csv: {
      fileName: 'my-income',
      columns: [{ header: headers.date, value: (row) => row.date }, ...amounts.map((id) => ({ header: headers[id], value: (row: RevenueRow) => ({ paise: paiseOf(row, id) }) }))],
    },
    countText: (count) => t`${count} days with income`,
    empty: <Trans>No income in this period. Commission, dividends and salaries show here once they are paid.</Trans>,
  };
  return <RecordPage config={config} currencySymbol={props.currencySymbol} />;
}
