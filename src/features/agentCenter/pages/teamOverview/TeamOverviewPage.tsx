import { Trans, useLingui } from '@lingui/react/macro';
import { Network, UsersRound } from 'lucide-react';
import { OVERVIEW_PERIODS, type OverviewPeriod, type TeamOverview } from '@kernel/agency';
import { EmptyState } from '@/ui/EmptyState';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { RecordTable } from '@/ui/RecordTable';
import { SignedAmount } from '@/ui/records/RecordCells';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { sectionTitleClass } from '@/ui/SectionHead';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import surface from '@/ui/Surface.module.css';
import { useRemoteData } from '@/ui/useRemoteData';
import type { AgentPageProps } from '../../agentPageProps';
import { OverviewChart } from './OverviewChart';
import styles from './TeamOverviewPage.module.css';

type PeriodRow = TeamOverview['periods'][OverviewPeriod] & { period: OverviewPeriod };

/**
 * agentTeamOverview (SPEC 2 Agent center, the default page): the team's size, its figures for
 * today, yesterday, this week and this month, and a chart of the last 30 days.
 */
export default function TeamOverviewPage(props: AgentPageProps) {
  const { t } = useLingui();
  const format = useRecordFormat(props.currencySymbol);
  const overview = useRemoteData('teamOverview', () => props.calls.getTeamOverview());
  const periodLabel: Record<OverviewPeriod, string> = { today: t`Today`, yesterday: t`Yesterday`, thisWeek: t`This week`, thisMonth: t`This month` };

  if (overview.loading && !overview.data) {
    return <Spinner label={t`Loading`} area="page" />;
  }
  if (overview.failed || !overview.data) {
    return (
      <InlineRetry onRetry={overview.retry}>
        <Trans>The team overview could not be loaded.</Trans>
      </InlineRetry>
    );
  }
  const data = overview.data;
  const rows: PeriodRow[] = OVERVIEW_PERIODS.map((period) => ({ period, ...data.periods[period] }));
  const range = (row: PeriodRow) => (row.from === row.to ? format.date(row.from) : `${format.date(row.from)} – ${format.date(row.to)}`);

  return (
    <Stack gap="xl">
      <dl className={styles.size} data-testid="overview-size">
        <div>
          <dt>
            <UsersRound size={16} aria-hidden="true" /> <Trans>Team size</Trans>
          </dt>
          <dd data-testid="overview-team-size">{format.count(data.teamSize)}</dd>
        </div>
        <div>
          <dt>
            <Network size={16} aria-hidden="true" /> <Trans>Direct downlines</Trans>
          </dt>
          <dd data-testid="overview-direct-count">{format.count(data.directCount)}</dd>
        </div>
      </dl>

      {data.teamSize === 0 && (
        <EmptyState role="status" data-testid="overview-no-team">
          <Trans>Your team is empty. Accounts you create appear here with their figures.</Trans>
        </EmptyState>
      )}

      <section aria-labelledby="overview-periods-title" className={`${surface.column} ${surface.gap5}`}>
        <h2 id="overview-periods-title" className={sectionTitleClass}>
          <Trans>Team figures</Trans>
        </h2>
        <RecordTable
          caption={t`Team figures by period`}
          testId="overview-periods"
          rowTestId="overview-period"
          rows={rows}
          rowKey={(row) => row.period}
          empty={null}
          columns={[
            {
              id: 'period',
              header: t`Period`,
              cell: (row) => (
                <span className={styles.period}>
                  <span>{periodLabel[row.period]}</span>
                  <small>{range(row)}</small>
                </span>
              ),
            },
            { id: 'newMembers', header: t`New members`, align: 'end', cell: (row) => format.count(row.newMembers) },
            { id: 'activeMembers', header: t`Active members`, align: 'end', cell: (row) => format.count(row.activeMembers) },
            { id: 'deposit', header: t`Deposits`, align: 'end', cell: (row) => format.money(row.depositPaise) },
            { id: 'withdrawal', header: t`Withdrawals`, align: 'end', cell: (row) => format.money(row.withdrawalPaise) },
            { id: 'validBet', header: t`Valid bets`, align: 'end', cell: (row) => format.money(row.validBetPaise) },
            { id: 'profit', header: t`Profit`, align: 'end', cell: (row) => <SignedAmount {...format.signed(row.profitPaise)} /> },
          ]}
        />
        <Notice plain>
          <Trans>Profit is what the team's settled bets lost to the house; it is negative when the team won.</Trans>
        </Notice>
      </section>

      <OverviewChart daily={data.daily} currencySymbol={props.currencySymbol} />
    </Stack>
  );
}
