import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock, vi } from 'vitest';
import type { MerchantWallet, WalletTransferRequest, WalletTransferResult } from '@kernel/wallet';
import { WalletErrorCode } from '@kernel/walletErrorCodes';
import { ApiError } from '@/api/errors';
import type { MemberPageProps } from '@/features/memberCenter/memberPageProps';
import TransferFundPage from '@/features/memberCenter/pages/transferFund/TransferFundPage';
import { renderWithI18n } from './render';

const wallets = (main: number, pg: number, evo = 0): MerchantWallet => ({
  isSingle: false,
  wallets: [
    { code: 'MAIN', name: 'Main wallet', balancePaise: main },
    { code: 'PG', name: 'PG Soft', balancePaise: pg },
    { code: 'EVO', name: 'Evolution', balancePaise: evo },
  ],
});
const SINGLE: MerchantWallet = { isSingle: true, wallets: [{ code: 'MAIN', name: 'Main wallet', balancePaise: 2_500_000 }] };

type TransferCall = (request: WalletTransferRequest) => Promise<WalletTransferResult>;
const transferred = vi.fn<TransferCall>;
const echo: TransferCall = async (request) => ({ from: request.from, to: request.to, amountPaise: request.amountPaise as number, createdAt: 1 });

function renderPage(overrides: { getMerchantWallet?: Mock<() => Promise<MerchantWallet>>; transfer?: Mock<TransferCall> } = {}) {
  const wallet = { send: vi.fn() };
  const calls = {
    getMerchantWallet: overrides.getMerchantWallet ?? vi.fn(async () => wallets(100_000, 25_000)),
    transfer: overrides.transfer ?? transferred(echo),
    transferAllToMain: vi.fn(async () => ({ movedPaise: 25_000, wallets: [{ code: 'PG', amountPaise: 25_000 }], createdAt: 1 })),
  };
  const props = {
    calls: { wallet: calls },
    wallet,
    modules: [],
    userName: 'demo_member',
    currencySymbol: '₹',
    openPage: vi.fn(),
    openWindow: vi.fn(),
  } as unknown as MemberPageProps;
  renderWithI18n(<TransferFundPage {...props} />);
  return { calls, wallet, user: userEvent.setup() };
}

const balanceOf = (code: string) => within(screen.getByTestId(`wallet-${code}`)).getByTestId('wallet-balance').textContent;
const network = () => new ApiError('network', 'Network link is abnormal, please try again', { path: '/wps/relay/GCS_walletTransfer' });
const refusal = (code: string, message: string) => new ApiError('business', message, { path: '/wps/relay/GCS_walletTransfer', code });

