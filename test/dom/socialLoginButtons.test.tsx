import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallbackParams, SocialAttempt } from '@machines/auth/socialLogin.machine';
import { ApiError } from '@/api/errors';
import type { SocialCalls } from '@/api/socialCalls';
import { LoginPopup } from '@/features/auth/LoginPopup';
import { challengeCalls } from './challengeFakes';
import { renderWithI18n } from './render';

/**
 * Issue 24: the login popup's G and f buttons (SPEC 2 one-click icons) start the social login, and
 * an identity not linked yet gets the link-or-register step (SPEC 4), whose controls send the
 * machine's events to the calls. The browser's side of the flow (the popup window, the callback
 * message, the token request) is faked at its module: its own checks are the model and e2e tests'.
 */
const ATTEMPT: SocialAttempt = { state: 'state-0123456789abcdef', nonce: 'nonce-0123456789abcdef', codeVerifier: 'verifier-0123456789abcdef' };
const TICKET = { ticket: 't-1', channel: 'facebook' as const, displayName: 'Asha Verma', suggestedUsername: 'ashaverma', expiresAt: 600_000 };
const userInfo = { userName: 'demo_member', token: 't', firstTimeLogin: false, passwordExpired: false, expiresAt: 0 };

const popup = vi.hoisted(() => ({
  begin: vi.fn(),
  exchange: vi.fn(),
  isClosed: vi.fn(() => false),
  close: vi.fn(),
  /** The callback page's answer, as the popup module hands it over. */
  answer: (_params: Record<string, string>) => {},
}));
vi.mock('@/features/auth/socialLogin/oidcPopup', () => ({
  createOidcPopup: () => ({
    begin: popup.begin,
    exchange: popup.exchange,
    isClosed: popup.isClosed,
    close: popup.close,
    listen: (onCallback: (params: CallbackParams) => void) => {
      popup.answer = onCallback;
      return () => {
        popup.answer = () => {};
      };
    },
  }),
}));

function setup(socialLogin: SocialCalls['socialLogin']) {
  const socialCalls = {
    getSocialProviders: vi.fn(async () => []),
    socialLogin: vi.fn(socialLogin),
    socialLink: vi.fn(async () => ({ ...userInfo, userName: 'ashafb' })),
    socialRegister: vi.fn(async () => ({ ...userInfo, userName: 'ashaverma', firstTimeLogin: true })),
  };
  const calls = {
    login: vi.fn(async () => userInfo),
    getCaptcha: vi.fn(async () => ''),
    verifyLogin: vi.fn(async () => userInfo),
    loginTwoFactor: vi.fn(async () => userInfo),
    sendLoginSmsCode: vi.fn(async () => ({ expiredMinutes: 1 })),
    getCountryCodes: vi.fn(async () => []),
    getValidators: vi.fn(async () => []),
    ...challengeCalls(),
  };
  const onLoggedIn = vi.fn();
  renderWithI18n(
    <LoginPopup
      calls={calls}
      site="member"
      passwordPolicy
      socialLogins={{ google: true, facebook: true }}
      socialCalls={socialCalls}
      onLoggedIn={onLoggedIn}
      onRemember={vi.fn()}
      onClose={vi.fn()}
    />,
  );
  return { socialCalls, calls, onLoggedIn, user: userEvent.setup() };
}

const notLinked = () => new ApiError('business', 'This account is not linked yet', { path: '/wps/session/login', code: 'SOCIAL_NOT_LINKED', value: TICKET });

/** Presses an icon and lets the provider answer with a code for the request's own state. */
async function loginThrough(user: ReturnType<typeof userEvent.setup>, name: 'Log in with Google' | 'Log in with Facebook') {
  await user.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(screen.getByTestId('social-status').textContent).toMatch(/^Waiting for (Google|Facebook)…$/));
  popup.answer({ code: 'c-1', state: ATTEMPT.state });
}

