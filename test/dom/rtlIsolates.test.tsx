import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositOptions } from '@kernel/deposit';
import type { WithdrawConfirmation } from '@kernel/withdrawConfirmation';
import type { MemberCalls, MemberPageProps, WalletRef } from '@/features/memberCenter/memberPageProps';
import DepositPage from '@/features/memberCenter/pages/deposit/DepositPage';
import { activateCatalogue, loadAreaCatalogue, loadCatalogue } from '@/i18n/catalogues';
import { renderWithI18n } from './render';

/**
 * Issue 25, item 4: in a right-to-left language every amount (with its sign and symbol) and every
 * user name is one left-to-right isolate (U+2066 LRI … U+2069 PDI), on the page and inside the
 * translated messages that interpolate it. Arabic has its own catalogue; Urdu (Latin digits in
 * ur-PK) shows the English one under its own tag and direction, and must be isolated all the same
 * (Persian's own digits are in test/unit/format.test.ts). English is written as
 * before (test/dom/DepositPage.test.tsx holds it). Every expected text is written by hand.
 */
const LRI = '\u2066';
const PDI = '\u2069';
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const rupees = (amount: number) => amount * 100;

const OPTIONS: DepositOptions = {
  channels: [{ code: 'UPI', name: 'UPI', minPaise: rupees(100), maxPaise: rupees(50_000), presetsPaise: [rupees(2_000)] }],
  bonuses: [],
  orderLifetimeMinutes: 15,
};
const CONFIRMATION: WithdrawConfirmation = {
  id: 7,
  withdrawalId: 41,
  amountPaise: rupees(25_000),
  payerName: 'te*******',
  status: 'pending',
  createdAt: NOW - 5 * 60_000,
  deadlineAt: NOW + 25 * 60_000,
  proofCount: 0,
};

function renderDepositPage() {
  const calls = {
    deposit: {
      getOptions: vi.fn(async () => OPTIONS),
      createOrder: vi.fn(),
      getOrder: vi.fn(),
      getOrders: vi.fn(async () => ({ items: [], pageNo: 1, pageSize: 10, totalPages: 1, totalCount: 0 })),
    },
    confirmation: { getPending: vi.fn(async () => [CONFIRMATION]), confirm: vi.fn(), uploadProof: vi.fn() },
  } as unknown as MemberCalls;
  const props: MemberPageProps = {
    calls,
    wallet: { send: vi.fn() } as unknown as WalletRef,
    modules: [],
    userName: 'demo_member',
    currencySymbol: '₹',
    openPage: vi.fn(),
    refreshBadges: vi.fn(),
    openWindow: vi.fn(() => true),
    openChangePassword: vi.fn(),
    siteOrigin: 'https://play.example.test',
    copyText: vi.fn(async () => {}),
  };
  renderWithI18n(<DepositPage {...props} />);
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const errorUnderAmount = () => {
  const id = screen.getByTestId('deposit-amount').getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};
async function typeAmount(text: string) {
  await act(async () => fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: text } }));
}

async function show(language: string) {
  vi.useRealTimers();
  await loadAreaCatalogue();
  await loadCatalogue(language);
  activateCatalogue(language);
  vi.useFakeTimers({ now: NOW });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await loadCatalogue('EN');
  activateCatalogue('EN');
});

describe.each([
  // [platform code, the minimum's message and the payer's line as the language's catalogue writes them]
  ['AR', `الحد الأدنى للمبلغ هو ${LRI}₹100.00${PDI}`, `السحب #41، دفعه ${LRI}te*******${PDI}`],
  // Urdu has no catalogue yet (English under its own tag); once it has one, its own words surround the same isolates.
  ['UR', `${LRI}₹100.00${PDI}`, `${LRI}te*******${PDI}`],
])('the deposit page in %s (right to left)', (language, minimumMessage, payerLine) => {
  it('isolates each amount with its symbol: a channel’s range, a preset, the pending confirmation', async () => {
    await show(language);
    expect(document.documentElement.dir).toBe('rtl');
    renderDepositPage();
    await settle();
    await settle();
    expect(screen.getByTestId('deposit-channel-UPI').textContent).toContain(`${LRI}₹100.00${PDI} – ${LRI}₹50,000.00${PDI}`);
    expect(screen.getByTestId(`deposit-preset-${rupees(2_000)}`).textContent).toBe(`${LRI}₹2,000.00${PDI}`);
    expect(document.body.textContent).toContain(`${LRI}₹25,000.00${PDI}`);
  });
  it('isolates an amount and a user name inside a translated message', async () => {
    await show(language);
    renderDepositPage();
    await settle();
    await settle();
    await typeAmount('99.99');
    expect(errorUnderAmount()).toContain(minimumMessage);
    expect(document.body.textContent).toContain(payerLine);
  });
});
