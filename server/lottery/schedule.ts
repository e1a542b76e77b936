/**
 * Draw instants of lottery games, from the injected clock. Daily draws are at a Vietnam time
 * (ICT, UTC+7, no daylight saving) on given weekdays; fast draws every N minutes from the epoch.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Vietnam is UTC+7 all year. */
export const ICT_OFFSET_MS = 7 * 60 * MINUTE_MS;

export type DrawPlan = {
  /** 'HH:mm' Vietnam time of a daily draw. */
  readonly drawTime: string | null;
  readonly drawDays: readonly number[];
  readonly intervalMinutes: number | null;
};

/** The UTC instant of midnight (Vietnam time) of the Vietnam date `instant` falls on. */
export const ictMidnight = (instant: number) => Math.floor((instant + ICT_OFFSET_MS) / DAY_MS) * DAY_MS - ICT_OFFSET_MS;
/** 0 = Sunday, of the Vietnam date. */
const ictWeekday = (midnight: number) => new Date(midnight + ICT_OFFSET_MS).getUTCDay();

/** 'YYYYMMDD' of the Vietnam date `instant` falls on. */
export function ictDate(instant: number): string {
  const date = new Date(instant + ICT_OFFSET_MS);
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
}

function minutesOf(drawTime: string): number {
  const [hours, minutes] = drawTime.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A daily plan's draw on the Vietnam day starting at `midnight`, or null when it has none that day. */
function dailyDraw(plan: DrawPlan, midnight: number): number | null {
  if (plan.drawTime === null || !plan.drawDays.includes(ictWeekday(midnight))) return null;
  return midnight + minutesOf(plan.drawTime) * MINUTE_MS;
}

/** The `count` latest draws held at or before `now`, newest first. */
export function latestDraws(plan: DrawPlan, now: number, count: number): number[] {
  if (plan.intervalMinutes !== null) {
    const step = plan.intervalMinutes * MINUTE_MS;
    const latest = Math.floor(now / step) * step;
    return Array.from({ length: count }, (_, index) => latest - index * step);
  }
  if (plan.drawDays.length === 0) return [];
  const draws: number[] = [];
  // at most a week between two draws, so this ends after count weeks and a day
  for (let midnight = ictMidnight(now); draws.length < count; midnight -= DAY_MS) {
    const draw = dailyDraw(plan, midnight);
    if (draw !== null && draw <= now) draws.push(draw);
  }
  return draws;
}

/** The first draw after `now`. */
export function nextDraw(plan: DrawPlan, now: number): number {
  if (plan.intervalMinutes !== null) {
    const step = plan.intervalMinutes * MINUTE_MS;
    return Math.floor(now / step) * step + step;
  }
  for (let day = 0; day <= 7; day++) {
    const draw = dailyDraw(plan, ictMidnight(now) + day * DAY_MS);
    if (draw !== null && draw > now) return draw;
  }
  throw new Error('a daily draw plan needs at least one draw day');
}

/** True when the plan draws on the Vietnam date of `now` (held already or not). */
export const drawsToday = (plan: DrawPlan, now: number) => plan.intervalMinutes !== null || dailyDraw(plan, ictMidnight(now)) !== null;

/** 'YYYYMMDD-NNNN': the Vietnam date and the draw's number within that day (the first is 0001). */
export function issueNumber(drawAt: number, intervalMinutes: number): string {
  const sequence = Math.floor((drawAt - ictMidnight(drawAt)) / (intervalMinutes * MINUTE_MS)) + 1;
  return `${ictDate(drawAt)}-${String(sequence).padStart(4, '0')}`;
}
