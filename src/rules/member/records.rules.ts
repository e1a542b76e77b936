import { PAISE_PER_RUPEE } from '@kernel/money';
import { indianDayStart, type ProfitLoss } from '@kernel/records';

/**
 * What the record pages show of the backend's records: signs of win/loss amounts, the categories
 * played in a period, and the per-day win/loss series the profit chart draws. Amounts are integer
 * paise; the chart's rupee values are made here.
 */

export type Tone = 'win' | 'loss' | 'even';

/** A signed amount as a sign and a size (the size is formatted like any amount). */
export function splitSign(paise: number): { sign: '+' | '−' | ''; paise: number; tone: Tone } {
  if (paise > 0) return { sign: '+', paise, tone: 'win' };
  if (paise < 0) return { sign: '−', paise: -paise, tone: 'loss' };
  return { sign: '', paise: 0, tone: 'even' };
}

/** The categories with bets in the period (the backend lists every category, most at zero). */
export const playedCategories = (profit: ProfitLoss) => profit.categories.filter((category) => category.count > 0);

/** The chart's data: day starts (seconds, for uPlot) and rupee values, wins and losses as two series. */
export function dailyChartSeries(daily: ProfitLoss['daily']): { x: number[]; wins: (number | null)[]; losses: (number | null)[] } {
  return {
    x: daily.map((day) => indianDayStart(day.date) / 1000),
    wins: daily.map((day) => (day.winLossPaise > 0 ? day.winLossPaise / PAISE_PER_RUPEE : null)),
    losses: daily.map((day) => (day.winLossPaise < 0 ? day.winLossPaise / PAISE_PER_RUPEE : null)),
  };
}

/** The best and the worst day of a period (null when no day won or lost). */
export function bestAndWorstDay(daily: ProfitLoss['daily']): { best: ProfitLoss['daily'][number] | null; worst: ProfitLoss['daily'][number] | null } {
  let best: ProfitLoss['daily'][number] | null = null;
  let worst: ProfitLoss['daily'][number] | null = null;
  for (const day of daily) {
    if (day.winLossPaise > 0 && (best === null || day.winLossPaise > best.winLossPaise)) best = day;
    if (day.winLossPaise < 0 && (worst === null || day.winLossPaise < worst.winLossPaise)) worst = day;
  }
  return { best, worst };
}

/** The moment a date of a range starts (for formatting it as a date). */
export const dayStartOf = (date: string) => indianDayStart(date);
