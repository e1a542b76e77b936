import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BankAccount, BankAccountInput } from '@kernel/bankAccount';
import { ErrorCode } from '@kernel/errorCodes';
import type { Profile } from '@kernel/profile';
import { WITHDRAW_RULES, type WithdrawLimits } from '@kernel/withdraw';
import { ApiError } from '@/api/errors';
import type { ProfileCalls } from '@/api/profileCalls';
import type { WithdrawCalls } from '@/api/withdrawCalls';
import type { MemberCalls, MemberPageProps, WalletRef } from '@/features/memberCenter/memberPageProps';
import SecurityCenterPage from '@/features/memberCenter/pages/security/SecurityCenterPage';
import { renderWithI18n } from './render';

const LAST_LOGIN = Date.UTC(2025, 0, 14, 18, 30, 0);
const PROFILE: Profile = {
  userName: 'demo_member',
  nickname: 'Demo Member',
  vipLevel: 3,
  vipLabel: 'VIP 3',
  mobileMasked: '+91 98******10',
  emailMasked: 'de***@example.com',
  previousLogin: { at: LAST_LOGIN, ip: '203.0.113.9' },
};
const LIMITS: WithdrawLimits = {
  ...WITHDRAW_RULES,
  usedToday: 0,
  balancePaise: 2_500_000,
  turnover: { requiredPaise: 0, donePaise: 0 },
  hasWithdrawPassword: false,
};
const bankAccount = (id: number, overrides: Partial<BankAccount> = {}): BankAccount => ({
  id,
  holderName: 'Demo Member',
  bankName: 'State Bank of India',
  ifsc: 'SBIN0004521',
  accountNumberMasked: `•••• 452${id}`,
  createdAt: 0,
  ...overrides,
});

const network = () => new ApiError('network', 'Network link is abnormal, please try again', { path: '/x' });
const refusal = (code: string, message: string) => new ApiError('business', message, { path: '/x', code });

function renderPage(overrides: { profile?: Partial<ProfileCalls>; withdraw?: Partial<WithdrawCalls> } = {}) {
  const profile: ProfileCalls = {
    getProfile: vi.fn(async () => PROFILE),
    sendMobileCode: vi.fn(async () => ({ expiredMinutes: 1 })),
    bindMobile: vi.fn(async () => ({ ...PROFILE, mobileMasked: '+91 91******80' })),
    sendEmailCode: vi.fn(async () => ({ expiredMinutes: 2 })),
    bindEmail: vi.fn(async () => ({ ...PROFILE, emailMasked: 'ro***@example.com' })),
    getMemberIcon: vi.fn(async () => ({ icon: null, icons: [] })),
    setMemberIcon: vi.fn(async () => ({ icon: null, icons: [] })),
    // SPEC 7: the served dialling codes, the home market first.
    getFormRules: vi.fn(async () => ({ countries: [{ code: '+91', country: 'IN', name: 'India', mobileLength: 10 }], validators: [] })),
    ...overrides.profile,
  };
  const withdraw = {
    getLimits: vi.fn(async () => LIMITS),
    setWithdrawPassword: vi.fn(async () => true as const),
    changeWithdrawPassword: vi.fn(async () => true as const),
    getBankAccounts: vi.fn(async () => [bankAccount(1)]),
    addBankAccount: vi.fn(async (input: BankAccountInput) =>
      bankAccount(2, { holderName: input.holderName, ifsc: input.ifsc, bankName: 'HDFC Bank', accountNumberMasked: '•••• 9012' }),
    ),
    removeBankAccount: vi.fn(async () => true as const),
    ...overrides.withdraw,
  } as unknown as WithdrawCalls;
  const calls = { profile, withdraw } as unknown as MemberCalls;
  const props: MemberPageProps = {
    calls,
    wallet: { send: vi.fn() } as unknown as WalletRef,
    modules: [],
    userName: 'demo_member',
    currencySymbol: '₹',
    openPage: vi.fn(),
    openWindow: vi.fn(() => true),
    openChangePassword: vi.fn(),
    siteOrigin: 'https://play.example.test',
    copyText: vi.fn(async () => {}),
    refreshBadges: vi.fn(),
  };
  renderWithI18n(<SecurityCenterPage {...props} />);
  return { profile, withdraw, props, user: userEvent.setup() };
}