describe('login popup: one-click social login', () => {
  beforeEach(() => {
    popup.begin.mockReset().mockResolvedValue(ATTEMPT);
    popup.exchange.mockReset().mockResolvedValue('id-token-1');
    popup.isClosed.mockReset().mockReturnValue(false);
    popup.close.mockReset();
  });

  it('G opens Google; while the provider is awaited both icons wait; a linked identity is logged in as a login is', async () => {
    const { socialCalls, calls, onLoggedIn, user } = setup(async () => userInfo);
    await user.click(screen.getByRole('button', { name: 'Log in with Google' }));
    expect(popup.begin).toHaveBeenCalledWith({ channel: 'google' });
    expect(await screen.findByText('Waiting for Google…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in with Google' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Log in with Facebook' })).toHaveProperty('disabled', true);

    popup.answer({ code: 'c-1', state: ATTEMPT.state });
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ user: userInfo, passwordChange: null, password: null }));
    expect(popup.exchange).toHaveBeenCalledWith({ channel: 'google', params: { code: 'c-1', state: ATTEMPT.state }, attempt: ATTEMPT });
    // SPEC 3: the login call with firebaseChannel and firebaseIdToken; never the password login.
    expect(socialCalls.socialLogin).toHaveBeenCalledWith({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'id-token-1', firebaseNonce: ATTEMPT.nonce });
    expect(calls.login).not.toHaveBeenCalled();
  });

  it('f opens Facebook; an identity not linked yet chooses, then registers with its name offered', async () => {
    const { socialCalls, onLoggedIn, user } = setup(async () => {
      throw notLinked();
    });
    await loginThrough(user, 'Log in with Facebook');
    expect(popup.begin).toHaveBeenCalledWith({ channel: 'facebook' });
    const choice = await screen.findByTestId('social-choice');
    expect(choice.textContent).toContain('Asha Verma, your Facebook login is not linked to an account yet. The link cannot be changed afterwards.');
    // The name-and-password form gave way to the step.
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();

    await user.click(within(choice).getByRole('button', { name: 'Register a new account' }));
    const form = screen.getByTestId('social-register-form');
    expect(within(form).getByLabelText('Username')).toHaveProperty('value', 'ashaverma');
    await user.type(within(form).getByLabelText('Password'), 'Asha@1234');
    await user.type(within(form).getByLabelText('Confirm password'), 'Asha@12345');
    await user.click(within(form).getByRole('button', { name: 'Register and log in' }));
    expect(within(form).getByRole('alert').textContent).toBe('Confirm password incorrect');
    expect(socialCalls.socialRegister).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Confirm password'), '{Backspace}');
    await user.click(within(form).getByRole('button', { name: 'Register and log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(socialCalls.socialRegister).toHaveBeenCalledWith({ ticket: 't-1', username: 'ashaverma', password: 'Asha@1234', confirmPassword: 'Asha@1234' });
    expect(onLoggedIn.mock.calls[0]?.[0]).toMatchObject({ user: { userName: 'ashaverma' }, passwordChange: null });
  });

  it('links an existing account by its name and password; Back returns to the choice', async () => {
    const { socialCalls, onLoggedIn, user } = setup(async () => {
      throw notLinked();
    });
    await loginThrough(user, 'Log in with Google');
    await user.click(await screen.findByRole('button', { name: 'Link an existing account' }));
    const form = screen.getByTestId('social-link-form');
    // Linking names an account of one's own: nothing is offered.
    expect(within(form).getByLabelText('Username')).toHaveProperty('value', '');
    expect(within(form).queryByLabelText('Confirm password')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Link and log in' }));
    expect(within(form).getByRole('alert').textContent).toBe('Input cannot be empty');

    await user.click(within(form).getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Link an existing account' }));
    const again = screen.getByTestId('social-link-form');
    await user.type(within(again).getByLabelText('Username'), ' ashafb ');
    await user.type(within(again).getByLabelText('Password'), 'Asha@1234');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(socialCalls.socialLink).toHaveBeenCalledWith({ ticket: 't-1', username: 'ashafb', password: 'Asha@1234' });
  });

  it('Cancel on the choice goes back to the login form', async () => {
    const { user } = setup(async () => {
      throw notLinked();
    });
    await loginThrough(user, 'Log in with Google');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('social-choice')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByTestId('social-status')).toBeNull();
  });

  it('a popup closed by the person says the login failed (SPEC 8), and the icons work again', async () => {
    const { socialCalls, user } = setup(async () => userInfo);
    await user.click(screen.getByRole('button', { name: 'Log in with Google' }));
    popup.isClosed.mockReturnValue(true);
    // One poll (500 ms) sees it closed, then the grace for an answer still on its way (1 s).
    await waitFor(() => expect(screen.getByTestId('social-status').textContent).toBe('Login failure. Please try again.'), { timeout: 3000 });
    expect(socialCalls.socialLogin).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log in with Facebook' })).toHaveProperty('disabled', false);
  });
});
