import { type ContractTerms, REALTIME_SETTLEMENT_MS, type SalaryPeriod } from '../../kernel/agencyContracts';
import { addDays, INDIA_OFFSET_MS, indianDateOf, indianDayStart } from '../../kernel/records';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

export type Period = { start: number; end: number };

/**
 * The slots bets are grouped by in one query: settled_at + offset divided by the unit. Real-time
 * windows are aligned to the epoch (SPEC 9: every 5 minutes); hours and days to India's clock.
 */
export type SlotGrid = { unitMs: number; offsetMs: number };
export const slotOf = (grid: SlotGrid, at: number) => Math.floor((at + grid.offsetMs) / grid.unitMs);
export const slotStart = (grid: SlotGrid, slot: number) => slot * grid.unitMs - grid.offsetMs;

export const REALTIME_GRID: SlotGrid = { unitMs: REALTIME_SETTLEMENT_MS, offsetMs: 0 };
export const HOUR_GRID: SlotGrid = { unitMs: HOUR_MS, offsetMs: INDIA_OFFSET_MS };
export const DAY_GRID: SlotGrid = { unitMs: DAY_MS, offsetMs: INDIA_OFFSET_MS };

const gridPeriod = (grid: SlotGrid, at: number): Period => {
  const start = slotStart(grid, slotOf(grid, at));
  return { start, end: start + grid.unitMs };
};

/** The India calendar period of a dividend contract that holds `at`. */
export function salaryPeriodAt(period: SalaryPeriod, at: number): Period {
  const date = indianDateOf(at);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
  switch (period) {
    case 'daily':
      return { start: indianDayStart(date), end: indianDayStart(addDays(date, 1)) };
    case 'weekly': {
      // getUTCDay: Sunday 0; weeks start on Monday
      const sinceMonday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
      const monday = addDays(date, -sinceMonday);
      return { start: indianDayStart(monday), end: indianDayStart(addDays(monday, 7)) };
    }
    case 'semimonthly':
      return day <= 15
        ? { start: indianDayStart(iso(year, month, 1)), end: indianDayStart(iso(year, month, 16)) }
        : { start: indianDayStart(iso(year, month, 16)), end: indianDayStart(iso(year, month + 1, 1)) };
    case 'monthly':
      return { start: indianDayStart(iso(year, month, 1)), end: indianDayStart(iso(year, month + 1, 1)) };
  }
}

/** How a contract's time is cut into periods, and the slots its bets are grouped by. */
export type Schedule = { grid: SlotGrid; periodAt: (at: number) => Period };

export function scheduleOf(terms: ContractTerms): Schedule {
  switch (terms.kind) {
    case 'realtimeSalary':
      return { grid: REALTIME_GRID, periodAt: (at) => gridPeriod(REALTIME_GRID, at) };
    case 'hourlySalary':
      return { grid: HOUR_GRID, periodAt: (at) => gridPeriod(HOUR_GRID, at) };
    case 'dailySalary':
      return { grid: DAY_GRID, periodAt: (at) => gridPeriod(DAY_GRID, at) };
    case 'dividend':
      return { grid: DAY_GRID, periodAt: (at) => salaryPeriodAt(terms.period, at) };
  }
}

/**
 * The periods to settle from `from`: whole periods that ended by `now`, clipped to the contract's
 * time (the first may start late, when the contract was accepted). An ended contract's last period
 * stops at its end and is settled at once (what it is owed up to then).
 */
export function duePeriods(schedule: Schedule, from: number, now: number, endedAt: number | null): Period[] {
  const horizon = endedAt === null ? now : Math.min(now, endedAt);
  const periods: Period[] = [];
  let cursor = from;
  while (cursor < horizon) {
    let end = schedule.periodAt(cursor).end;
    if (end > horizon) {
      if (endedAt === null || endedAt > now) break;
      end = endedAt;
    }
    periods.push({ start: cursor, end });
    cursor = end;
  }
  return periods;
}