const errorUnder = (testId: string) => {
  const id = screen.getByTestId(testId).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('Security center: my account', () => {
  it('shows the profile with masked contacts and the login before this one, and opens the change-password popup', async () => {
    const { user, props } = renderPage();
    const card = screen.getByTestId('security-profile');
    await within(card).findByText('demo_member');
    expect(card.textContent).toContain('Demo Member');
    expect(screen.getByTestId('profile-vip').textContent).toBe('VIP 3');
    expect(screen.getByTestId('profile-mobile').textContent).toBe('+91 98******10');
    expect(screen.getByTestId('profile-email').textContent).toBe('de***@example.com');
    const lastLogin = screen.getByTestId('profile-last-login').textContent ?? '';
    // English is written as in India (en-IN): day, month, year, then a lower-case am or pm; the day and hour are the device's zone's.
    expect(lastLogin).toMatch(/\b1[45] Jan 2025, \d{1,2}:\d{2} [ap]m/);
    expect(lastLogin).toContain('IP 203.0.113.9');
    await user.click(screen.getByTestId('security-change-password'));
    expect(props.openChangePassword).toHaveBeenCalledTimes(1);
  });

  it('says so on a first login and for contacts not bound; a failed load can be tried again', async () => {
    const getProfile = vi
      .fn()
      .mockRejectedValueOnce(network())
      .mockResolvedValue({ ...PROFILE, mobileMasked: null, emailMasked: null, previousLogin: null });
    const { user } = renderPage({ profile: { getProfile } });
    const card = screen.getByTestId('security-profile');
    await within(card).findByText('Your profile could not be loaded.');
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('profile-last-login')).textContent).toBe('This is your first login');
    expect(screen.getByTestId('profile-mobile').textContent).toBe('Not bound');
    expect(screen.getByTestId('bind-email-current').textContent).toBe('Not bound');
    expect(screen.getByTestId('bind-email-open').textContent).toBe('Bind');
  });
});

describe('Security center: binding the mobile and the email', () => {
  it('sends an SMS code only to a valid mobile, then binds it with the code; the profile shows the new number', async () => {
    const { user, profile } = renderPage();
    await screen.findByTestId('profile-username');
    expect(screen.getByTestId('bind-mobile-open').textContent).toBe('Change');
    await user.click(screen.getByTestId('bind-mobile-open'));

    await user.type(screen.getByTestId('bind-mobile-target'), '91234');
    await user.click(screen.getByTestId('bind-mobile-send'));
    expect(errorUnder('bind-mobile-target')).toBe('Please enter a valid mobile number');
    expect(profile.sendMobileCode).not.toHaveBeenCalled();

    await user.clear(screen.getByTestId('bind-mobile-target'));
    await user.type(screen.getByTestId('bind-mobile-target'), '9123456780');
    await user.click(screen.getByTestId('bind-mobile-send'));
    expect(profile.sendMobileCode).toHaveBeenCalledWith('9123456780', '+91');
    await waitFor(() => expect(screen.getByTestId('bind-mobile-send').textContent).toMatch(/^Resend in (60|59)s$/));
    expect(screen.getByTestId('bind-mobile-send')).toHaveProperty('disabled', true);

    await user.type(screen.getByTestId('bind-mobile-code'), '12a');
    await user.click(screen.getByTestId('bind-mobile-submit'));
    expect(errorUnder('bind-mobile-code')).toBe('Please enter a valid verification code');
    expect(profile.bindMobile).not.toHaveBeenCalled();

    await user.clear(screen.getByTestId('bind-mobile-code'));
    await user.type(screen.getByTestId('bind-mobile-code'), '123456');
    vi.mocked(profile.getProfile).mockResolvedValue({ ...PROFILE, mobileMasked: '+91 91******80' });
    await user.click(screen.getByTestId('bind-mobile-submit'));
    expect(await screen.findByTestId('bind-mobile-done')).toBeTruthy();
    expect(profile.bindMobile).toHaveBeenCalledWith({ mobileNum: '9123456780', countryDialingCode: '+91', verificationCode: '123456' });
    await waitFor(() => expect(screen.getByTestId('bind-mobile-current').textContent).toBe('+91 91******80'));
    expect(profile.getProfile).toHaveBeenCalledTimes(2);
  });

  it("shows the backend's refusal of a code, and a warning when no code can be sent", async () => {
    const { user } = renderPage({
      profile: {
        bindMobile: vi.fn(async () => {
          throw refusal(ErrorCode.smsCodeWrong, 'Invalid verification code');
        }),
        sendMobileCode: vi.fn(async () => {
          throw refusal(ErrorCode.mobileTaken, 'This mobile number is already registered');
        }),
      },
    });
    await screen.findByTestId('profile-username');
    await user.click(screen.getByTestId('bind-mobile-open'));
    await user.type(screen.getByTestId('bind-mobile-target'), '9876543210');
    await user.click(screen.getByTestId('bind-mobile-send'));
    const warning = await screen.findByTestId('warning-dialog');
    expect(within(warning).getByRole('alert').textContent).toBe('This mobile number is already registered');
    await user.click(within(warning).getByRole('button', { name: 'Confirm' }));

    await user.type(screen.getByTestId('bind-mobile-code'), '654321');
    await user.click(screen.getByTestId('bind-mobile-submit'));
    expect((await screen.findByTestId('bind-mobile-error')).textContent).toBe('Invalid verification code');
    await user.click(screen.getByTestId('bind-mobile-cancel'));
    expect(screen.queryByTestId('bind-mobile-target')).toBeNull();
  });

  it('mails a code to a valid address and binds the email', async () => {
    const { user, profile } = renderPage();
    await screen.findByTestId('profile-username');
    await user.click(screen.getByTestId('bind-email-open'));
    await user.type(screen.getByTestId('bind-email-target'), 'rohan.v@');
    await user.click(screen.getByTestId('bind-email-send'));
    expect(errorUnder('bind-email-target')).toBe('Email format incorrect');
    await user.click(screen.getByTestId('bind-email-submit'));
    expect(errorUnder('bind-email-code')).toBe('Input cannot be empty');

    await user.type(screen.getByTestId('bind-email-target'), 'example.com');
    await user.click(screen.getByTestId('bind-email-send'));
    expect(profile.sendEmailCode).toHaveBeenCalledWith('rohan.v@example.com');
    await user.type(screen.getByTestId('bind-email-code'), '246802');
    await user.click(screen.getByTestId('bind-email-submit'));
    expect(await screen.findByTestId('bind-email-done')).toBeTruthy();
    expect(profile.bindEmail).toHaveBeenCalledWith({ email: 'rohan.v@example.com', verificationCode: '246802' });
  });
});

