import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { DEFAULT_WEAK_PASSWORD } from '@/contract/platform';
import { LoginPopup } from '@/features/auth/LoginPopup';
import { renderWithI18n } from './render';

const userInfo = { userName: 'demo_member', token: 't', firstTimeLogin: false, passwordExpired: false, expiresAt: 0 };
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function setup(login: (request: unknown) => Promise<typeof userInfo>) {
  const calls = {
    login: vi.fn(login),
    getCaptcha: vi.fn(async () => PNG),
    verifyLogin: vi.fn(async () => userInfo),
    sendLoginSmsCode: vi.fn(async () => ({ expiredMinutes: 1 })),
  };
  const onLoggedIn = vi.fn();
  const onClose = vi.fn();
  const onRemember = vi.fn();
  renderWithI18n(<LoginPopup calls={calls} site="member" passwordPolicy onLoggedIn={onLoggedIn} onRemember={onRemember} onClose={onClose} />);
  return { calls, onLoggedIn, onClose, onRemember, user: userEvent.setup() };
}

describe('login popup', () => {
  it('asks for user name and password before calling the server', async () => {
    const { calls, user } = setup(async () => userInfo);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter username and password');
    expect(calls.login).not.toHaveBeenCalled();
  });

  it('shows and loads the captcha after a failure that asks for it, then requires it', async () => {
    const { calls, user } = setup(async () => {
      throw new ApiError('business', 'Account or password is incorrect', { path: '/login', code: 'BAD_CREDENTIALS', value: { captcha: true } });
    });
    await user.type(screen.getByLabelText('Username'), ' demo_member ');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByAltText('Captcha')).toHaveProperty('src', PNG);
    expect(screen.getByRole('alert').textContent).toBe('Account or password is incorrect');
    expect(calls.login).toHaveBeenCalledWith(expect.objectContaining({ username: 'demo_member', password: 'wrong', site: 'member' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Captcha required');
    expect(calls.login).toHaveBeenCalledTimes(1);
    // SPEC 9: a refresh inside the second after a load is ignored; after it, a new image comes.
    await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    expect(calls.getCaptcha).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    await waitFor(() => expect(calls.getCaptcha).toHaveBeenCalledTimes(2));
  });

  it('says it is logging in while the server has not answered, to sight and to screen readers', async () => {
    let answer: (value: typeof userInfo) => void = () => undefined;
    const { onLoggedIn, user } = setup(() => new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByLabelText('Username'), 'demo_member');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.keyboard('{Enter}');
    const submit = await screen.findByRole('button', { name: 'Logging in…' });
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(submit).toHaveProperty('disabled', true);
    answer(userInfo);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
  });

  it('reports a default weak password so the session forces a change', async () => {
    const { onLoggedIn, user } = setup(async () => userInfo);
    await user.type(screen.getByLabelText('Username'), 'demo_default');
    await user.type(screen.getByLabelText('Password'), DEFAULT_WEAK_PASSWORD);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ user: userInfo, passwordChange: 'default', password: DEFAULT_WEAK_PASSWORD }));
  });

  it('remembers the user name when asked, and never hands the password to web storage', async () => {
    const { onRemember, user } = setup(async () => userInfo);
    await user.type(screen.getByLabelText('Username'), 'demo_member');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByLabelText('Remember me'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onRemember).toHaveBeenCalledWith({ remember: true, username: 'demo_member', password: 'Demo@1234' }));
    expect(JSON.stringify({ ...localStorage })).not.toContain('Demo@1234');
  });

  it('closes on Escape and keeps focus inside the dialog', async () => {
    const { onClose, user } = setup(async () => userInfo);
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
