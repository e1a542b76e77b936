import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BankAccount } from '@kernel/bankAccount';
import { ErrorCode } from '@kernel/errorCodes';
import { WITHDRAW_RULES, type Withdrawal, type WithdrawLimits, type WithdrawRequest } from '@kernel/withdraw';
import type { ConfirmationCalls } from '@/api/confirmationCalls';
import { ApiError } from '@/api/errors';
import type { WithdrawCalls } from '@/api/withdrawCalls';
import type { MemberCalls, MemberPageProps, WalletRef } from '@/features/memberCenter/memberPageProps';
import WithdrawPage from '@/features/memberCenter/pages/withdraw/WithdrawPage';
import { renderWithI18n } from './render';

const rupees = (amount: number) => amount * 100;
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

const ACCOUNTS: BankAccount[] = [
  { id: 11, holderName: 'Demo Member', bankName: 'State Bank of India', ifsc: 'SBIN0004521', accountNumberMasked: '•••• 4521', createdAt: NOW },
  { id: 12, holderName: 'Demo Member', bankName: 'HDFC Bank', ifsc: 'HDFC0001234', accountNumberMasked: '•••• 9012', createdAt: NOW },
];
const LIMITS: WithdrawLimits = {
  ...WITHDRAW_RULES,
  usedToday: 1,
  balancePaise: rupees(25_000),
  turnover: { requiredPaise: rupees(1_000), donePaise: rupees(2_500) },
  hasWithdrawPassword: true,
};

const withdrawal = (id: number, status: Withdrawal['status'], amountPaise = rupees(1_000)): Withdrawal => ({
  id,
  status,
  amountPaise,
  feePaise: rupees(10),
  receivePaise: amountPaise - rupees(10),
  holderName: 'Demo Member',
  bankName: 'HDFC Bank',
  accountNumberMasked: '•••• 9012',
  createdAt: NOW - id * 60_000,
  decidedAt: status === 'pending' ? null : NOW,
});
const page = (items: Withdrawal[], pageNo = 1, totalPages = 1) => ({ items, pageNo, pageSize: 10, totalPages, totalCount: items.length });

const network = () => new ApiError('network', 'Network link is abnormal, please try again', { path: '/x' });
const refusal = (code: string, message: string) => new ApiError('business', message, { path: '/x', code });

function withdrawCalls(overrides: Partial<WithdrawCalls> = {}): WithdrawCalls {
  return {
    getBankAccounts: vi.fn(async () => ACCOUNTS),
    addBankAccount: vi.fn(),
    removeBankAccount: vi.fn(),
    getLimits: vi.fn(async () => LIMITS),
    setWithdrawPassword: vi.fn(),
    changeWithdrawPassword: vi.fn(),
    withdraw: vi.fn(async (request: WithdrawRequest) => ({
      ...withdrawal(99, 'pending', request.amountPaise as number),
      feePaise: 1_001,
      receivePaise: (request.amountPaise as number) - 1_001,
    })),
    getWithdrawals: vi.fn(async () => page([withdrawal(1, 'paid'), withdrawal(2, 'approved')])),
    ...overrides,
  } as WithdrawCalls;
}

function renderPage(overrides: Partial<WithdrawCalls> = {}) {
  const withdraw = withdrawCalls(overrides);
  const confirmation = { getPending: vi.fn(async () => []) } as unknown as ConfirmationCalls;
  const calls = { withdraw, confirmation } as unknown as MemberCalls;
  const wallet = { send: vi.fn() } as unknown as WalletRef & { send: ReturnType<typeof vi.fn> };
  const props: MemberPageProps = {
    calls,
    wallet,
    modules: [],
    userName: 'demo_member',
    currencySymbol: '₹',
    openPage: vi.fn(),
    openWindow: vi.fn(() => true),
    openChangePassword: vi.fn(),
    siteOrigin: 'https://play.example.test',
    copyText: vi.fn(async () => {}),
    refreshBadges: vi.fn(),
  };
  renderWithI18n(<WithdrawPage {...props} />);
  return { withdraw, wallet, props, user: userEvent.setup() };
}