describe('Security center: the withdrawal password', () => {
  it('sets the first one: 6 digits, typed twice alike', async () => {
    const { user, withdraw } = renderPage();
    const section = await screen.findByTestId('security-withdraw-password');
    await waitFor(() => expect(section.dataset.mode).toBe('set'));
    expect(screen.queryByTestId('withdraw-password-old')).toBeNull();
    await user.type(screen.getByTestId('withdraw-password-new'), '2468');
    await user.type(screen.getByTestId('withdraw-password-confirm'), '2469');
    await user.click(screen.getByTestId('withdraw-password-submit'));
    expect(errorUnder('withdraw-password-new')).toBe('The withdrawal password must be 6 digits');
    expect(errorUnder('withdraw-password-confirm')).toBe('The two passwords do not match');
    expect(withdraw.setWithdrawPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByTestId('withdraw-password-new'));
    await user.type(screen.getByTestId('withdraw-password-new'), '246810');
    await user.clear(screen.getByTestId('withdraw-password-confirm'));
    await user.type(screen.getByTestId('withdraw-password-confirm'), '246810');
    await user.click(screen.getByTestId('withdraw-password-submit'));
    expect(await screen.findByTestId('withdraw-password-saved')).toBeTruthy();
    expect(withdraw.setWithdrawPassword).toHaveBeenCalledWith('246810', '246810');
    expect(section.dataset.mode).toBe('saved');
  });

  it('changes it with the old one, showing a refusal of the old one', async () => {
    const changeWithdrawPassword = vi
      .fn()
      .mockRejectedValueOnce(refusal(ErrorCode.withdrawPasswordWrong, 'The withdrawal password is incorrect'))
      .mockResolvedValue(true);
    const { user } = renderPage({ withdraw: { getLimits: vi.fn(async () => ({ ...LIMITS, hasWithdrawPassword: true })), changeWithdrawPassword } });
    const section = await screen.findByTestId('security-withdraw-password');
    await waitFor(() => expect(section.dataset.mode).toBe('change'));
    await user.type(screen.getByTestId('withdraw-password-new'), '135790');
    await user.type(screen.getByTestId('withdraw-password-confirm'), '135790');
    await user.click(screen.getByTestId('withdraw-password-submit'));
    expect(errorUnder('withdraw-password-old')).toBe('Input cannot be empty');
    await user.type(screen.getByTestId('withdraw-password-old'), '111111');
    await user.click(screen.getByTestId('withdraw-password-submit'));
    expect((await screen.findByTestId('withdraw-password-error')).textContent).toBe('The withdrawal password is incorrect');
    await user.clear(screen.getByTestId('withdraw-password-old'));
    await user.type(screen.getByTestId('withdraw-password-old'), '246810');
    await user.click(screen.getByTestId('withdraw-password-submit'));
    expect(await screen.findByTestId('withdraw-password-saved')).toBeTruthy();
    expect(changeWithdrawPassword).toHaveBeenLastCalledWith('246810', '135790', '135790');
  });
});