describe('transferFund: the wallets and transfers between them (SPEC 7 Wallet)', () => {
  it('shows the main and game wallets with their balances', async () => {
    renderPage();
    await screen.findByTestId('wallet-MAIN');
    expect(balanceOf('MAIN')).toBe('₹1,000.00');
    expect(balanceOf('PG')).toBe('₹250.00');
    expect(balanceOf('EVO')).toBe('₹0.00');
    expect((screen.getByTestId('transfer-from') as HTMLSelectElement).value).toBe('MAIN');
    expect((screen.getByTestId('transfer-to') as HTMLSelectElement).value).toBe('PG');
  });

  it('transfers in, tells the header wallet, and reads the balances again', async () => {
    const { calls, wallet, user } = renderPage();
    await screen.findByTestId('wallet-MAIN');
    calls.getMerchantWallet.mockResolvedValueOnce(wallets(90_000, 25_000, 10_000));
    await user.selectOptions(screen.getByTestId('transfer-to'), 'EVO');
    await user.type(screen.getByTestId('transfer-amount'), '100');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('transfer-result')).toHaveProperty('textContent', '₹100.00 moved from Main wallet to Evolution.');
    expect(calls.transfer).toHaveBeenCalledTimes(1);
    expect(calls.transfer.mock.calls[0]?.[0]).toMatchObject({ from: 'MAIN', to: 'EVO', amountPaise: 10_000 });
    expect(calls.transfer.mock.calls[0]?.[0].idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    await waitFor(() => expect(balanceOf('EVO')).toBe('₹100.00'));
    expect(balanceOf('MAIN')).toBe('₹900.00');
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('');
  });

  it('transfers out: a game wallet as the source sends back to main', async () => {
    const { calls, user } = renderPage();
    await screen.findByTestId('wallet-MAIN');
    await user.selectOptions(screen.getByTestId('transfer-from'), 'PG');
    expect((screen.getByTestId('transfer-to') as HTMLSelectElement).value).toBe('MAIN');
    expect(screen.getByTestId('transfer-direction').textContent).toBe('Transfer out: from a game wallet back to the main wallet.');
    await user.click(screen.getByTestId('transfer-max'));
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('250.00');
    await user.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-result');
    expect(calls.transfer.mock.calls[0]?.[0]).toMatchObject({ from: 'PG', to: 'MAIN', amountPaise: 25_000 });
  });

  it('says what is wrong with the amount and sends nothing', async () => {
    const { calls, user } = renderPage();
    await screen.findByTestId('wallet-MAIN');
    const amount = screen.getByTestId('transfer-amount');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByRole('alert').textContent).toBe('Please enter an amount');
    await user.type(amount, '1.234');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByRole('alert').textContent).toBe('An amount can have at most 2 decimals');
    await user.clear(amount);
    await user.type(amount, '-5');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByRole('alert').textContent).toBe('The amount must be more than zero');
    await user.clear(amount);
    await user.type(amount, '1000.01');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByRole('alert').textContent).toBe('The amount is more than the balance of Main wallet (₹1,000.00).');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(calls.transfer).not.toHaveBeenCalled();
  });

  it('moves every game wallet back to main, or says there is nothing to move', async () => {
    const { calls, wallet, user } = renderPage();
    await screen.findByTestId('wallet-MAIN');
    calls.getMerchantWallet.mockResolvedValue(wallets(125_000, 0));
    await user.click(screen.getByTestId('transfer-all-to-main'));
    expect((await screen.findByTestId('transfer-result')).textContent).toBe('₹250.00 moved back to the main wallet.');
    expect(calls.transferAllToMain).toHaveBeenCalledWith({ idempotencyKey: expect.any(String) });
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    await waitFor(() => expect(balanceOf('MAIN')).toBe('₹1,250.00'));
    await user.click(screen.getByTestId('transfer-all-to-main'));
    expect(screen.getByRole('alert').textContent).toBe('There is no money in the game wallets to move.');
    expect(calls.transferAllToMain).toHaveBeenCalledTimes(1);
  });

  it('after a lost answer, asks again with the same key and shows the real outcome', async () => {
    const transfer = transferred(echo);
    transfer.mockRejectedValueOnce(network());
    const { wallet, user } = renderPage({ transfer });
    await screen.findByTestId('wallet-MAIN');
    await user.type(screen.getByTestId('transfer-amount'), '50');
    await user.click(screen.getByTestId('transfer-submit'));
    const unknown = await screen.findByTestId('transfer-unknown');
    expect(unknown.textContent).toContain('We are checking whether the transfer went through');
    expect(screen.queryByTestId('transfer-result')).toBeNull();
    expect(screen.getByTestId('transfer-submit')).toHaveProperty('disabled', true);
    expect(wallet.send).not.toHaveBeenCalled();
    await user.click(within(unknown).getByRole('button', { name: 'Check now' }));
    expect((await screen.findByTestId('transfer-result')).textContent).toBe('₹50.00 moved from Main wallet to PG Soft.');
    expect(transfer).toHaveBeenCalledTimes(2);
    expect(transfer.mock.calls[1]?.[0]).toEqual(transfer.mock.calls[0]?.[0]);
    expect(wallet.send).toHaveBeenCalledTimes(1);
  });

  it("shows the backend's refusal, and a retry of the same transfer reuses its key", async () => {
    const transfer = transferred(echo);
    transfer.mockRejectedValueOnce(refusal(WalletErrorCode.insufficientBalance, 'Insufficient balance in Main wallet'));
    const { wallet, user } = renderPage({ transfer });
    await screen.findByTestId('wallet-MAIN');
    await user.type(screen.getByTestId('transfer-amount'), '20');
    await user.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-failure')).textContent).toBe('Insufficient balance in Main wallet');
    expect(wallet.send).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('transfer-submit')).toHaveProperty('disabled', false));
    await user.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-result');
    expect(transfer.mock.calls[1]?.[0].idempotencyKey).toBe(transfer.mock.calls[0]?.[0].idempotencyKey);
    // A new transfer (another amount) is a new intent with a new key.
    await user.type(screen.getByTestId('transfer-amount'), '30');
    await user.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(transfer).toHaveBeenCalledTimes(3));
    expect(transfer.mock.calls[2]?.[0].idempotencyKey).not.toBe(transfer.mock.calls[0]?.[0].idempotencyKey);
  });

  it('a single-wallet merchant shows the main wallet only, with no transfer controls', async () => {
    renderPage({ getMerchantWallet: vi.fn(async () => SINGLE) });
    expect((await screen.findByTestId('transfer-single')).textContent).toContain('All your money is in the main wallet');
    expect(balanceOf('MAIN')).toBe('₹25,000.00');
    expect(screen.queryByTestId('wallet-PG')).toBeNull();
    expect(screen.queryByTestId('transfer-submit')).toBeNull();
    expect(screen.queryByTestId('transfer-all-to-main')).toBeNull();
  });

  it('refresh reads the wallets again (and follows a switch to single wallet)', async () => {
    const { calls, user } = renderPage();
    await screen.findByTestId('wallet-PG');
    calls.getMerchantWallet.mockResolvedValueOnce(SINGLE);
    await user.click(screen.getByTestId('transfer-refresh'));
    await screen.findByTestId('transfer-single');
    expect(screen.queryByTestId('wallet-PG')).toBeNull();
    expect(calls.getMerchantWallet).toHaveBeenCalledTimes(2);
  });

  it('says when the wallets cannot be loaded and tries again', async () => {
    const getMerchantWallet = vi.fn<() => Promise<MerchantWallet>>().mockRejectedValueOnce(network()).mockResolvedValue(wallets(100_000, 0));
    const { user } = renderPage({ getMerchantWallet });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your wallets could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-MAIN')).toBeTruthy();
  });
});
