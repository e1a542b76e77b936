import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamOverview } from '@kernel/agency';
import { ApiError } from '@/api/errors';
import TeamOverviewPage from '@/features/agentCenter/pages/teamOverview/TeamOverviewPage';
import { agentCalls, agentPageProps, teamOverview } from './agentCenterFixtures';
import { renderWithI18n } from './render';

/** uPlot draws on a canvas jsdom does not have: a stand-in records what the page asked it to draw. */
const charts = vi.hoisted(() => [] as { options: { series: { label?: string }[] }; data: unknown[][]; destroyed: boolean }[]);
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

type Load = () => Promise<TeamOverview>;

function renderPage(getTeamOverview: Load = vi.fn<Load>(async () => teamOverview())) {
  renderWithI18n(<TeamOverviewPage {...agentPageProps({ calls: agentCalls({ getTeamOverview }) })} />);
  return { getTeamOverview, user: userEvent.setup() };
}

const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent);
const dayRow = (date: string) => screen.getAllByTestId('overview-day').find((row) => row.querySelector('td')?.textContent === date) as HTMLElement;

beforeEach(() => {
  charts.length = 0;
});

describe('agentTeamOverview', () => {
  it('stands as it will be while the overview loads: the periods and the profit note, every figure pending, the page busy', async () => {
    let answer: (overview: TeamOverview) => void = () => {};
    renderPage(vi.fn<Load>(() => new Promise((resolve) => (answer = resolve))));
    const pending = screen.getAllByTestId('overview-period-pending');
    expect(pending.map((row) => cells(row))).toEqual([
      ['Today\u00a0', '—', '—', '—', '—', '—', '—'],
      ['Yesterday\u00a0', '—', '—', '—', '—', '—', '—'],
      ['This week\u00a0', '—', '—', '—', '—', '—', '—'],
      ['This month\u00a0', '—', '—', '—', '—', '—', '—'],
    ]);
    expect(screen.getByText("Profit is what the team's settled bets lost to the house; it is negative when the team won.")).toBeTruthy();
    expect(screen.getByTestId('overview-size').textContent).toBe(' Team size— Direct downlines—');
    expect(screen.getByTestId('overview-size').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByTestId('overview-chart')).toBeNull();
    answer(teamOverview());
    expect((await screen.findByTestId('overview-team-size')).textContent).toBe('7');
    expect(screen.queryAllByTestId('overview-period-pending')).toHaveLength(0);
    expect(screen.getByTestId('overview-size').closest('[aria-busy]')).toBeNull();
  });

  it('shows the team size and the direct downlines', async () => {
    renderPage();
    expect((await screen.findByTestId('overview-team-size')).textContent).toBe('7');
    expect(screen.getByTestId('overview-direct-count').textContent).toBe('4');
    expect(screen.queryByTestId('overview-no-team')).toBeNull();
  });

  it('gives new and active members, deposits, withdrawals, valid bets and profit for today, yesterday, this week and this month', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('overview-period');
    expect(rows.map((row) => cells(row))).toEqual([
      ['Today30 Jan 2025', '1', '3', '₹5,000.00', '₹200.00', '₹12,345.67', '+₹1,234.00'],
      ['Yesterday29 Jan 2025', '0', '0', '₹0.00', '₹0.00', '₹0.00', '₹0.00'],
      ['This week27 Jan 2025 – 30 Jan 2025', '1', '4', '₹5,000.00', '₹200.00', '₹14,345.67', '+₹483.50'],
      ['This month1 Jan 2025 – 30 Jan 2025', '3', '5', '₹6,000.00', '₹200.00', '₹14,845.67', '+₹583.50'],
    ]);
  });

  it('charts the valid bets of the last 30 days first, with every day in the table beside, newest first', async () => {
    renderPage();
    const chart = await screen.findByTestId('overview-chart');
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toBe('Valid bets per day from 1 Jan 2025 to 30 Jan 2025; in all ₹14,845.67.');
    expect(screen.getByTestId('overview-metric-validBet').getAttribute('aria-pressed')).toBe('true');
    const drawn = charts.at(-1)!;
    const [x, up, down] = drawn.data as number[][];
    expect(x).toHaveLength(30);
    // India days: each bar stands at the day's start in India (18:30 UTC the day before).
    expect(x![0]).toBe(Date.UTC(2024, 11, 31, 18, 30) / 1000);
    expect(x![29]).toBe(Date.UTC(2025, 0, 29, 18, 30) / 1000);
    expect(up![0]).toBe(500);
    expect(up![29]).toBe(12_345.67);
    expect(up![10]).toBeNull();
    expect(down!.every((value) => value === null)).toBe(true);
    const days = screen.getAllByTestId('overview-day');
    expect(days).toHaveLength(30);
    expect(cells(days[0]!)).toEqual(['30 Jan 2025', '₹12,345.67']);
    expect(cells(days[29]!)).toEqual(['1 Jan 2025', '₹500.00']);
    expect(screen.getByTestId('overview-chart-total').textContent).toBe('In all: ₹14,845.67');
  });

  it('switches the chart to profit, drawing a day the team won below the line', async () => {
    const { user } = renderPage();
    await screen.findByTestId('overview-chart');
    await user.click(screen.getByTestId('overview-metric-profit'));
    expect(screen.getByTestId('overview-metric-profit').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('overview-metric-validBet').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('overview-chart').getAttribute('aria-label')).toBe('Profit per day from 1 Jan 2025 to 30 Jan 2025; in all +₹583.50.');
    const [, up, down] = charts.at(-1)!.data as number[][];
    expect(up![27]).toBeNull();
    expect(down![27]).toBe(-750.5);
    expect(up![29]).toBe(1_234);
    expect(charts.at(-2)?.destroyed).toBe(true);
    expect(cells(dayRow('28 Jan 2025'))).toEqual(['28 Jan 2025', '−₹750.50']);
  });

  it('switches to deposits and to new members, which are counted, not money', async () => {
    const { user } = renderPage();
    await screen.findByTestId('overview-chart');
    await user.click(screen.getByTestId('overview-metric-deposit'));
    expect(screen.getByTestId('overview-chart-total').textContent).toBe('In all: ₹6,000.00');
    await user.click(screen.getByTestId('overview-metric-newMembers'));
    expect(screen.getByTestId('overview-chart').getAttribute('aria-label')).toBe('New members per day from 1 Jan 2025 to 30 Jan 2025; in all 3.');
    const [, up] = charts.at(-1)!.data as number[][];
    expect(up![0]).toBe(2);
    expect(up![29]).toBe(1);
    expect(cells(dayRow('1 Jan 2025'))).toEqual(['1 Jan 2025', '2']);
  });

  it('says so when the team is empty', async () => {
    const empty = teamOverview();
    renderPage(vi.fn<Load>(async () => ({ ...empty, teamSize: 0, directCount: 0 })));
    expect((await screen.findByTestId('overview-no-team')).textContent).toBe('Your team is empty. Accounts you create appear here with their figures.');
  });

  it('offers a retry when the overview could not be loaded, and shows it once it loads', async () => {
    const getTeamOverview = vi
      .fn<Load>()
      .mockRejectedValueOnce(new ApiError('timeout', 'The request timed out', { path: '/agent/team/overview' }))
      .mockResolvedValue(teamOverview());
    const { user } = renderPage(getTeamOverview);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The team overview could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('overview-team-size')).textContent).toBe('7');
    expect(getTeamOverview).toHaveBeenCalledTimes(2);
  });
});
