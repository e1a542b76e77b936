import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { ApiError } from '@/api/errors';
import { SmsCodeButton } from '@/features/auth/SmsCodeButton';
import { renderWithI18n } from './render';

/**
 * SPEC 8 phone authentication, where the person asked for the code (the SMS button of the login,
 * register and forgot-password forms): the client words a refusal it knows in SPEC's text, in the
 * user's language, whatever words the gateway put in `message` (a real operator's gateway answers
 * in its own).
 */
describe('SMS code button: SPEC 8 phone authentication messages', () => {
  it.each([
    [ErrorCode.smsQuotaExceeded, 'Quota not sufficient, contact customer service'],
    [ErrorCode.smsNotEnabled, 'Function not enabled, contact customer service'],
  ])('shows %s as "%s", and the button is usable again a second later', async (code, text) => {
    vi.useFakeTimers();
    try {
      const send = vi.fn(async () => {
        throw new ApiError('business', '短信发送失败 (gateway 4031)', { path: '/wps/verification/sms/noLogin', code });
      });
      renderWithI18n(<SmsCodeButton send={send} canSend={() => true} onInvalid={() => {}} />);
      const button = screen.getByTestId('sms-send') as HTMLButtonElement;
      await act(async () => button.click());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByTestId('warning-dialog').textContent).toContain(text);
      expect(screen.getByTestId('warning-dialog').textContent).not.toContain('gateway 4031');
      // SPEC 9: clicks are throttled to one a second; the refusal does not hold the button longer.
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(button.disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
