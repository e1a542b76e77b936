import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Downline, DownlineTransferInfo, TeamTreeNode, TransferDownlineRequest } from '@kernel/agency';
import type { Contract, ContractBook, ContractKind, ContractTerms } from '@kernel/agencyContracts';
import type { ModuleNode } from '@kernel/modules';
import type { AgentCalls } from '@/api/agentCalls';
import { ApiError } from '@/api/errors';
import type { AgentPageProps } from '@/features/agentCenter/agentPageProps';
import DownlineManagementPage from '@/features/agentCenter/pages/downlines/DownlineManagementPage';
import { renderWithI18n } from './render';

/** SPEC 2 downlineManagmentView, SPEC 3 Wallet transfer (downline), SPEC 4 Contracts (offers to direct downline agents). */

const NOW = Date.UTC(2025, 0, 15, 8, 0, 0);
const HOUR = 3_600_000;

const downline = (userName: string, overrides: Partial<Downline> = {}): Downline => ({
  userName,
  nickname: '',
  type: 0,
  level: 1,
  balancePaise: 0,
  lastLoginAt: null,
  createdAt: NOW - 30 * 24 * HOUR,
  status: 'inactive',
  teamSize: 0,
  isAgent: false,
  ...overrides,
});
const TEAM: Record<string, Downline[]> = {
  demo_agent: [
    downline('demo_subagent', { nickname: 'Sub', type: 2, balancePaise: 500_000, lastLoginAt: NOW - HOUR, status: 'active', teamSize: 3, isAgent: true }),
    downline('demo_agent41', { type: 41, balancePaise: 120_050, teamSize: 1, isAgent: true, lastLoginAt: NOW - 2 * HOUR, status: 'active' }),
    downline('team_rohan', { balancePaise: 1_234_567_89 }),
  ],
  demo_subagent: [downline('demo_agent42', { type: 42, level: 2, teamSize: 1, isAgent: true }), downline('team_arjun', { level: 2 })],
};
const PATHS: Record<string, { userName: string; level: number }[]> = {
  demo_agent: [{ userName: 'demo_agent', level: 0 }],
  demo_subagent: [
    { userName: 'demo_agent', level: 0 },
    { userName: 'demo_subagent', level: 1 },
  ],
};
const node = (userName: string, parent: string, type: number, level: number, teamSize: number): TeamTreeNode => ({
  userName,
  nickname: '',
  type,
  level,
  parent,
  teamSize,
});
const TREE = {
  root: 'demo_agent',
  truncated: false,
  nodes: [
    node('demo_subagent', 'demo_agent', 2, 1, 3),
    node('demo_agent41', 'demo_agent', 41, 1, 1),
    node('team_rohan', 'demo_agent', 0, 1, 0),
    node('demo_agent42', 'demo_subagent', 42, 2, 1),
    node('team_arjun', 'demo_subagent', 0, 2, 0),
    node('team_dev', 'demo_agent42', 0, 3, 0),
    node('team_kavya', 'demo_agent41', 0, 2, 0),
  ],
};
const INFO: DownlineTransferInfo = { minPaise: 10_000, maxPaise: 10_000_000, balancePaise: 1_000_000, hasWithdrawPassword: true };

const realtime = (profitRateBps: number, lossRateBps: number, singleBetPaise = 0): ContractTerms => ({
  kind: 'realtimeSalary',
  profitRateBps,
  lossRateBps,
  singleBetPaise,
});
const contract = (id: number, receiver: string, terms: ContractTerms, overrides: Partial<Contract> = {}): Contract => ({
  id,
  kind: terms.kind,
  status: 'active',
  offerer: 'demo_agent',
  receiver,
  terms,
  offeredAt: NOW - 48 * HOUR,
  expiresAt: NOW,
  answeredAt: NOW - 47 * HOUR,
  terminatedAt: null,
  terminationReason: null,
  ...overrides,
});
const book = (kind: ContractKind, ownRates: Record<string, number> | null, sent: Contract[] = []): ContractBook => ({
  kind,
  own: null,
  ownRates,
  received: [],
  sent,
  uplineMayTerminate: false,
});
const BOOKS: Record<ContractKind, ContractBook> = {
  dividend: book('dividend', { rateBps: 4_000 }, [
    contract(11, 'demo_subagent', {
      kind: 'dividend',
      period: 'weekly',
      periodValidBetPaise: 100_000_00,
      periodProfitLossPaise: 10_000_00,
      activeMembers: 5,
      rateBps: 2_500,
    }),
  ]),
  dailySalary: book('dailySalary', { rateBps: 200 }, [
    contract(21, 'demo_subagent', { kind: 'dailySalary', dailyBetPaise: 50_000_00, rateBps: 150 }),
    contract(22, 'demo_agent41', { kind: 'dailySalary', dailyBetPaise: 50_000_00, rateBps: 100 }, { status: 'pending', answeredAt: null, expiresAt: NOW + 40 * HOUR }),
  ]),
  hourlySalary: book('hourlySalary', { rateBps: 100 }),
  realtimeSalary: book('realtimeSalary', { profitRateBps: 150, lossRateBps: 150 }),
};
const ALL_MODULES: ModuleNode[] = ['SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'].map((modId) => ({ modId, enabled: modId !== 'HOURSAL3', childrenNodes: [] }));

