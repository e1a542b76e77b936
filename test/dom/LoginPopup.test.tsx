import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_WEAK_PASSWORD } from '@kernel/platform';
import { ApiError } from '@/api/errors';
import { LoginPopup } from '@/features/auth/LoginPopup';
import { CHALLENGE, challengeCalls } from './challengeFakes';
import { renderWithI18n } from './render';

const userInfo = { userName: 'demo_member', token: 't', firstTimeLogin: false, passwordExpired: false, expiresAt: 0 };
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function setup(login: (request: unknown) => Promise<typeof userInfo>, challenge = challengeCalls()) {
  const calls = {
    login: vi.fn(login),
    getCaptcha: vi.fn(async () => PNG),
    verifyLogin: vi.fn(async () => userInfo),
    loginTwoFactor: vi.fn(async () => userInfo),
    sendLoginSmsCode: vi.fn(async () => ({ expiredMinutes: 1 })),
    // SPEC 7: the SMS tab's dialling codes; none served here (the server's home market).
    getCountryCodes: vi.fn(async () => []),
    getValidators: vi.fn(async () => []),
    ...challenge,
  };
  const onLoggedIn = vi.fn();
  const onClose = vi.fn();
  const onRemember = vi.fn();
  renderWithI18n(<LoginPopup calls={calls} site="member" passwordPolicy onLoggedIn={onLoggedIn} onRemember={onRemember} onClose={onClose} />);
  return { calls, onLoggedIn, onClose, onRemember, user: userEvent.setup() };
}

describe('login popup', () => {
  it('asks for the two-factor code after a right password, refuses 5 digits, and signs in with the code (issue 26)', async () => {
    const { calls, onLoggedIn, user } = setup(async () => {
      throw new ApiError('business', 'Enter the code from your authenticator app', { path: '/login', code: 'TWO_FACTOR_REQUIRED', value: { ticket: 'tf-1' } });
    });
    await user.type(screen.getByLabelText('Username'), 'demo_member');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const step = await screen.findByTestId('login-two-factor');
    const code = step.querySelector('input[name="twoFactorCode"]') as HTMLInputElement;
    await user.type(code, '12345');
    await user.keyboard('{Enter}');
    expect(calls.loginTwoFactor).not.toHaveBeenCalled();
    await user.type(code, '6');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ user: userInfo, passwordChange: null, password: 'Demo@1234' }));
    expect(calls.loginTwoFactor).toHaveBeenCalledWith({ ticket: 'tf-1', method: 'totp', code: '123456' });
  });

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

  it('solves a challenge as it opens and sends it with the login; each attempt gets a new one (SPEC 3 challenge fields)', async () => {
    const { calls, user } = setup(async () => {
      throw new ApiError('business', 'Account or password is incorrect', { path: '/login', code: 'BAD_CREDENTIALS' });
    });
    // Fetched and solved before anything is typed, so pressing the button never waits for it.
    await waitFor(() => expect(calls.solveChallenge).toHaveBeenCalledWith(CHALLENGE, expect.anything()));
    await user.type(screen.getByLabelText('Username'), 'demo_member');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls.login).toHaveBeenCalledWith(expect.objectContaining({ username: 'demo_member', altcha: 'solution-1' })));
    // The server took that one: the next attempt carries the next one, prepared meanwhile.
    await waitFor(() => expect(calls.solveChallenge).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls.login).toHaveBeenLastCalledWith(expect.objectContaining({ altcha: 'solution-2' })));
    expect(calls.getChallenge).toHaveBeenCalledTimes(3);
  });

  it('sends the SMS code request with its own solved challenge', async () => {
    const calls = {
      login: vi.fn(async () => userInfo),
      getCaptcha: vi.fn(async () => PNG),
      verifyLogin: vi.fn(async () => userInfo),
      loginTwoFactor: vi.fn(async () => userInfo),
      sendLoginSmsCode: vi.fn(async () => ({ expiredMinutes: 1 })),
      // SPEC 7: the served country codes, the home market first.
      getCountryCodes: vi.fn(async () => [{ code: '+91', country: 'IN', name: 'India', mobileLength: 10 }]),
      getValidators: vi.fn(async () => []),
      ...challengeCalls(),
    };
    renderWithI18n(<LoginPopup calls={calls} site="member" passwordPolicy codeLoginEnabled onLoggedIn={vi.fn()} onRemember={vi.fn()} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'SMS login' }));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(calls.sendLoginSmsCode).toHaveBeenCalledWith({ mobileNum: '9876543210', countryDialingCode: '+91', altcha: 'solution-1' }));
  });

  it('tries the challenge again on submit when it could not be fetched, and says so when that fails too', async () => {
    const challenge = challengeCalls();
    const offline = new ApiError('network', 'Network link is abnormal, please try again', { path: '/wps/verification/challenge' });
    challenge.getChallenge.mockRejectedValueOnce(offline).mockRejectedValueOnce(offline);
    const { calls, onLoggedIn, user } = setup(async () => userInfo, challenge);
    await waitFor(() => expect(calls.getChallenge).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText('Username'), 'demo_member');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The submit fetched again, failed again: the form says why and is usable, the login never went out.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Network link is abnormal, please try again'));
    expect(calls.getChallenge).toHaveBeenCalledTimes(2);
    expect(calls.login).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(calls.login).toHaveBeenCalledWith(expect.objectContaining({ altcha: 'solution-1' }));
  });

  it('says so when this browser cannot solve the challenge', async () => {
    const challenge = challengeCalls();
    challenge.solveChallenge.mockRejectedValue(new ApiError('business', 'unsolved', { path: '/wps/verification/challenge', code: 'CHALLENGE_UNSOLVED' }));
    const { calls, user } = setup(async () => userInfo, challenge);
    await user.type(screen.getByLabelText('Username'), 'demo_member');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The security check could not run in this browser. Please reload the page and try again.'));
    expect(calls.login).not.toHaveBeenCalled();
  });

  it('shows the server refusing a used or expired challenge in the user language', async () => {
    const { user } = setup(async () => {
      throw new ApiError('business', 'The security check has expired or was already used, please try again', { path: '/login', code: 'CHALLENGE_EXPIRED' });
    });
    await user.type(screen.getByLabelText('Username'), 'demo_member');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Security check expired, please try again'));
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
