import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AgentNotice } from '@kernel/agency';
import { ApiError } from '@/api/errors';
import AgentAnnouncementPage from '@/features/agentCenter/pages/announcement/AgentAnnouncementPage';
import { agentCalls, agentPageProps } from './agentCenterFixtures';
import { renderWithI18n } from './render';

type Load = () => Promise<AgentNotice[]>;

const NOTICES: AgentNotice[] = [
  { id: 1, title: 'Welcome, agents', content: '<p>Read the <a href="https://example.com/rules">rules</a>.</p>', timestamp: Date.UTC(2025, 0, 2, 6, 30) },
  {
    id: 3,
    title: 'Salary contracts are here',
    content: '<p>Real-time salary <b>every 5 minutes</b>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    timestamp: Date.UTC(2025, 0, 20, 12, 0),
  },
  { id: 2, title: 'Support hours', content: '<p>Monday to Friday, 12:00 to 21:00.</p>', timestamp: Date.UTC(2025, 0, 10, 9, 15) },
];

function renderPage(getNotices: Load = vi.fn<Load>(async () => NOTICES)) {
  renderWithI18n(<AgentAnnouncementPage {...agentPageProps({ calls: agentCalls({ getNotices }) })} />);
  return { getNotices, user: userEvent.setup() };
}

const toggles = () => screen.getAllByTestId('agent-notice-toggle');

describe('agentAnnouncement', () => {
  it('lists the notices newest first, each title with its date (India time)', async () => {
    renderPage();
    await screen.findByTestId('agent-notices');
    expect(toggles().map((toggle) => toggle.textContent)).toEqual([
      'Salary contracts are here20 Jan 2025, 5:30 pm',
      'Support hours10 Jan 2025, 2:45 pm',
      'Welcome, agents2 Jan 2025, 12:00 pm',
    ]);
  });

  it('opens the newest, and opens or closes any other on a click', async () => {
    const { user } = renderPage();
    await screen.findByTestId('agent-notices');
    const [newest, middle] = toggles() as [HTMLElement, HTMLElement];
    expect(newest.getAttribute('aria-expanded')).toBe('true');
    expect(middle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByTestId('agent-notice-content')).toHaveLength(1);
    await user.click(middle);
    expect(middle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByTestId('agent-notice-content').map((content) => content.textContent)).toEqual([
      'Real-time salary every 5 minutes.',
      'Monday to Friday, 12:00 to 21:00.',
    ]);
    await user.click(newest);
    expect(newest.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByTestId('agent-notice-content')).toHaveLength(1);
  });

  it('shows the content sanitised: no script, no handler, links open apart from the page', async () => {
    const { user } = renderPage();
    await screen.findByTestId('agent-notices');
    const [newest] = screen.getAllByTestId('agent-notice-content') as [HTMLElement];
    expect(newest.querySelector('script')).toBeNull();
    expect(newest.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(newest).getByText('every 5 minutes').tagName).toBe('B');
    await user.click(toggles()[2]!);
    const link = screen.getByRole('link', { name: 'rules' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says when there are none', async () => {
    renderPage(vi.fn<Load>(async () => []));
    expect((await screen.findByTestId('agent-notices-empty')).textContent).toContain('No announcements');
  });

  it('offers a retry when the notices could not be loaded', async () => {
    const getNotices = vi
      .fn<Load>()
      .mockRejectedValueOnce(new ApiError('network', 'offline', { path: '/agent/notices' }))
      .mockResolvedValue(NOTICES);
    const { user } = renderPage(getNotices);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The announcements could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('agent-notices')).toBeTruthy();
    expect(getNotices).toHaveBeenCalledTimes(2);
  });
});
