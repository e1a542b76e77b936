import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Consolidated } from '@kernel/agencyContracts';
import type { ModuleNode } from '@kernel/modules';
import AgentCenterArea from '@/features/agentCenter/AgentCenterArea';
import { agentCalls, agentPageProps, modulesOn, teamOverview } from './agentCenterFixtures';
import { renderWithI18n } from './render';

// The default page draws a chart on a canvas jsdom does not have.
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    static tzDate = (date: Date) => date;
    destroy() {}
    setSize() {}
  }
  return { default: FakePlot };
});

const NO_OFFERS: Consolidated = { dailysalreqtype: 'none', divtypereq: 'active', contracthoursalreq: 'none', realtimesalreqtype: 'none' };

function renderArea({ requestedPage = null as string | null, modules = [] as ModuleNode[], consolidated = null as Consolidated | null } = {}) {
  const navigate = vi.fn();
  const openCustomerService = vi.fn();
  const { openPage: _owned, ...pageProps } = agentPageProps({
    modules,
    consolidated,
    calls: agentCalls({ getTeamOverview: vi.fn(async () => teamOverview()) }),
  });
  renderWithI18n(<AgentCenterArea requestedPage={requestedPage} pageProps={pageProps} navigate={navigate} openCustomerService={openCustomerService} />);
  return { navigate, openCustomerService, user: userEvent.setup() };
}

const menuIds = () =>
  within(screen.getByRole('navigation', { name: 'Agency menu' }))
    .getAllByTestId(/^agent-menu-/)
    .map((entry) => entry.dataset.testid);

describe('agency center: the menu', () => {
  it('lists the SPEC 2 pages in order with the contract pages whose module is on, then funds and support', () => {
    renderArea({ modules: modulesOn('SIGNCONDIV3', 'RTSALARY3', 'INBOX3') });
    expect(menuIds()).toEqual([
      'agent-menu-agentTeamOverview',
      'agent-menu-agentAnnouncement',
      'agent-menu-registerCenter',
      'agent-menu-downlineManagmentView',
      'agent-menu-personalHistoryCopy',
      'agent-menu-palStatementsAgentCopy',
      'agent-menu-agentRevenueReport',
      'agent-menu-agentDownlineTransactionDetailsCopy',
      'agent-menu-agentDividendRecordCopy2',
      'agent-menu-agentRealtimeSalary',
      'agent-menu-link-depositv2',
      'agent-menu-link-withdraw',
      'agent-menu-link-messageV2',
      'agent-menu-customer-service',
    ]);
    expect(screen.getByTestId('agent-menu-agentTeamOverview').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('agent-menu-agentRealtimeSalary').getAttribute('href')).toBe('/agentHome?page=agentRealtimeSalary');
  });

  it('shows no salary or dividend page while their modules are off, and no platform messages without the inbox', () => {
    renderArea({ modules: modulesOn('HOURSAL3', 'DAILYSALCONT3') });
    const ids = menuIds();
    expect(ids).toContain('agent-menu-agentHourSalary');
    expect(ids).toContain('agent-menu-agentDailyWages2');
    expect(ids).not.toContain('agent-menu-agentDividendRecordCopy2');
    expect(ids).not.toContain('agent-menu-agentRealtimeSalary');
    expect(ids).not.toContain('agent-menu-link-messageV2');
    expect(ids).toContain('agent-menu-link-depositv2');
  });

  it('moves between pages by their address and links deposit, withdraw and messages to the member center', async () => {
    const { navigate, openCustomerService, user } = renderArea({ modules: modulesOn('INBOX3') });
    await user.click(screen.getByTestId('agent-menu-registerCenter'));
    expect(navigate).toHaveBeenLastCalledWith('/agentHome?page=registerCenter');
    await user.click(screen.getByTestId('agent-menu-link-depositv2'));
    expect(navigate).toHaveBeenLastCalledWith('/member?page=depositv2');
    await user.click(screen.getByTestId('agent-menu-link-withdraw'));
    expect(navigate).toHaveBeenLastCalledWith('/member?page=withdraw');
    await user.click(screen.getByTestId('agent-menu-link-messageV2'));
    expect(navigate).toHaveBeenLastCalledWith('/member?page=messageV2');
    expect(openCustomerService).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('agent-menu-customer-service'));
    expect(openCustomerService).toHaveBeenCalledTimes(1);
  });
});

describe('agency center: the page in the address', () => {
  it('opens on the team overview when no page is named, without rewriting the address', async () => {
    const { navigate } = renderArea();
    expect(screen.getByTestId('agent-page-agentTeamOverview')).toBeTruthy();
    expect(await screen.findByTestId('overview-team-size')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replaces a switched-off page by the team overview (replace, so back does not return to it)', async () => {
    const { navigate } = renderArea({ requestedPage: 'agentHourSalary', modules: modulesOn('RTSALARY3') });
    expect(screen.getByTestId('agent-page-agentTeamOverview')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team overview');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/agentHome?page=agentTeamOverview', { replace: true }));
    expect(screen.queryByTestId('agent-page-agentHourSalary')).toBeNull();
  });

  it('replaces an unknown page the same way, and shows a page that is on', async () => {
    const unknown = renderArea({ requestedPage: 'agentSecretPage' });
    await waitFor(() => expect(unknown.navigate).toHaveBeenCalledWith('/agentHome?page=agentTeamOverview', { replace: true }));
  });

  it('shows the named page when it exists and its module is on', () => {
    const { navigate } = renderArea({ requestedPage: 'agentAnnouncement' });
    expect(screen.getByTestId('agent-page-agentAnnouncement')).toBeTruthy();
    expect(screen.getByTestId('agent-menu-agentAnnouncement').getAttribute('aria-current')).toBe('page');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('agency center: offers waiting (SPEC 4 consolidated info)', () => {
  const ALL_CONTRACTS = modulesOn('SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3');

  it('marks the contract page whose offer is pending, and only that one', () => {
    renderArea({ modules: ALL_CONTRACTS, consolidated: { ...NO_OFFERS, realtimesalreqtype: 'pending' } });
    const badge = screen.getByTestId('agent-badge-agentRealtimeSalary');
    expect(badge.textContent).toBe('New offer');
    expect(badge.getAttribute('title')).toBe('An offer is waiting for your answer');
    // Read with its page's name: the link says both.
    expect(screen.getByTestId('agent-menu-agentRealtimeSalary').textContent).toBe('Real-time salary New offer');
    expect(screen.getAllByTestId(/^agent-badge-/)).toHaveLength(1);
  });

  it('marks nothing for active contracts, nor before the info arrives', () => {
    renderArea({ modules: ALL_CONTRACTS, consolidated: NO_OFFERS });
    expect(screen.queryAllByTestId(/^agent-badge-/)).toHaveLength(0);
  });

  it('marks no page that is switched off, even with an offer of its kind', () => {
    renderArea({ modules: modulesOn('SIGNCONDIV3'), consolidated: { ...NO_OFFERS, dailysalreqtype: 'pending', divtypereq: 'pending' } });
    expect(screen.getByTestId('agent-badge-agentDividendRecordCopy2')).toBeTruthy();
    expect(screen.queryByTestId('agent-badge-agentDailyWages2')).toBeNull();
  });
});
