import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositOptions, DepositOrder } from '@kernel/deposit';
import { ErrorCode } from '@kernel/errorCodes';
import type { ConfirmWithdrawalRequest, WithdrawConfirmation } from '@kernel/withdrawConfirmation';
import type { ConfirmationCalls } from '@/api/confirmationCalls';
import type { DepositCalls } from '@/api/depositCalls';
import { ApiError } from '@/api/errors';
import type { MemberCalls, MemberPageProps, WalletRef } from '@/features/memberCenter/memberPageProps';
import DepositPage from '@/features/memberCenter/pages/deposit/DepositPage';
import { PendingConfirmations, usePendingConfirmations } from '@/features/memberCenter/pages/deposit/PendingConfirmations';
import { renderWithI18n } from './render';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const rupees = (amount: number) => amount * 100;

const OPTIONS: DepositOptions = {
  channels: [
    { code: 'UPI', name: 'UPI', minPaise: rupees(100), maxPaise: rupees(50_000), presetsPaise: [rupees(500), rupees(1_000), rupees(2_000)] },
    { code: 'PAYTM', name: 'Paytm', minPaise: rupees(100), maxPaise: rupees(25_000), presetsPaise: [rupees(300), rupees(500)] },
    { code: 'BANK', name: 'Bank transfer', minPaise: rupees(500), maxPaise: rupees(200_000), presetsPaise: [rupees(1_000), rupees(5_000)] },
  ],
  bonuses: [{ id: 'FIRST10', title: 'First deposit: 10 % bonus up to ₹1,000', percent: 10, maxBonusPaise: rupees(1_000), turnoverMultiplier: 5, firstDepositOnly: true }],
  orderLifetimeMinutes: 15,
};

const order = (status: DepositOrder['status'], overrides: Partial<DepositOrder> = {}): DepositOrder => ({
  orderId: 'DP00AA11',
  channel: 'UPI',
  status,
  amountPaise: rupees(2_000),
  bonusId: null,
  bonusPaise: 0,
  bonusRefusal: null,
  createdAt: NOW,
  expiresAt: NOW + 15 * 60_000,
  settledAt: status === 'pending' ? null : NOW,
  payUrl: '/assets-gen/pay/DP00AA11.html?lang=EN',
  ...overrides,
});

const page = (items: DepositOrder[], pageNo = 1, totalPages = 1) => ({ items, pageNo, pageSize: 10, totalPages, totalCount: items.length });

const confirmation = (overrides: Partial<WithdrawConfirmation> = {}): WithdrawConfirmation => ({
  id: 7,
  withdrawalId: 41,
  amountPaise: rupees(2_000),
  payerName: 'te*******',
  status: 'pending',
  createdAt: NOW - 5 * 60_000,
  deadlineAt: NOW + 25 * 60_000,
  proofCount: 0,
  ...overrides,
});

const network = () => new ApiError('network', 'Network link is abnormal, please try again', { path: '/x' });
const refusal = (code: string, message: string) => new ApiError('business', message, { path: '/x', code });

function depositCalls(overrides: Partial<DepositCalls> = {}): DepositCalls {
  return {
    getOptions: vi.fn(async () => OPTIONS),
    createOrder: vi.fn(async () => order('pending')),
    getOrder: vi.fn(async () => order('pending')),
    getOrders: vi.fn(async () => page([])),
    ...overrides,
  };
}

function confirmationCalls(overrides: Partial<ConfirmationCalls> = {}): ConfirmationCalls {
  return {
    getPending: vi.fn(async () => []),
    confirm: vi.fn(async (request: ConfirmWithdrawalRequest) => ({ ...confirmation(), status: request.outcome })),
    uploadProof: vi.fn(async () => confirmation({ proofCount: 1 })),
    ...overrides,
  };
}

const walletRef = () => ({ send: vi.fn() }) as unknown as WalletRef & { send: ReturnType<typeof vi.fn> };

