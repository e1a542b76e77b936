import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfitLoss } from '@kernel/records';
import { bestAndWorstDay, playedCategories } from '@/rules/member/records.rules';
import { RecordTable } from '@/ui/RecordTable';
import { SignedAmount } from '@/ui/records/RecordCells';
import { RecordPage, type RecordPageConfig } from '@/ui/records/RecordPage';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { ScrollRegion } from '@/ui/ScrollRegion';
import { sectionTitleClass } from '@/ui/SectionHead';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import type { MemberPageProps } from '../../memberPageProps';
import { ProfitChart } from './ProfitChart';
import styles from './ProfitPage.module.css';

type CategoryRow = ProfitLoss['categories'][number];

/**
 * personalProfit (profit and loss, SPEC 2 Member center): per category for a period with the
 * totals, the money in and out, and a chart of the win/loss per day with its numbers in a table.
 */
export default function ProfitPage(props: MemberPageProps) {
  const { t } = useLingui();
  const format = useRecordFormat(props.currencySymbol);
  const categoryLabel = useCategoryLabel();

  const chartLabel = (profit: ProfitLoss) => {
    const from = format.date(profit.from);
    const to = format.date(profit.to);
    const total = format.signed(profit.totals.winLossPaise).text;
    const { best, worst } = bestAndWorstDay(profit.daily);
    const parts = [t`Win/loss per day from ${from} to ${to}; in all ${total}.`];
    if (best) {
      const day = format.date(best.date);
      const amount = format.signed(best.winLossPaise).text;
      parts.push(t`Best day ${day}: ${amount}.`);
    }
    if (worst) {
      const day = format.date(worst.date);
      const amount = format.signed(worst.winLossPaise).text;
      parts.push(t`Worst day ${day}: ${amount}.`);
    }
    return parts.join(' ');
  };

  const config: RecordPageConfig<CategoryRow, ProfitLoss> = {
    id: 'profitLoss',
    caption: t`Profit and loss by category`,
    rowKey: (row) => row.category,
    filters: {},
    load: async ({ from, to }) => {
      const profit = await props.calls.records.getProfitLoss({ from, to });
      const played = playedCategories(profit);
      return { items: played, pageNo: 1, totalPages: 1, totalCount: played.length, totals: profit };
    },
    columns: [
      { id: 'category', header: t`Category`, cell: (row) => categoryLabel(row.category) },
      { id: 'count', header: t`Bets`, align: 'end', cell: (row) => format.count(row.count) },
      { id: 'stake', header: t`Bet`, align: 'end', cell: (row) => format.money(row.stakePaise) },
      { id: 'valid', header: t`Valid bet`, align: 'end', cell: (row) => format.money(row.validPaise) },
      { id: 'payout', header: t`Payout`, align: 'end', cell: (row) => format.money(row.payoutPaise) },
      { id: 'winLoss', header: t`Win/loss`, align: 'end', cell: (row) => <SignedAmount {...format.signed(row.winLossPaise)} /> },
    ],
    footer: ({ totals }) => ({
      category: t`Total`,
      count: format.count(totals.count),
      stake: format.money(totals.stakePaise),
      valid: format.money(totals.validPaise),
      payout: format.money(totals.payoutPaise),
      winLoss: <SignedAmount {...format.signed(totals.winLossPaise)} />,
    }),
    totals: ({ totals, money }) => [
      { id: 'winLoss', label: <Trans>Win/loss</Trans>, value: format.signed(totals.winLossPaise).text, tone: format.signed(totals.winLossPaise).tone },
      { id: 'valid', label: <Trans>Valid bet</Trans>, value: format.money(totals.validPaise) },
      { id: 'deposit', label: <Trans>Deposits</Trans>, value: format.money(money.depositPaise) },
      { id: 'withdrawal', label: <Trans>Withdrawals</Trans>, value: format.money(money.withdrawalPaise) },
      { id: 'bonus', label: <Trans>Bonuses</Trans>, value: format.money(money.bonusPaise) },
      { id: 'rebate', label: <Trans>Rebates</Trans>, value: format.money(money.rebatePaise) },
    ],
    aside: (profit) => (
      <section className={styles.daily} aria-labelledby="profit-daily-title">
        <h2 id="profit-daily-title" className={sectionTitleClass}>
          <Trans>Win/loss per day</Trans>
        </h2>
        <div className={styles.dailyBody}>
          <ProfitChart daily={profit.daily} label={chartLabel(profit)} currencySymbol={props.currencySymbol} />
          <ScrollRegion className={styles.dailyTable} aria-labelledby="profit-daily-title">
            <RecordTable
              caption={t`Win/loss per day`}
              testId="profit-daily"
              rowTestId="profit-day"
              columns={[
                { id: 'date', header: t`Day`, cell: (day) => format.date(day.date) },
                { id: 'winLoss', header: t`Win/loss`, align: 'end', cell: (day) => <SignedAmount {...format.signed(day.winLossPaise)} /> },
              ]}
              rows={[...profit.daily].reverse()}
              rowKey={(day) => day.date}
              empty={<Trans>No days in this period.</Trans>}
            />
          </ScrollRegion>
        </div>
      </section>
    ),
    countText: (count) => t`${count} categories played`,
    empty: <Trans>No bets in this period.</Trans>,
  };
  return <RecordPage config={config} currencySymbol={props.currencySymbol} />;
}
