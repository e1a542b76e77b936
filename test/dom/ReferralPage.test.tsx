import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralFriend, ReferralFriendsPage, ReferralProgramme } from '@kernel/referral';
import { COPIED_SHOWN_MS } from '@machines/member/referral.machine';
import { ApiError } from '@/api/errors';
import type { ReferralCalls } from '@/api/referralCalls';
import type { MemberPageProps } from '@/features/memberCenter/memberPageProps';
import ReferralPage from '@/features/memberCenter/pages/referral/ReferralPage';
import { memberPageProps } from './memberPageProps';
import { renderWithI18n } from './render';

const ORIGIN = 'https://play.example.test';
const PROGRAMME: ReferralProgramme = { code: 'DEMOREF1', commissionRateBps: 50, payout: 'daily', activeMinValidBetPaise: 100_000, activePeriodDays: 30 };
const LINK = 'https://play.example.test/register?referralCode=DEMOREF1';
const friend = (userName: string, status: ReferralFriend['status'], validBetPaise = 0, commissionPaise = 0): ReferralFriend => ({
  userName,
  joinedAt: Date.UTC(2026, 10, 20, 9, 0, 0),
  status,
  validBetPaise,
  commissionPaise,
});
const TOTALS = { invitedCount: 12, activeCount: 2, commissionPaise: 123_456 };
const FIRST: ReferralFriendsPage = {
  items: [friend('an***07', 'registered'), friend('sa***88', 'active', 250_000, 1_250), friend('ne***91', 'deposited', 20_000, 100)],
  pageNo: 1,
  pageSize: 10,
  totalPages: 2,
  totalCount: 12,
  totals: TOTALS,
};
const SECOND: ReferralFriendsPage = { ...FIRST, items: [friend('ra***24', 'deposited', 0, 4_321), friend('pr***ma', 'active', 500_000, 2_500)], pageNo: 2 };
const NONE: ReferralFriendsPage = { items: [], pageNo: 1, pageSize: 10, totalPages: 1, totalCount: 0, totals: { invitedCount: 0, activeCount: 0, commissionPaise: 0 } };
const network = () => new ApiError('network', 'Network link is abnormal, please try again', { path: '/x' });

