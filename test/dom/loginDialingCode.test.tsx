import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginPopup } from '@/features/auth/LoginPopup';
import { challengeCalls } from './challengeFakes';
import { renderWithI18n } from './render';

/**
 * SPEC 7 country codes, as the register and forgot-password forms use them: the SMS login's mobile
 * number takes its dialling code from the served list, the home market first, and is held to the
 * chosen country's digits (SPEC 5: the bounds come from server config).
 */
const userInfo = { userName: 'demo_member', token: 't', firstTimeLogin: false, passwordExpired: false, expiresAt: 0 };
const INDIA = { code: '+91', country: 'IN', name: 'India', mobileLength: 10 };
const SRI_LANKA = { code: '+94', country: 'LK', name: 'Sri Lanka', mobileLength: 9 };

function renderSmsLogin() {
  const calls = {
    login: vi.fn(async () => userInfo),
    getCaptcha: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
    verifyLogin: vi.fn(async () => userInfo),
    loginTwoFactor: vi.fn(async () => userInfo),
    sendLoginSmsCode: vi.fn(async () => ({ expiredMinutes: 1 })),
    getCountryCodes: vi.fn(async () => [INDIA, SRI_LANKA]),
    getValidators: vi.fn(async () => []),
    ...challengeCalls(),
  };
  const onLoggedIn = vi.fn();
  renderWithI18n(<LoginPopup calls={calls} site="member" passwordPolicy codeLoginEnabled onLoggedIn={onLoggedIn} onRemember={vi.fn()} onClose={vi.fn()} />);
  return { calls, onLoggedIn, user: userEvent.setup() };
}

describe('the SMS login’s dialling code (SPEC 7 country codes)', () => {
  it('offers the served codes, the home market first, and reads them once', async () => {
    const { calls, user } = renderSmsLogin();
    // The user name tab needs no country list.
    expect(calls.getCountryCodes).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'SMS login' }));
    const select = await screen.findByRole('combobox', { name: 'Country code' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['+91', '+94']);
    expect((select as HTMLSelectElement).value).toBe('+91');
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    await user.click(screen.getByRole('tab', { name: 'SMS login' }));
    await screen.findByRole('combobox', { name: 'Country code' });
    expect(calls.getCountryCodes).toHaveBeenCalledTimes(1);
  });

  it('logs in with a number of the chosen country, held to its digits', async () => {
    const { calls, user } = renderSmsLogin();
    await user.click(screen.getByRole('tab', { name: 'SMS login' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country code' }), '+94');
    // 10 digits: one over Sri Lanka's 9.
    await user.type(screen.getByLabelText('Mobile number'), '7712345678');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Phone number format incorrect');
    expect(calls.login).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '771234567');
    await user.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(calls.sendLoginSmsCode).toHaveBeenCalledWith(expect.objectContaining({ mobileNum: '771234567', countryDialingCode: '+94' })));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(calls.login).toHaveBeenCalledWith(expect.objectContaining({ username: '771234567', password: '123456', type: 'sms', countryDialingCode: '+94' })),
    );
  });
});
