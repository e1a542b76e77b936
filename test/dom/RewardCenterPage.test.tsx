import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import type { ModuleNode } from '@kernel/modules';
import type { ClaimRewardResult, Reward, RewardList } from '@kernel/rewardCenter';
import type { VipInfo, VipLevel } from '@kernel/vip';
import { ApiError } from '@/api/errors';
import type { RewardCenterCalls } from '@/api/rewardCenterCalls';
import RewardCenterPage from '@/features/memberCenter/pages/rewardCenter/RewardCenterPage';
import { memberPageProps } from './memberPageProps';
import { renderWithI18n } from './render';

const NOW = Date.UTC(2026, 10, 20, 9, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;
const reward = (id: number, title: string, status: Reward['status'], seen: boolean, amountPaise: number, kind: Reward['kind'] = 'levelUp'): Reward => ({
  id,
  kind,
  title,
  amountPaise,
  turnoverMultiplier: 1,
  grantedAt: NOW - id * DAY_MS,
  expiresAt: status === 'expired' ? NOW - DAY_MS : NOW + 18 * DAY_MS,
  claimedAt: status === 'claimed' ? NOW - 2 * DAY_MS : null,
  status,
  seen,
});
const LEVEL_UP = reward(11, 'VIP 3 level-up bonus', 'claimable', true, 100_000);
const MONTHLY = reward(12, 'Monthly VIP bonus', 'claimable', false, 30_000, 'monthlyBonus');
const WEEKLY = reward(13, 'Weekly VIP bonus', 'expired', false, 15_000, 'weeklyBonus');
const CLAIMED = reward(14, 'VIP 2 level-up bonus', 'claimed', true, 50_000);
const REWARDS: RewardList = { items: [LEVEL_UP, MONTHLY, WEEKLY, CLAIMED], unreadCount: 3 };

const level = (n: number, deposit: number, bet: number, perks: string[] = []): VipLevel => ({
  level: n,
  label: n === 0 ? 'Regular' : `VIP ${n}`,
  depositPaise: deposit * 100,
  validBetPaise: bet * 100,
  upgradeBonusPaise: n * 50_000,
  monthlyBonusPaise: n * 10_000,
  birthdayBonusPaise: n * 20_000,
  rebateBps: 30 + n * 10,
  dailyWithdrawLimitPaise: 10_000_000 * (n + 1),
  dailyWithdrawCount: 3 + n,
  perks,
});
/** demo_member: VIP 3 with ₹15,000 deposited and ₹60,681 bet; VIP 4 asks ₹25,000 and ₹1,00,000. */
const VIP: VipInfo = {
  levels: [level(0, 0, 0), level(1, 1_000, 5_000), level(2, 3_000, 15_000), level(3, 10_000, 50_000, ['Priority withdrawals']), level(4, 25_000, 1_00_000)],
  member: { level: 3, label: 'VIP 3', depositPaise: 1_500_000, validBetPaise: 6_068_100 },
};
const CLAIM_RESULT: ClaimRewardResult = { reward: { ...LEVEL_UP, status: 'claimed', claimedAt: NOW }, balancePaise: 2_600_000, unreadCount: 1 };

const MODULES = (vip: boolean): ModuleNode[] => [{ modId: 'REWCEN3', enabled: true, childrenNodes: [{ modId: 'VIP3', enabled: vip, childrenNodes: [] }] }];
const business = (code: string, message: string) => new ApiError('business', message, { path: '/wps/relay/MCSFE_claimReward', code });

function renderPage(overrides: Partial<RewardCenterCalls> = {}, vipOn = true) {
  const rewardCenter: RewardCenterCalls = {
    getVipInfo: vi.fn(async () => VIP),
    getRewards: vi.fn(async () => REWARDS),
    getUnreadCount: vi.fn(async () => 3),
    markSeen: vi.fn(async () => ({ unreadCount: 2 })),
    claim: vi.fn(async () => CLAIM_RESULT),
    ...overrides,
  };
  const props = memberPageProps({ rewardCenter }, { modules: MODULES(vipOn) });
  renderWithI18n(<RewardCenterPage {...props} />);
  return { rewardCenter, props, user: userEvent.setup() };
}

describe('Member center: reward center and VIP', () => {
  it("shows the member's VIP level and the exact amounts still needed for the next one", async () => {
    const { rewardCenter } = renderPage();
    expect((await screen.findByTestId('vip-level')).textContent).toBe('VIP 3');
    expect(screen.getByTestId('vip-progress').textContent).toContain('On your way to VIP 4');
    expect(screen.getByTestId('vip-requirement-deposit').textContent).toBe('Deposits₹15,000.00 / ₹25,000.00₹10,000.00 more');
    expect(screen.getByTestId('vip-requirement-bet').textContent).toBe('Valid bets₹60,681.00 / ₹1,00,000.00₹39,319.00 more');
    // The smaller of the two shares: (60,681 - 50,000) / 50,000 = 21 %.
    const bar = screen.getByRole('progressbar', { name: 'Progress to VIP 4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('21');
    // The benefits of the member's level.
    expect(screen.getByTestId('vip-benefits').textContent).toBe('Monthly bonus₹300.00Birthday gift₹600.00Rebate0.6%Daily withdrawals₹4,00,000.00, 6 times');
    expect([vi.mocked(rewardCenter.getVipInfo).mock.calls.length, vi.mocked(rewardCenter.getRewards).mock.calls.length]).toEqual([1, 1]);
  });

  it('lists every level with thresholds and benefits, the member’s marked', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByText('All VIP levels and benefits'));
    const table = screen.getByTestId('vip-levels-table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const mine = screen.getByTestId('vip-level-3');
    expect(mine.textContent).toContain('You');
    expect(mine.textContent).toContain('₹10,000.00');
    expect(screen.getByTestId('vip-perks-3').textContent).toBe('VIP 3 Priority withdrawals');
    expect(screen.getByTestId('vip-level-0').textContent).toContain('Regular');
  });

  it('shows no VIP part and makes no VIP call when VIP3 is off', async () => {
    const { rewardCenter } = renderPage({}, false);
    await screen.findByTestId('rewards-list');
    expect(screen.queryByTestId('vip-status')).toBeNull();
    expect(rewardCenter.getVipInfo).not.toHaveBeenCalled();
  });

  it('lists the rewards with amount, source, expiry and status, marks the new ones seen and tells the badge', async () => {
    const { rewardCenter, props } = renderPage();
    await screen.findByTestId('rewards-list');
    expect(screen.getByTestId('rewards-claimable').textContent).toBe('2 to claim');
    expect(screen.getByTestId('reward-amount-11').textContent).toBe('₹1,000.00');
    expect(screen.getByTestId('reward-11').textContent).toContain('From: VIP level-up');
    expect(screen.getByTestId('reward-11').textContent).toContain('Claim by');
    expect(screen.getByTestId('reward-12').textContent).toContain('Monthly VIP bonus');
    // New this visit: marked on the page, and seen on the backend at once.
    expect(screen.getByTestId('reward-new-12')).toBeTruthy();
    expect(screen.getByTestId('reward-new-13')).toBeTruthy();
    expect(screen.queryByTestId('reward-new-11')).toBeNull();
    await waitFor(() => expect(rewardCenter.markSeen).toHaveBeenCalledWith([12, 13]));
    await waitFor(() => expect(props.refreshBadges).toHaveBeenCalledTimes(1));
    // Expired and claimed rewards offer no claim.
    expect(screen.queryByTestId('reward-claim-13')).toBeNull();
    expect(screen.getByTestId('reward-status-13').textContent).toBe('Expired');
    expect(screen.getByTestId('reward-13').textContent).toContain('Expired on');
    expect(screen.getByTestId('reward-status-14').textContent).toBe('Claimed');
    expect(screen.getByTestId('reward-14').textContent).toContain('Claimed on');
  });

  it('claims a reward: sent once with a key, shown claimed, the wallet and the badge told', async () => {
    const { rewardCenter, props, user } = renderPage();
    await waitFor(() => expect(props.refreshBadges).toHaveBeenCalledTimes(1));
    const button = screen.getByTestId('reward-claim-11');
    await user.click(button);
    expect((await screen.findByTestId('reward-notice')).textContent).toBe(
      'VIP 3 level-up bonus claimed: ₹1,000.00 added to your main wallet, which now holds ₹26,000.00.',
    );
    expect(rewardCenter.claim).toHaveBeenCalledTimes(1);
    expect(vi.mocked(rewardCenter.claim).mock.calls[0]?.[0]).toEqual({ rewardId: 11, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(props.wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    expect(props.refreshBadges).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('reward-status-11').textContent).toBe('Claimed');
    expect(screen.getByTestId('rewards-claimable').textContent).toBe('1 to claim');
    await user.click(screen.getByTestId('reward-notice-dismiss'));
    expect(screen.queryByTestId('reward-notice')).toBeNull();
  });

  it("shows the backend's refusal of an expired reward, pays nothing, and shows the reward expired", async () => {
    const message = 'This reward has expired and can no longer be claimed';
    const { props, user } = renderPage({ claim: vi.fn(async () => Promise.reject(business(ErrorCode.rewardExpired, message))) });
    await waitFor(() => expect(props.refreshBadges).toHaveBeenCalledTimes(1));
    await user.click(screen.getByTestId('reward-claim-12'));
    const notice = await screen.findByTestId('reward-notice');
    expect(notice.textContent).toBe(message);
    expect(notice.closest('[role=alert]')).not.toBeNull();
    expect(screen.getByTestId('reward-status-12').textContent).toBe('Expired');
    expect(props.wallet.send).not.toHaveBeenCalled();
  });

  it('offers to try again when the rewards cannot be loaded', async () => {
    const getRewards = vi
      .fn<RewardCenterCalls['getRewards']>()
      .mockRejectedValueOnce(new ApiError('network', 'x', { path: '/x' }))
      .mockResolvedValue(REWARDS);
    const { user } = renderPage({ getRewards });
    expect((await screen.findByRole('alert')).textContent).toContain('Your rewards could not be loaded. Network link is abnormal, please try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('rewards-list');
    expect(getRewards).toHaveBeenCalledTimes(2);
  });

  it('says so when there is no reward yet', async () => {
    const { rewardCenter } = renderPage({ getRewards: vi.fn(async () => ({ items: [], unreadCount: 0 })) });
    expect((await screen.findByTestId('rewards-empty')).textContent).toContain('No rewards yet');
    expect(screen.getByTestId('rewards-claimable').textContent).toBe('Nothing to claim');
    expect(rewardCenter.markSeen).not.toHaveBeenCalled();
  });
});
