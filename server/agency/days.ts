import { addDays, INDIA_OFFSET_MS, indianDayStart } from '../../kernel/records';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SQL for the moment the India day of `column` begins. The numbers are written into the SQL: a
 * bound number is a REAL in SQLite, and the division must be an integer one.
 */
export const indianDaySql = (column: string) => `((${column} + ${INDIA_OFFSET_MS}) / ${DAY_MS}) * ${DAY_MS} - ${INDIA_OFFSET_MS}`;

/** The Monday that starts the India week of `date` (yyyy-MM-dd). */
export function weekStartOf(date: string): string {
  const weekday = new Date(indianDayStart(date) + INDIA_OFFSET_MS).getUTCDay();
  // getUTCDay counts from Sunday (0); the week starts on Monday
  return addDays(date, -((weekday + 6) % 7));
}

/** The 1st of the month of `date`. */
export const monthStartOf = (date: string): string => `${date.slice(0, 8)}01`;