describe('Security center: bank accounts', () => {
  it('lists the accounts, checks each field of a new one in the user language, and adds it tidied', async () => {
    const { user, withdraw } = renderPage();
    const row = await screen.findByTestId('bank-account-1');
    expect(row.textContent).toContain('Demo Member');
    expect(row.textContent).toContain('State Bank of India');
    expect(row.textContent).toContain('IFSC SBIN0004521');
    expect(row.textContent).toContain('•••• 4521');

    await user.type(screen.getByTestId('bank-add-holder'), 'R');
    await user.type(screen.getByTestId('bank-add-ifsc'), 'SBIN1004521');
    await user.type(screen.getByTestId('bank-add-number'), '12345');
    await user.click(screen.getByTestId('bank-add-submit'));
    expect(errorUnder('bank-add-holder')).toBe("Enter the account holder's name as the bank prints it (2-50 letters)");
    expect(errorUnder('bank-add-ifsc')).toBe('Enter a valid IFSC code, e.g. SBIN0001234');
    expect(errorUnder('bank-add-number')).toBe('The account number must be 9 to 18 digits');
    expect(withdraw.addBankAccount).not.toHaveBeenCalled();

    await user.clear(screen.getByTestId('bank-add-holder'));
    await user.type(screen.getByTestId('bank-add-holder'), '  Rohan   Verma ');
    await user.clear(screen.getByTestId('bank-add-ifsc'));
    await user.type(screen.getByTestId('bank-add-ifsc'), 'hdfc0001234');
    await user.clear(screen.getByTestId('bank-add-number'));
    await user.type(screen.getByTestId('bank-add-number'), '1234 5678 9012');
    await user.click(screen.getByTestId('bank-add-submit'));
    expect(await screen.findByTestId('bank-account-2')).toBeTruthy();
    expect(withdraw.addBankAccount).toHaveBeenCalledWith({ holderName: 'Rohan Verma', ifsc: 'HDFC0001234', accountNumber: '123456789012' });
    expect(screen.getByTestId('bank-notice').textContent).toBe('Bank account added.');
    expect((screen.getByTestId('bank-add-holder') as HTMLInputElement).value).toBe('');
  });

  it('shows the refusal of a duplicate account', async () => {
    const { user } = renderPage({
      withdraw: {
        addBankAccount: vi.fn(async () => {
          throw refusal(ErrorCode.bankAccountDuplicate, 'This bank account is already added');
        }),
      },
    });
    await screen.findByTestId('bank-account-1');
    await user.type(screen.getByTestId('bank-add-holder'), 'Demo Member');
    await user.type(screen.getByTestId('bank-add-ifsc'), 'SBIN0004521');
    await user.type(screen.getByTestId('bank-add-number'), '000111224521');
    await user.click(screen.getByTestId('bank-add-submit'));
    const notice = await screen.findByTestId('bank-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe('This bank account is already added');
  });

  it('deletes an account only after a confirmation', async () => {
    const { user, withdraw } = renderPage({ withdraw: { getBankAccounts: vi.fn(async () => [bankAccount(1), bankAccount(2)]) } });
    await screen.findByTestId('bank-account-2');
    await user.click(screen.getByTestId('bank-remove-2'));
    const dialog = screen.getByTestId('bank-remove-dialog');
    expect(dialog.textContent).toContain('•••• 4522');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('bank-remove-dialog')).toBeNull();
    expect(withdraw.removeBankAccount).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('bank-remove-2'));
    await user.click(screen.getByTestId('bank-remove-confirm'));
    await waitFor(() => expect(screen.queryByTestId('bank-account-2')).toBeNull());
    expect(withdraw.removeBankAccount).toHaveBeenCalledWith(2);
    expect(screen.getByTestId('bank-account-1')).toBeTruthy();
    expect(screen.getByTestId('bank-notice').textContent).toBe('Bank account deleted.');
  });

  it('says the list is full at 3 accounts instead of offering the form', async () => {
    renderPage({ withdraw: { getBankAccounts: vi.fn(async () => [bankAccount(1), bankAccount(2), bankAccount(3)]) } });
    await screen.findByTestId('bank-account-3');
    expect(screen.getByTestId('bank-add-full').textContent).toBe('You can bind at most 3 bank accounts. Delete one to add another.');
    expect(screen.queryByTestId('bank-add-holder')).toBeNull();
    expect(screen.queryByTestId('bank-add-submit')).toBeNull();
  });
});
