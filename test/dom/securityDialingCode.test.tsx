import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactBinding } from '@/features/memberCenter/pages/security/ContactBinding';
import { renderWithI18n } from './render';

/**
 * SPEC 7 country codes in the security center, as the register and forgot-password forms use them:
 * a mobile is bound with a dialling code chosen from the served list (the home market first), and
 * held to that country's digits (SPEC 5: the bounds come from server config).
 */
const INDIA = { code: '+91', country: 'IN', name: 'India', mobileLength: 10 };
const SRI_LANKA = { code: '+94', country: 'LK', name: 'Sri Lanka', mobileLength: 9 };

function renderBinding() {
  const effects = {
    sendCode: vi.fn(async () => ({ expiredMinutes: 1 })),
    bind: vi.fn(async () => ({})),
    onBound: vi.fn(),
    loadFormRules: vi.fn(async () => ({ countries: [INDIA, SRI_LANKA], validators: [] })),
  };
  renderWithI18n(<ContactBinding kind="mobile" current={null} {...effects} />);
  return { ...effects, user: userEvent.setup() };
}

const errorUnder = (testId: string) => {
  const id = screen.getByTestId(testId).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('binding a mobile in the security center (SPEC 7 country codes)', () => {
  it('offers the served dialling codes, the home market first, read once', async () => {
    const { user, loadFormRules } = renderBinding();
    expect(loadFormRules).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('bind-mobile-open'));
    const select = await screen.findByRole('combobox', { name: 'Country code' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['+91', '+94']);
    expect((select as HTMLSelectElement).value).toBe('+91');
    await user.click(screen.getByTestId('bind-mobile-cancel'));
    await user.click(screen.getByTestId('bind-mobile-open'));
    await screen.findByRole('combobox', { name: 'Country code' });
    expect(loadFormRules).toHaveBeenCalledTimes(1);
  });

  it('sends the code to, and binds, a number of the chosen country, held to its digits', async () => {
    const { user, sendCode, bind } = renderBinding();
    await user.click(screen.getByTestId('bind-mobile-open'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country code' }), '+94');
    // 10 digits: India's length, one over Sri Lanka's 9.
    await user.type(screen.getByTestId('bind-mobile-target'), '7712345678');
    await user.click(screen.getByTestId('bind-mobile-send'));
    expect(errorUnder('bind-mobile-target')).toBe('Please enter a valid mobile number');
    expect(sendCode).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('bind-mobile-target'));
    await user.type(screen.getByTestId('bind-mobile-target'), '771234567');
    await user.click(screen.getByTestId('bind-mobile-send'));
    expect(sendCode).toHaveBeenCalledWith('771234567', '+94');
    await user.type(screen.getByTestId('bind-mobile-code'), '123456');
    await user.click(screen.getByTestId('bind-mobile-submit'));
    await waitFor(() => expect(bind).toHaveBeenCalledWith({ target: '771234567', code: '123456', countryDialingCode: '+94' }));
  });
});
