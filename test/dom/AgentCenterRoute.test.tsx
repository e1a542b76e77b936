import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Consolidated } from '@kernel/agencyContracts';
import { AGENT_PATH } from '@kernel/agentPaths';
import type { ModuleNode } from '@kernel/modules';
import { AgentLayout } from '@/app/layout/AgentLayout';
import { RootActorsContext } from '@/app/RootActorsContext';
import AgentCenterRoute from '@/app/routes/AgentCenterRoute';
import { modulesOn } from './agentCenterFixtures';
import { agentRootActors } from './agentRootActors';
import { renderWithI18n } from './render';

/** The platform as the route's call set meets it: answers by path. */
const answers = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/app/services', () => ({
  api: {
    get: async (path: string) => {
      if (!answers.has(path)) throw new Error(`no answer for ${path}`);
      return { success: true, value: answers.get(path) };
    },
  },
}));

/** The platform's live chat (module CBS3), as the service panel launches it. */
const chat = vi.hoisted(() => ({ open: vi.fn(), load: vi.fn(async () => ({})) }));
vi.mock('@/app/liveChat', () => ({ openLiveChat: chat.open, loadLiveChatLayer: chat.load, liveChatRequested: () => false, subscribeLiveChat: () => () => {} }));

const NOTICE = { id: 5, title: 'Real-time salary is live', content: '<p>Settled every 5 minutes.</p>', timestamp: Date.UTC(2025, 0, 20, 6, 30) };
const OFFER: Consolidated = { dailysalreqtype: 'none', divtypereq: 'none', contracthoursalreq: 'none', realtimesalreqtype: 'pending' };

let stopActors = () => {};
async function renderRoute(address: string, { modules = [] as ModuleNode[], consolidated = null as Consolidated | null } = {}) {
  window.history.replaceState(null, '', address);
  answers.set(AGENT_PATH.notices, [NOTICE]);
  const { actors, stop } = await agentRootActors({ modules, consolidated });
  stopActors = stop;
  renderWithI18n(
    <RootActorsContext.Provider value={actors}>
      <AgentLayout>
        <AgentCenterRoute />
      </AgentLayout>
    </RootActorsContext.Provider>,
  );
  return { user: userEvent.setup() };
}

afterEach(() => {
  stopActors();
  answers.clear();
  chat.open.mockClear();
  chat.load.mockClear();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('/agentHome: the agency center with its effects', () => {
  it('shows the page the address names, loaded through the agency calls, with the agent’s strip in the header', async () => {
    await renderRoute('/agentHome?page=agentAnnouncement');
    expect(screen.getByTestId('agent-page-agentAnnouncement')).toBeTruthy();
    expect((await screen.findByTestId('agent-notice-toggle')).textContent).toContain('Real-time salary is live');
    const header = screen.getByRole('banner');
    expect(within(header).getByTestId('agent-nickname').textContent).toBe('Asha');
    expect(within(header).getByTestId('agent-clock-gmt').textContent).toMatch(/^GMT[+-]\d\d:\d\d$/);
  });

  it('gates the menu by the whitelabel’s modules and marks a pending offer from the consolidated info kept since login', async () => {
    await renderRoute('/agentHome?page=agentAnnouncement', { modules: modulesOn('RTSALARY3', 'HOURSAL3'), consolidated: OFFER });
    expect(screen.getByTestId('agent-menu-agentHourSalary')).toBeTruthy();
    expect(screen.queryByTestId('agent-menu-agentDailyWages2')).toBeNull();
    expect(screen.getByTestId('agent-badge-agentRealtimeSalary')).toBeTruthy();
  });

  it('moves to another page through the address, with the register form checking the merchant’s field config', async () => {
    const { user } = await renderRoute('/agentHome?page=agentAnnouncement');
    await user.click(screen.getByTestId('agent-menu-registerCenter'));
    expect(window.location.pathname + window.location.search).toBe('/agentHome?page=registerCenter');
    await user.click(await screen.findByTestId('register-submit'));
    const username = screen.getByTestId('register-username');
    expect(document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Input cannot be empty');
    // Demo agent is of type 1: it may create sub-agents.
    expect(screen.getByTestId('register-kind-agent')).toBeTruthy();
  });

  it('rewrites a switched-off page’s address to the team overview', async () => {
    answers.set(AGENT_PATH.teamOverview, null);
    await renderRoute('/agentHome?page=agentDailyWages2');
    await waitFor(() => expect(window.location.search).toBe('?page=agentTeamOverview'));
    expect(screen.getByTestId('agent-page-agentTeamOverview')).toBeTruthy();
  });

  it('opens the customer-service address when the platform’s live chat is off', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderRoute('/agentHome?page=agentAnnouncement');
    await user.click(screen.getByTestId('agent-menu-customer-service'));
    expect(open).toHaveBeenCalledWith('https://support.example.com/chat', '_blank');
    expect(chat.open).not.toHaveBeenCalled();
  });

  it('launches the platform’s live chat in the current language when its module is on, fetched ahead on pointing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderRoute('/agentHome?page=agentAnnouncement', { modules: modulesOn('CBS3') });
    await user.hover(screen.getByTestId('agent-menu-customer-service'));
    expect(chat.load).toHaveBeenCalled();
    await user.click(screen.getByTestId('agent-menu-customer-service'));
    expect(chat.open).toHaveBeenCalledWith('EN');
    expect(open).not.toHaveBeenCalled();
  });
});
