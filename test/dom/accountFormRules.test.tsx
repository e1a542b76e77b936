import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Registration } from '@kernel/account';
import { ForgotPasswordPopup } from '@/features/auth/ForgotPasswordPopup';
import { RegisterPopup } from '@/features/auth/RegisterPopup';
import { registerFieldConfig } from '../machines/fixtures';
import { challengeCalls } from './challengeFakes';
import { renderWithI18n } from './render';

/**
 * Issue 24 in the popups: SPEC 3's other registration fields shown as the config says, and the
 * served country codes and validators (SPEC 7) deciding the dialling code and the rules.
 */

const userInfo = { userName: 'newplayer1', token: 't', firstTimeLogin: false, passwordExpired: false, expiresAt: 0 };
/** SPEC 7 country codes as served: India first (10 digits), Sri Lanka (9). */
const COUNTRIES = [
  { code: '+91', country: 'IN', name: 'India', mobileLength: 10 },
  { code: '+94', country: 'LK', name: 'Sri Lanka', mobileLength: 9 },
];
/** An operator that frees the full-name pattern (id 21) with SPEC 3's lone '*'. */
const VALIDATORS = [
  { patternId: 6 as const, acceptedPattern: '^[0-9]+$' },
  { patternId: 21 as const, acceptedPattern: '*' },
];
const optional = (patternId: number, minLength: number, maxLength: number) => ({ enabled: true, required: false, patternId, acceptedPattern: 'x', minLength, maxLength });
/** The reference-like config with SPEC 3's other labels: a nickname, full name and birthday on; Telegram and Zalo off. */
const FIELDS = {
  ...registerFieldConfig,
  nickname: { ...optional(0, 2, 20), acceptedPattern: '*' },
  fullName: optional(21, 3, 50),
  birthday: optional(11, 10, 10),
  telegram: { ...optional(9, 5, 32), enabled: false },
  zalo: { ...optional(6, 9, 11), enabled: false },
};

function renderRegister(served: { countries: typeof COUNTRIES; validators: typeof VALIDATORS } | null = { countries: COUNTRIES, validators: VALIDATORS }) {
  const calls = {
    register: vi.fn(async (_registration: Registration) => userInfo),
    registerByMobile: vi.fn(async () => userInfo),
    checkAffiliate: vi.fn(async () => ({ valid: true, agentName: null })),
    sendRegisterSmsCode: vi.fn(async () => ({ expiredMinutes: 1 })),
    getCaptcha: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
    getCountryCodes: vi.fn(async () => (served ? served.countries : Promise.reject(new Error('offline')))),
    getValidators: vi.fn(async () => (served ? served.validators : Promise.reject(new Error('offline')))),
    ...challengeCalls(),
  };
  const onRegistered = vi.fn();
  renderWithI18n(
    <RegisterPopup
      calls={calls}
      fields={FIELDS}
      flags={{ USERNAMEREG3: true, MOBILENUMREG3: false, REGMOBVERF3: true }}
      referralCode={null}
      domain="demo.example"
      banner={null}
      onRegistered={onRegistered}
      onLogin={() => {}}
      onClose={() => {}}
      onOpenTerms={() => {}}
    />,
  );
  return { calls, onRegistered, user: userEvent.setup() };
}