const errorUnder = (testId: string) => {
  const id = screen.getByTestId(testId).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

async function fillForm(user: ReturnType<typeof userEvent.setup>, amount: string, password = '246810') {
  await user.clear(screen.getByTestId('withdraw-amount'));
  if (amount) await user.type(screen.getByTestId('withdraw-amount'), amount);
  await user.clear(screen.getByTestId('withdraw-password'));
  if (password) await user.type(screen.getByTestId('withdraw-password'), password);
}

describe('Withdraw page: the form', () => {
  it('shows the bound accounts, the balance, the daily count and the turnover, and quotes the fee as the amount is typed', async () => {
    const { user } = renderPage();
    await screen.findByTestId('withdraw-bank-11');
    // The first account is preselected; each shows holder, bank and masked number.
    expect(within(screen.getByTestId('withdraw-bank-11')).getByRole('radio')).toHaveProperty('checked', true);
    expect(screen.getByTestId('withdraw-bank-12').textContent).toContain('HDFC Bank');
    expect(screen.getByTestId('withdraw-bank-12').textContent).toContain('•••• 9012');
    expect(screen.getByTestId('withdraw-balance').textContent).toBe('₹25,000.00');
    expect(screen.getByTestId('withdraw-daily').textContent).toBe('1/3');
    const turnover = screen.getByTestId('withdraw-turnover');
    expect(turnover.textContent).toContain('₹2,500.00 / ₹1,000.00');
    expect(within(turnover).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('withdraw-fee').textContent).toContain('—');

    await user.type(screen.getByTestId('withdraw-amount'), '1,000.50');
    // 1 % of ₹1,000.50 rounded up to whole paise (₹10.01), at least ₹10.
    expect(screen.getByTestId('withdraw-fee').textContent).toContain('₹10.01');
    expect(screen.getByTestId('withdraw-fee').textContent).toContain('₹990.49');
  });

  it('says what is wrong with the amount and the password in the user language, and sends nothing', async () => {
    const { user, withdraw } = renderPage();
    await screen.findByTestId('withdraw-bank-11');
    await user.click(screen.getByTestId('withdraw-next'));
    expect(errorUnder('withdraw-amount')).toBe('Please enter an amount');
    expect(errorUnder('withdraw-password')).toBe('The withdrawal password must be 6 digits');

    const cases: [string, string][] = [
      ['0', 'The amount must be more than zero'],
      ['-5', 'The amount must be more than zero'],
      ['abc', 'Please enter the amount as a number, like 1000 or 1000.50'],
      ['100.555', 'An amount can have at most 2 decimals'],
      ['50', 'The minimum amount is ₹100.00'],
      ['30000', 'The amount is more than your balance'],
    ];
    for (const [amount, message] of cases) {
      await fillForm(user, amount, '12');
      await user.click(screen.getByTestId('withdraw-next'));
      expect(errorUnder('withdraw-amount'), amount).toBe(message);
      expect(errorUnder('withdraw-password')).toBe('The withdrawal password must be 6 digits');
    }
    // Retyping clears the message until the next try.
    await user.type(screen.getByTestId('withdraw-amount'), '0');
    expect(errorUnder('withdraw-amount')).toBeNull();
    expect(withdraw.withdraw).not.toHaveBeenCalled();
  });

  it('refuses while the turnover requirement is not met, showing the progress', async () => {
    renderPage({ getLimits: vi.fn(async () => ({ ...LIMITS, turnover: { requiredPaise: rupees(5_000), donePaise: rupees(1_200) } })) });
    const turnover = await screen.findByTestId('withdraw-turnover');
    expect(turnover.dataset.met).toBe('false');
    expect(within(turnover).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('24');
    expect(within(turnover).getByRole('alert').textContent).toBe('Your deposits and bonuses must be bet before a withdrawal. Still to bet: ₹3,800.00 (of ₹5,000.00).');
    expect(screen.getByTestId('withdraw-next')).toHaveProperty('disabled', true);
  });

  it('says when the withdrawals of the day are used up', async () => {
    renderPage({ getLimits: vi.fn(async () => ({ ...LIMITS, usedToday: 3 })) });
    expect((await screen.findByTestId('withdraw-daily-limit')).textContent).toBe('You have made all 3 withdrawals allowed today. Please try again tomorrow.');
    expect(screen.getByTestId('withdraw-next')).toHaveProperty('disabled', true);
  });

  it('without a bank account, sends the member to the security center to add one', async () => {
    const { user, props } = renderPage({ getBankAccounts: vi.fn(async () => []) });
    const prompt = await screen.findByTestId('withdraw-no-bank');
    expect(prompt.textContent).toContain('Add a bank account first');
    expect(screen.queryByTestId('withdraw-amount')).toBeNull();
    await user.click(screen.getByTestId('withdraw-add-bank'));
    expect(props.openPage).toHaveBeenCalledWith('securityCenter');
  });

  it('without a withdrawal password, asks to set it first', async () => {
    const { user, props } = renderPage({ getLimits: vi.fn(async () => ({ ...LIMITS, hasWithdrawPassword: false })) });
    expect((await screen.findByTestId('withdraw-no-password')).textContent).toContain('Set a withdrawal password first');
    await user.click(screen.getByTestId('withdraw-set-password'));
    expect(props.openPage).toHaveBeenCalledWith('securityCenter');
  });

  it('tells when the accounts cannot be loaded, and tries again', async () => {
    const getBankAccounts = vi.fn().mockRejectedValueOnce(network()).mockResolvedValue(ACCOUNTS);
    const { user } = renderPage({ getBankAccounts });
    const alert = await screen.findByText(/could not be loaded/);
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Network link is abnormal, please try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('withdraw-bank-11')).toBeTruthy();
  });
});

describe('Withdraw page: confirming and sending', () => {
  it('restates bank, amount, fee and receive amount, then holds the amount: pending until approved, wallet and list read again', async () => {
    const { user, withdraw, wallet } = renderPage();
    await screen.findByTestId('withdraw-bank-11');
    await user.click(screen.getByTestId('withdraw-bank-12'));
    await fillForm(user, '1000.50');
    await user.click(screen.getByTestId('withdraw-next'));

    const summary = screen.getByTestId('withdraw-summary');
    expect(summary.textContent).toContain('Demo Member · HDFC Bank · •••• 9012');
    expect(summary.textContent).toContain('₹1,000.50');
    expect(summary.textContent).toContain('₹10.01');
    expect(summary.textContent).toContain('₹990.49');
    expect(withdraw.withdraw).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('withdraw-confirm'));
    const result = await screen.findByTestId('withdraw-result');
    await waitFor(() => expect(result.dataset.outcome).toBe('done'));
    expect(result.textContent).toContain('pending until approved');
    expect(result.textContent).toContain('₹1,000.50 is held from your balance');
    expect(withdraw.withdraw).toHaveBeenCalledTimes(1);
    const request = vi.mocked(withdraw.withdraw).mock.calls[0]?.[0];
    expect(request).toMatchObject({ bankAccountId: 12, amountPaise: 100_050, withdrawPassword: '246810' });
    expect(request?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    await waitFor(() => expect(withdraw.getWithdrawals).toHaveBeenCalledTimes(2));

    // Back to the summary and back again: a new withdrawal starts from an empty form.
    await user.click(screen.getByTestId('withdraw-new'));
    expect(((await screen.findByTestId('withdraw-amount')) as HTMLInputElement).value).toBe('');
  });

  it('goes back from the confirmation to the form with what was typed', async () => {
    const { user } = renderPage();
    await screen.findByTestId('withdraw-bank-11');
    await fillForm(user, '500');
    await user.click(screen.getByTestId('withdraw-next'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('500');
  });

  it("shows the backend's refusal in the user's language, and returns to the form with the password to type again", async () => {
    const { user, wallet } = renderPage({
      withdraw: vi.fn(async () => {
        throw refusal(ErrorCode.withdrawPasswordWrong, 'The withdrawal password is incorrect');
      }),
    });
    await screen.findByTestId('withdraw-bank-11');
    await fillForm(user, '500', '111111');
    await user.click(screen.getByTestId('withdraw-next'));
    await user.click(screen.getByTestId('withdraw-confirm'));
    const result = await screen.findByTestId('withdraw-result');
    expect(result.dataset.outcome).toBe('failed');
    expect(within(result).getByRole('alert').textContent).toContain('The withdrawal password is incorrect');
    expect(wallet.send).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('withdraw-edit'));
    expect(((await screen.findByTestId('withdraw-amount')) as HTMLInputElement).value).toBe('500');
    expect((screen.getByTestId('withdraw-password') as HTMLInputElement).value).toBe('');
  });

  it('never shows a blind result when the answer is lost: it sends the same key again and shows what the backend says', async () => {
    const submitted: string[] = [];
    const withdraw = vi.fn(async (request: WithdrawRequest) => {
      submitted.push(request.idempotencyKey);
      if (submitted.length === 1) throw network();
      return withdrawal(99, 'pending', rupees(500));
    });
    const { user, wallet } = renderPage({ withdraw });
    await screen.findByTestId('withdraw-bank-11');
    await fillForm(user, '500');
    await user.click(screen.getByTestId('withdraw-next'));
    await user.click(screen.getByTestId('withdraw-confirm'));
    const unknown = await screen.findByTestId('withdraw-result');
    expect(unknown.dataset.outcome).toBe('unknown');
    expect(unknown.textContent).toContain('Checking whether your withdrawal went through');
    expect(wallet.send).not.toHaveBeenCalled();

    await user.click(within(unknown).getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(screen.getByTestId('withdraw-result').dataset.outcome).toBe('done'));
    expect(submitted).toHaveLength(2);
    expect(submitted[1]).toBe(submitted[0]);
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
  });
});

describe('Withdraw page: my withdrawals', () => {
  it('lists the withdrawals with their status badges, and loads more', async () => {
    const getWithdrawals = vi
      .fn()
      .mockResolvedValueOnce(page([withdrawal(1, 'pending'), withdrawal(2, 'approved'), withdrawal(3, 'rejected')], 1, 2))
      .mockResolvedValueOnce(page([withdrawal(4, 'paid')], 2, 2));
    const { user } = renderPage({ getWithdrawals });
    const history = await screen.findByTestId('withdraw-history');
    await waitFor(() => expect(within(history).getAllByTestId('withdraw-row')).toHaveLength(3));
    const rows = within(history).getAllByTestId('withdraw-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['pending', 'approved', 'rejected']);
    expect(rows[0]?.textContent).toContain('Pending approval');
    expect(rows[1]?.textContent).toContain('Paid to a member: waiting for your confirmation');
    expect(rows[2]?.textContent).toContain('Rejected: the amount went back to your balance');
    expect(rows[0]?.textContent).toContain('₹990.00');
    await user.click(screen.getByTestId('withdraw-history-more'));
    await waitFor(() => expect(within(history).getAllByTestId('withdraw-row')).toHaveLength(4));
    expect(within(history).getAllByTestId('withdraw-row')[3]?.dataset.status).toBe('paid');
    expect(getWithdrawals).toHaveBeenLastCalledWith(2, 10);
    expect(screen.queryByTestId('withdraw-history-more')).toBeNull();
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    const getWithdrawals = vi.fn().mockRejectedValueOnce(network()).mockResolvedValue(page([]));
    const { user } = renderPage({ getWithdrawals });
    const history = await screen.findByTestId('withdraw-history');
    await within(history).findByText('Your withdrawals could not be loaded.');
    await user.click(within(history).getByRole('button', { name: 'Try again' }));
    expect(await within(history).findByText('No withdrawals yet.')).toBeTruthy();
  });
});
