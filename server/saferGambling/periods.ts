import type { LimitPeriod } from '../../kernel/saferGambling';
import { startOfIndianDay } from '../walletRules';

const DAY_MS = 24 * 60 * 60 * 1000;
const HALF_DAY_MS = DAY_MS / 2;

/**
 * A limit period as the backend counts it: from its start (inclusive) to its end, when it resets.
 * Days are India days, as the daily withdrawal count's (startOfIndianDay, no daylight saving);
 * weeks start on Monday; months on the 1st.
 */
export type PeriodSpan = { start: number; end: number };

export function periodSpan(period: LimitPeriod, now: number): PeriodSpan {
  const dayStart = startOfIndianDay(now);
  if (period === 'day') return { start: dayStart, end: dayStart + DAY_MS };
  // Noon of the India day read as UTC carries the India calendar date (the zone is 5:30 ahead of UTC).
  const noon = new Date(dayStart + HALF_DAY_MS);
  if (period === 'week') {
    const sinceMonday = (noon.getUTCDay() + 6) % 7;
    const start = dayStart - sinceMonday * DAY_MS;
    return { start, end: start + 7 * DAY_MS };
  }
  const year = noon.getUTCFullYear();
  const month = noon.getUTCMonth();
  return { start: startOfIndianDay(Date.UTC(year, month, 1, 12)), end: startOfIndianDay(Date.UTC(year, month + 1, 1, 12)) };
}