function renderPage(overrides: { deposit?: Partial<DepositCalls>; confirmation?: Partial<ConfirmationCalls>; openWindow?: (url: string) => boolean } = {}) {
  const calls = { deposit: depositCalls(overrides.deposit), confirmation: confirmationCalls(overrides.confirmation) } as unknown as MemberCalls;
  const wallet = walletRef();
  const openWindow = vi.fn(overrides.openWindow ?? (() => true));
  const props: MemberPageProps = {
    calls,
    wallet,
    modules: [],
    userName: 'demo_member',
    currencySymbol: '₹',
    openPage: vi.fn(),
    refreshBadges: vi.fn(),
    openWindow,
    openChangePassword: vi.fn(),
    siteOrigin: 'https://play.example.test',
    copyText: vi.fn(async () => {}),
  };
  renderWithI18n(<DepositPage {...props} />);
  return { calls: calls as unknown as { deposit: DepositCalls; confirmation: ConfirmationCalls }, wallet, openWindow };
}

/** Lets the stubbed calls answer (promises) without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = async (element: HTMLElement) => {
  await act(async () => fireEvent.click(element));
  await settle();
};
const type = async (text: string) => {
  await act(async () => fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: text } }));
};
const errorUnderAmount = () => {
  const id = screen.getByTestId('deposit-amount').getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Deposit page: choosing a channel, an amount and a bonus', () => {
  it('shows the channels with their limits, the presets of the chosen one, and the bonus for the typed amount', async () => {
    renderPage();
    await settle();
    const upi = screen.getByTestId('deposit-channel-UPI');
    expect(upi.getAttribute('aria-pressed')).toBe('true');
    expect(upi.textContent).toContain('₹100.00 – ₹50,000.00');
    expect(screen.getByTestId('deposit-channel-BANK').textContent).toContain('₹500.00 – ₹2,00,000.00');
    expect(screen.getByTestId(`deposit-preset-${rupees(2_000)}`).textContent).toBe('₹2,000.00');

    await click(screen.getByTestId('deposit-channel-PAYTM'));
    expect(screen.getByTestId('deposit-channel-PAYTM').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId(`deposit-preset-${rupees(2_000)}`)).toBeNull();
    await click(screen.getByTestId(`deposit-preset-${rupees(300)}`));
    expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe('300');
    expect(screen.getByTestId('deposit-submit').textContent).toBe('Deposit ₹300.00');

    // No bonus by default; the bonus card says what it adds to this amount.
    expect(screen.getByTestId('deposit-bonus-none').getAttribute('aria-pressed')).toBe('true');
    await type('5000');
    expect(screen.getByTestId('deposit-bonus-preview-FIRST10').textContent).toBe('+₹500.00 bonus: ₹5,500.00 credited. Bet ₹27,500.00 (5×) before withdrawing.');
    await type('20000');
    // The bonus is capped at ₹1,000.
    expect(screen.getByTestId('deposit-bonus-preview-FIRST10').textContent).toContain('+₹1,000.00 bonus: ₹21,000.00 credited');
    await click(screen.getByTestId('deposit-bonus-FIRST10'));
    expect(screen.getByTestId('deposit-bonus-FIRST10').getAttribute('aria-pressed')).toBe('true');
  });

  it('explains what is wrong with a typed amount, against the chosen channel', async () => {
    const { calls } = renderPage();
    await settle();
    // Nothing typed: the submit says the amount is needed and sends nothing.
    await click(screen.getByTestId('deposit-submit'));
    expect(errorUnderAmount()).toBe('Please enter an amount');
    await type('abc');
    expect(errorUnderAmount()).toBe('Please enter the amount as a number, like 1000 or 1000.50');
    await type('100.505');
    expect(errorUnderAmount()).toBe('An amount can have at most 2 decimals');
    await type('0');
    expect(errorUnderAmount()).toBe('The amount must be more than zero');
    await type('99.99');
    expect(errorUnderAmount()).toBe('The minimum amount is ₹100.00');
    await type('30000');
    expect(errorUnderAmount()).toBeNull();
    await click(screen.getByTestId('deposit-channel-PAYTM'));
    expect(errorUnderAmount()).toBe('The maximum amount is ₹25,000.00');
    await click(screen.getByTestId('deposit-submit'));
    expect(calls.deposit.createOrder).not.toHaveBeenCalled();
    expect(screen.getByTestId('deposit-amount').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the backend's refusal and lets the member change the order", async () => {
    const createOrder = vi
      .fn<DepositCalls['createOrder']>()
      .mockRejectedValueOnce(refusal(ErrorCode.bonusUnavailable, 'This bonus is no longer available'))
      .mockRejectedValueOnce(refusal(ErrorCode.bonusUnavailable, 'This bonus is no longer available'))
      .mockResolvedValueOnce(order('pending'));
    const { calls } = renderPage({ deposit: { createOrder } });
    await settle();
    await type('2000');
    await click(screen.getByTestId('deposit-bonus-FIRST10'));
    await click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-error').textContent).toBe('This bonus is no longer available');
    expect(screen.queryByTestId('deposit-order')).toBeNull();
    await click(screen.getByTestId('deposit-submit'));
    await click(screen.getByTestId('deposit-bonus-none'));
    expect(screen.queryByTestId('deposit-error')).toBeNull();
    await click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-order').dataset.status).toBe('pending');
    const [first, again, changed] = vi.mocked(calls.deposit.createOrder).mock.calls.map(([request]) => request);
    expect(first).toMatchObject({ channel: 'UPI', amountPaise: rupees(2_000), bonusId: 'FIRST10' });
    // The same order again: a refused order stored nothing, so its key is sent again.
    expect(again).toEqual(first);
    expect(changed).toMatchObject({ channel: 'UPI', amountPaise: rupees(2_000) });
    expect(changed?.bonusId).toBeUndefined();
    // Another order gets a key of its own.
    expect(changed?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('says when the channels cannot be loaded, and tries again', async () => {
    const getOptions = vi.fn<DepositCalls['getOptions']>().mockRejectedValueOnce(network()).mockResolvedValueOnce(OPTIONS);
    renderPage({ deposit: { getOptions } });
    await settle();
    const failed = screen.getByTestId('deposit-load-failed');
    expect(failed.textContent).toContain('The deposit channels could not be loaded.');
    await click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('deposit-channel-UPI')).toBeTruthy();
  });
});

describe('Deposit page: the order', () => {
  it('creates one order, opens its payment page, counts down and shows it paid without a reload', async () => {
    const getOrder = vi
      .fn<DepositCalls['getOrder']>()
      .mockResolvedValueOnce(order('pending'))
      .mockResolvedValueOnce(order('paid', { bonusPaise: rupees(200), bonusId: 'FIRST10' }));
    const getOrders = vi.fn<DepositCalls['getOrders']>().mockResolvedValue(page([]));
    const { calls, wallet, openWindow } = renderPage({ deposit: { getOrder, getOrders } });
    await settle();
    expect(getOrders).toHaveBeenCalledTimes(1);
    await click(screen.getByTestId(`deposit-preset-${rupees(2_000)}`));
    const submit = screen.getByTestId('deposit-submit');
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await settle();
    expect(calls.deposit.createOrder).toHaveBeenCalledTimes(1);
    const request = vi.mocked(calls.deposit.createOrder).mock.calls[0]?.[0];
    expect(request).toMatchObject({ channel: 'UPI', amountPaise: rupees(2_000) });
    expect(request?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(openWindow).toHaveBeenCalledWith('/assets-gen/pay/DP00AA11.html?lang=EN');

    const panel = screen.getByTestId('deposit-order');
    expect(panel.dataset.status).toBe('pending');
    expect(panel.textContent).toContain('₹2,000.00');
    expect(screen.getByTestId('deposit-countdown').textContent).toContain('15:00');
    expect(panel.textContent).toContain('Complete the payment in the window that opened.');
    // The new order shows in the history.
    expect(getOrders).toHaveBeenCalledTimes(2);

    await wait(1000);
    expect(screen.getByTestId('deposit-countdown').textContent).toContain('14:59');
    await wait(2000);
    expect(getOrder).toHaveBeenCalledWith('DP00AA11');
    expect(screen.getByTestId('deposit-order').dataset.status).toBe('pending');
    expect(wallet.send).not.toHaveBeenCalled();
    await wait(3000);
    expect(screen.getByTestId('deposit-order').dataset.status).toBe('paid');
    expect(screen.getByTestId('deposit-paid').textContent).toBe('Payment received: ₹2,000.00 and a ₹200.00 bonus were added to your balance.');
    expect(wallet.send).toHaveBeenCalledExactlyOnceWith({ type: 'REFRESH' });
    expect(getOrders).toHaveBeenCalledTimes(3);

    // Polling stops once the order is settled.
    await wait(10_000);
    expect(getOrder).toHaveBeenCalledTimes(2);
    await click(screen.getByTestId('deposit-new'));
    expect(screen.getByTestId('deposit-submit')).toBeTruthy();
    expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe('');
    expect(calls.deposit.getOptions).toHaveBeenCalledTimes(2);
  });

  it('says the first-deposit bonus was not added when another deposit was paid first (judged at payment)', async () => {
    const getOrder = vi.fn<DepositCalls['getOrder']>().mockResolvedValueOnce(order('paid', { bonusPaise: 0, bonusId: 'FIRST10', bonusRefusal: 'firstDepositTaken' }));
    renderPage({ deposit: { getOrder } });
    await settle();
    await click(screen.getByTestId(`deposit-preset-${rupees(2_000)}`));
    await click(screen.getByTestId('deposit-submit'));
    await wait(3000);
    expect(screen.getByTestId('deposit-paid').textContent).toBe(
      'Payment received: ₹2,000.00 was added to your balance. The first-deposit bonus was not added: it comes only with your first paid deposit.',
    );
  });

  it('says so when the popup is blocked, and opens the payment page from a button', async () => {
    const openWindow = vi.fn<(url: string) => boolean>().mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage({ openWindow });
    await settle();
    await type('2000');
    await click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-popup-blocked').textContent).toContain('Popup blocked. Please allow popups and try again.');
    await click(screen.getByTestId('deposit-open-gateway'));
    expect(openWindow).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('deposit-popup-blocked')).toBeNull();
    expect(screen.getByTestId('deposit-order').textContent).toContain('Complete the payment in the window that opened.');
  });

  it('tells a failed and an expired payment apart, offering a new deposit', async () => {
    for (const status of ['failed', 'expired'] as const) {
      const { wallet } = renderPage({ deposit: { getOrder: vi.fn(async () => order(status)) } });
      await settle();
      await type('2000');
      await click(screen.getByTestId('deposit-submit'));
      await wait(3000);
      expect(screen.getByTestId('deposit-order').dataset.status).toBe(status);
      expect(screen.getByTestId(`deposit-${status}`).textContent).toContain('Nothing was added to your balance.');
      expect(screen.getByTestId('deposit-new')).toBeTruthy();
      expect(wallet.send).not.toHaveBeenCalled();
      document.body.innerHTML = '';
    }
  });

  it('keeps the last known status and says it is reconnecting while the checks fail', async () => {
    const getOrder = vi.fn<DepositCalls['getOrder']>().mockRejectedValueOnce(network()).mockRejectedValueOnce(network()).mockResolvedValueOnce(order('paid'));
    renderPage({ deposit: { getOrder } });
    await settle();
    await type('2000');
    await click(screen.getByTestId('deposit-submit'));
    await wait(3000);
    expect(screen.getByTestId('deposit-reconnecting').textContent).toContain('Reconnecting');
    expect(screen.getByTestId('deposit-order').dataset.status).toBe('pending');
    await wait(3000);
    expect(screen.getByTestId('deposit-reconnecting')).toBeTruthy();
    await wait(3000);
    expect(screen.getByTestId('deposit-order').dataset.status).toBe('paid');
    expect(screen.queryByTestId('deposit-reconnecting')).toBeNull();
  });

  it('asks again with the same key when the connection drops while the order is made, and shows the one order', async () => {
    const createOrder = vi.fn<DepositCalls['createOrder']>().mockRejectedValueOnce(network()).mockRejectedValueOnce(network()).mockResolvedValueOnce(order('pending'));
    const { openWindow } = renderPage({ deposit: { createOrder } });
    await settle();
    await type('2000');
    await click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-unknown').textContent).toContain('The connection dropped while your order was being made.');
    expect(screen.queryByTestId('deposit-order')).toBeNull();
    expect(screen.queryByTestId('deposit-error')).toBeNull();
    // The form is frozen while the order is in doubt.
    expect(screen.getByTestId('deposit-amount').matches(':disabled')).toBe(true);
    // Asked again by itself after 2 s, then by the member's Check now.
    await wait(2000);
    expect(createOrder).toHaveBeenCalledTimes(2);
    await click(screen.getByTestId('deposit-check-now'));
    expect(createOrder).toHaveBeenCalledTimes(3);
    const keys = new Set(createOrder.mock.calls.map(([request]) => request.idempotencyKey));
    expect(keys.size).toBe(1);
    expect(screen.getByTestId('deposit-order').dataset.status).toBe('pending');
    expect(openWindow).toHaveBeenCalledTimes(1);
  });
});

describe('Deposit page: history', () => {
  it('lists the orders with their status, amount, bonus and time, page by page', async () => {
    const getOrders = vi
      .fn<DepositCalls['getOrders']>()
      .mockResolvedValueOnce(
        page(
          [
            order('paid', { orderId: 'DP01', bonusPaise: rupees(100) }),
            order('pending', { orderId: 'DP02', channel: 'PAYTM' }),
            order('failed', { orderId: 'DP03' }),
            order('expired', { orderId: 'DP04', channel: 'P2P', payUrl: null }),
          ],
          1,
          2,
        ),
      )
      .mockResolvedValueOnce(page([order('paid', { orderId: 'DP05' })], 2, 2));
    renderPage({ deposit: { getOrders } });
    await settle();
    const history = screen.getByTestId('deposit-history');
    const rows = within(history).getAllByTestId('deposit-history-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['paid', 'pending', 'failed', 'expired']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[5]?.textContent)).toEqual(['Paid', 'Pending', 'Failed', 'Expired']);
    expect(rows[0]?.textContent).toContain('₹2,000.00');
    expect(rows[0]?.textContent).toContain('₹100.00');
    // English is written as in India (en-IN): day, month, year, then a lower-case pm; the hour is the device's zone.
    expect(rows[0]?.textContent).toMatch(/\b15 Jan 2025, \d{1,2}:\d{2} [ap]m/);
    expect(rows[1]?.textContent).toContain('Paytm');
    expect(rows[3]?.textContent).toContain('Peer transfer');
    await click(within(history).getByTestId('deposit-history-more'));
    expect(within(history).getAllByTestId('deposit-history-row')).toHaveLength(5);
    expect(getOrders).toHaveBeenLastCalledWith(2, 10);
    expect(within(history).queryByTestId('deposit-history-more')).toBeNull();
  });

  it('says when the history cannot be loaded, and tries again', async () => {
    const getOrders = vi.fn<DepositCalls['getOrders']>().mockRejectedValueOnce(network()).mockResolvedValueOnce(page([]));
    renderPage({ deposit: { getOrders } });
    await settle();
    const history = screen.getByTestId('deposit-history');
    expect(within(history).getByRole('alert').textContent).toContain('Your deposit history could not be loaded.');
    await click(within(history).getByRole('button', { name: 'Try again' }));
    expect(within(history).getByTestId('deposit-history-empty').textContent).toBe('No deposits yet.');
  });
});

/** The panel with the read of the page that shows it (the deposit and withdraw pages read it themselves). */
function PanelWithItsRead({ calls, wallet }: { calls: ConfirmationCalls; wallet: WalletRef }) {
  return <PendingConfirmations calls={calls} pending={usePendingConfirmations(calls)} wallet={wallet} currencySymbol="₹" />;
}

