import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { FeedbackPopup } from '@/features/auth/FeedbackPopup';
import { RegisterPopup } from '@/features/auth/RegisterPopup';
import { SmsCodeButton } from '@/features/auth/SmsCodeButton';
import { registerFieldConfig } from '../machines/fixtures';
import { challengeCalls } from './challengeFakes';
import { renderWithI18n } from './render';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const userInfo = { userName: 'newplayer1', token: 't', firstTimeLogin: false, passwordExpired: false, expiresAt: 0 };

function renderRegister(overrides: { referralCode?: string | null; valid?: boolean } = {}) {
  const calls = {
    register: vi.fn(async () => userInfo),
    registerByMobile: vi.fn(async () => userInfo),
    checkAffiliate: vi.fn(async () => ({ valid: overrides.valid ?? true, agentName: null })),
    sendRegisterSmsCode: vi.fn(async () => ({ expiredMinutes: 1 })),
    getCaptcha: vi.fn(async () => PNG),
    // The served lists fail here: the form goes on with the home market and the catalogue (registerFields.test.tsx has them).
    getCountryCodes: vi.fn(async () => Promise.reject(new Error('offline'))),
    getValidators: vi.fn(async () => Promise.reject(new Error('offline'))),
    ...challengeCalls(),
  };
  const onRegistered = vi.fn();
  renderWithI18n(
    <RegisterPopup
      calls={calls}
      fields={registerFieldConfig}
      flags={{ USERNAMEREG3: true, MOBILENUMREG3: false, REGMOBVERF3: false }}
      referralCode={overrides.referralCode ?? null}
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

describe('register popup', () => {
  it('shows each field rule and the terms error under the checkbox, sending nothing', async () => {
    const { calls, user } = renderRegister();
    await user.type(await screen.findByLabelText('Username'), '1abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('6-16 characters, starting with a letter, letters and digits only')).toBeTruthy();
    expect(screen.getByText('Please agree to the terms and privacy policy and confirm you are 18 or older')).toBeTruthy();
    expect(calls.register).not.toHaveBeenCalled();
  });

  it('accepts a Hindi full name and registers once every rule holds', async () => {
    const { calls, onRegistered, user } = renderRegister();
    await user.type(await screen.findByLabelText('Username'), 'newplayer1');
    await user.type(screen.getByLabelText('Mobile number'), '9812345678');
    await user.type(screen.getByLabelText('Password'), 'Secret@12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret@12');
    await user.type(screen.getByLabelText('Real name'), 'राहुल शर्मा');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(userInfo));
    expect(calls.register).toHaveBeenCalledWith(expect.objectContaining({ username: 'newplayer1', payeeName: 'राहुल शर्मा', agreed: true, registerMethod: 'WEB' }));
    // SPEC 3 challenge fields: solved while the form was filled in, sent with the registration.
    expect(calls.register).toHaveBeenCalledWith(expect.objectContaining({ altcha: 'solution-1' }));
  });

  it('hides the affiliate field for a valid URL code, and warns and shows it for an invalid one', async () => {
    renderRegister({ referralCode: 'AGENT01', valid: true });
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.queryByLabelText('Invitation code')).toBeNull();
  });

  it('warns with the invitation-code text when the URL code fails the check', async () => {
    renderRegister({ referralCode: 'BAD', valid: false });
    expect(await screen.findByText('Invalid invitation code')).toBeTruthy();
    expect(screen.getByLabelText('Invitation code')).toBeTruthy();
  });
});

describe('feedback popup', () => {
  it('lists the empty fields in one warning', async () => {
    const calls = { sendFeedback: vi.fn(async () => true), getCaptcha: vi.fn(async () => PNG) };
    renderWithI18n(<FeedbackPopup calls={calls} sender="guest" onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByTestId('warning-dialog').textContent).toContain('Problem type, Problem description, Captcha is empty');
    expect(calls.sendFeedback).not.toHaveBeenCalled();
  });

  it('counts trimmed characters and stops at 200', async () => {
    const calls = { sendFeedback: vi.fn(async () => true), getCaptcha: vi.fn(async () => PNG) };
    renderWithI18n(<FeedbackPopup calls={calls} sender="guest" onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Problem description'), '  hello  ');
    expect(screen.getByTestId('feedback-counter').textContent).toBe('5/200');
  });
});

describe('SMS code button', () => {
  it('counts down expiredMinutes x 60 s while disabled, then allows a resend', async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn(async () => ({ expiredMinutes: 1 }));
      renderWithI18n(<SmsCodeButton send={send} canSend={() => true} onInvalid={() => {}} />);
      const button = screen.getByTestId('sms-send');
      await act(async () => button.click());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(button.textContent).toBe('Resend in 60s');
      expect((button as HTMLButtonElement).disabled).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(button.textContent).toBe('Resend in 1s');
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect((button as HTMLButtonElement).disabled).toBe(false);
      expect(send).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server message and waits 5 minutes after too many requests', async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn(async () => {
        throw new ApiError('business', 'Too many requests, please try again after 5 minutes.', { path: '/sms', code: 'TOO_MANY_REQUESTS' });
      });
      renderWithI18n(<SmsCodeButton send={send} canSend={() => true} onInvalid={() => {}} />);
      const button = screen.getByTestId('sms-send');
      await act(async () => button.click());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByTestId('warning-dialog').textContent).toContain('Too many requests, please try again after 5 minutes.');
      await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
      expect((button as HTMLButtonElement).disabled).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect((button as HTMLButtonElement).disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
