import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatterFor, isolateLtr } from '@kernel/format';
import type { ProfitLoss } from '@kernel/records';
import { dailyChartSeries } from '@/rules/member/records.rules';
import { type BarSeries, DailyBarChart, THEME_COLOURS } from '@/ui/DailyBarChart';

/** The per-day win/loss of a period as bars: wins up in the theme's success colour, losses down in its danger colour. */
export function ProfitChart({ daily, label, currencySymbol }: { daily: ProfitLoss['daily']; label: string; currencySymbol: string }) {
  const { t, i18n } = useLingui();
  const winLabel = t`Win`;
  const lossLabel = t`Loss`;
  const { x, series } = useMemo(() => {
    const days = dailyChartSeries(daily);
    const bars: BarSeries[] = [
      { label: winLabel, colour: THEME_COLOURS.success, values: days.wins },
      { label: lossLabel, colour: THEME_COLOURS.danger, values: days.losses },
    ];
    return { x: days.x, series: bars };
  }, [daily, winLabel, lossLabel]);
  const axisValue = useMemo(() => {
    const { compact } = formatterFor(i18n.locale);
    // The sign, symbol and figure read as one left-to-right run in a right-to-left language, as an amount does.
    return (value: number) => isolateLtr(`${value < 0 ? '−' : ''}${currencySymbol}${compact(Math.abs(value))}`, i18n.locale);
  }, [i18n.locale, currencySymbol]);
  return <DailyBarChart x={x} series={series} label={label} axisValue={axisValue} testId="profit-chart" />;
}
