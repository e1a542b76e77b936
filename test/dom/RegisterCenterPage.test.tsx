import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RegisterDownlineRequest, RegisterDownlineResult } from '@kernel/agency';
import { ApiError } from '@/api/errors';
import type { AgentPageProps } from '@/features/agentCenter/agentPageProps';
import RegisterCenterPage from '@/features/agentCenter/pages/registerCenter/RegisterCenterPage';
import { agentCalls, agentPageProps } from './agentCenterFixtures';
import { renderWithI18n } from './render';

type Register = (request: RegisterDownlineRequest) => Promise<RegisterDownlineResult>;

function renderPage({ agentType = 1, registerDownline = vi.fn<Register>(), over = {} as Partial<AgentPageProps> } = {}) {
  const props = agentPageProps({ agentType, calls: agentCalls({ registerDownline }), ...over });
  renderWithI18n(<RegisterCenterPage {...props} />);
  return { props, registerDownline, user: userEvent.setup() };
}

const errorOf = (testId: string) => {
  const input = screen.getByTestId(testId);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<'username' | 'password' | 'confirm-password' | 'nickname', string>>) {
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByTestId(`register-${field}`);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('registerCenter: the form', () => {
  it('lets an agent of type 1 choose a member or a sub-agent, a member by default', () => {
    renderPage({ agentType: 1 });
    const member = screen.getByTestId('register-kind-member') as HTMLInputElement;
    const agent = screen.getByTestId('register-kind-agent') as HTMLInputElement;
    expect(member.checked).toBe(true);
    expect(agent.checked).toBe(false);
    expect(screen.getByRole('group', { name: 'Account type' })).toBeTruthy();
  });

  it('offers no choice to an agent whose type creates members only (type 41)', () => {
    renderPage({ agentType: 41 });
    expect(screen.queryByTestId('register-kind-agent')).toBeNull();
    expect(screen.queryByTestId('register-kind-member')).toBeNull();
  });

  it('keeps the agent’s own sign-in out of the new account’s fields', () => {
    renderPage();
    expect(screen.getByTestId('register-username').getAttribute('autocomplete')).toBe('off');
    expect(screen.getByTestId('register-password').getAttribute('type')).toBe('password');
    expect(screen.getByTestId('register-password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByTestId('register-confirm-password').getAttribute('type')).toBe('password');
  });

  it('says under each field what is wrong, in the register popup’s words, and sends nothing', async () => {
    const { user, registerDownline } = renderPage();
    await user.click(screen.getByTestId('register-submit'));
    expect(errorOf('register-username')).toBe('Input cannot be empty');
    expect(errorOf('register-password')).toBe('Input cannot be empty');
    expect(errorOf('register-confirm-password')).toBe('Input cannot be empty');
    expect(errorOf('register-nickname')).toBeNull();

    await fill(user, { username: '9lives', password: 'abcdef', 'confirm-password': 'abc123' });
    await user.click(screen.getByTestId('register-submit'));
    expect(errorOf('register-username')).toBe('6-16 characters, starting with a letter, letters and digits only');
    expect(errorOf('register-password')).toBe('6-20 characters combining letters and digits');
    // SPEC 5 Registration 'Confirm password must match': 'confirm password incorrect'.
    expect(errorOf('register-confirm-password')).toBe('Confirm password incorrect');
    expect(registerDownline).not.toHaveBeenCalled();
  });

  it('clears a field’s error as it is corrected', async () => {
    const { user } = renderPage();
    await user.click(screen.getByTestId('register-submit'));
    expect(errorOf('register-username')).toBe('Input cannot be empty');
    await user.type(screen.getByTestId('register-username'), 'r');
    expect(errorOf('register-username')).toBeNull();
    expect(errorOf('register-password')).toBe('Input cannot be empty');
  });
});

describe('registerCenter: creating the account', () => {
  it('creates a sub-agent and confirms it clearly, with the way to the team and to another account', async () => {
    const registerDownline = vi.fn<Register>(async () => ({ userName: 'newagent7', type: 2, level: 1, parent: 'demo_agent' }));
    const { user, props } = renderPage({ registerDownline });
    await user.click(screen.getByTestId('register-kind-agent'));
    await fill(user, { username: 'newagent7', password: 'Secret123', 'confirm-password': 'Secret123', nickname: 'Seven' });
    await user.click(screen.getByTestId('register-submit'));
    const done = await screen.findByTestId('register-created');
    expect(registerDownline).toHaveBeenCalledWith({ kind: 'agent', username: 'newagent7', password: 'Secret123', confirmPassword: 'Secret123', nickname: 'Seven' });
    expect(registerDownline).toHaveBeenCalledTimes(1);
    expect(within(done).getByRole('heading').textContent).toBe('Account created');
    expect(done.textContent).toContain('newagent7 is now a sub-agent in your team, directly under you. It can sign in at the agent login with the password you set.');

    await user.click(screen.getByTestId('register-view-team'));
    expect(props.openPage).toHaveBeenCalledWith('downlineManagmentView');

    await user.click(screen.getByTestId('register-again'));
    expect((screen.getByTestId('register-username') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('register-password') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('register-created')).toBeNull();
  });

  it('sends a member for an agent that may only create members', async () => {
    const registerDownline = vi.fn<Register>(async () => ({ userName: 'player01', type: 0, level: 1, parent: 'demo_agent41' }));
    const { user } = renderPage({ agentType: 41, registerDownline });
    await fill(user, { username: 'player01', password: 'Secret123', 'confirm-password': 'Secret123' });
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-created')).textContent).toContain('player01 is now a member of your team, directly under you.');
    expect(registerDownline).toHaveBeenCalledWith({ kind: 'member', username: 'player01', password: 'Secret123', confirmPassword: 'Secret123', nickname: '' });
  });

  it('puts the backend’s field errors under their fields and keeps what was typed', async () => {
    const refusal = new ApiError('business', 'Please check the highlighted fields', {
      path: '/agent/register',
      code: 'INVALID_INPUT',
      value: { fieldErrors: { username: { kind: 'invalid', patternId: 1, min: 6, max: 16 } } },
    });
    const registerDownline = vi.fn<Register>().mockRejectedValue(refusal);
    const { user } = renderPage({ registerDownline });
    await fill(user, { username: 'taken01', password: 'Secret123', 'confirm-password': 'Secret123' });
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('register-username')).toBe('6-16 characters, starting with a letter, letters and digits only'));
    expect((screen.getByTestId('register-username') as HTMLInputElement).value).toBe('taken01');
    expect(screen.queryByTestId('register-failure')).toBeNull();
  });

  it('shows a refusal or a dropped connection with a retry that sends the same form again', async () => {
    const registerDownline = vi
      .fn<Register>()
      .mockRejectedValueOnce(new ApiError('business', 'This username is already taken', { path: '/agent/register', code: 'USERNAME_TAKEN' }))
      .mockRejectedValueOnce(new ApiError('network', 'offline', { path: '/agent/register' }))
      .mockResolvedValue({ userName: 'player02', type: 0, level: 1, parent: 'demo_agent' });
    const { user } = renderPage({ registerDownline });
    await fill(user, { username: 'player02', password: 'Secret123', 'confirm-password': 'Secret123' });
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-failure')).textContent).toContain('This username is already taken');
    await user.click(screen.getByTestId('register-retry'));
    await waitFor(() => expect(screen.getByTestId('register-failure').textContent).toContain('Network link is abnormal, please try again'));
    await user.click(screen.getByTestId('register-retry'));
    expect(await screen.findByTestId('register-created')).toBeTruthy();
    expect(registerDownline).toHaveBeenCalledTimes(3);
    expect(registerDownline.mock.calls.every(([request]) => request.username === 'player02')).toBe(true);
  });
});

describe('registerCenter: the field config', () => {
  it('waits for the registration settings, and offers a retry when they failed', async () => {
    const retry = vi.fn();
    const { user } = renderPage({ over: { registerSettings: { fields: null, failed: true, retry } } });
    expect(screen.queryByTestId('register-username')).toBeNull();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows a loader while the settings are on their way', () => {
    renderPage({ over: { registerSettings: { fields: null, failed: false, retry: vi.fn() } } });
    expect(screen.queryByTestId('register-username')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
