import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock, vi } from 'vitest';
import type { TransferUplineRequest, UplineTransferInfo } from '@kernel/transferUpline';
import { WalletErrorCode } from '@kernel/walletErrorCodes';
import { ApiError } from '@/api/errors';
import type { MemberPageProps } from '@/features/memberCenter/memberPageProps';
import TransferUplinePage from '@/features/memberCenter/pages/transferUpline/TransferUplinePage';
import { renderWithI18n } from './render';

const INFO: UplineTransferInfo = { uplineAccount: 'demo_agent', minPaise: 10_000, maxPaise: 5_000_000, balancePaise: 100_000, hasWithdrawPassword: true };
type Result = { uplineAccount: string; amountPaise: number; balancePaise: number; createdAt: number };
type TransferCall = (request: TransferUplineRequest) => Promise<Result>;
const sent: TransferCall = async (request) => ({
  uplineAccount: 'demo_agent',
  amountPaise: request.amountPaise as number,
  balancePaise: 100_000 - (request.amountPaise as number),
  createdAt: 1,
});

function renderPage(overrides: { getInfo?: Mock<() => Promise<UplineTransferInfo>>; transfer?: Mock<TransferCall> } = {}) {
  const wallet = { send: vi.fn() };
  const openPage = vi.fn();
  const calls = { getInfo: overrides.getInfo ?? vi.fn(async () => INFO), transfer: overrides.transfer ?? vi.fn<TransferCall>(sent) };
  const props = {
    calls: { upline: calls },
    wallet,
    modules: [],
    userName: 'demo_member',
    currencySymbol: '₹',
    openPage,
    openWindow: vi.fn(),
  } as unknown as MemberPageProps;
  renderWithI18n(<TransferUplinePage {...props} />);
  return { calls, wallet, openPage, user: userEvent.setup() };
}

const fill = async (user: ReturnType<typeof userEvent.setup>, amount: string, password: string) => {
  const amountInput = screen.getByTestId('upline-amount');
  await user.clear(amountInput);
  if (amount) await user.type(amountInput, amount);
  const passwordInput = screen.getByTestId('upline-password');
  await user.clear(passwordInput);
  if (password) await user.type(passwordInput, password);
  await user.click(screen.getByTestId('upline-next'));
};
const refusal = (code: string, message: string) => new ApiError('business', message, { path: '/wps/relay/passwordCheck/MCSFE_transferUpline', code });