function renderPage(overrides: Partial<AgentCalls> = {}, modules: ModuleNode[] = ALL_MODULES) {
  const calls = {
    getTeamTree: vi.fn(async () => TREE),
    getDownlines: vi.fn(async (query: { parent?: string; search?: string; pageNo?: number }) => {
      const parent = query.parent ?? 'demo_agent';
      const items = (TEAM[parent] ?? []).filter((row) => !query.search || row.userName.includes(query.search));
      return { items, pageNo: 1, pageSize: 20, totalPages: 1, totalCount: items.length, path: PATHS[parent] ?? [] };
    }),
    getDownlineTransferInfo: vi.fn(async () => INFO),
    transferDownline: vi.fn(async (request: TransferDownlineRequest) => ({
      downline: request.downline,
      amountPaise: request.amountPaise as number,
      balancePaise: INFO.balancePaise - (request.amountPaise as number),
      downlineBalancePaise: 500_000 + (request.amountPaise as number),
      createdAt: NOW,
    })),
    getContractBook: vi.fn(async (kind: ContractKind) => BOOKS[kind]),
    previewContract: vi.fn(async () => ({ ends: [] })),
    actOnContract: vi.fn(),
    ...overrides,
  };
  const wallet = { send: vi.fn() };
  const props = {
    calls,
    wallet,
    modules,
    userName: 'demo_agent',
    agentType: 1,
    currencySymbol: '₹',
    consolidated: null,
    reloadConsolidated: vi.fn(),
    openPage: vi.fn(),
    openSecurity: vi.fn(),
  } as unknown as AgentPageProps;
  renderWithI18n(<DownlineManagementPage {...props} />);
  return { calls, wallet, props, user: userEvent.setup() };
}

const cells = (row: HTMLElement) => Object.fromEntries([...row.querySelectorAll('td')].map((cell) => [cell.dataset.column, cell.textContent]));

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

