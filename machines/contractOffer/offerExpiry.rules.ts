/** How long a pending contract offer has left (SPEC 4 contract offers expire; the offer's page counts down). */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long a pending offer has left, in whole days, hours and minutes (null once it has expired). */
export function expiryLeft(expiresAt: number, now: number): { days: number; hours: number; minutes: number } | null {
  const left = expiresAt - now;
  if (left <= 0) return null;
  return { days: Math.floor(left / DAY_MS), hours: Math.floor((left % DAY_MS) / HOUR_MS), minutes: Math.floor((left % HOUR_MS) / MINUTE_MS) };
}
