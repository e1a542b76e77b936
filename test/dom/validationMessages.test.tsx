import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordPopup } from '@/features/auth/ChangePasswordPopup';
import { LoginPopup } from '@/features/auth/LoginPopup';
import { RegisterPopup } from '@/features/auth/RegisterPopup';
import { registerFieldConfig } from '../machines/fixtures';
import { challengeCalls } from './challengeFakes';
import { renderWithI18n } from './render';

/**
 * SPEC 5 'Other messages' where their rule applies, before anything is sent: under the field, the
 * password's length, registration's Confirm password, the real name and the other confirmations;
 * in the login form, a user name no account can have.
 */

const userInfo = { userName: 'newplayer1', token: 't', firstTimeLogin: false, passwordExpired: false, expiresAt: 0 };
/** The demo merchant's password rule: 6 to 20 letters, digits and symbols (registerFieldConfig, SPEC 5 pattern 19). */
const passwordField = registerFieldConfig.password;

/** The error text under an input, found by its label. */
const errorUnder = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return (id ? document.getElementById(id)?.textContent : null) ?? null;
};

function renderRegister() {
  const calls = {
    register: vi.fn(async () => userInfo),
    registerByMobile: vi.fn(async () => userInfo),
    checkAffiliate: vi.fn(async () => ({ valid: true, agentName: null })),
    sendRegisterSmsCode: vi.fn(async () => ({ expiredMinutes: 1 })),
    getCaptcha: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
    getCountryCodes: vi.fn(async () => []),
    getValidators: vi.fn(async () => []),
    ...challengeCalls(),
  };
  renderWithI18n(
    <RegisterPopup
      calls={calls as never}
      fields={registerFieldConfig}
      flags={{ USERNAMEREG3: true, MOBILENUMREG3: false, REGMOBVERF3: false }}
      referralCode={null}
      domain="demo.example"
      banner={null}
      onRegistered={() => {}}
      onLogin={() => {}}
      onClose={() => {}}
      onOpenTerms={() => {}}
    />,
  );
  return { calls, user: userEvent.setup() };
}

describe('register popup: SPEC 5 Registration messages', () => {
  it("says 'Password must be 6-20 characters' for a 5-character password, 'Confirm password incorrect' for a differing confirmation, 'Real name format incorrect' for one name", async () => {
    const { calls, user } = renderRegister();
    await user.type(await screen.findByLabelText('Username'), 'newplayer1');
    await user.type(screen.getByLabelText('Password'), 'ab1@x');
    await user.type(screen.getByLabelText('Confirm password'), 'ab1@y1');
    await user.type(screen.getByLabelText('Real name'), 'Rahul');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorUnder('Password')).toBe('Password must be 6-20 characters');
    expect(errorUnder('Confirm password')).toBe('Confirm password incorrect');
    expect(errorUnder('Real name')).toBe('Real name format incorrect');
    expect(calls.register).not.toHaveBeenCalled();
  });

  it('says what the pattern wants of a password of a fitting length, and 21 characters is too long', async () => {
    const { user } = renderRegister();
    await user.type(await screen.findByLabelText('Password'), 'abc def');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorUnder('Password')).toBe('6-20 characters: letters, digits and symbols');
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByLabelText('Password'));
    await user.paste('a'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorUnder('Password')).toBe('Password must be 6-20 characters');
  });
});

describe('change password popup: SPEC 5 Change password messages', () => {
  it("says 'Incorrect confirmation input' for a confirmation that differs, and the length of a short new password", async () => {
    const calls = { changePassword: vi.fn(async () => true) };
    renderWithI18n(<ChangePasswordPopup reason={null} calls={calls} knownPassword="Old@1234" passwordField={passwordField} onChanged={() => {}} onSignOut={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'New@12345');
    await user.type(screen.getByLabelText('Confirm new password'), 'New@12346');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(errorUnder('Confirm new password')).toBe('Incorrect confirmation input'));
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'N@1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(errorUnder('New password')).toBe('Password must be 6-20 characters'));
    expect(calls.changePassword).not.toHaveBeenCalled();
  });
});

describe('login popup: SPEC 5 account format', () => {
  function renderLogin() {
    const calls = {
      login: vi.fn(async () => userInfo),
      getCaptcha: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
      verifyLogin: vi.fn(async () => userInfo),
      loginTwoFactor: vi.fn(async () => userInfo),
      sendLoginSmsCode: vi.fn(async () => ({ expiredMinutes: 1 })),
      getCountryCodes: vi.fn(async () => []),
      getValidators: vi.fn(async () => []),
      ...challengeCalls(),
    };
    const onLoggedIn = vi.fn();
    renderWithI18n(<LoginPopup calls={calls} site="member" passwordPolicy onLoggedIn={onLoggedIn} onRemember={() => {}} onClose={() => {}} />);
    return { calls, onLoggedIn, user: userEvent.setup() };
  }

  it("says 'Account or password format incorrect' for a name with a space in it, and sends nothing", async () => {
    const { calls, user } = renderLogin();
    await user.type(screen.getByLabelText('Username'), ' demo member ');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Account or password format incorrect');
    expect(calls.login).not.toHaveBeenCalled();
  });

  it('sends a name of 64 characters, and refuses one of 65', async () => {
    const { calls, onLoggedIn, user } = renderLogin();
    await user.click(screen.getByLabelText('Username'));
    await user.paste(`p${'1'.repeat(64)}`);
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Account or password format incorrect');
    await user.type(screen.getByLabelText('Username'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(calls.login).toHaveBeenCalledWith(expect.objectContaining({ username: `p${'1'.repeat(63)}` }));
  });
});
