import { describe, expect, it } from 'vitest';
import type { ProfitLoss } from '@kernel/records';
import { bestAndWorstDay, dailyChartSeries, dayStartOf, playedCategories, splitSign } from '@/rules/member/records.rules';

/** The record pages (SPEC 2 personalProfit): signed amounts, played categories, the per-day chart. */

const sums = { count: 0, stakePaise: 0, validPaise: 0, payoutPaise: 0, winLossPaise: 0 };
const day = (date: string, winLossPaise: number) => ({ date, winLossPaise });

describe('signed amounts (+₹10.00, −₹5.00 or ₹0.00, with their tone)', () => {
  it('shows a win with a plus, a loss with a minus sign and its size, and zero unsigned', () => {
    expect(splitSign(1000)).toEqual({ sign: '+', paise: 1000, tone: 'win' });
    expect(splitSign(1)).toEqual({ sign: '+', paise: 1, tone: 'win' });
    expect(splitSign(-500)).toEqual({ sign: '−', paise: 500, tone: 'loss' });
    expect(splitSign(-1)).toEqual({ sign: '−', paise: 1, tone: 'loss' });
    expect(splitSign(0)).toEqual({ sign: '', paise: 0, tone: 'even' });
  });
});

describe('played categories', () => {
  it('lists only the categories with bets in the period, in the order the backend gives them', () => {
    const profit: ProfitLoss = {
      from: '2025-01-01',
      to: '2025-01-07',
      categories: [
        { category: 'RNG', ...sums, count: 3, winLossPaise: -200 },
        { category: 'LIVE', ...sums },
        { category: 'FISH', ...sums, count: 1, winLossPaise: 0 },
        { category: 'PVP', ...sums },
      ],
      daily: [],
      totals: sums,
      money: { depositPaise: 0, withdrawalPaise: 0, bonusPaise: 0, rebatePaise: 0 },
    };
    expect(playedCategories(profit).map((row) => row.category)).toEqual(['RNG', 'FISH']);
    expect(playedCategories({ ...profit, categories: [{ category: 'LIVE', ...sums }] })).toEqual([]);
  });
});

describe('the profit chart series', () => {
  it('puts each day at its India midnight in seconds, wins and losses in rupees as two series', () => {
    // 2025-01-01 00:00 India time (UTC+5:30) is 2024-12-31T18:30:00Z.
    expect(dailyChartSeries([day('2025-01-01', 12345), day('2025-01-02', 0), day('2025-01-03', -250)])).toEqual({
      x: [1735669800, 1735756200, 1735842600],
      wins: [123.45, null, null],
      losses: [null, null, -2.5],
    });
    expect(dailyChartSeries([])).toEqual({ x: [], wins: [], losses: [] });
  });
  it('starts a range date at its India midnight', () => {
    expect(dayStartOf('2025-01-01')).toBe(Date.UTC(2024, 11, 31, 18, 30));
  });
});

describe('best and worst day of a period', () => {
  it('picks the day with the largest win and the one with the largest loss, wherever they are', () => {
    const rising = [day('2025-01-01', 100), day('2025-01-02', -100), day('2025-01-03', 300), day('2025-01-04', -300), day('2025-01-05', 0)];
    expect(bestAndWorstDay(rising)).toEqual({ best: day('2025-01-03', 300), worst: day('2025-01-04', -300) });
    const falling = [day('2025-01-01', 300), day('2025-01-02', -300), day('2025-01-03', 100), day('2025-01-04', -100)];
    expect(bestAndWorstDay(falling)).toEqual({ best: day('2025-01-01', 300), worst: day('2025-01-02', -300) });
  });
  it('names the first of equally good (or bad) days', () => {
    const ties = [day('2025-01-01', 200), day('2025-01-02', -200), day('2025-01-03', 200), day('2025-01-04', -200)];
    expect(bestAndWorstDay(ties)).toEqual({ best: day('2025-01-01', 200), worst: day('2025-01-02', -200) });
  });
  it('has no best day without a win and no worst day without a loss (an even day is neither)', () => {
    expect(bestAndWorstDay([day('2025-01-01', 0), day('2025-01-02', -50), day('2025-01-03', 0)])).toEqual({ best: null, worst: day('2025-01-02', -50) });
    expect(bestAndWorstDay([day('2025-01-01', 0), day('2025-01-02', 50), day('2025-01-03', 0)])).toEqual({ best: day('2025-01-02', 50), worst: null });
    expect(bestAndWorstDay([day('2025-01-01', 0)])).toEqual({ best: null, worst: null });
    expect(bestAndWorstDay([])).toEqual({ best: null, worst: null });
  });
});