describe('downlineManagmentView: the team table', () => {
  it("lists the agent's direct downlines with name, nickname, type, level, balance, last login, status and team size", async () => {
    const { calls } = renderPage();
    const sub = await screen.findByTestId('downline-row-demo_subagent');
    expect(calls.getDownlines).toHaveBeenCalledWith({ pageNo: 1 });
    expect(cells(sub)).toMatchObject({
      userName: 'demo_subagent',
      nickname: 'Sub',
      type: 'Sub-agent',
      level: '1',
      balance: '₹5,000.00',
      status: 'Active',
      teamSize: '3',
    });
    expect(cells(sub).lastLogin).toMatch(/15 Jan 2025|Jan 15, 2025/);
    expect(cells(screen.getByTestId('downline-row-demo_agent41'))).toMatchObject({ type: 'Agent', balance: '₹1,200.50' });
    expect(cells(screen.getByTestId('downline-row-team_rohan'))).toMatchObject({
      nickname: '—',
      type: 'Member',
      balance: '₹12,34,567.89',
      lastLogin: 'Never',
      status: 'Inactive',
      teamSize: '0',
    });
    expect(screen.getByTestId('downline-summary').textContent).toBe('3 direct downlines');
  });

  it('drills into a downline with a team, shows the path as a breadcrumb and goes back up from it', async () => {
    const { calls, user } = renderPage();
    await screen.findByTestId('downline-row-demo_subagent');
    // A downline without a team has nothing to open.
    expect(screen.queryByTestId('downline-drill-team_rohan')).toBeNull();
    await user.click(screen.getByTestId('downline-drill-demo_subagent'));
    await screen.findByTestId('downline-row-demo_agent42');
    expect(calls.getDownlines).toHaveBeenLastCalledWith({ parent: 'demo_subagent', pageNo: 1 });
    expect(screen.queryByTestId('downline-row-demo_subagent')).toBeNull();
    expect(cells(screen.getByTestId('downline-row-demo_agent42'))).toMatchObject({ type: 'Sub-agent', level: '2' });
    const crumbs = screen.getByTestId('downline-breadcrumb');
    expect(crumbs.textContent).toBe('demo_agentdemo_subagent');
    expect(within(crumbs).getByText('demo_subagent').getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByTestId('downline-crumb-demo_agent'));
    await screen.findByTestId('downline-row-demo_subagent');
    expect(calls.getDownlines).toHaveBeenLastCalledWith({ pageNo: 1 });
  });

  it('searches when the search is submitted, not on every keystroke', async () => {
    const { calls, user } = renderPage();
    await screen.findByTestId('downline-row-demo_subagent');
    await user.type(screen.getByTestId('downline-search'), '  rohan ');
    expect(calls.getDownlines).toHaveBeenCalledTimes(1);
    await user.click(screen.getByTestId('downline-search-submit'));
    await waitFor(() => expect(screen.queryByTestId('downline-row-demo_subagent')).toBeNull());
    expect(calls.getDownlines).toHaveBeenCalledTimes(2);
    expect(calls.getDownlines).toHaveBeenLastCalledWith({ search: 'rohan', pageNo: 1 });
    expect(screen.getByTestId('downline-row-team_rohan')).toBeTruthy();
    expect(screen.getByTestId('downline-summary').textContent).toBe('1 downlines matching “rohan”');
    await user.clear(screen.getByTestId('downline-search'));
    await user.type(screen.getByTestId('downline-search'), 'nobody{Enter}');
    expect((await screen.findByTestId('downline-table-empty')).textContent).toBe('No downline matches “nobody”.');
  });

  it('offers contracts only to direct downline agents', async () => {
    const { user } = renderPage();
    await screen.findByTestId('downline-row-demo_subagent');
    expect(screen.getByTestId('downline-contracts-demo_subagent')).toBeTruthy();
    expect(screen.getByTestId('downline-contracts-demo_agent41')).toBeTruthy();
    expect(screen.queryByTestId('downline-contracts-team_rohan')).toBeNull();
    expect(screen.getByTestId('downline-transfer-team_rohan')).toBeTruthy();
    await user.click(screen.getByTestId('downline-drill-demo_subagent'));
    await screen.findByTestId('downline-row-demo_agent42');
    // An agent two levels down is not a direct downline.
    expect(screen.queryByTestId('downline-contracts-demo_agent42')).toBeNull();
  });

  it('offers no contracts when every contract module is off', async () => {
    renderPage({}, []);
    await screen.findByTestId('downline-row-demo_subagent');
    expect(screen.queryByTestId('downline-contracts-demo_subagent')).toBeNull();
  });

  it('says why the team could not be loaded and retries', async () => {
    const getDownlines = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('business', 'This account is not in your team', { path: '/x', code: 'NOT_IN_TEAM' }))
      .mockResolvedValue({ items: TEAM.demo_agent, pageNo: 1, pageSize: 20, totalPages: 1, totalCount: 3, path: PATHS.demo_agent });
    const { user } = renderPage({ getDownlines } as Partial<AgentCalls>);
    const failed = await screen.findByTestId('downline-failed');
    expect(failed.textContent).toContain('This account is not in your team');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('downline-row-demo_subagent');
  });
});