describe('Withdrawal confirmation (SPEC 4)', () => {
  const renderPanel = (calls: Partial<ConfirmationCalls> = {}) => {
    const confirmationCallSet = confirmationCalls({ getPending: vi.fn(async () => [confirmation()]), ...calls });
    const wallet = walletRef();
    renderWithI18n(<PanelWithItsRead calls={confirmationCallSet} wallet={wallet} />);
    return { calls: confirmationCallSet, wallet };
  };
  const file = (name: string, type: string, size: number) => {
    const made = new File([new Uint8Array(Math.min(size, 16))], name, { type });
    Object.defineProperty(made, 'size', { value: size });
    return made;
  };
  const choose = async (...files: File[]) => {
    await act(async () => fireEvent.change(screen.getByTestId('proof-input'), { target: { files } }));
  };

  it('sits at the top of the deposit page when a withdrawal waits for its confirmation', async () => {
    renderPage({ confirmation: { getPending: vi.fn(async () => [confirmation()]) } });
    await settle();
    const card = screen.getByTestId('confirmation-7');
    const page = screen.getByTestId('deposit-page');
    expect(page.firstElementChild?.contains(card)).toBe(true);
    expect(card.textContent).toContain('₹2,000.00');
    expect(card.textContent).toContain('Withdrawal #41, paid by te*******');
  });

  it('holds the deposit page on one spinner until the confirmations are in too, so nothing drawn is pushed down', async () => {
    let answer: (list: WithdrawConfirmation[]) => void = () => {};
    const late = new Promise<WithdrawConfirmation[]>((resolve) => {
      answer = resolve;
    });
    renderPage({ confirmation: { getPending: vi.fn(() => late) } });
    await settle();
    // The channels and the history are in; the confirmations above them are not.
    expect(screen.getByTestId('deposit-page').textContent).toBe('Loading');
    expect(screen.queryByTestId('deposit-channel-UPI')).toBeNull();
    expect(screen.queryByTestId('deposit-history')).toBeNull();
    await act(async () => answer([confirmation()]));
    await settle();
    expect(screen.getByTestId('confirmation-7')).toBeTruthy();
    expect(screen.getByTestId('deposit-channel-UPI')).toBeTruthy();
  });
  it('shows nothing when no withdrawal waits', async () => {
    renderPanel({ getPending: vi.fn(async () => []) });
    await settle();
    expect(screen.queryByTestId('pending-confirmations')).toBeNull();
  });

  it('confirms Received with one key, refreshes the wallet and says it is done', async () => {
    const { calls, wallet } = renderPanel();
    await settle();
    const card = screen.getByTestId('confirmation-7');
    expect(within(card).getByTestId('confirmation-countdown').textContent).toBe('Answer within 25:00');
    expect(card.textContent).toContain('A forced receive means the deposit is not refunded.');
    await click(within(card).getByTestId('confirm-submit'));
    expect(within(card).getByTestId('confirmation-issue').textContent).toBe('Choose an answer first.');
    await click(within(card).getByTestId('confirm-received'));
    expect(within(card).getByTestId('confirm-received').getAttribute('aria-pressed')).toBe('true');
    await click(within(card).getByTestId('confirm-submit'));
    expect(calls.confirm).toHaveBeenCalledExactlyOnceWith({ confirmationId: 7, outcome: 'received', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect(within(card).getByTestId('confirmation-done').textContent).toContain('you confirmed that the money arrived');
    expect(card.dataset.state).toBe('answered');
    expect(wallet.send).toHaveBeenCalledExactlyOnceWith({ type: 'REFRESH' });
    expect(within(card).queryByTestId('confirm-submit')).toBeNull();
  });

  it('needs proof for Not received: checks the images, uploads them, then answers', async () => {
    const { calls } = renderPanel();
    await settle();
    const card = screen.getByTestId('confirmation-7');
    await click(within(card).getByTestId('confirm-not-received'));
    const input = within(card).getByTestId('proof-input') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.png,.jpg,.jpeg,image/png,image/jpeg');
    await click(within(card).getByTestId('confirm-submit'));
    expect(within(card).getByTestId('confirmation-issue').textContent).toBe('Add at least one image as proof that the money did not arrive.');
    expect(calls.confirm).not.toHaveBeenCalled();

    await choose(file('screen.gif', 'image/gif', 1000), file('huge.png', 'image/png', 5 * 1024 * 1024 + 1), file('bank.png', 'image/png', 200_000));
    expect(within(card).getByTestId('proof-issues').textContent).toContain('screen.gif: only PNG or JPG images can be sent');
    expect(within(card).getByTestId('proof-issues').textContent).toContain('huge.png: an image can be at most 5 MB');
    expect(
      within(card)
        .getAllByTestId('proof-file')
        .map((entry) => entry.textContent),
    ).toEqual([expect.stringContaining('bank.png')]);
    await choose(file('a.jpg', 'image/jpeg', 1000), file('b.jpeg', 'image/jpeg', 1000), file('c.png', 'image/png', 1000));
    expect(within(card).getByTestId('proof-issues').textContent).toBe('c.png: at most 3 images in all');
    await click(within(card).getByRole('button', { name: 'Remove a.jpg' }));
    expect(within(card).getAllByTestId('proof-file')).toHaveLength(2);

    await click(within(card).getByTestId('confirm-submit'));
    expect(calls.uploadProof).toHaveBeenCalledTimes(1);
    const [id, sentFiles] = vi.mocked(calls.uploadProof).mock.calls[0] ?? [];
    expect(id).toBe(7);
    expect(sentFiles?.map((entry) => entry.name)).toEqual(['bank.png', 'b.jpeg']);
    expect(calls.confirm).toHaveBeenCalledWith(expect.objectContaining({ confirmationId: 7, outcome: 'notReceived' }));
    expect(within(card).getByTestId('confirmation-done').textContent).toContain('The operator will look into it.');
  });

  it("shows the backend's refusal of the images and keeps them for another try", async () => {
    const uploadProof = vi
      .fn<ConfirmationCalls['uploadProof']>()
      .mockRejectedValueOnce(refusal(ErrorCode.proofInvalid, 'bank.png is not a PNG or JPEG image'))
      .mockResolvedValueOnce(confirmation({ proofCount: 1 }));
    const { calls } = renderPanel({ uploadProof });
    await settle();
    await click(screen.getByTestId('confirm-not-received'));
    await choose(file('bank.png', 'image/png', 2000));
    await click(screen.getByTestId('confirm-submit'));
    expect(screen.getByTestId('confirmation-error').textContent).toBe('bank.png is not a PNG or JPEG image');
    expect(calls.confirm).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('proof-file')).toHaveLength(1);
    await click(screen.getByTestId('confirm-submit'));
    expect(calls.confirm).toHaveBeenCalledTimes(1);
  });

  it('asks again with the same key when the answer is lost on the way', async () => {
    const confirm = vi
      .fn<ConfirmationCalls['confirm']>()
      .mockRejectedValueOnce(network())
      .mockResolvedValueOnce(confirmation({ status: 'fullPayment' }));
    const { wallet } = renderPanel({ confirm });
    await settle();
    await click(screen.getByTestId('confirm-full-payment'));
    await click(screen.getByTestId('confirm-submit'));
    expect(screen.getByTestId('confirmation-unknown').textContent).toContain('We could not tell whether your answer arrived.');
    expect(screen.queryByTestId('confirmation-done')).toBeNull();
    expect(wallet.send).not.toHaveBeenCalled();
    await click(screen.getByTestId('confirmation-check-now'));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(confirm.mock.calls[1]?.[0]).toEqual(confirm.mock.calls[0]?.[0]);
    expect(screen.getByTestId('confirmation-done')).toBeTruthy();
    expect(wallet.send).toHaveBeenCalledOnce();
  });

  it('stops offering answers at the deadline and says the payment counted as received', async () => {
    const getPending = vi
      .fn<ConfirmationCalls['getPending']>()
      .mockResolvedValueOnce([confirmation({ deadlineAt: NOW + 3000 })])
      .mockResolvedValue([]);
    renderPanel({ getPending });
    await settle();
    const card = screen.getByTestId('confirmation-7');
    expect(within(card).getByTestId('confirmation-countdown').textContent).toBe('Answer within 0:03');
    await wait(1000);
    expect(within(card).getByTestId('confirmation-countdown').textContent).toBe('Answer within 0:02');
    await wait(2000);
    expect(within(card).queryByTestId('confirm-received')).toBeNull();
    expect(getPending).toHaveBeenCalledTimes(2);
    expect(card.dataset.state).toBe('autoReceived');
    expect(within(card).getByTestId('confirmation-auto').textContent).toBe(
      'No answer came in time, so the payment counted as received. A forced receive means the deposit is not refunded.',
    );
  });
});
