import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@kernel/member';
import { AgentLayout } from '@/app/layout/AgentLayout';
import { AgentStrip } from '@/app/layout/AgentStrip';
import { RootActorsContext } from '@/app/RootActorsContext';
import { AGENT, agentRootActors } from './agentRootActors';
import { renderWithI18n } from './render';

/** 06:30:00 UTC on 15 January 2025: noon in India. */
const NOW = Date.UTC(2025, 0, 15, 6, 30, 0);

/** The layout as /agentHome shows it (the agency center puts the agent's strip in its header), or as /agent does. */
let stopActors = () => {};
async function renderLayout(member: MemberInfo | null, { center = member !== null } = {}) {
  const { actors, stop } = await agentRootActors({ member });
  stopActors = stop;
  renderWithI18n(
    <RootActorsContext.Provider value={actors}>
      <AgentLayout>
        {center && <AgentStrip />}
        <p>page</p>
      </AgentLayout>
    </RootActorsContext.Provider>,
  );
  return actors;
}

const tick = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

let offsetMinutes = -330;
beforeEach(() => {
  // The browser's zone, west-positive as getTimezoneOffset reports it: India by default.
  vi.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(() => offsetMinutes);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: NOW });
});
afterEach(() => {
  stopActors();
  vi.useRealTimers();
  vi.restoreAllMocks();
  offsetMinutes = -330;
});

describe('agent layout: a signed-in agent', () => {
  it('shows the GMT offset of the agent’s zone and a clock that ticks every second', async () => {
    await renderLayout(AGENT);
    expect(screen.getByTestId('agent-clock-gmt').textContent).toBe('GMT+05:30');
    const time = screen.getByTestId('agent-clock-time');
    expect(time.textContent).toBe('15/01/2025 12:00:00 pm');
    await tick(999);
    expect(time.textContent).toBe('15/01/2025 12:00:00 pm');
    await tick(1);
    expect(time.textContent).toBe('15/01/2025 12:00:01 pm');
    await tick(1_000);
    expect(time.textContent).toBe('15/01/2025 12:00:02 pm');
    await tick(58_000);
    expect(time.textContent).toBe('15/01/2025 12:01:00 pm');
    expect(time.getAttribute('datetime')).toBe('2025-01-15T12:01:00');
  });

  it('writes a zone west of Greenwich with a minus, and the date there', async () => {
    offsetMinutes = 180;
    await renderLayout(AGENT);
    expect(screen.getByTestId('agent-clock-gmt').textContent).toBe('GMT-03:00');
    expect(screen.getByTestId('agent-clock-time').textContent).toBe('15/01/2025 3:30:00 am');
  });

  it('shows the nickname and the balance of the root wallet', async () => {
    await renderLayout(AGENT);
    expect(screen.getByTestId('agent-nickname').textContent).toBe('Asha');
    expect(screen.getByTestId('balance-value').textContent).toBe('₹ 1,234.50');
  });

  it('shows the account name when the nickname is empty', async () => {
    await renderLayout({ ...AGENT, nickname: '' });
    expect(screen.getByTestId('agent-nickname').textContent).toBe('demo_agent');
  });

  it('puts the strip in the header, not in the page', async () => {
    await renderLayout(AGENT);
    const header = screen.getByRole('banner');
    expect(header.contains(screen.getByTestId('agent-clock'))).toBe(true);
    expect(header.contains(screen.getByTestId('agent-sign-out'))).toBe(true);
    expect(screen.getByRole('main').contains(screen.getByTestId('agent-clock'))).toBe(false);
  });

  it('signs out through the session’s confirmation (LOGOUT_REQUESTED), keeping the strip while it asks', async () => {
    const { session } = await renderLayout(AGENT);
    const send = vi.spyOn(session, 'send');
    act(() => screen.getByTestId('agent-sign-out').click());
    expect(send).toHaveBeenCalledWith({ type: 'LOGOUT_REQUESTED' });
    expect(session.getSnapshot().matches('confirmingLogout')).toBe(true);
    expect(screen.getByTestId('agent-clock')).toBeTruthy();
  });
});

describe('agent layout: the agent login page', () => {
  it('stays as it is for a visitor: no clock, name or sign out', async () => {
    await renderLayout(null);
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByTestId('agent-clock')).toBeNull();
    expect(screen.queryByTestId('agent-nickname')).toBeNull();
    expect(screen.queryByTestId('agent-sign-out')).toBeNull();
    expect(screen.queryByTestId('balance')).toBeNull();
    expect(screen.getByTestId('theme-toggle')).toBeTruthy();
  });

  it('stays as it is for an agent on the login page too', async () => {
    await renderLayout(AGENT, { center: false });
    expect(screen.queryByTestId('agent-clock')).toBeNull();
    expect(screen.queryByTestId('agent-sign-out')).toBeNull();
    expect(screen.getByTestId('agent-header-slot').childElementCount).toBe(0);
  });
});