/** Types into a field as a paste (one change per field keeps these tests quick on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(text);
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>, mobile: string) {
  await fill(user, 'Username', 'newplayer1');
  await fill(user, 'Mobile number', mobile);
  await fill(user, 'Verification code', '123456');
  await fill(user, 'Password', 'Secret@12');
  await fill(user, 'Confirm password', 'Secret@12');
  await user.click(screen.getByRole('checkbox'));
}

describe('register popup: SPEC 3 other registration fields', () => {
  it('shows the ones the config enables, and only those', async () => {
    renderRegister();
    expect(await screen.findByLabelText('Nickname')).toBeTruthy();
    expect(screen.getByLabelText('Full name')).toBeTruthy();
    expect(screen.getByLabelText('Birthday')).toBeTruthy();
    expect(screen.queryByLabelText('Telegram')).toBeNull();
    expect(screen.queryByLabelText('Zalo')).toBeNull();
  });

  it('offers a date picker for the yyyy-MM-dd birthday', async () => {
    renderRegister();
    expect((await screen.findByLabelText('Birthday')).getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('Nickname').getAttribute('type')).toBeNull();
  });

  it('sends them with the registration, trimmed', async () => {
    const { calls, onRegistered, user } = renderRegister();
    await fillAccount(user, '9812345678');
    await fill(user, 'Nickname', ' Raju ');
    // A date picker's value, as a browser sets it.
    fireEvent.change(screen.getByLabelText('Birthday'), { target: { value: '1994-08-15' } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(userInfo));
    expect(calls.register).toHaveBeenCalledWith(expect.objectContaining({ nickname: 'Raju', birthday: '1994-08-15', fullName: '', countryDialingCode: '+91' }));
    expect(calls.register.mock.calls[0]?.[0]).not.toHaveProperty('telegram');
  });

  it('holds the full name to its pattern (id 21) when nothing frees it', async () => {
    const { calls, user } = renderRegister(null);
    await fillAccount(user, '9812345678');
    await fill(user, 'Full name', 'Rahul');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Full name: first and last name separated by a space (3-50 characters)')).toBeTruthy();
    expect(calls.register).not.toHaveBeenCalled();
  });

  it('takes a served validator of * as freeing the pattern (SPEC 7 validators)', async () => {
    const { calls, onRegistered, user } = renderRegister();
    await fillAccount(user, '9812345678');
    await fill(user, 'Full name', 'Rahul');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls.register).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Rahul' }));
  });
});

describe('register popup: the served country codes (SPEC 7)', () => {
  it('offers the served dialling codes, the first chosen', async () => {
    renderRegister();
    const select = (await screen.findByLabelText('Country code')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['+91', '+94']);
    expect(select.value).toBe('+91');
  });

  it('counts the number by the chosen country and sends its code, with the SMS request too', async () => {
    const { calls, onRegistered, user } = renderRegister();
    await fillAccount(user, '771234567');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // 9 digits are too few for India.
    expect(await screen.findByText('10 digits')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Country code'), '+94');
    await user.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(calls.sendRegisterSmsCode).toHaveBeenCalledWith(expect.objectContaining({ mobileNo: '771234567', countryDialingCode: '+94' })));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls.register).toHaveBeenCalledWith(expect.objectContaining({ mobileNum: '771234567', countryDialingCode: '+94' }));
  });

  it('offers no code when the list cannot be read (the server then assumes its home market)', async () => {
    renderRegister(null);
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.queryByLabelText('Country code')).toBeNull();
  });
});

describe('forgot-password popup: the served country codes (SPEC 7)', () => {
  it('resets a number of the chosen country, its code sent with the SMS request and the reset', async () => {
    const calls = {
      forgotByEmail: vi.fn(async () => true),
      forgotByPhone: vi.fn(async () => ({ username: 'demo_member' })),
      sendForgotSmsCode: vi.fn(async () => ({ expiredMinutes: 1 })),
      login: vi.fn(async () => ({ ...userInfo, userName: 'demo_member' })),
      getCountryCodes: vi.fn(async () => COUNTRIES),
      getValidators: vi.fn(async () => VALIDATORS),
      ...challengeCalls(),
    };
    const onLoggedIn = vi.fn();
    renderWithI18n(
      <ForgotPasswordPopup calls={calls} fields={registerFieldConfig} mobileByDefault customerServiceUrl={null} onLoggedIn={onLoggedIn} onClose={() => {}} />,
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Country code'), '+94');
    await fill(user, 'Mobile number', '771234567');
    await user.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(calls.sendForgotSmsCode).toHaveBeenCalledWith(expect.objectContaining({ mobileNum: '771234567', countryDialingCode: '+94' })));
    await fill(user, 'Verification code', '123456');
    await fill(user, 'New password', 'Fresh@123');
    await fill(user, 'Confirm new password', 'Fresh@123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(calls.forgotByPhone).toHaveBeenCalledWith({ mobileNum: '771234567', countryDialingCode: '+94', verificationCode: '123456', newPassword: 'Fresh@123' });
  });
});
