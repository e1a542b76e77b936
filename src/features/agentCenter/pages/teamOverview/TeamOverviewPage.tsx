import { Trans, useLingui } from '@lingui/react/macro';
import { Network, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { OVERVIEW_PERIODS, type OverviewPeriod, type TeamOverview } from '@kernel/agency';
import { EmptyState } from '@/ui/EmptyState';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { RecordTable } from '@/ui/RecordTable';
import { SignedAmount } from '@/ui/records/RecordCells';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { sectionTitleClass } from '@/ui/SectionHead';
import { Stack } from '@/ui/Stack';
import surface from '@/ui/Surface.module.css';
import { useRemoteData } from '@/ui/useRemoteData';
import type { AgentPageProps } from '../../agentPageProps';
import { OverviewChart } from './OverviewChart';
import styles from './TeamOverviewPage.module.css';

/** A period's row: its figures once the overview is here, none while it loads. */
type PeriodRow = { period: OverviewPeriod; figures: TeamOverview['periods'][OverviewPeriod] | null };

/** What a figure shows while the overview loads. */
const PENDING = '—';

/**
 * agentTeamOverview (SPEC 2 Agent center, the default page): the team's size, its figures for
 * today, yesterday, this week and this month, and a chart of the last 30 days. While the overview
 * loads, the page stands as it will be (the periods, the profit note) with its figures pending,
 * rather than a spinner the figures then replace: nothing moves when they come.
 */
export default function TeamOverviewPage(props: AgentPageProps) {
  const { t } = useLingui();
  const format = useRecordFormat(props.currencySymbol);
  const overview = useRemoteData('teamOverview', () => props.calls.getTeamOverview());
  const periodLabel: Record<OverviewPeriod, string> = { today: t`Today`, yesterday: t`Yesterday`, thisWeek: t`This week`, thisMonth: t`This month` };

  const data = overview.data;
  if (!data && !overview.loading) {
    return (
      <InlineRetry onRetry={overview.retry}>
        <Trans>The team overview could not be loaded.</Trans>
      </InlineRetry>
    );
  }
  const rows: PeriodRow[] = OVERVIEW_PERIODS.map((period) => ({ period, figures: data?.periods[period] ?? null }));
  const range = ({ from, to }: { from: string; to: string }) => (from === to ? format.date(from) : `${format.date(from)} – ${format.date(to)}`);
  const figure = (row: PeriodRow, show: (figures: NonNullable<PeriodRow['figures']>) => ReactNode) => (row.figures ? show(row.figures) : PENDING);

  return (
    <Stack gap="xl" aria-busy={data ? undefined : true}>
      {/* Said, not drawn: a spinner above the figures would move them when it goes. */}
      {!data && (
        <span role="status" className="visually-hidden">
          {t`Loading`}
        </span>
      )}
      <dl className={styles.size} data-testid="overview-size">
        <div>
          <dt>
            <UsersRound size={16} aria-hidden="true" /> <Trans>Team size</Trans>
          </dt>
          <dd data-testid={data ? 'overview-team-size' : undefined}>{data ? format.count(data.teamSize) : PENDING}</dd>
        </div>
        <div>
          <dt>
            <Network size={16} aria-hidden="true" /> <Trans>Direct downlines</Trans>
          </dt>
          <dd data-testid={data ? 'overview-direct-count' : undefined}>{data ? format.count(data.directCount) : PENDING}</dd>
        </div>
      </dl>

      {data?.teamSize === 0 && (
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
          rowTestId={data ? 'overview-period' : 'overview-period-pending'}
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
                  {/* A space while the dates are not known: the row keeps its height. */}
                  <small>{row.figures ? range(row.figures) : '\u00a0'}</small>
                </span>
              ),
            },
            { id: 'newMembers', header: t`New members`, align: 'end', cell: (row) => figure(row, (figures) => format.count(figures.newMembers)) },
            { id: 'activeMembers', header: t`Active members`, align: 'end', cell: (row) => figure(row, (figures) => format.count(figures.activeMembers)) },
            { id: 'deposit', header: t`Deposits`, align: 'end', cell: (row) => figure(row, (figures) => format.money(figures.depositPaise)) },
            { id: 'withdrawal', header: t`Withdrawals`, align: 'end', cell: (row) => figure(row, (figures) => format.money(figures.withdrawalPaise)) },
            { id: 'validBet', header: t`Valid bets`, align: 'end', cell: (row) => figure(row, (figures) => format.money(figures.validBetPaise)) },
            { id: 'profit', header: t`Profit`, align: 'end', cell: (row) => figure(row, (figures) => <SignedAmount {...format.signed(figures.profitPaise)} />) },
          ]}
        />
        <Notice plain>
          <Trans>Profit is what the team's settled bets lost to the house; it is negative when the team won.</Trans>
        </Notice>
      </section>

      {data && <OverviewChart daily={data.daily} currencySymbol={props.currencySymbol} />}
    </Stack>
  );
}