describe('transferUpline: sending money to the upline agent (SPEC 6 Member)', () => {
  it('shows the upline, the limits and the balance, confirms, sends, and tells the header wallet', async () => {
    const { calls, wallet, user } = renderPage();
    expect((await screen.findByTestId('upline-account')).textContent).toBe('demo_agent');
    expect(screen.getByTestId('upline-balance').textContent).toBe('₹1,000.00');
    expect(screen.getByTestId('upline-limits').textContent).toBe('₹100.00 – ₹50,000.00');
    await fill(user, '200', 'Pay@1234');
    const confirm = screen.getByTestId('upline-confirm-step');
    expect(within(confirm).getByTestId('upline-confirm-amount').textContent).toBe('₹200.00');
    expect(within(confirm).getByText('₹800.00')).toBeTruthy();
    expect(calls.transfer).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('upline-confirm'));
    expect((await screen.findByTestId('upline-result')).textContent).toBe('₹200.00 sent to demo_agent. Your main wallet now holds ₹800.00.');
    expect(calls.transfer).toHaveBeenCalledWith({ amountPaise: 20_000, withdrawPassword: 'Pay@1234', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    await user.click(screen.getByTestId('upline-again'));
    await screen.findByTestId('upline-amount');
    expect(calls.getInfo).toHaveBeenCalledTimes(2);
  });

  it('goes back from the confirm step to change the amount', async () => {
    const { user } = renderPage();
    await screen.findByTestId('upline-amount');
    await fill(user, '200', 'Pay@1234');
    await user.click(screen.getByTestId('upline-back'));
    expect((screen.getByTestId('upline-amount') as HTMLInputElement).value).toBe('200');
  });

  it('says what is wrong with the amount or the password and sends nothing', async () => {
    const { calls, user } = renderPage();
    await screen.findByTestId('upline-amount');
    await fill(user, '', '');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please enter an amount', 'Please enter your withdrawal password']);
    await fill(user, '50', 'Pay@1234');
    expect(screen.getByRole('alert').textContent).toBe('The minimum amount is ₹100.00');
    await fill(user, '2000', 'Pay@1234');
    expect(screen.getByRole('alert').textContent).toBe('The amount is more than your balance');
    await fill(user, '10.555', 'Pay@1234');
    expect(screen.getByRole('alert').textContent).toBe('An amount can have at most 2 decimals');
    await fill(user, 'ten', 'Pay@1234');
    expect(screen.getByRole('alert').textContent).toBe('Please enter the amount as a number, like 1000 or 1000.50');
    expect(screen.queryByTestId('upline-confirm-step')).toBeNull();
    expect(calls.transfer).not.toHaveBeenCalled();
  });

  it('without a withdrawal password, says so and opens the security center', async () => {
    const { openPage, user } = renderPage({ getInfo: vi.fn(async () => ({ ...INFO, hasWithdrawPassword: false })) });
    expect((await screen.findByTestId('upline-no-password')).textContent).toContain('Set a withdrawal password first');
    expect(screen.queryByTestId('upline-amount')).toBeNull();
    await user.click(screen.getByTestId('upline-set-password'));
    expect(openPage).toHaveBeenCalledWith('securityCenter');
  });

  it("shows the backend's refusal, asks for the password again and reuses the key for the same amount", async () => {
    const transfer = vi.fn<TransferCall>(sent).mockRejectedValueOnce(refusal(WalletErrorCode.withdrawPasswordWrong, 'The withdrawal password is wrong'));
    const { wallet, user } = renderPage({ transfer });
    await screen.findByTestId('upline-amount');
    await fill(user, '300', 'wrong');
    await user.click(screen.getByTestId('upline-confirm'));
    expect((await screen.findByTestId('upline-failure')).textContent).toBe('The withdrawal password is wrong');
    expect((screen.getByTestId('upline-password') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('upline-amount') as HTMLInputElement).value).toBe('300');
    expect(wallet.send).not.toHaveBeenCalled();
    await fill(user, '300', 'Pay@1234');
    await user.click(screen.getByTestId('upline-confirm'));
    await screen.findByTestId('upline-result');
    expect(transfer.mock.calls[1]?.[0]).toMatchObject({ amountPaise: 30_000, withdrawPassword: 'Pay@1234', idempotencyKey: transfer.mock.calls[0]?.[0].idempotencyKey });
  });

  it('after a lost answer, asks again with the same key and shows the real outcome', async () => {
    const transfer = vi.fn<TransferCall>(sent).mockRejectedValueOnce(new ApiError('timeout', 'The request timed out', { path: '/x' }));
    const { wallet, user } = renderPage({ transfer });
    await screen.findByTestId('upline-amount');
    await fill(user, '150', 'Pay@1234');
    await user.click(screen.getByTestId('upline-confirm'));
    const unknown = await screen.findByTestId('upline-unknown');
    expect(screen.getByTestId('upline-confirm')).toHaveProperty('disabled', true);
    await user.click(within(unknown).getByRole('button', { name: 'Check now' }));
    expect((await screen.findByTestId('upline-result')).textContent).toContain('₹150.00 sent to demo_agent.');
    expect(transfer.mock.calls[1]?.[0]).toEqual(transfer.mock.calls[0]?.[0]);
    expect(wallet.send).toHaveBeenCalledTimes(1);
  });

  it('says when there is no upline agent', async () => {
    renderPage({ getInfo: vi.fn().mockRejectedValue(refusal(WalletErrorCode.noUpline, 'Your account has no upline agent')) as Mock<() => Promise<UplineTransferInfo>> });
    expect((await screen.findByTestId('upline-none')).textContent).toContain('Your account has no upline agent');
  });

  it('retries a failed load', async () => {
    const getInfo = vi
      .fn<() => Promise<UplineTransferInfo>>()
      .mockRejectedValueOnce(new ApiError('network', 'x', { path: '/x' }))
      .mockResolvedValue(INFO);
    const { user } = renderPage({ getInfo });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The transfer details could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('upline-account').textContent).toBe('demo_agent'));
  });
});
