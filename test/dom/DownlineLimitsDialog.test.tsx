import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Downline } from '@kernel/agency';
import type { GamblingLimit, SaferGambling } from '@kernel/saferGambling';
import type { AgentCalls } from '@/api/agentCalls';
import { DownlineLimitsDialog } from '@/features/agentCenter/pages/downlines/DownlineLimitsDialog';
import { renderWithI18n } from './render';

/** Issue 26: an agent sees a team member's safer-gambling limits, read only. */

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const row = (kind: GamblingLimit['kind'], period: GamblingLimit['period'], extra: Partial<GamblingLimit> = {}): GamblingLimit => ({
  kind,
  period,
  amountPaise: null,
  usedPaise: 0,
  resetsAt: Date.UTC(2025, 0, 15, 18, 30),
  pending: null,
  ...extra,
});
const LIMITS: SaferGambling = {
  serverTime: NOW,
  limits: [
    row('deposit', 'day', { amountPaise: 100_000, usedPaise: 40_000, pending: { amountPaise: 200_000, effectiveAt: NOW + 24 * 3_600_000 } }),
    row('deposit', 'week'),
    row('deposit', 'month'),
    row('loss', 'day'),
    row('loss', 'week', { amountPaise: 500_000 }),
    row('loss', 'month'),
    row('wager', 'day'),
    row('wager', 'week'),
    row('wager', 'month'),
  ],
};
const meera: Downline = {
  userName: 'team_meera',
  nickname: '',
  type: 0,
  level: 1,
  balancePaise: 0,
  lastLoginAt: null,
  createdAt: NOW,
  status: 'active',
  teamSize: 0,
  isAgent: false,
};

describe('DownlineLimitsDialog', () => {
  it("shows the member's limits, a pending raise with its time, and nothing to change them with", async () => {
    const getDownlineLimits = vi.fn(async () => LIMITS);
    renderWithI18n(<DownlineLimitsDialog calls={{ getDownlineLimits } as unknown as AgentCalls} downline={meera} currencySymbol="₹" onClose={() => undefined} />);
    const dialog = await screen.findByTestId('downline-limits-dialog');
    const depositDay = await within(dialog).findByTestId('limit-deposit-day');
    expect(getDownlineLimits).toHaveBeenCalledWith('team_meera');
    expect(depositDay.textContent).toContain('₹1,000.00');
    expect(depositDay.textContent).toContain('₹400.00');
    expect(within(dialog).getByTestId('limit-deposit-day-pending').textContent).toContain('₹2,000.00');
    expect(within(dialog).getByTestId('limit-loss-week').textContent).toContain('₹5,000.00');
    // read only: the only button closes the dialog
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Close']);
  });
});