describe('downlineManagmentView: the team tree', () => {
  it('shows the team as a tree with each account’s type and team size, opening branches on demand', async () => {
    const { user } = renderPage();
    const tree = await screen.findByTestId('team-tree');
    await within(tree).findByTestId('tree-node-demo_subagent');
    expect(within(tree).getByTestId('tree-node-demo_subagent').textContent).toBe('demo_subagentSub-agent3');
    expect(within(tree).getByTestId('tree-node-team_rohan').textContent).toBe('team_rohanMember');
    expect(within(tree).queryByTestId('tree-node-demo_agent42')).toBeNull();
    expect(within(tree).queryByTestId('tree-toggle-team_rohan')).toBeNull();
    const toggle = within(tree).getByTestId('tree-toggle-demo_subagent');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(tree).getByTestId('tree-node-demo_agent42').textContent).toBe('demo_agent42Sub-agent1');
    await user.click(within(tree).getByTestId('tree-toggle-demo_agent42'));
    expect(within(tree).getByTestId('tree-node-team_dev')).toBeTruthy();
    await user.click(toggle);
    expect(within(tree).queryByTestId('tree-node-demo_agent42')).toBeNull();
  });

  it("lists a node's team in the table when the node is chosen, and the agent's own from the root", async () => {
    const { calls, user } = renderPage();
    const tree = await screen.findByTestId('team-tree');
    await user.click(await within(tree).findByTestId('tree-node-demo_subagent'));
    await screen.findByTestId('downline-row-team_arjun');
    expect(calls.getDownlines).toHaveBeenLastCalledWith({ parent: 'demo_subagent', pageNo: 1 });
    expect(within(tree).getByTestId('tree-node-demo_subagent').getAttribute('aria-current')).toBe('true');
    await user.click(within(tree).getByTestId('tree-node-demo_agent'));
    await screen.findByTestId('downline-row-demo_subagent');
    expect(calls.getDownlines).toHaveBeenLastCalledWith({ pageNo: 1 });
  });
});

describe('downlineManagmentView: transfer to a downline (SPEC 3 Wallet transfer)', () => {
  it('sends an amount with the withdrawal password after a confirm step and shows both balances after it', async () => {
    const { calls, wallet, user } = renderPage();
    await user.click(await screen.findByTestId('downline-transfer-demo_subagent'));
    const dialog = await screen.findByTestId('transfer-dialog');
    expect((await within(dialog).findByTestId('transfer-balance')).textContent).toBe('₹10,000.00');
    await user.type(within(dialog).getByTestId('transfer-amount'), '100');
    await user.type(within(dialog).getByTestId('transfer-password'), 'Pay@1234');
    await user.click(within(dialog).getByTestId('transfer-next'));
    expect(within(dialog).getByTestId('transfer-confirm-amount').textContent).toBe('₹100.00');
    expect(within(dialog).getByTestId('transfer-confirm-step').textContent).toContain('₹9,900.00');
    expect(calls.transferDownline).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('transfer-confirm'));
    expect((await within(dialog).findByTestId('transfer-result')).textContent).toBe(
      '₹100.00 sent to demo_subagent. Your balance is now ₹9,900.00; demo_subagent now holds ₹5,100.00.',
    );
    expect(calls.transferDownline).toHaveBeenCalledWith({
      downline: 'demo_subagent',
      amountPaise: 10_000,
      withdrawPassword: 'Pay@1234',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    // The table shows the downline's new balance: it is read again.
    await waitFor(() => expect(calls.getDownlines).toHaveBeenCalledTimes(2));
    await user.click(within(dialog).getByTestId('transfer-close'));
    expect(screen.queryByTestId('transfer-dialog')).toBeNull();
  });

  it('refuses an amount above the balance or without the password, and sends nothing', async () => {
    const { calls, wallet, user } = renderPage();
    await user.click(await screen.findByTestId('downline-transfer-team_rohan'));
    const dialog = await screen.findByTestId('transfer-dialog');
    await user.type(await within(dialog).findByTestId('transfer-amount'), '20000');
    await user.click(within(dialog).getByTestId('transfer-next'));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['The amount is more than your balance', 'Please enter your withdrawal password']);
    expect(within(dialog).queryByTestId('transfer-confirm-step')).toBeNull();
    expect(calls.transferDownline).not.toHaveBeenCalled();
    expect(wallet.send).not.toHaveBeenCalled();
  });

  it("shows the backend's refusal and keeps the amount", async () => {
    const transferDownline = vi.fn().mockRejectedValue(new ApiError('business', 'The withdrawal password is wrong', { path: '/x', code: 'WITHDRAW_PASSWORD_WRONG' }));
    const { wallet, user } = renderPage({ transferDownline } as Partial<AgentCalls>);
    await user.click(await screen.findByTestId('downline-transfer-team_rohan'));
    const dialog = await screen.findByTestId('transfer-dialog');
    await user.type(await within(dialog).findByTestId('transfer-amount'), '150');
    await user.type(within(dialog).getByTestId('transfer-password'), 'wrong');
    await user.click(within(dialog).getByTestId('transfer-next'));
    await user.click(within(dialog).getByTestId('transfer-confirm'));
    expect((await within(dialog).findByTestId('transfer-failure')).textContent).toBe('The withdrawal password is wrong');
    expect((within(dialog).getByTestId('transfer-amount') as HTMLInputElement).value).toBe('150');
    expect(wallet.send).not.toHaveBeenCalled();
  });

  it('without a withdrawal password, links to setting one', async () => {
    const { props, calls, user } = renderPage({ getDownlineTransferInfo: vi.fn(async () => ({ ...INFO, hasWithdrawPassword: false })) } as Partial<AgentCalls>);
    await user.click(await screen.findByTestId('downline-transfer-demo_subagent'));
    await user.click(await screen.findByTestId('transfer-set-password'));
    expect(props.openSecurity).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('transfer-amount')).toBeNull();
    expect(calls.transferDownline).not.toHaveBeenCalled();
  });
});

