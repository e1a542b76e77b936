import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { ReportParams, RevenueRow, TeamBet, TeamProfitLossRow, TeamTransaction } from '@kernel/agency';
import type { AgentCalls } from '@/api/agentCalls';
import { ApiError } from '@/api/errors';
import type { AgentPageProps } from '@/features/agentCenter/agentPageProps';
import RevenuePage from '@/features/agentCenter/pages/reports/RevenuePage';
import TeamBettingPage from '@/features/agentCenter/pages/reports/TeamBettingPage';
import TeamProfitLossPage from '@/features/agentCenter/pages/reports/TeamProfitLossPage';
import TeamTransactionsPage from '@/features/agentCenter/pages/reports/TeamTransactionsPage';
import type { MemberPageProps } from '@/features/memberCenter/memberPageProps';
import AccountRecordPage from '@/features/memberCenter/pages/accountRecord/AccountRecordPage';
import { renderWithI18n } from './render';

/** 15 Jan 2025 20:00 UTC is 16 Jan 01:30 in India: the presets count India days. */
const NOW = Date.UTC(2025, 0, 15, 20, 0, 0);
const LAST7 = { from: '2025-01-10', to: '2025-01-16' };
const BOM = '\uFEFF';

const bet = (id: number, overrides: Partial<TeamBet> = {}): TeamBet => ({
  id,
  userName: 'team_rohan',
  level: 1,
  placedAt: NOW - id * 60_000,
  gameName: `Fortune Tiger ${id}`,
  vendorName: 'PG Soft',
  category: 'RNG',
  stakePaise: 10_000,
  validPaise: 10_000,
  payoutPaise: 25_000,
  winLossPaise: 15_000,
  status: 'settled',
  ...overrides,
});
const BET_TOTALS = { count: 45, stakePaise: 450_000, validPaise: 440_000, payoutPaise: 300_000, winLossPaise: -150_000 };

/** The report call's answer to `params`: `total` records served in pages of the size asked (20 unless said). */
function pageOf<T>(params: ReportParams, total: number, make: (index: number) => T, totals: unknown) {
  const size = params.pageSize ?? 20;
  const first = (params.pageNo - 1) * size;
  const items = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, index) => make(first + index + 1));
  return { items, pageNo: params.pageNo, pageSize: size, totalPages: Math.ceil(total / size), totalCount: total, totals } as never;
}

type ReportCall = (params: ReportParams) => Promise<never>;
const notInTeam = () => new ApiError('business', 'This account is not in your team', { path: '/wps/agency/report/bets', code: 'NOT_IN_TEAM' });
const networkDown = () => new ApiError('network', 'Network link is abnormal, please try again', { path: '/wps/agency/report/bets' });

function propsWith(calls: Partial<AgentCalls>): AgentPageProps {
  return {
    calls: calls as AgentCalls,
    wallet: { send: vi.fn() },
    modules: [],
    userName: 'demo_agent',
    agentType: 1,
    currencySymbol: '₹',
    consolidated: null,
    reloadConsolidated: vi.fn(),
    openPage: vi.fn(),
    openSecurity: vi.fn(),
  } as unknown as AgentPageProps;
}

