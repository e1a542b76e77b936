import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { GameMenu } from '@kernel/games';
import type { BetRecord, BetRecordPage } from '@kernel/records';
import { ApiError } from '@/api/errors';
import type { BetRecordFilter } from '@/api/recordCalls';
import type { MemberPageProps } from '@/features/memberCenter/memberPageProps';
import BettingRecordPage from '@/features/memberCenter/pages/bettingRecord/BettingRecordPage';
import { renderWithI18n } from './render';

/** 15 Jan 2025 20:00 UTC is 16 Jan in India: the presets count India days. */
const NOW = Date.UTC(2025, 0, 15, 20, 0, 0);

const bet = (id: number, overrides: Partial<BetRecord> = {}): BetRecord => ({
  id,
  placedAt: NOW - id * 60_000,
  settledAt: NOW - id * 60_000 + 5_000,
  gameName: `Fortune Tiger ${id}`,
  vendor: 'PG',
  vendorName: 'PG Soft',
  category: 'RNG',
  wallet: 'MAIN',
  stakePaise: 10_000,
  validPaise: 10_000,
  payoutPaise: 25_000,
  winLossPaise: 15_000,
  status: 'settled',
  ...overrides,
});
const TOTALS = { count: 45, stakePaise: 450_000, validPaise: 440_000, payoutPaise: 300_000, winLossPaise: -150_000 };
const page = (pageNo: number, items: BetRecord[], totalPages = 3): BetRecordPage => ({ items, pageNo, pageSize: 20, totalPages, totalCount: 45, totals: TOTALS });
const vendor = (vassalage: string, name: string, gameType: GameMenu['gameCategory']) => ({
  vassalage,
  name,
  gameType,
  iconUrl: '',
  gameCount: 10,
  gameCode: null,
  isGame: 'VASSALAGE',
});
const MENUS: GameMenu[] = [
  { gameCategory: 'RNG', vendors: [vendor('PG', 'PG Soft', 'RNG'), vendor('JL', 'Jili', 'RNG')] },
  { gameCategory: 'LIVE', vendors: [vendor('EVO', 'Evolution', 'LIVE')] },
];

type BetsCall = (filter: BetRecordFilter, pageNo: number) => Promise<BetRecordPage>;
function renderPage(getBetRecords: Mock<BetsCall> = vi.fn<BetsCall>(async (_filter, pageNo) => page(pageNo, [bet(pageNo * 100 + 1), bet(pageNo * 100 + 2)]))) {
  const records = { getBetRecords, getAccountRecords: vi.fn(), getProfitLoss: vi.fn(), getCategoryVendors: vi.fn(async () => MENUS) };
  const props = {
    calls: { records },
    wallet: { send: vi.fn() },
    modules: [],
    userName: 'demo_member',
    currencySymbol: '₹',
    openPage: vi.fn(),
    openWindow: vi.fn(),
  } as unknown as MemberPageProps;
  renderWithI18n(<BettingRecordPage {...props} />);
  return { getBetRecords, user: userEvent.setup() };
}
const lastQuery = (mock: Mock<BetsCall>) => mock.mock.calls.at(-1);

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

