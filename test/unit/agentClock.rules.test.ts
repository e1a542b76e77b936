import { describe, expect, it } from 'vitest';
import { clockParts, gmtOffsetLabel } from '@machines/agent/agentClock.rules';

/** SPEC 2 Agent center: the GMT offset of the agent's time zone and a live clock. */
describe('the GMT offset label (minutes east of UTC)', () => {
  it('signs zones east of UTC with + and west with -, hours and minutes on two digits', () => {
    expect(gmtOffsetLabel(330)).toBe('GMT+05:30');
    expect(gmtOffsetLabel(345)).toBe('GMT+05:45');
    expect(gmtOffsetLabel(60)).toBe('GMT+01:00');
    expect(gmtOffsetLabel(840)).toBe('GMT+14:00');
    expect(gmtOffsetLabel(-180)).toBe('GMT-03:00');
    expect(gmtOffsetLabel(-210)).toBe('GMT-03:30');
    expect(gmtOffsetLabel(-720)).toBe('GMT-12:00');
    expect(gmtOffsetLabel(-30)).toBe('GMT-00:30');
  });
  it('shows UTC as GMT+00:00, also as −getTimezoneOffset() gives it there (−0)', () => {
    expect(gmtOffsetLabel(0)).toBe('GMT+00:00');
    expect(gmtOffsetLabel(-0)).toBe('GMT+00:00');
  });
});

describe('the date and time of the clock in the zone', () => {
  const at = Date.UTC(2026, 10, 21, 12, 34, 56, 789);
  it('is the wall clock of the zone, with seconds, milliseconds dropped', () => {
    expect(clockParts(at, 0)).toEqual({ date: '2026-11-21', time: '12:34:56' });
    expect(clockParts(at, 330)).toEqual({ date: '2026-11-21', time: '18:04:56' });
    expect(clockParts(at, -180)).toEqual({ date: '2026-11-21', time: '09:34:56' });
  });
  it("moves to the next or the previous day at the zone's midnight", () => {
    expect(clockParts(Date.UTC(2026, 11, 31, 18, 29, 59), 330)).toEqual({ date: '2026-12-31', time: '23:59:59' });
    expect(clockParts(Date.UTC(2026, 11, 31, 18, 30, 0), 330)).toEqual({ date: '2027-01-01', time: '00:00:00' });
    expect(clockParts(Date.UTC(2027, 2, 1, 2, 59, 59), -180)).toEqual({ date: '2027-02-28', time: '23:59:59' });
    expect(clockParts(Date.UTC(2028, 2, 1, 1, 0, 0), -180)).toEqual({ date: '2028-02-29', time: '22:00:00' });
  });
  it('pads every part: months, days, hours, minutes and seconds below ten', () => {
    expect(clockParts(Date.UTC(2026, 0, 2, 3, 4, 5), 0)).toEqual({ date: '2026-01-02', time: '03:04:05' });
  });
});
