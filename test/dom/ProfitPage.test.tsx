import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DateRange, ProfitLoss } from '@kernel/records';
import { ApiError } from '@/api/errors';
import type { MemberPageProps } from '@/features/memberCenter/memberPageProps';
import ProfitPage from '@/features/memberCenter/pages/profit/ProfitPage';
import { renderWithI18n } from './render';

/** uPlot draws on a canvas jsdom does not have: a stand-in records what the page asked it to draw. */
const charts = vi.hoisted(() => [] as { options: { series: { stroke?: string; label?: string }[] }; data: unknown[][]; destroyed: boolean }[]);
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    static tzDate = (date: Date) => date;
    entry: (typeof charts)[number];
    constructor(options: (typeof charts)[number]['options'], data: unknown[][]) {
      this.entry = { options, data, destroyed: false };
      charts.push(this.entry);
    }
    destroy() {
      this.entry.destroyed = true;
    }
    setSize() {}
  }
  return { default: FakePlot };
});

const NOW = Date.UTC(2025, 0, 15, 20, 0, 0);
const sums = (count: number, stakePaise: number, winLossPaise: number) => ({
  count,
  stakePaise,
  validPaise: stakePaise,
  payoutPaise: stakePaise + winLossPaise,
  winLossPaise,
});
const PROFIT: ProfitLoss = {
  from: '2025-01-14',
  to: '2025-01-16',
  categories: [
    { category: 'RNG', ...sums(10, 100_000, 50_000) },
    { category: 'LIVE', ...sums(4, 80_000, -120_000) },
    { category: 'FISH', ...sums(0, 0, 0) },
  ],
  daily: [
    { date: '2025-01-14', winLossPaise: 30_000 },
    { date: '2025-01-15', winLossPaise: 0 },
    { date: '2025-01-16', winLossPaise: -100_000 },
  ],
  totals: sums(14, 180_000, -70_000),
  money: { depositPaise: 500_000, withdrawalPaise: 100_000, bonusPaise: 5_000, rebatePaise: 1_200 },
};
type Call = (range: DateRange) => Promise<ProfitLoss>;

function renderPage(getProfitLoss = vi.fn<Call>(async () => PROFIT)) {
  const records = { getBetRecords: vi.fn(), getAccountRecords: vi.fn(), getProfitLoss, getCategoryVendors: vi.fn() };
  const props = {
    calls: { records },
    wallet: { send: vi.fn() },
    modules: [],
    userName: 'demo_member',
    currencySymbol: '₹',
    openPage: vi.fn(),
    openWindow: vi.fn(),
  } as unknown as MemberPageProps;
  renderWithI18n(<ProfitPage {...props} />);
  return { getProfitLoss, user: userEvent.setup() };
}

beforeEach(() => {
  charts.length = 0;
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('style');
});

describe('personalProfit: profit and loss', () => {
  it('shows the categories played with their totals, and the money in and out', async () => {
    const { getProfitLoss } = renderPage();
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(2));
    expect(getProfitLoss).toHaveBeenCalledWith({ from: '2025-01-10', to: '2025-01-16' });
    const [slots, live] = screen.getAllByTestId('record-row') as HTMLElement[];
    expect(within(slots!).getByText('Slots')).toBeTruthy();
    expect(within(slots!).getByText('+₹500.00')).toBeTruthy();
    expect(within(live!).getByText('−₹1,200.00')).toBeTruthy();
    const footer = screen.getByTestId('record-table').querySelector('tfoot') as HTMLElement;
    expect(within(footer).getByText('Total')).toBeTruthy();
    expect(within(footer).getByText('−₹700.00')).toBeTruthy();
    const totals = screen.getByTestId('record-totals');
    expect(within(totals).getByTestId('record-total-winLoss').textContent).toBe('Win/loss−₹700.00');
    expect(within(totals).getByTestId('record-total-deposit').textContent).toBe('Deposits₹5,000.00');
    expect(within(totals).getByTestId('record-total-withdrawal').textContent).toBe('Withdrawals₹1,000.00');
    expect(within(totals).getByTestId('record-total-rebate').textContent).toBe('Rebates₹12.00');
  });

  it('draws the per-day win/loss, described for screen readers, with every number in a table', async () => {
    renderPage();
    const chart = await screen.findByTestId('profit-chart');
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Win/loss per day from 14 Jan 2025 to 16 Jan 2025; in all −₹700.00. Best day 14 Jan 2025: +₹300.00. Worst day 16 Jan 2025: −₹1,000.00.',
    );
    const drawn = charts.at(-1);
    expect(drawn?.data).toEqual([
      [Date.UTC(2025, 0, 13, 18, 30) / 1000, Date.UTC(2025, 0, 14, 18, 30) / 1000, Date.UTC(2025, 0, 15, 18, 30) / 1000],
      [300, null, null],
      [null, null, -1000],
    ]);
    const days = screen.getAllByTestId('profit-day').map((row) => row.textContent);
    expect(days).toEqual(['16 Jan 2025−₹1,000.00', '15 Jan 2025₹0.00', '14 Jan 2025+₹300.00']);
  });

  it('redraws in the colours of the theme when the theme changes', async () => {
    document.documentElement.style.setProperty('--success', 'rgb(1, 2, 3)');
    renderPage();
    await screen.findByTestId('profit-chart');
    expect(charts.at(-1)?.options.series[1]?.stroke).toBe('rgb(1, 2, 3)');
    document.documentElement.style.setProperty('--success', 'rgb(4, 5, 6)');
    document.documentElement.setAttribute('data-theme', 'light');
    await waitFor(() => expect(charts.at(-1)?.options.series[1]?.stroke).toBe('rgb(4, 5, 6)'));
    expect(charts.at(-2)?.destroyed).toBe(true);
  });

  it('asks again for another period, says when nothing was bet, and retries a failed load', async () => {
    const getProfitLoss = vi
      .fn<Call>()
      .mockResolvedValueOnce(PROFIT)
      .mockRejectedValueOnce(new ApiError('timeout', 'The request timed out', { path: '/wps/relay/ODSFE2_MemProfitLoss' }))
      .mockResolvedValue({
        ...PROFIT,
        from: '2025-01-16',
        to: '2025-01-16',
        categories: [{ category: 'RNG', ...sums(0, 0, 0) }],
        daily: [{ date: '2025-01-16', winLossPaise: 0 }],
        totals: sums(0, 0, 0),
      });
    const { user } = renderPage(getProfitLoss);
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(2));
    await user.click(screen.getByTestId('record-preset-today'));
    const failed = await screen.findByTestId('record-failed');
    expect(getProfitLoss).toHaveBeenLastCalledWith({ from: '2025-01-16', to: '2025-01-16' });
    expect(screen.queryByTestId('profit-chart')).toBeNull();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('record-table-empty')).textContent).toBe('No bets in this period.');
  });
});