function renderPage(overrides: Partial<ReferralCalls> = {}, copyText: MemberPageProps['copyText'] = vi.fn(async () => {})) {
  const referral: ReferralCalls = {
    getProgramme: vi.fn(async () => PROGRAMME),
    getFriends: vi.fn(async (pageNo: number) => (pageNo === 2 ? SECOND : FIRST)),
    // SPEC 7 Domain routing: the platform routes the site to its own domain unless a test says otherwise.
    getDomainRoute: vi.fn(async () => ({ valid: true, domain: 'play.example.test', merchant: 'DEMO' })),
    ...overrides,
  };
  const props = memberPageProps({ referral }, { siteOrigin: ORIGIN, copyText });
  renderWithI18n(<ReferralPage {...props} />);
  // Under fake timers (the Copied test) the clicks' own pauses advance them.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  return { referral, props, copyText, user };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Member center: invite friends', () => {
  it('shows the code, the invite link and its QR code, and the terms in numbers', async () => {
    const { referral } = renderPage();
    expect((await screen.findByTestId('referral-code')).textContent).toBe('DEMOREF1');
    expect(screen.getByTestId('referral-link')).toHaveProperty('value', LINK);
    const qr = screen.getByTestId('referral-qr').querySelector('svg');
    expect(qr).not.toBeNull();
    expect(qr?.getAttribute('aria-label')).toBe('QR code of your invite link');
    expect(screen.getByTestId('referral-term-rate').textContent).toContain('0.5%');
    expect(screen.getByTestId('referral-term-payout').textContent).toContain('daily');
    expect(screen.getByTestId('referral-term-active').textContent).toBe(
      'A friend counts as active after a deposit and ₹1,000.00 or more of valid bets in the last 30 days.',
    );
    // The programme and the first page are asked for together, once.
    expect([vi.mocked(referral.getProgramme).mock.calls, vi.mocked(referral.getFriends).mock.calls]).toEqual([[[]], [[1]]]);
  });

  it('builds the invite link, its QR code and its copy on the domain the platform routes the site to (SPEC 7 Domain routing)', async () => {
    const routed = 'https://invite.example.test/register?referralCode=DEMOREF1';
    const { referral, copyText, user } = renderPage({ getDomainRoute: vi.fn(async () => ({ valid: true, domain: 'invite.example.test', merchant: 'DEMO' })) });
    await screen.findByTestId('referral-code');
    expect(screen.getByTestId('referral-link')).toHaveProperty('value', routed);
    expect(referral.getDomainRoute).toHaveBeenCalledTimes(1);
    await user.click(screen.getByTestId('referral-copy-link'));
    expect(copyText).toHaveBeenCalledWith(routed);
  });

  it("keeps the site's own address when the domain route fails", async () => {
    renderPage({ getDomainRoute: vi.fn(async () => Promise.reject(network())) });
    await screen.findByTestId('referral-code');
    expect(screen.getByTestId('referral-link')).toHaveProperty('value', LINK);
  });

  it('shows the totals and the friends with their masked names, statuses, valid bets and commission', async () => {
    renderPage();
    await screen.findByTestId('referral-friends');
    expect(screen.getByTestId('referral-total-invited').textContent).toBe('Friends invited12');
    expect(screen.getByTestId('referral-total-active').textContent).toBe('Active friends2');
    expect(screen.getByTestId('referral-total-commission').textContent).toBe('Commission earned in all₹1,234.56');
    const rows = screen.getAllByTestId('referral-friend');
    expect(rows.map((row) => row.querySelector('[data-column=name]')?.textContent)).toEqual(['an***07', 'sa***88', 'ne***91']);
    expect(rows.map((row) => row.querySelector('[data-column=status]')?.textContent)).toEqual(['Registered', 'Active', 'Deposited']);
    expect(rows[1]?.querySelector('[data-column=valid]')?.textContent).toBe('₹2,500.00');
    expect(rows[1]?.querySelector('[data-column=commission]')?.textContent).toBe('₹12.50');
    expect(within(screen.getByTestId('referral-friends')).getByRole('columnheader', { name: 'Valid bets, last 30 days' })).toBeTruthy();
  });

  it('copies the code and says Copied, which goes away after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { copyText, user } = renderPage();
    await user.click(await screen.findByTestId('referral-copy-code'));
    expect(copyText).toHaveBeenCalledWith('DEMOREF1');
    await waitFor(() => expect(screen.getByTestId('referral-copy-code-note').textContent).toBe('Copied'));
    expect(screen.getByTestId('referral-copy-code').textContent).toContain('Copied');
    // Only beside the button pressed.
    expect(screen.getByTestId('referral-copy-link-note').textContent).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(COPIED_SHOWN_MS - 100);
    });
    expect(screen.getByTestId('referral-copy-code-note').textContent).toBe('Copied');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('referral-copy-code-note').textContent).toBe('');
    expect(screen.getByTestId('referral-copy-code').textContent).toContain('Copy');
  });

  it('copies the invite link with the code in it', async () => {
    const { copyText, user } = renderPage();
    await user.click(await screen.findByTestId('referral-copy-link'));
    expect(copyText).toHaveBeenCalledWith(LINK);
    await waitFor(() => expect(screen.getByTestId('referral-copy-link-note').textContent).toBe('Copied'));
  });

  it('says so when the browser refuses the clipboard, and copying again tries again', async () => {
    const copyText = vi.fn<(text: string) => Promise<void>>(async () => {
      throw Object.assign(new Error('Write permission denied.'), { name: 'NotAllowedError' });
    });
    const { user } = renderPage({}, copyText);
    await user.click(await screen.findByTestId('referral-copy-link'));
    await waitFor(() =>
      expect(screen.getByTestId('referral-copy-link-note').textContent).toBe('Could not copy: your browser did not allow it. Select the text and copy it yourself.'),
    );
    copyText.mockImplementationOnce(async () => {});
    await user.click(screen.getByTestId('referral-copy-link'));
    await waitFor(() => expect(screen.getByTestId('referral-copy-link-note').textContent).toBe('Copied'));
    expect(copyText).toHaveBeenCalledTimes(2);
  });

  it('pages through the friends', async () => {
    const { referral, user } = renderPage();
    await screen.findByTestId('referral-friends');
    await user.click(screen.getByTestId('page-2'));
    await waitFor(() =>
      expect(screen.getAllByTestId('referral-friend').map((row) => row.querySelector('[data-column=name]')?.textContent)).toEqual(['ra***24', 'pr***ma']),
    );
    expect(referral.getFriends).toHaveBeenLastCalledWith(2);
    expect(referral.getProgramme).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('page-2').getAttribute('aria-current')).toBe('page');
  });

  it('keeps the page shown when another cannot be loaded, and tries it again', async () => {
    let fail = true;
    const { referral, user } = renderPage({ getFriends: vi.fn(async (pageNo: number) => (pageNo === 1 ? FIRST : fail ? Promise.reject(network()) : SECOND)) });
    await screen.findByTestId('referral-friends');
    await user.click(screen.getByTestId('page-2'));
    expect((await screen.findByTestId('referral-page-failed')).textContent).toContain('Network link is abnormal, please try again');
    expect(screen.getAllByTestId('referral-friend')).toHaveLength(3);
    fail = false;
    await user.click(within(screen.getByTestId('referral-page-failed')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('referral-friend')).toHaveLength(2));
    expect(screen.queryByTestId('referral-page-failed')).toBeNull();
    expect(referral.getFriends).toHaveBeenLastCalledWith(2);
  });

  it('invites sharing while nobody joined', async () => {
    renderPage({ getFriends: vi.fn(async () => NONE) });
    const empty = await screen.findByTestId('referral-empty');
    expect(empty.textContent).toContain('No friends yet');
    expect(empty.textContent).toContain('0.5%');
    expect(screen.queryByTestId('referral-friends')).toBeNull();
    expect(screen.getByTestId('referral-total-invited').textContent).toBe('Friends invited0');
  });

  it('says the invitation could not be loaded and tries again', async () => {
    let fail = true;
    const { referral } = renderPage({ getProgramme: vi.fn(async () => (fail ? Promise.reject(network()) : PROGRAMME)) });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('Your invitation could not be loaded.');
    fail = false;
    await userEvent.setup().click(retry);
    expect((await screen.findByTestId('referral-code')).textContent).toBe('DEMOREF1');
    expect(referral.getFriends).toHaveBeenCalledTimes(2);
  });
});
