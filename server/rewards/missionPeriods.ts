import type { MissionPeriod } from '../../kernel/missions';
import { INDIA_OFFSET_MS, indianDateOf, indianDayStart } from '../../kernel/records';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PeriodRange = { start: number; end: number };

/** The India day of `now`, or its week (Monday to Sunday, India time): [start, end). */
export function periodOf(period: MissionPeriod, now: number): PeriodRange {
  const dayStart = indianDayStart(indianDateOf(now));
  if (period === 'daily') return { start: dayStart, end: dayStart + DAY_MS };
  // getUTCDay of the India date: 0 is Sunday, so Monday is 0 days into its week and Sunday 6.
  const daysIntoWeek = (new Date(dayStart + INDIA_OFFSET_MS).getUTCDay() + 6) % 7;
  const start = dayStart - daysIntoWeek * DAY_MS;
  return { start, end: start + 7 * DAY_MS };
}

/** The period before the one of `now` (yesterday, last week). */
export function previousPeriodOf(period: MissionPeriod, now: number): PeriodRange {
  const current = periodOf(period, now);
  return periodOf(period, current.start - 1);
}
