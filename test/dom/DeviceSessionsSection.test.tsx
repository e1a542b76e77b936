import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceSession, LoginAttempt } from '@kernel/deviceSessions';
import { ErrorCode } from '@kernel/errorCodes';
import type { DeviceSessionCalls } from '@/api/deviceSessionCalls';
import { ApiError } from '@/api/errors';
import { DeviceSessionsSection } from '@/features/memberCenter/pages/security/DeviceSessionsSection';
import { renderWithI18n } from './render';

const SEEN = Date.UTC(2025, 0, 14, 18, 30, 0);
const THIS: DeviceSession = { id: 'this', browser: 'Chrome', os: 'Windows', ipMasked: '203.0.*.*', signedInAt: SEEN, lastSeenAt: SEEN, current: true };
const PHONE: DeviceSession = { id: 'phone', browser: 'Safari', os: 'iOS', ipMasked: '2001:db8:*', signedInAt: SEEN, lastSeenAt: SEEN - 60_000, current: false };
const ODD: DeviceSession = { id: 'odd', browser: 'other', os: 'other', ipMasked: null, signedInAt: SEEN, lastSeenAt: SEEN - 120_000, current: false };
const HISTORY: LoginAttempt[] = [
  { at: SEEN, result: 'success', browser: 'Chrome', os: 'Windows', ipMasked: '203.0.*.*' },
  { at: SEEN - 5_000, result: 'wrongPassword', browser: 'Safari', os: 'iOS', ipMasked: '2001:db8:*' },
];

const network = () => new ApiError('network', 'Network link is abnormal, please try again', { path: '/x' });

function renderSection(overrides: Partial<DeviceSessionCalls> = {}) {
  const calls: DeviceSessionCalls = {
    getSessions: vi.fn(async () => [PHONE, THIS, ODD]),
    getLoginHistory: vi.fn(async () => HISTORY),
    signOutSession: vi.fn(async () => [THIS, ODD]),
    signOutOthers: vi.fn(async () => [THIS]),
    ...overrides,
  };
  renderWithI18n(<DeviceSessionsSection calls={calls} />);
  return { calls, user: userEvent.setup() };
}

const rows = (testId: string) => within(screen.getByTestId(testId)).queryAllByTestId(testId === 'device-sessions' ? 'device-session' : 'login-attempt');

describe('Security center: signed-in devices', () => {
  it('lists the devices, this one first and marked without a sign-out button, and the recent logins with their result', async () => {
    renderSection();
    await screen.findByTestId('device-sessions');
    const [first, second, third] = rows('device-sessions');
    expect(first!.textContent).toContain('Chrome · Windows');
    expect(within(first!).getByTestId('device-session-current').textContent).toBe('This device');
    expect(within(first!).queryByTestId('device-session-sign-out')).toBeNull();
    expect(second!.textContent).toContain('Safari · iOS');
    expect(second!.textContent).toContain('2001:db8:*');
    // Dates through the kernel formatter: en-IN, day month year.
    expect(second!.textContent).toMatch(/1[45] Jan 2025, \d{1,2}:\d{2} [ap]m/);
    expect(third!.textContent).toContain('Unknown browser · Unknown system');
    expect(third!.textContent).toContain('—');
    const history = rows('login-history');
    expect(history.map((row) => row.getAttribute('data-result'))).toEqual(['success', 'wrongPassword']);
    expect(history[0]!.textContent).toContain('Signed in');
    expect(history[1]!.textContent).toContain('Wrong password');
  });

  it('signs out another device only after the member confirms, then lists what is left', async () => {
    const { calls, user } = renderSection();
    await screen.findByTestId('device-sessions');
    await user.click(within(rows('device-sessions')[1]!).getByTestId('device-session-sign-out'));
    const dialog = await screen.findByTestId('device-sign-out-dialog');
    expect(dialog.textContent).toContain('Sign out this device?');
    expect(dialog.textContent).toContain('Safari · iOS');
    expect(calls.signOutSession).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('device-sign-out-dialog')).toBeNull();
    expect(calls.signOutSession).not.toHaveBeenCalled();

    await user.click(within(rows('device-sessions')[1]!).getByTestId('device-session-sign-out'));
    await user.click(screen.getByTestId('device-sign-out-confirm'));
    expect(calls.signOutSession).toHaveBeenCalledWith('phone');
    expect((await screen.findByTestId('device-sessions-notice')).textContent).toBe('The device was signed out.');
    expect(rows('device-sessions')).toHaveLength(2);
    expect(screen.queryByTestId('device-sign-out-dialog')).toBeNull();
  });

  it('signs out all other devices after a confirmation; with none left the button goes', async () => {
    const { calls, user } = renderSection();
    await user.click(await screen.findByTestId('device-sessions-sign-out-others'));
    expect((await screen.findByTestId('device-sign-out-dialog')).textContent).toContain('Every other device will have to log in again.');
    await user.click(screen.getByTestId('device-sign-out-confirm'));
    expect(calls.signOutOthers).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('device-sessions-notice')).textContent).toBe('All other devices were signed out.');
    expect(rows('device-sessions')).toHaveLength(1);
    expect(screen.queryByTestId('device-sessions-sign-out-others')).toBeNull();
  });

  it('a failed read can be tried again; a refused sign-out says why and keeps the list', async () => {
    const getSessions = vi.fn().mockRejectedValueOnce(network()).mockResolvedValue([THIS, PHONE]);
    const signOutSession = vi.fn(async () => {
      throw new ApiError('business', 'Invalid input', { path: '/x', code: ErrorCode.invalidInput });
    });
    const { user } = renderSection({ getSessions, signOutSession });
    const card = screen.getByTestId('security-device-sessions');
    await within(card).findByText('Your devices could not be loaded.');
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('device-sessions');
    await user.click(within(rows('device-sessions')[1]!).getByTestId('device-session-sign-out'));
    await user.click(screen.getByTestId('device-sign-out-confirm'));
    await waitFor(() => expect(screen.getByTestId('device-sessions-notice').getAttribute('role')).toBe('alert'));
    expect(rows('device-sessions')).toHaveLength(2);
  });

  it('refreshes both lists on request', async () => {
    const { calls, user } = renderSection();
    await screen.findByTestId('device-sessions');
    await user.click(screen.getByTestId('device-sessions-refresh'));
    await waitFor(() => expect(calls.getLoginHistory).toHaveBeenCalledTimes(2));
    expect(calls.getSessions).toHaveBeenCalledTimes(2);
  });
});
