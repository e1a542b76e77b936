import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract, ContractBook, ContractKind, ContractTerms, Settlement, SettlementParams } from '@kernel/agencyContracts';
import type { AgentCalls } from '@/api/agentCalls';
import { ApiError } from '@/api/errors';
import type { AgentPageProps } from '@/features/agentCenter/agentPageProps';
import DailySalaryPage from '@/features/agentCenter/pages/contracts/DailySalaryPage';
import DividendPage from '@/features/agentCenter/pages/contracts/DividendPage';
import HourlySalaryPage from '@/features/agentCenter/pages/contracts/HourlySalaryPage';
import RealtimeSalaryPage from '@/features/agentCenter/pages/contracts/RealtimeSalaryPage';
import { renderWithI18n } from './render';

/** SPEC 2 the four contract pages, SPEC 3 contract terms, SPEC 4 the contract offer lifecycle and the lower-rate rule, SPEC 9 periods. */

const NOW = Date.UTC(2025, 0, 15, 8, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const realtime = (profitRateBps: number, lossRateBps: number, singleBetPaise = 0): ContractTerms => ({
  kind: 'realtimeSalary',
  profitRateBps,
  lossRateBps,
  singleBetPaise,
});
const daily = (rateBps: number): ContractTerms => ({ kind: 'dailySalary', dailyBetPaise: 20_000_00, rateBps });
const contract = (id: number, terms: ContractTerms, overrides: Partial<Contract> = {}): Contract => ({
  id,
  kind: terms.kind,
  status: 'active',
  offerer: 'demo_agent',
  receiver: 'demo_subagent',
  terms,
  offeredAt: NOW - 72 * HOUR,
  expiresAt: NOW - 24 * HOUR,
  answeredAt: NOW - 70 * HOUR,
  terminatedAt: null,
  terminationReason: null,
  ...overrides,
});
const book = (kind: ContractKind, overrides: Partial<ContractBook> = {}): ContractBook => ({
  kind,
  own: null,
  ownRates: null,
  received: [],
  sent: [],
  uplineMayTerminate: false,
  ...overrides,
});

/** demo_subagent's real-time book: an offer from demo_agent waits; it gave demo_agent42 0.8 % itself. */
const OFFER = contract(90, realtime(50, 50, 100_00), { status: 'pending', offeredAt: NOW - HOUR, expiresAt: NOW + 47 * HOUR, answeredAt: null });
const REJECTED = contract(95, realtime(60, 60), { status: 'rejected', offeredAt: NOW - 2 * HOUR, answeredAt: NOW - HOUR });
const GIVEN = contract(77, realtime(80, 80), { offerer: 'demo_subagent', receiver: 'demo_agent42' });
const REALTIME_BOOK = book('realtimeSalary', { received: [REJECTED, OFFER], sent: [GIVEN] });

const SETTLEMENT: Settlement = {
  id: 1,
  contractId: 40,
  receiver: 'demo_subagent',
  periodStart: Date.UTC(2025, 0, 13, 18, 30),
  periodEnd: Date.UTC(2025, 0, 14, 18, 30),
  teamValidPaise: 25_000_00,
  teamProfitPaise: -1_500_00,
  activeMembers: 3,
  qualified: true,
  amountPaise: 375_00,
  settledAt: Date.UTC(2025, 0, 14, 18, 31),
};
const settlementsPage = (items: Settlement[]) => ({
  items,
  pageNo: 1,
  pageSize: 20,
  totalPages: 1,
  totalCount: items.length,
  totals: { count: items.length, amountPaise: 375_00, teamValidPaise: 25_000_00 },
});

function renderPage(Page: ComponentType<AgentPageProps>, books: ContractBook[], overrides: Partial<Record<keyof AgentCalls, unknown>> = {}) {
  let read = 0;
  const calls = {
    getContractBook: vi.fn(async () => books[Math.min(read++, books.length - 1)]),
    previewContract: vi.fn(async () => ({ ends: [] })),
    actOnContract: vi.fn(),
    getSettlements: vi.fn(async (params: SettlementParams) =>
      settlementsPage(params.scope === 'team' ? [{ ...SETTLEMENT, id: 2, receiver: 'demo_agent42' }] : [SETTLEMENT]),
    ),
    ...overrides,
  };
  const props = {
    calls,
    wallet: { send: vi.fn() },
    modules: [],
    userName: 'demo_subagent',
    agentType: 2,
    currencySymbol: '₹',
    consolidated: null,
    reloadConsolidated: vi.fn(),
    openPage: vi.fn(),
    openSecurity: vi.fn(),
  } as unknown as AgentPageProps;
  renderWithI18n(<Page {...props} />);
  return { calls, props, user: userEvent.setup() };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

describe('agentRealtimeSalary: offers received (SPEC 4)', () => {
  it('lists pending offers first, with their terms and the time left to answer', async () => {
    renderPage(RealtimeSalaryPage, [REALTIME_BOOK]);
    const received = await screen.findByTestId('contract-received');
    const cards = within(received).getAllByRole('article');
    expect(cards.map((card) => card.dataset.testid)).toEqual(['contract-90', 'contract-95']);
    expect(within(received).getByTestId('contract-status-90').textContent).toBe('Pending');
    expect(within(received).getByTestId('contract-status-95').textContent).toBe('Rejected');
    expect(within(received).getByTestId('contract-expiry-90').textContent).toMatch(/^ Expires in 1 d 23 h \(/);
    const offer = within(received).getByTestId('contract-90');
    expect(offer.textContent).toContain('From demo_agent');
    expect([...offer.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['0.50 %', '0.50 %', '₹100.00']);
    // A past offer is shown, not answered.
    expect(within(received).queryByTestId('contract-accept-95')).toBeNull();
    expect(within(received).queryByTestId('contract-reject-95')).toBeNull();
    expect(screen.getByTestId('contract-own').textContent).toContain('You hold no contract of this kind from an upline.');
  });

  it('accepts after a confirm step that names the downline contracts the lower-rate rule ends', async () => {
    const accepted = { ...OFFER, status: 'active' as const, answeredAt: NOW };
    const previewContract = vi.fn(async () => ({ ends: [{ id: 77, offerer: 'demo_subagent', receiver: 'demo_agent42', terms: realtime(80, 80) }] }));
    const actOnContract = vi.fn(async () => ({ contract: accepted, ended: [77] }));
    const after = book('realtimeSalary', {
      own: accepted,
      ownRates: { profitRateBps: 50, lossRateBps: 50 },
      received: [REJECTED, accepted],
      sent: [{ ...GIVEN, status: 'terminated', terminatedAt: NOW, terminationReason: 'lowerRate' }],
    });
    const { calls, props, user } = renderPage(RealtimeSalaryPage, [REALTIME_BOOK, after], { previewContract, actOnContract });
    await user.click(await screen.findByTestId('contract-accept-90'));
    const warning = await screen.findByTestId('contract-lower-rate-warning');
    expect(warning.textContent).toBe('Confirming ends these contracts below:demo_agent42 (profit 0.80 %, loss 0.80 %)');
    expect(previewContract).toHaveBeenCalledWith('realtimeSalary', { action: 'previewAccept', contractId: 90 });
    expect(actOnContract).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('contract-confirm'));
    await waitFor(() => expect(actOnContract).toHaveBeenCalledWith('realtimeSalary', { action: 'accept', contractId: 90 }));
    // The book is read again: the accepted offer is now the agent's own contract, the one it gave below has ended.
    await waitFor(() => expect(within(screen.getByTestId('contract-own')).getByTestId('contract-status-90').textContent).toBe('Active'));
    expect(calls.getContractBook).toHaveBeenCalledTimes(2);
    expect(props.reloadConsolidated).toHaveBeenCalled();
    expect(within(screen.getByTestId('contract-received')).queryByTestId('contract-90')).toBeNull();
    expect(screen.getByTestId('contract-status-77').textContent).toBe('Terminated');
    expect(screen.getByTestId('contract-reason-77').textContent).toBe('Ended by the lower-rate rule');
    expect(screen.getByTestId('contract-own-rates').textContent).toBe(
      'You may offer your direct downline agents at most: Profit salary rate 0.50 % · Loss salary rate 0.50 %',
    );
  });

  it('goes back from the accept confirm step without answering', async () => {
    const { calls, user } = renderPage(RealtimeSalaryPage, [REALTIME_BOOK]);
    await user.click(await screen.findByTestId('contract-accept-90'));
    await user.click(await screen.findByTestId('contract-cancel'));
    expect(screen.getByTestId('contract-accept-90')).toBeTruthy();
    expect(screen.getByTestId('contract-status-90').textContent).toBe('Pending');
    expect(calls.actOnContract).not.toHaveBeenCalled();
  });

  it('rejects an offer only after confirming', async () => {
    const actOnContract = vi.fn(async () => ({ contract: { ...OFFER, status: 'rejected' as const, answeredAt: NOW }, ended: [] }));
    const { props, user } = renderPage(RealtimeSalaryPage, [REALTIME_BOOK], { actOnContract });
    await user.click(await screen.findByTestId('contract-reject-90'));
    // The machine's confirm step: asked on the card, the answers hidden meanwhile, nothing sent.
    expect(screen.getByRole('region', { name: 'Confirm rejecting' }).textContent).toContain('Reject this offer from demo_agent?');
    expect([screen.queryByTestId('contract-reject-90'), screen.queryByTestId('contract-accept-90')]).toEqual([null, null]);
    expect(actOnContract).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('contract-cancel'));
    expect(screen.queryByRole('region', { name: 'Confirm rejecting' })).toBeNull();
    expect(screen.getByTestId('contract-status-90').textContent).toBe('Pending');
    expect(actOnContract).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('contract-reject-90'));
    await user.click(screen.getByTestId('contract-confirm'));
    await waitFor(() => expect(screen.getByTestId('contract-status-90').textContent).toBe('Rejected'));
    expect(actOnContract).toHaveBeenCalledWith('realtimeSalary', { action: 'reject', contractId: 90 });
    expect(props.reloadConsolidated).toHaveBeenCalled();
    expect(screen.queryByTestId('contract-accept-90')).toBeNull();
  });

  it("shows the backend's refusal of an answer with a retry", async () => {
    const actOnContract = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 'down', { path: '/x' }))
      .mockResolvedValue({ contract: { ...OFFER, status: 'rejected', answeredAt: NOW }, ended: [] });
    const { user } = renderPage(RealtimeSalaryPage, [REALTIME_BOOK], { actOnContract });
    await user.click(await screen.findByTestId('contract-reject-90'));
    await user.click(screen.getByTestId('contract-confirm'));
    const failure = await screen.findByTestId('contract-failure-90');
    expect(failure.textContent).toContain('Network link is abnormal, please try again');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('contract-status-90').textContent).toBe('Rejected'));
    expect(actOnContract).toHaveBeenCalledTimes(2);
  });

  it('counts the time left down as it passes (the minute shown moves when a whole minute of it has gone)', async () => {
    // 30 min and half a second left: 30 min shown, 29 min from the tick at 29 min 59 s (1.5 s later).
    const soon = { ...OFFER, expiresAt: NOW + 30 * MINUTE + 500 };
    renderPage(RealtimeSalaryPage, [book('realtimeSalary', { received: [soon] })]);
    const expiry = await screen.findByTestId('contract-expiry-90');
    expect(expiry.textContent).toMatch(/^ Expires in 30 min \(/);
    await waitFor(() => expect(screen.getByTestId('contract-expiry-90').textContent).toMatch(/^ Expires in 29 min \(/), { timeout: 3_000 });
  });

  it('reads an offer past its expiry as expired, with nothing left to answer', async () => {
    const late = { ...OFFER, expiresAt: NOW - MINUTE };
    renderPage(RealtimeSalaryPage, [book('realtimeSalary', { received: [late] })]);
    await waitFor(() => expect(screen.getByTestId('contract-status-90').textContent).toBe('Expired'));
    expect(screen.queryByTestId('contract-accept-90')).toBeNull();
    expect(screen.queryByTestId('contract-expiry-90')).toBeNull();
  });
});