/** The files the page handed to the browser: the Blob behind each object URL and the link clicked. */
function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { fileName: string; blob: Blob }[] = [];
  let made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${++made}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.getAttribute('href') ?? '') as Blob });
  });
  return saved;
}
const textOf = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
const lastParams = (mock: Mock<ReportCall>) => mock.mock.calls.at(-1)?.[0];
const rows = () => screen.getAllByTestId('record-row');

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('personalHistoryCopy: team betting', () => {
  const renderBets = (getTeamBets: Mock<ReportCall> = vi.fn<ReportCall>(async (params) => pageOf(params, 45, (n) => bet(n), BET_TOTALS))) => {
    renderWithI18n(<TeamBettingPage {...propsWith({ getTeamBets })} />);
    return { getTeamBets, user: userEvent.setup() };
  };

  it('lists the team bets of the last 7 India days, 20 a page, with totals and a footer from the response', async () => {
    const { getTeamBets, user } = renderBets();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(getTeamBets).toHaveBeenCalledWith({ ...LAST7, pageNo: 1 });
    const headers = within(screen.getByTestId('record-table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Time', 'User', 'Level', 'Game', 'Category', 'Bet', 'Valid bet', 'Payout', 'Win/loss', 'Status']);
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByText('team_rohan')).toBeTruthy();
    expect(within(first).getByText('Fortune Tiger 1')).toBeTruthy();
    expect(within(first).getByText('PG Soft')).toBeTruthy();
    expect(within(first).getByText('Slots')).toBeTruthy();
    expect(within(first).getByText('+₹150.00')).toBeTruthy();
    expect(within(first).getByText('Settled')).toBeTruthy();
    expect(screen.getByTestId('record-total-count').textContent).toBe('Bets45');
    expect(screen.getByTestId('record-total-winLoss').textContent).toBe('Team win/loss−₹1,500.00');
    const footer = screen.getByTestId('record-table').querySelector('tfoot') as HTMLElement;
    expect(within(footer).getByText('₹4,500.00')).toBeTruthy();
    expect(within(footer).getByText('−₹1,500.00')).toBeTruthy();
    expect(screen.getByTestId('record-summary').textContent).toContain('45 bets');
    await user.click(screen.getByTestId('page-3'));
    await waitFor(() => expect(lastParams(getTeamBets)).toEqual({ ...LAST7, pageNo: 3 }));
    await waitFor(() => expect(rows()).toHaveLength(5));
  });

  it('filters by a submitted user name (trimmed) and a level, back to page 1 each time', async () => {
    const { getTeamBets, user } = renderBets();
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByTestId('page-2'));
    await waitFor(() => expect(lastParams(getTeamBets)).toEqual({ ...LAST7, pageNo: 2 }));

    await user.type(screen.getByTestId('record-user'), '  team_rohan ');
    // Typing asks nothing: each search is one call.
    expect(getTeamBets).toHaveBeenCalledTimes(2);
    await user.click(screen.getByTestId('record-user-apply'));
    await waitFor(() => expect(lastParams(getTeamBets)).toEqual({ ...LAST7, userName: 'team_rohan', pageNo: 1 }));
    expect((screen.getByTestId('record-user') as HTMLInputElement).value).toBe('team_rohan');

    const levels = within(screen.getByTestId('record-level')).getAllByRole('option');
    expect(levels.map((option) => option.textContent)).toEqual(['All levels', ...Array.from({ length: 10 }, (_, index) => `Level ${index + 1}`)]);
    await user.selectOptions(screen.getByTestId('record-level'), '2');
    await waitFor(() => expect(lastParams(getTeamBets)).toEqual({ ...LAST7, userName: 'team_rohan', level: 2, pageNo: 1 }));

    await user.click(screen.getByTestId('record-preset-today'));
    await waitFor(() => expect(lastParams(getTeamBets)).toEqual({ from: '2025-01-16', to: '2025-01-16', userName: 'team_rohan', level: 2, pageNo: 1 }));

    // An empty name is the whole team again (by Enter in the field).
    await user.clear(screen.getByTestId('record-user'));
    await user.type(screen.getByTestId('record-user'), '{Enter}');
    await waitFor(() => expect(lastParams(getTeamBets)).toEqual({ from: '2025-01-16', to: '2025-01-16', level: 2, pageNo: 1 }));
    await user.selectOptions(screen.getByTestId('record-level'), '');
    await waitFor(() => expect(lastParams(getTeamBets)).toEqual({ from: '2025-01-16', to: '2025-01-16', pageNo: 1 }));
  });

  it('says under the filter when a name is not in the team, and keeps the filters', async () => {
    const getTeamBets = vi.fn<ReportCall>(async (params) => {
      if (params.userName === 'stranger') throw notInTeam();
      return pageOf(params, 3, (n) => bet(n, { userName: params.userName ?? 'team_rohan' }), BET_TOTALS);
    });
    const { user } = renderBets(getTeamBets);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.selectOptions(screen.getByTestId('record-level'), '3');
    await user.type(screen.getByTestId('record-user'), 'stranger');
    await user.click(screen.getByTestId('record-user-apply'));
    const issue = await screen.findByTestId('record-user-issue');
    expect(issue.textContent).toBe('stranger is not in your team. Check the user name, or leave it empty to see the whole team.');
    expect(screen.getByTestId('record-user').getAttribute('aria-invalid')).toBe('true');
    // The refusal is not a load failure to retry, and the filters are as they were.
    expect(screen.queryByTestId('record-failed')).toBeNull();
    expect(screen.queryAllByTestId('record-row')).toHaveLength(0);
    expect((screen.getByTestId('record-user') as HTMLInputElement).value).toBe('stranger');
    expect((screen.getByTestId('record-level') as HTMLSelectElement).value).toBe('3');
    expect(screen.getByTestId('record-preset-last7').getAttribute('aria-pressed')).toBe('true');

    await user.clear(screen.getByTestId('record-user'));
    await user.type(screen.getByTestId('record-user'), 'team_meera{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(lastParams(getTeamBets)).toEqual({ ...LAST7, userName: 'team_meera', level: 3, pageNo: 1 });
    expect(screen.queryByTestId('record-user-issue')).toBeNull();
  });

  it('says when the bets cannot be loaded and tries again; says when a period has none', async () => {
    const getTeamBets = vi
      .fn<ReportCall>()
      .mockRejectedValueOnce(networkDown())
      .mockImplementation(async (params) =>
        params.from === '2025-01-16' ? pageOf(params, 0, (n) => bet(n), { ...BET_TOTALS, count: 0 }) : pageOf(params, 1, (n) => bet(n), BET_TOTALS),
      );
    const { user } = renderBets(getTeamBets);
    const failed = await screen.findByTestId('record-failed');
    expect(failed.textContent).toContain('The records could not be loaded. Network link is abnormal, please try again');
    expect(screen.queryByTestId('record-user-issue')).toBeNull();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByTestId('record-preset-today'));
    expect((await screen.findByTestId('record-table-empty')).textContent).toBe('No team bets in this period. Try a longer period, another user or another level.');
  });

  it('exports every page of the current query as a CSV file for a spreadsheet', async () => {
    const saved = catchDownloads();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const getTeamBets = vi.fn<ReportCall>(async (params) => {
      // The export's second page waits, so the busy button can be seen.
      if (params.pageSize === 100 && params.pageNo === 2) await gate;
      return pageOf(
        params,
        150,
        (n) =>
          n === 1
            ? bet(n, { userName: '=cmd|calc', gameName: 'Teen Patti, "Live"', winLossPaise: -2_550, payoutPaise: 7_450 })
            : n === 2
              ? bet(n, { status: 'unsettled', payoutPaise: null, winLossPaise: null, gameName: 'लकी 7' })
              : bet(n),
        BET_TOTALS,
      );
    });
    const { user } = renderBets(getTeamBets);
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.selectOptions(screen.getByTestId('record-level'), '1');
    await user.type(screen.getByTestId('record-user'), 'team_rohan{Enter}');
    await waitFor(() => expect(lastParams(getTeamBets)).toEqual({ ...LAST7, userName: 'team_rohan', level: 1, pageNo: 1 }));
    await waitFor(() => expect(rows()).toHaveLength(20));

    const button = screen.getByTestId('record-export') as HTMLButtonElement;
    expect(button.textContent).toContain('Export CSV');
    await user.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Exporting…');
    expect(saved).toHaveLength(0);
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(button.disabled).toBe(false);

    // Every page of the query shown, 100 a page.
    const exportCalls = getTeamBets.mock.calls.map(([params]) => params).filter((params) => params.pageSize === 100);
    expect(exportCalls).toEqual([
      { ...LAST7, userName: 'team_rohan', level: 1, pageNo: 1, pageSize: 100 },
      { ...LAST7, userName: 'team_rohan', level: 1, pageNo: 2, pageSize: 100 },
    ]);
    const [file] = saved as [{ fileName: string; blob: Blob }];
    expect(file.fileName).toBe('team-betting_2025-01-10_2025-01-16.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await textOf(file.blob)).split('\r\n');
    expect(lines).toHaveLength(152);
    expect(lines[0]).toBe(`${BOM}Time,User,Level,Game,Provider,Category,Bet,Valid bet,Payout,Win/loss,Status`);
    // 15 Jan 19:59 UTC is 16 Jan 01:29 in India; a formula-like name is quoted; amounts are plain decimals.
    expect(lines[1]).toBe(`2025-01-16 01:29:00,'=cmd|calc,1,"Teen Patti, ""Live""",PG Soft,Slots,100.00,100.00,74.50,-25.50,Settled`);
    expect(lines[2]).toBe('2025-01-16 01:28:00,team_rohan,1,लकी 7,PG Soft,Slots,100.00,100.00,,,Unsettled');
    expect(lines[150]).toBe('2025-01-15 23:00:00,team_rohan,1,Fortune Tiger 150,PG Soft,Slots,100.00,100.00,250.00,150.00,Settled');
    expect(lines[151]).toBe('');
    expect(screen.queryByTestId('record-export-capped')).toBeNull();
    // The page is as it was.
    expect(rows()).toHaveLength(20);
    expect((screen.getByTestId('record-user') as HTMLInputElement).value).toBe('team_rohan');
  });

  it('caps a file at 5 000 records and says so', async () => {
    const saved = catchDownloads();
    const getTeamBets = vi.fn<ReportCall>(async (params) => pageOf(params, 12_345, (n) => bet(n), BET_TOTALS));
    const { user } = renderBets(getTeamBets);
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByTestId('record-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(getTeamBets.mock.calls.filter(([params]) => params.pageSize === 100)).toHaveLength(50);
    expect((await textOf(saved[0]?.blob as Blob)).split('\r\n')).toHaveLength(5_002);
    expect(screen.getByTestId('record-export-capped').textContent).toBe('The file holds the first 5,000 of 12,345 records. Choose a shorter period for the rest.');
  });

  it('says when the file cannot be made, loses nothing, and exports on the next try', async () => {
    const saved = catchDownloads();
    let exportFails = true;
    const getTeamBets = vi.fn<ReportCall>(async (params) => {
      if (params.pageSize === 100 && exportFails) throw networkDown();
      return pageOf(params, 30, (n) => bet(n), BET_TOTALS);
    });
    const { user } = renderBets(getTeamBets);
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.type(screen.getByTestId('record-user'), 'team_rohan{Enter}');
    await waitFor(() => expect(lastParams(getTeamBets)).toEqual({ ...LAST7, userName: 'team_rohan', pageNo: 1 }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByTestId('record-export'));
    expect((await screen.findByTestId('record-export-failed')).textContent).toBe('The file could not be made. Network link is abnormal, please try again');
    expect(saved).toHaveLength(0);
    expect(rows()).toHaveLength(20);
    expect(screen.getByTestId('record-totals')).toBeTruthy();
    expect((screen.getByTestId('record-user') as HTMLInputElement).value).toBe('team_rohan');
    expect((screen.getByTestId('record-export') as HTMLButtonElement).disabled).toBe(false);
    exportFails = false;
    await user.click(screen.getByTestId('record-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByTestId('record-export-failed')).toBeNull();
  });
});

describe('palStatementsAgentCopy: user profit and loss', () => {
  const row = (userName: string, type: number, level: number): TeamProfitLossRow => ({
    userName,
    level,
    type,
    betCount: 12,
    validPaise: 120_000,
    winLossPaise: -30_050,
    depositPaise: 500_000,
    withdrawalPaise: 100_000,
    bonusPaise: 2_500,
  });
  const ROWS = [row('team_rohan', 0, 1), row('demo_subagent', 2, 1), row('demo_agent41', 41, 1), row('team_dev', 0, 3)];
  const TOTALS = { betCount: 48, validPaise: 480_000, winLossPaise: -120_200, depositPaise: 2_000_000, withdrawalPaise: 400_000, bonusPaise: 10_000 };

  it('lists each team member with activity, by user and level, with totals, and exports the same columns', async () => {
    const saved = catchDownloads();
    const getTeamProfitLoss = vi.fn<ReportCall>(async (params) => pageOf(params, ROWS.length, (n) => ROWS[n - 1], TOTALS));
    const user = userEvent.setup();
    renderWithI18n(<TeamProfitLossPage {...propsWith({ getTeamProfitLoss })} />);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(getTeamProfitLoss).toHaveBeenCalledWith({ ...LAST7, pageNo: 1 });
    expect(
      within(screen.getByTestId('record-table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['User', 'Level', 'Type', 'Bets', 'Valid bet', 'Win/loss', 'Deposits', 'Withdrawals', 'Bonuses']);
    expect(rows().map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(['Member', 'Sub-agent', 'Agent', 'Member']);
    expect(within(rows()[0] as HTMLElement).getByText('−₹300.50')).toBeTruthy();
    expect(screen.getByTestId('record-total-deposits').textContent).toBe('Deposits₹20,000.00');
    expect(screen.getByTestId('record-summary').textContent).toContain('4 users');

    await user.selectOptions(screen.getByTestId('record-level'), '3');
    await waitFor(() => expect(lastParams(getTeamProfitLoss)).toEqual({ ...LAST7, level: 3, pageNo: 1 }));
    await user.click(screen.getByTestId('record-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('user-profit-loss_2025-01-10_2025-01-16.csv');
    expect(lastParams(getTeamProfitLoss)).toEqual({ ...LAST7, level: 3, pageNo: 1, pageSize: 100 });
    const lines = (await textOf(saved[0]?.blob as Blob)).split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      `${BOM}User,Level,Type,Bets,Valid bet,Win/loss,Deposits,Withdrawals,Bonuses`,
      'team_rohan,1,Member,12,1200.00,-300.50,5000.00,1000.00,25.00',
      'demo_subagent,1,Sub-agent,12,1200.00,-300.50,5000.00,1000.00,25.00',
    ]);
  });
});

describe('agentRevenueReport: my income', () => {
  const day = (date: string, commissionPaise: number): RevenueRow => ({
    date,
    commissionPaise,
    dividendPaise: 0,
    dailySalaryPaise: 10_000,
    hourlySalaryPaise: 1_250,
    realtimeSalaryPaise: 333,
    totalPaise: commissionPaise + 11_583,
  });
  const DAYS = [day('2025-01-16', 50_000), day('2025-01-15', 0)];
  const TOTALS = { commissionPaise: 50_000, dividendPaise: 0, dailySalaryPaise: 20_000, hourlySalaryPaise: 2_500, realtimeSalaryPaise: 666, totalPaise: 73_166 };

  it('shows the income of the last 30 days by kind, without user or level filters, and exports it', async () => {
    const saved = catchDownloads();
    const getRevenue = vi.fn<ReportCall>(async (params) => pageOf(params, DAYS.length, (n) => DAYS[n - 1], TOTALS));
    const user = userEvent.setup();
    renderWithI18n(<RevenuePage {...propsWith({ getRevenue })} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(getRevenue).toHaveBeenCalledWith({ from: '2024-12-18', to: '2025-01-16', pageNo: 1 });
    expect(screen.getByTestId('record-preset-last30').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('record-user')).toBeNull();
    expect(screen.queryByTestId('record-level')).toBeNull();
    expect(
      within(screen.getByTestId('record-table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Commission', 'Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary', 'Total']);
    expect(screen.getByTestId('record-total-total').textContent).toBe('Total₹731.66');
    expect(screen.getByTestId('record-total-realtimeSalary').textContent).toBe('Real-time salary₹6.66');
    const footer = screen.getByTestId('record-table').querySelector('tfoot') as HTMLElement;
    expect(within(footer).getByText('₹731.66')).toBeTruthy();

    await user.click(screen.getByTestId('record-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('my-income_2024-12-18_2025-01-16.csv');
    expect((await textOf(saved[0]?.blob as Blob)).split('\r\n')).toEqual([
      `${BOM}Date,Commission,Dividend,Daily salary,Hourly salary,Real-time salary,Total`,
      '2025-01-16,500.00,0.00,100.00,12.50,3.33,615.83',
      '2025-01-15,0.00,0.00,100.00,12.50,3.33,115.83',
      '',
    ]);
  });
});

describe('agentDownlineTransactionDetailsCopy: transaction details', () => {
  const entry = (id: number, overrides: Partial<TeamTransaction> = {}): TeamTransaction => ({
    id,
    time: NOW - id * 60_000,
    userName: 'team_meera',
    level: 1,
    type: 'deposit',
    kind: 'deposit',
    amountPaise: 100_000,
    balanceAfterPaise: 250_000,
    ...overrides,
  });
  const ENTRIES = [entry(1), entry(2, { type: 'transfer', amountPaise: -10_000, balanceAfterPaise: 240_000, userName: '@team_dev', level: 2 })];

  it('lists the team wallet entries with the balance after, by user and level, and exports them', async () => {
    const saved = catchDownloads();
    const getTeamTransactions = vi.fn<ReportCall>(async (params) =>
      pageOf(params, ENTRIES.length, (n) => ENTRIES[n - 1], { count: 2, inPaise: 100_000, outPaise: 10_000 }),
    );
    const user = userEvent.setup();
    renderWithI18n(<TeamTransactionsPage {...propsWith({ getTeamTransactions })} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(
      within(screen.getByTestId('record-table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'User', 'Level', 'Type', 'Amount', 'Balance after']);
    expect(within(rows()[1] as HTMLElement).getByText('Transfer')).toBeTruthy();
    expect(within(rows()[1] as HTMLElement).getByText('−₹100.00')).toBeTruthy();
    expect(screen.getByTestId('record-total-out').textContent).toBe('Money out₹100.00');

    fireEvent.change(screen.getByTestId('record-user'), { target: { value: ' team_meera ' } });
    fireEvent.submit(screen.getByTestId('record-user-form'));
    await waitFor(() => expect(lastParams(getTeamTransactions)).toEqual({ ...LAST7, userName: 'team_meera', pageNo: 1 }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByTestId('record-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('transaction-details_2025-01-10_2025-01-16.csv');
    expect((await textOf(saved[0]?.blob as Blob)).split('\r\n')).toEqual([
      `${BOM}Time,User,Level,Type,Amount,Balance after`,
      '2025-01-16 01:29:00,team_meera,1,Deposit,1000.00,2500.00',
      "2025-01-16 01:28:00,'@team_dev,2,Transfer,-100.00,2400.00",
      '',
    ]);
  });
});

describe('the member record pages', () => {
  it('offer no user, level or export: those are the agency reports', async () => {
    const getAccountRecords = vi.fn(async () => ({ items: [], pageNo: 1, pageSize: 20, totalPages: 0, totalCount: 0 }));
    const props = {
      calls: { records: { getAccountRecords } },
      wallet: { send: vi.fn() },
      modules: [],
      userName: 'demo_member',
      currencySymbol: '₹',
      openPage: vi.fn(),
    } as unknown as MemberPageProps;
    renderWithI18n(<AccountRecordPage {...props} />);
    await screen.findByTestId('record-table-empty');
    expect(getAccountRecords).toHaveBeenCalledWith(LAST7, 1);
    expect(screen.queryByTestId('record-user')).toBeNull();
    expect(screen.queryByTestId('record-level')).toBeNull();
    expect(screen.queryByTestId('record-export')).toBeNull();
  });
});
