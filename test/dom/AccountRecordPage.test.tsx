import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountRecord, AccountRecordPage as Page } from '@kernel/records';
import { ApiError } from '@/api/errors';
import type { AccountRecordFilter } from '@/api/recordCalls';
import type { MemberPageProps } from '@/features/memberCenter/memberPageProps';
import AccountRecordPage from '@/features/memberCenter/pages/accountRecord/AccountRecordPage';
import { renderWithI18n } from './render';

const NOW = Date.UTC(2025, 0, 15, 20, 0, 0);
const entry = (id: number, overrides: Partial<AccountRecord>): AccountRecord => ({
  id,
  time: NOW - id * 3_600_000,
  type: 'deposit',
  kind: 'deposit',
  wallet: 'MAIN',
  amountPaise: 100_000,
  balanceAfterPaise: 2_600_000,
  reference: `deposit:DP${id}`,
  ...overrides,
});
const ENTRIES = [
  entry(1, {}),
  entry(2, { type: 'withdrawal', kind: 'withdrawHold', amountPaise: -50_000, balanceAfterPaise: 2_500_000, reference: 'withdrawal:7' }),
  entry(3, { type: 'transfer', kind: 'transferIn', wallet: 'PG', amountPaise: 20_000, balanceAfterPaise: 20_000, reference: null }),
];
type Call = (filter: AccountRecordFilter, pageNo: number) => Promise<Page>;

function renderPage(
  getAccountRecords = vi.fn<Call>(async (filter) => ({
    items: filter.type ? ENTRIES.filter((e) => e.type === filter.type) : ENTRIES,
    pageNo: 1,
    pageSize: 20,
    totalPages: 1,
    totalCount: 3,
  })),
) {
  const records = { getBetRecords: vi.fn(), getAccountRecords, getProfitLoss: vi.fn(), getCategoryVendors: vi.fn() };
  const props = {
    calls: { records },
    wallet: { send: vi.fn() },
    modules: [],
    userName: 'demo_member',
    currencySymbol: '₹',
    openPage: vi.fn(),
    openWindow: vi.fn(),
  } as unknown as MemberPageProps;
  renderWithI18n(<AccountRecordPage {...props} />);
  return { getAccountRecords, user: userEvent.setup() };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

describe('transactionHistory: the account record', () => {
  it('lists each entry with its type, wallet, signed amount and the balance after it', async () => {
    const { getAccountRecords } = renderPage();
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(3));
    expect(getAccountRecords).toHaveBeenCalledWith({ from: '2025-01-10', to: '2025-01-16' }, 1);
    const cells = (row: HTMLElement, column: string) => row.querySelector(`[data-column="${column}"]`)?.textContent;
    const [deposit, withdrawal, transfer] = screen.getAllByTestId('record-row') as HTMLElement[];
    expect([cells(deposit!, 'type'), cells(deposit!, 'wallet'), cells(deposit!, 'amount'), cells(deposit!, 'balanceAfter'), cells(deposit!, 'reference')]).toEqual([
      'Deposit',
      'Main wallet',
      '+₹1,000.00',
      '₹26,000.00',
      'deposit:DP1',
    ]);
    expect([cells(withdrawal!, 'type'), cells(withdrawal!, 'amount'), cells(withdrawal!, 'balanceAfter')]).toEqual(['Withdrawal', '−₹500.00', '₹25,000.00']);
    expect([cells(transfer!, 'wallet'), cells(transfer!, 'reference')]).toEqual(['PG', '—']);
    // The account record has no totals; it has no category or provider filter.
    expect(screen.queryByTestId('record-totals')).toBeNull();
    expect(screen.queryByTestId('record-category')).toBeNull();
  });

  it('filters by type and by date, from page 1', async () => {
    const { getAccountRecords, user } = renderPage();
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(3));
    expect(
      within(screen.getByTestId('record-type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types', 'Deposit', 'Withdrawal', 'Transfer', 'Bonus', 'Rebate', 'Bet', 'Payout']);
    await user.selectOptions(screen.getByTestId('record-type'), 'withdrawal');
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(1));
    expect(getAccountRecords).toHaveBeenLastCalledWith({ from: '2025-01-10', to: '2025-01-16', type: 'withdrawal' }, 1);
    await user.click(screen.getByTestId('record-preset-yesterday'));
    await waitFor(() => expect(getAccountRecords).toHaveBeenLastCalledWith({ from: '2025-01-15', to: '2025-01-15', type: 'withdrawal' }, 1));
  });

  it('says when the period has no entries', async () => {
    renderPage(vi.fn<Call>(async () => ({ items: [], pageNo: 1, pageSize: 20, totalPages: 0, totalCount: 0 })));
    expect((await screen.findByTestId('record-table-empty')).textContent).toBe('No account entries in this period.');
  });

  it('retries a failed load', async () => {
    const getAccountRecords = vi
      .fn<Call>()
      .mockRejectedValueOnce(new ApiError('http', 'HTTP 500', { path: '/wps/relay/ODSFE2_MemTransDet', status: 500 }))
      .mockResolvedValue({ items: ENTRIES, pageNo: 1, pageSize: 20, totalPages: 1, totalCount: 3 });
    const { user } = renderPage(getAccountRecords);
    const failed = await screen.findByTestId('record-failed');
    expect(failed.textContent).toContain('The server is having trouble, please try again shortly');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(3));
  });
});
