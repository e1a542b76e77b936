import type { TeamFigures, TeamOverview } from '@kernel/agency';
import { PAISE_PER_RUPEE } from '@kernel/money';
import { indianDayStart } from '@kernel/records';

/**
 * agentTeamOverview (SPEC 2 Agent center): what the chart of the last 30 days draws. Amounts are
 * integer paise in the figures; the chart's rupee values are made here.
 */

/** The figures the chart can show, in the order of its switch; valid bets first. */
export const OVERVIEW_METRICS = ['validBet', 'profit', 'deposit', 'newMembers'] as const;
export type OverviewMetric = (typeof OVERVIEW_METRICS)[number];

const FIELD: Readonly<Record<OverviewMetric, keyof TeamFigures>> = {
  validBet: 'validBetPaise',
  profit: 'profitPaise',
  deposit: 'depositPaise',
  newMembers: 'newMembers',
};

/** New members are a count; the other figures are money. */
export const isMoneyMetric = (metric: OverviewMetric) => metric !== 'newMembers';

type Day = TeamOverview['daily'][number];

/** A day's figure in the chart's unit: rupees for money, the count for members. */
const chartValue = (day: Day, metric: OverviewMetric) => (isMoneyMetric(metric) ? day[FIELD[metric]] / PAISE_PER_RUPEE : day[FIELD[metric]]);

/**
 * The chart's data: day starts (seconds, for uPlot) and the figure per day as two series, what
 * rises above zero and what falls below (only the profit can: the team won that day).
 */
export function overviewChartSeries(daily: readonly Day[], metric: OverviewMetric): { x: number[]; up: (number | null)[]; down: (number | null)[] } {
  return {
    x: daily.map((day) => indianDayStart(day.date) / 1000),
    up: daily.map((day) => (day[FIELD[metric]] > 0 ? chartValue(day, metric) : null)),
    down: daily.map((day) => (day[FIELD[metric]] < 0 ? chartValue(day, metric) : null)),
  };
}

/** A day's figure as the table beside the chart lists it: paise for money, the count for members. */
export const dayFigure = (day: Day, metric: OverviewMetric): number => day[FIELD[metric]];

/** The figure over all the chart's days (paise for money). */
export const overviewTotal = (daily: readonly Day[], metric: OverviewMetric): number => daily.reduce((sum, day) => sum + day[FIELD[metric]], 0);
