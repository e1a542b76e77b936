/**
 * SPEC 2 Agent center: the agency menu shows the GMT offset of the agent's time zone and a live
 * clock. The offset is minutes east of UTC (the view passes −Date#getTimezoneOffset(), whose sign
 * is the other way round), so the rules need no time-zone database and tests need no TZ.
 */

const pad2 = (value: number) => String(value).padStart(2, '0');

/** 'GMT+05:30', 'GMT-03:00', 'GMT+00:00'. */
export function gmtOffsetLabel(offsetMinutes: number): string {
  const whole = Math.abs(Math.trunc(offsetMinutes));
  return `GMT${offsetMinutes < 0 ? '-' : '+'}${pad2(Math.floor(whole / 60))}:${pad2(whole % 60)}`;
}

export type ClockParts = { date: string; time: string };

/** The wall-clock date (yyyy-MM-dd) and time (HH:mm:ss) at `now` in the zone `offsetMinutes` east of UTC. */
export function clockParts(now: number, offsetMinutes: number): ClockParts {
  // Shifting the instant by the offset makes the UTC fields read as the zone's wall clock.
  const wall = new Date(now + offsetMinutes * 60_000);
  return {
    date: `${wall.getUTCFullYear()}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`,
    time: `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}:${pad2(wall.getUTCSeconds())}`,
  };
}
