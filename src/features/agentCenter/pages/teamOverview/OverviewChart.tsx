import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { OVERVIEW_CHART_DAYS, type TeamOverview } from '@kernel/agency';
import { formatterFor, isolateLtr } from '@kernel/format';
import { dayFigure, isMoneyMetric, OVERVIEW_METRICS, type OverviewMetric, overviewChartSeries, overviewTotal } from '@/rules/agent/teamOverview.rules';
import { type BarSeries, DailyBarChart, THEME_COLOURS } from '@/ui/DailyBarChart';
import { Pill, PillGroup } from '@/ui/PillGroup';
import { RecordTable } from '@/ui/RecordTable';
import { SignedAmount } from '@/ui/records/RecordCells';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { ScrollRegion } from '@/ui/ScrollRegion';
import { SectionHead } from '@/ui/SectionHead';
import surface from '@/ui/Surface.module.css';
import styles from './TeamOverviewPage.module.css';

type Day = TeamOverview['daily'][number];

/** The last 30 days of one figure (valid bets first), switchable, drawn as bars with every number in a table beside. */
export function OverviewChart({ daily, currencySymbol }: { daily: readonly Day[]; currencySymbol: string }) {
  const { t, i18n } = useLingui();
  const format = useRecordFormat(currencySymbol);
  const [metric, setMetric] = useState<OverviewMetric>('validBet');
  const metricLabel: Record<OverviewMetric, string> = { validBet: t`Valid bets`, profit: t`Profit`, deposit: t`Deposits`, newMembers: t`New members` };
  const label = metricLabel[metric];
  const belowLabel = t`Team won`;

  const { x, series } = useMemo(() => {
    const data = overviewChartSeries(daily, metric);
    const bars: BarSeries[] = [
      { label, colour: metric === 'profit' ? THEME_COLOURS.success : THEME_COLOURS.accent, values: data.up },
      { label: belowLabel, colour: THEME_COLOURS.danger, values: data.down },
    ];
    return { x: data.x, series: bars };
  }, [daily, metric, label, belowLabel]);
  const axisValue = useMemo(() => {
    const { compact } = formatterFor(i18n.locale);
    const money = isMoneyMetric(metric);
    // The sign, symbol and figure read as one left-to-right run in a right-to-left language, as an amount does.
    return (value: number) => isolateLtr(`${value < 0 ? '−' : ''}${money ? currencySymbol : ''}${compact(Math.abs(value))}`, i18n.locale);
  }, [i18n.locale, currencySymbol, metric]);

  const figure = (value: number) => {
    if (!isMoneyMetric(metric)) return format.count(value);
    return metric === 'profit' ? format.signed(value).text : format.money(value);
  };
  const first = daily[0];
  const last = daily.at(-1);
  const total = figure(overviewTotal(daily, metric));
  let summary = t`No days to show.`;
  if (first && last) {
    const from = format.date(first.date);
    const to = format.date(last.date);
    summary = t`${label} per day from ${from} to ${to}; in all ${total}.`;
  }
  const days = OVERVIEW_CHART_DAYS;

  return (
    <section aria-labelledby="overview-chart-title" className={`${surface.column} ${surface.gap5}`}>
      <SectionHead titleId="overview-chart-title" title={<Trans>Last {days} days</Trans>}>
        <PillGroup label={t`Figure shown`}>
          {OVERVIEW_METRICS.map((id) => (
            <Pill key={id} tone="accent" active={id === metric} onClick={() => setMetric(id)} data-testid={`overview-metric-${id}`}>
              {metricLabel[id]}
            </Pill>
          ))}
        </PillGroup>
      </SectionHead>
      <p className={styles.total} data-testid="overview-chart-total">
        <Trans>In all:</Trans> <strong>{total}</strong>
      </p>
      <div className={styles.chartBody}>
        <DailyBarChart x={x} series={series} label={summary} axisValue={axisValue} testId="overview-chart" />
        <ScrollRegion className={styles.dayTable} aria-label={t`${label} per day`}>
          <RecordTable
            caption={t`${label} per day`}
            testId="overview-days"
            rowTestId="overview-day"
            columns={[
              { id: 'date', header: t`Day`, cell: (day: Day) => format.date(day.date) },
              {
                id: 'value',
                header: label,
                align: 'end',
                cell: (day: Day) => (metric === 'profit' ? <SignedAmount {...format.signed(dayFigure(day, metric))} /> : figure(dayFigure(day, metric))),
              },
            ]}
            rows={[...daily].reverse()}
            rowKey={(day) => day.date}
            empty={<Trans>No days to show.</Trans>}
          />
        </ScrollRegion>
      </div>
    </section>
  );
}