describe('personalHistoryCopy: the betting record', () => {
  it('opens on the last 7 India days, 20 a page, with the totals of the whole range', async () => {
    const { getBetRecords } = renderPage();
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(2));
    expect(getBetRecords).toHaveBeenCalledWith({ from: '2025-01-10', to: '2025-01-16' }, 1);
    expect(screen.getByTestId('record-preset-last7').getAttribute('aria-pressed')).toBe('true');
    const totals = screen.getByTestId('record-totals');
    expect(within(totals).getByTestId('record-total-count').textContent).toBe('Bets45');
    expect(within(totals).getByTestId('record-total-stake').textContent).toBe('Total bet₹4,500.00');
    expect(within(totals).getByTestId('record-total-valid').textContent).toBe('Valid bet₹4,400.00');
    expect(within(totals).getByTestId('record-total-winLoss').textContent).toBe('Win/loss−₹1,500.00');
    const [first] = screen.getAllByTestId('record-row');
    expect(within(first as HTMLElement).getByText('Fortune Tiger 101')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('PG Soft · Slots')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('+₹150.00')).toBeTruthy();
    expect(screen.getByTestId('record-summary').textContent).toContain('45 bets');
  });

  it('changes the query with the filters, back to page 1 each time', async () => {
    const { getBetRecords, user } = renderPage();
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(2));
    await user.click(screen.getByTestId('page-2'));
    await waitFor(() => expect(lastQuery(getBetRecords)).toEqual([{ from: '2025-01-10', to: '2025-01-16' }, 2]));
    await waitFor(() => expect(screen.getByTestId('page-2').getAttribute('aria-current')).toBe('page'));

    await user.click(screen.getByTestId('record-preset-today'));
    await waitFor(() => expect(lastQuery(getBetRecords)).toEqual([{ from: '2025-01-16', to: '2025-01-16' }, 1]));
    await user.click(screen.getByTestId('record-preset-yesterday'));
    await waitFor(() => expect(lastQuery(getBetRecords)).toEqual([{ from: '2025-01-15', to: '2025-01-15' }, 1]));
    await user.click(screen.getByTestId('record-preset-last30'));
    await waitFor(() => expect(lastQuery(getBetRecords)).toEqual([{ from: '2024-12-18', to: '2025-01-16' }, 1]));

    await waitFor(() => expect(within(screen.getByTestId('record-vendor')).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(screen.getByTestId('record-category'), 'LIVE');
    await waitFor(() => expect(lastQuery(getBetRecords)).toEqual([{ from: '2024-12-18', to: '2025-01-16', gameType: 'LIVE' }, 1]));
    // The provider list follows the category.
    expect(
      within(screen.getByTestId('record-vendor'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All providers', 'Evolution']);
    await user.selectOptions(screen.getByTestId('record-vendor'), 'EVO');
    await waitFor(() => expect(lastQuery(getBetRecords)).toEqual([{ from: '2024-12-18', to: '2025-01-16', gameType: 'LIVE', vendor: 'EVO' }, 1]));
    // A category without that provider drops it.
    await user.selectOptions(screen.getByTestId('record-category'), 'RNG');
    await waitFor(() => expect(lastQuery(getBetRecords)).toEqual([{ from: '2024-12-18', to: '2025-01-16', gameType: 'RNG' }, 1]));
    expect((screen.getByTestId('record-vendor') as HTMLSelectElement).value).toBe('');
  });

  it('takes a typed range, with clear messages for a wrong one', async () => {
    const { getBetRecords, user } = renderPage();
    await waitFor(() => expect(getBetRecords).toHaveBeenCalledTimes(1));
    await user.click(screen.getByTestId('record-preset-custom'));
    const from = screen.getByTestId('record-from') as HTMLInputElement;
    const to = screen.getByTestId('record-to') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2025-01-10', '2025-01-16']);
    fireEvent.change(to, { target: { value: '2025-01-05' } });
    await user.click(screen.getByTestId('record-apply'));
    expect(screen.getByTestId('record-range-issue').textContent).toBe('The end date cannot be before the start date');
    fireEvent.change(from, { target: { value: '2024-09-01' } });
    expect(screen.queryByTestId('record-range-issue')).toBeNull();
    await user.click(screen.getByTestId('record-apply'));
    expect(screen.getByRole('alert').textContent).toBe('Choose at most 90 days');
    fireEvent.change(from, { target: { value: '' } });
    await user.click(screen.getByTestId('record-apply'));
    expect(screen.getByRole('alert').textContent).toBe('Choose the start date');
    expect(getBetRecords).toHaveBeenCalledTimes(1);
    fireEvent.change(from, { target: { value: '2024-12-20' } });
    await user.click(screen.getByTestId('record-apply'));
    await waitFor(() => expect(lastQuery(getBetRecords)).toEqual([{ from: '2024-12-20', to: '2025-01-05' }, 1]));
    expect(screen.queryByTestId('record-custom')).toBeNull();
    expect(screen.getByTestId('record-preset-custom').getAttribute('aria-pressed')).toBe('true');
  });

  it('says when the period has no bets, and marks an unsettled bet', async () => {
    const getBetRecords = vi.fn<BetsCall>(async (filter) =>
      filter.from === '2025-01-16'
        ? { ...page(1, [], 0), totalCount: 0, totals: { ...TOTALS, count: 0 } }
        : page(1, [bet(1, { status: 'unsettled', settledAt: null, payoutPaise: null, winLossPaise: null })], 1),
    );
    const { user } = renderPage(getBetRecords);
    const [row] = await screen.findAllByTestId('record-row');
    expect(within(row as HTMLElement).getByText('Unsettled')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('—')).toBeTruthy();
    await user.click(screen.getByTestId('record-preset-today'));
    expect((await screen.findByTestId('record-table-empty')).textContent).toBe('No bets in this period. Try a longer period or another category.');
    expect(screen.queryAllByTestId('record-row')).toHaveLength(0);
    expect(screen.queryByTestId('page-2')).toBeNull();
  });

  it('says when the bets cannot be loaded and tries again', async () => {
    const getBetRecords = vi
      .fn<BetsCall>()
      .mockRejectedValueOnce(new ApiError('network', 'Network link is abnormal, please try again', { path: '/wps/relay/ODSFE2_MemBetRecord' }))
      .mockResolvedValue(page(1, [bet(1)], 1));
    const { user } = renderPage(getBetRecords);
    const failed = await screen.findByTestId('record-failed');
    expect(failed.textContent).toContain('The records could not be loaded. Network link is abnormal, please try again');
    expect(screen.queryByTestId('record-totals')).toBeNull();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(1));
    expect(getBetRecords).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('record-totals')).toBeTruthy();
  });
});