describe('downlineManagmentView: contracts with a direct downline agent (SPEC 4)', () => {
  it('lists the contracts with that downline of every enabled kind', async () => {
    const { calls, user } = renderPage();
    await user.click(await screen.findByTestId('downline-contracts-demo_subagent'));
    const list = await screen.findByTestId('downline-contract-list');
    await within(list).findByTestId('contract-status-11');
    // The hourly module is off: its book is not read.
    expect(vi.mocked(calls.getContractBook).mock.calls.map(([kind]) => kind)).toEqual(['dividend', 'dailySalary', 'realtimeSalary']);
    expect(within(list).getByTestId('contract-status-11').textContent).toBe('Active');
    expect(within(list).getByTestId('contract-status-21').textContent).toBe('Active');
    // The pending offer to another downline is not listed here.
    expect(within(list).queryByTestId('contract-status-22')).toBeNull();
    expect(within(list).getByTestId('contract-11').textContent).toContain('Weekly');
    expect(within(list).getByTestId('contract-11').textContent).toContain('25.00 %');
    expect(within(list).getByTestId('contract-21').textContent).toContain('₹50,000.00');
    // The platform does not let the upline terminate here.
    expect(within(list).queryByTestId('contract-terminate-21')).toBeNull();
  });

  it('offers a real-time salary contract: terms, preview, the lower-rate warning, confirm, then pending', async () => {
    const ends = [{ id: 77, offerer: 'demo_subagent', receiver: 'demo_agent42', terms: realtime(80, 80) }];
    const previewContract = vi.fn(async () => ({ ends }));
    const offered = contract(90, 'demo_subagent', realtime(50, 50, 10_000), { status: 'pending', offeredAt: NOW, expiresAt: NOW + 48 * HOUR, answeredAt: null });
    const actOnContract = vi.fn(async () => ({ contract: offered, ended: [] }));
    const { calls, props, user } = renderPage({ previewContract, actOnContract } as unknown as Partial<AgentCalls>);
    await user.click(await screen.findByTestId('downline-contracts-demo_subagent'));
    const dialog = await screen.findByTestId('downline-contracts-dialog');
    const kind = (await within(dialog).findByTestId('contract-offer-kind')) as HTMLSelectElement;
    expect([...kind.options].map((option) => option.textContent)).toEqual(['Dividend', 'Daily salary', 'Real-time salary']);
    await user.selectOptions(kind, 'realtimeSalary');
    expect(within(dialog).queryByTestId('contract-field-rateBps')).toBeNull();
    await user.type(within(dialog).getByTestId('contract-field-profitRateBps'), '0.5');
    await user.type(within(dialog).getByTestId('contract-field-lossRateBps'), '0.5');
    await user.clear(within(dialog).getByTestId('contract-field-singleBetPaise'));
    await user.type(within(dialog).getByTestId('contract-field-singleBetPaise'), '100');
    await user.click(within(dialog).getByTestId('contract-submit'));
    const warning = await within(dialog).findByTestId('contract-lower-rate-warning');
    expect(warning.textContent).toBe('Confirming ends these contracts below:demo_agent42 (profit 0.80 %, loss 0.80 %)');
    expect(previewContract).toHaveBeenCalledWith('realtimeSalary', { action: 'preview', receiver: 'demo_subagent', terms: realtime(50, 50, 10_000) });
    expect(actOnContract).not.toHaveBeenCalled();
    expect(within(dialog).getByTestId('contract-confirm-terms').textContent).toContain('0.50 %');
    await user.click(within(dialog).getByTestId('contract-confirm'));
    expect((await within(dialog).findByTestId('contract-offer-sent')).textContent).toContain('The offer was sent to demo_subagent.');
    expect(actOnContract).toHaveBeenCalledWith('realtimeSalary', {
      action: 'offer',
      receiver: 'demo_subagent',
      terms: realtime(50, 50, 10_000),
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    await waitFor(() => expect(props.reloadConsolidated).toHaveBeenCalled());
    await waitFor(() => expect(calls.getContractBook).toHaveBeenCalledTimes(6));
  });

  it('goes back from the confirm step with the terms kept', async () => {
    const { calls, user } = renderPage();
    await user.click(await screen.findByTestId('downline-contracts-demo_agent41'));
    const dialog = await screen.findByTestId('downline-contracts-dialog');
    await user.selectOptions(await within(dialog).findByTestId('contract-offer-kind'), 'dailySalary');
    await user.type(within(dialog).getByTestId('contract-field-rateBps'), '1.25');
    await user.click(within(dialog).getByTestId('contract-submit'));
    await within(dialog).findByTestId('contract-confirm-step');
    // No downline contract would end: no warning.
    expect(within(dialog).queryByTestId('contract-lower-rate-warning')).toBeNull();
    await user.click(within(dialog).getByTestId('contract-cancel'));
    expect((within(dialog).getByTestId('contract-field-rateBps') as HTMLInputElement).value).toBe('1.25');
    expect(calls.actOnContract).not.toHaveBeenCalled();
  });

  it('refuses a rate above its own, outside 0–100 % or not a number, before asking the backend', async () => {
    const { calls, user } = renderPage();
    await user.click(await screen.findByTestId('downline-contracts-demo_subagent'));
    const dialog = await screen.findByTestId('downline-contracts-dialog');
    await user.selectOptions(await within(dialog).findByTestId('contract-offer-kind'), 'realtimeSalary');
    await user.type(within(dialog).getByTestId('contract-field-profitRateBps'), '1.6');
    await user.type(within(dialog).getByTestId('contract-field-lossRateBps'), '100.01');
    await user.clear(within(dialog).getByTestId('contract-field-singleBetPaise'));
    await user.type(within(dialog).getByTestId('contract-field-singleBetPaise'), 'ten');
    await user.click(within(dialog).getByTestId('contract-submit'));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['This is above your own rate: at most 1.50 %', 'A rate must be between 0 % and 100 %', 'Please enter the amount as a number, like 1000 or 1000.50']);
    expect(calls.previewContract).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByTestId('contract-field-profitRateBps'));
    await user.type(within(dialog).getByTestId('contract-field-profitRateBps'), 'abc');
    await user.clear(within(dialog).getByTestId('contract-field-lossRateBps'));
    await user.type(within(dialog).getByTestId('contract-field-lossRateBps'), '0.125');
    await user.click(within(dialog).getByTestId('contract-submit'));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent)
        .slice(0, 2),
    ).toEqual(['Please enter the rate as a number, like 1.5', 'A rate can have at most 2 decimals']);
    expect(calls.previewContract).not.toHaveBeenCalled();
  });

  it("shows the backend's refusal of an offer and keeps the draft", async () => {
    const actOnContract = vi
      .fn()
      .mockRejectedValue(new ApiError('business', 'An offer of this kind is already waiting for demo_agent41', { path: '/x', code: 'OFFER_PENDING' }));
    const { user } = renderPage({ actOnContract } as Partial<AgentCalls>);
    await user.click(await screen.findByTestId('downline-contracts-demo_agent41'));
    const dialog = await screen.findByTestId('downline-contracts-dialog');
    await user.selectOptions(await within(dialog).findByTestId('contract-offer-kind'), 'dailySalary');
    await user.type(within(dialog).getByTestId('contract-field-rateBps'), '1');
    await user.click(within(dialog).getByTestId('contract-submit'));
    await user.click(await within(dialog).findByTestId('contract-confirm'));
    expect((await within(dialog).findByTestId('contract-failure')).textContent).toContain('An offer of this kind is already waiting for demo_agent41');
    expect((within(dialog).getByTestId('contract-field-rateBps') as HTMLInputElement).value).toBe('1');
    expect(within(dialog).getByTestId('contract-retry')).toBeTruthy();
  });
});