describe('agentDailyWages2: my contract and the offers sent (SPEC 4)', () => {
  const OWN = contract(40, daily(150));
  const sent = [
    contract(50, daily(100), {
      offerer: 'demo_subagent',
      receiver: 'demo_agent42',
      status: 'pending',
      offeredAt: NOW - 30 * MINUTE,
      expiresAt: NOW + 30 * MINUTE + 59_000,
      answeredAt: null,
    }),
    contract(51, daily(120), { offerer: 'demo_subagent', receiver: 'demo_agent42', status: 'terminated', terminatedAt: NOW - HOUR, terminationReason: 'replaced' }),
    contract(52, daily(120), { offerer: 'demo_subagent', receiver: 'team_x', status: 'terminated', terminatedAt: NOW - HOUR, terminationReason: 'upline' }),
    contract(53, daily(120), { offerer: 'demo_subagent', receiver: 'team_y', status: 'terminated', terminatedAt: NOW - HOUR, terminationReason: 'receiver' }),
    contract(54, daily(120), { offerer: 'demo_subagent', receiver: 'team_z', status: 'expired', answeredAt: null }),
  ];
  const DAILY_BOOK = book('dailySalary', { own: OWN, ownRates: { rateBps: 150 }, received: [OWN], sent });

  it('shows the own contract with its terms, since when and from whom, and terminates it after confirming', async () => {
    const ended = { ...OWN, status: 'terminated' as const, terminatedAt: NOW, terminationReason: 'receiver' as const };
    const actOnContract = vi.fn(async () => ({ contract: ended, ended: [] }));
    const { props, user } = renderPage(DailySalaryPage, [DAILY_BOOK, { ...DAILY_BOOK, own: null, received: [ended] }], { actOnContract });
    const own = await screen.findByTestId('contract-own');
    const card = within(own).getByTestId('contract-40');
    expect(card.textContent).toContain('From demo_agent');
    expect(card.textContent).toContain('Since ');
    expect([...card.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['₹20,000.00', '1.50 %']);
    // The own contract shows once, not again among the offers received.
    expect(within(screen.getByTestId('contract-received')).queryByTestId('contract-40')).toBeNull();
    await user.click(within(card).getByTestId('contract-terminate-40'));
    expect(actOnContract).not.toHaveBeenCalled();
    await user.click(within(card).getByTestId('contract-confirm'));
    await waitFor(() => expect(actOnContract).toHaveBeenCalledWith('dailySalary', { action: 'terminate', contractId: 40 }));
    await waitFor(() => expect(screen.getByTestId('contract-status-40').textContent).toBe('Terminated'));
    expect(screen.getByTestId('contract-reason-40').textContent).toBe('Ended by the agent');
    expect(props.reloadConsolidated).toHaveBeenCalled();
  });

  it('lists the offers sent with their status, why they ended, and the time left of a pending one', async () => {
    renderPage(DailySalaryPage, [DAILY_BOOK]);
    const list = await screen.findByTestId('contract-sent');
    expect(within(list).getByTestId('contract-status-50').textContent).toBe('Pending');
    expect(within(list).getByTestId('contract-expiry-50').textContent).toMatch(/^ Expires in 30 min \(/);
    expect(within(list).getByTestId('contract-50').textContent).toContain('To demo_agent42');
    expect(within(list).getByTestId('contract-reason-51').textContent).toBe('Replaced by a newer contract');
    expect(within(list).getByTestId('contract-reason-52').textContent).toBe('Ended by the upline');
    expect(within(list).getByTestId('contract-reason-53').textContent).toBe('Ended by the agent');
    expect(within(list).getByTestId('contract-status-54').textContent).toBe('Expired');
    // An upline does not answer its own offer.
    expect(within(list).queryByTestId('contract-accept-50')).toBeNull();
    expect(within(list).queryByTestId('contract-reject-50')).toBeNull();
  });

  it('lets the upline terminate a contract it gave only where the platform allows it', async () => {
    const given = contract(60, daily(100), { offerer: 'demo_subagent', receiver: 'demo_agent42' });
    const withoutRight = book('dailySalary', { own: OWN, ownRates: { rateBps: 150 }, sent: [given], uplineMayTerminate: false });
    renderPage(DailySalaryPage, [withoutRight]);
    await screen.findByTestId('contract-status-60');
    expect(screen.queryByTestId('contract-terminate-60')).toBeNull();
  });

  it('terminates a contract it gave where the platform allows it', async () => {
    const given = contract(60, daily(100), { offerer: 'demo_subagent', receiver: 'demo_agent42' });
    const actOnContract = vi.fn(async () => ({ contract: { ...given, status: 'terminated', terminatedAt: NOW, terminationReason: 'upline' }, ended: [] }));
    const { user } = renderPage(DailySalaryPage, [book('dailySalary', { sent: [given], uplineMayTerminate: true })], { actOnContract });
    await user.click(await screen.findByTestId('contract-terminate-60'));
    await user.click(screen.getByTestId('contract-confirm'));
    await waitFor(() => expect(screen.getByTestId('contract-reason-60').textContent).toBe('Ended by the upline'));
    expect(actOnContract).toHaveBeenCalledWith('dailySalary', { action: 'terminate', contractId: 60 });
  });

  it('sends the agent to team management to offer a contract', async () => {
    const { props, user } = renderPage(DailySalaryPage, [book('dailySalary')]);
    expect((await screen.findByTestId('contract-sent')).textContent).toContain('You have not offered any contracts of this kind.');
    expect(screen.getByTestId('contract-received').textContent).toContain('No offers received.');
    await user.click(screen.getByTestId('contract-open-team'));
    expect(props.openPage).toHaveBeenCalledWith('downlineManagmentView');
  });
});

describe('agentDividendRecordCopy2 and agentHourSalary: terms in words (SPEC 3, 9)', () => {
  it('shows a dividend contract’s period, thresholds, members and rate', async () => {
    const own = contract(1, {
      kind: 'dividend',
      period: 'semimonthly',
      periodValidBetPaise: 1_000_000_00,
      periodProfitLossPaise: 50_000_00,
      activeMembers: 12,
      rateBps: 4_000,
    });
    renderPage(DividendPage, [book('dividend', { own, received: [own] })]);
    const card = await screen.findByTestId('contract-1');
    expect([...card.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Settlement period',
      'Period valid bet',
      'Period profit and loss',
      'Active members',
      'Rate',
    ]);
    expect([...card.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Semimonthly', '₹10,00,000.00', '₹50,000.00', '12', '40.00 %']);
  });

  it('shows an hourly contract’s bet per hour and rate', async () => {
    const own = contract(2, { kind: 'hourlySalary', hourlyBetPaise: 5_000_00, rateBps: 5 });
    renderPage(HourlySalaryPage, [book('hourlySalary', { own })]);
    const card = await screen.findByTestId('contract-2');
    expect([...card.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Bet amount per hour', 'Rate']);
    expect([...card.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['₹5,000.00', '0.05 %']);
  });
});

describe('contract pages: loading', () => {
  it('says when the book could not be loaded and retries', async () => {
    const getContractBook = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 'down', { path: '/x' }))
      .mockResolvedValue(REALTIME_BOOK);
    const { user } = renderPage(RealtimeSalaryPage, [], { getContractBook });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The contracts could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('contract-90');
  });
});

describe('settlement records (SPEC 9)', () => {
  it('lists what was paid to the agent, then to its team, per period with the team figures and totals', async () => {
    const { calls, user } = renderPage(DailySalaryPage, [book('dailySalary')]);
    const records = await screen.findByTestId('contract-settlements');
    const row = await within(records).findByTestId('record-row');
    expect(calls.getSettlements).toHaveBeenCalledWith({ kind: 'dailySalary', scope: 'mine', from: '2025-01-09', to: '2025-01-15', pageNo: 1 });
    const cell = (column: string) => row.querySelector(`[data-column="${column}"]`)?.textContent;
    expect(cell('period')).toMatch(/^(14 Jan 2025|Jan 14, 2025)$/);
    expect([cell('teamValid'), cell('teamProfit'), cell('activeMembers'), cell('qualified'), cell('amount')]).toEqual([
      '₹25,000.00',
      '−₹1,500.00',
      '3',
      'Yes',
      '₹375.00',
    ]);
    expect(row.querySelector('[data-column="receiver"]')).toBeNull();
    expect(within(records).getByTestId('record-total-amount').textContent).toBe('Amount paid₹375.00');
    expect(within(records).getByTestId('record-total-count').textContent).toBe('Settlements1');
    await user.click(within(records).getByTestId('settlement-scope-team'));
    await waitFor(() => expect(calls.getSettlements).toHaveBeenLastCalledWith({ kind: 'dailySalary', scope: 'team', from: '2025-01-09', to: '2025-01-15', pageNo: 1 }));
    const teamRow = await within(records).findByTestId('record-row');
    expect(teamRow.querySelector('[data-column="receiver"]')?.textContent).toBe('demo_agent42');
  });

  it('shows a real-time window with its times', async () => {
    const window = { ...SETTLEMENT, periodStart: Date.UTC(2025, 0, 15, 4, 30), periodEnd: Date.UTC(2025, 0, 15, 4, 35) };
    const getSettlements = vi.fn(async () => settlementsPage([window]));
    renderPage(RealtimeSalaryPage, [REALTIME_BOOK], { getSettlements });
    const row = await within(await screen.findByTestId('contract-settlements')).findByTestId('record-row');
    expect(row.querySelector('[data-column="period"]')?.textContent).toMatch(/10:00.*–.*10:05/i);
  });
});
