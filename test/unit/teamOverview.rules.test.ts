import { describe, expect, it } from 'vitest';
import type { TeamOverview } from '@kernel/agency';
import { newestFirst } from '@/rules/agent/agentNotices.rules';
import { dayFigure, isMoneyMetric, OVERVIEW_METRICS, overviewChartSeries, overviewTotal } from '@/rules/agent/teamOverview.rules';

/** agentTeamOverview's chart of the last 30 days and agentAnnouncement's order (SPEC 2 Agent center). */

type Day = TeamOverview['daily'][number];
const day = (date: string, over: Partial<Day> = {}): Day => ({
  date,
  newMembers: 0,
  activeMembers: 0,
  depositPaise: 0,
  withdrawalPaise: 0,
  validBetPaise: 0,
  profitPaise: 0,
  ...over,
});
const DAYS: Day[] = [
  day('2025-01-14', { newMembers: 2, validBetPaise: 12_345, profitPaise: 5_000, depositPaise: 100_000, withdrawalPaise: 7 }),
  day('2025-01-15', { profitPaise: -1_050, validBetPaise: 1 }),
  day('2025-01-16', { activeMembers: 9 }),
];
/** The start of an India day, in seconds (18:30 UTC the day before). */
const indiaMidnight = (year: number, month: number, date: number) => Date.UTC(year, month, date - 1, 18, 30) / 1000;

describe('the chart switch', () => {
  it('offers valid bets first, then profit, deposits and new members', () => {
    expect(OVERVIEW_METRICS).toEqual(['validBet', 'profit', 'deposit', 'newMembers']);
  });

  it('counts new members and measures the rest in money', () => {
    expect(isMoneyMetric('newMembers')).toBe(false);
    expect(isMoneyMetric('validBet')).toBe(true);
    expect(isMoneyMetric('profit')).toBe(true);
    expect(isMoneyMetric('deposit')).toBe(true);
  });
});

describe('the chart’s series', () => {
  it('puts each bar at the start of its India day', () => {
    expect(overviewChartSeries(DAYS, 'validBet').x).toEqual([indiaMidnight(2025, 0, 14), indiaMidnight(2025, 0, 15), indiaMidnight(2025, 0, 16)]);
  });

  it('draws money in rupees above the line, and nothing for a day at zero', () => {
    expect(overviewChartSeries(DAYS, 'validBet')).toMatchObject({ up: [123.45, 0.01, null], down: [null, null, null] });
    expect(overviewChartSeries(DAYS, 'deposit')).toMatchObject({ up: [1_000, null, null], down: [null, null, null] });
  });

  it('draws a day the team won (negative profit) below the line', () => {
    expect(overviewChartSeries(DAYS, 'profit')).toMatchObject({ up: [50, null, null], down: [null, -10.5, null] });
  });

  it('draws new members as a count, not divided into rupees', () => {
    expect(overviewChartSeries(DAYS, 'newMembers')).toMatchObject({ up: [2, null, null], down: [null, null, null] });
  });

  it('draws nothing for no days', () => {
    expect(overviewChartSeries([], 'profit')).toEqual({ x: [], up: [], down: [] });
  });
});

describe('the figures beside the chart', () => {
  it('gives a day’s figure in paise for money and as a count for members', () => {
    expect(dayFigure(DAYS[0]!, 'validBet')).toBe(12_345);
    expect(dayFigure(DAYS[0]!, 'deposit')).toBe(100_000);
    expect(dayFigure(DAYS[1]!, 'profit')).toBe(-1_050);
    expect(dayFigure(DAYS[0]!, 'newMembers')).toBe(2);
  });

  it('adds the figure over every day, a won day taking away from the profit', () => {
    expect(overviewTotal(DAYS, 'validBet')).toBe(12_346);
    expect(overviewTotal(DAYS, 'profit')).toBe(3_950);
    expect(overviewTotal(DAYS, 'deposit')).toBe(100_000);
    expect(overviewTotal(DAYS, 'newMembers')).toBe(2);
    expect(overviewTotal([], 'profit')).toBe(0);
  });
});

describe('agent notices, newest first', () => {
  const notice = (id: number, timestamp: number) => ({ id, title: `n${id}`, content: '', timestamp });

  it('puts the newest on top whatever order they came in, and leaves the list it was given alone', () => {
    const given = [notice(1, 1_000), notice(2, 3_000), notice(3, 2_000)];
    expect(newestFirst(given).map((entry) => entry.id)).toEqual([2, 3, 1]);
    expect(given.map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('keeps the later-created on top of two from the same moment', () => {
    expect(newestFirst([notice(4, 5_000), notice(9, 5_000), notice(7, 5_000)]).map((entry) => entry.id)).toEqual([9, 7, 4]);
  });
});
