import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import type { ClaimMissionResult, Mission, MissionLeaderboard, MissionSummary } from '@kernel/missions';
import { ApiError } from '@/api/errors';
import type { MissionCalls } from '@/api/missionCalls';
import MissionsPage from '@/features/memberCenter/pages/missions/MissionsPage';
import { memberPageProps } from './memberPageProps';
import { renderWithI18n } from './render';

const DAY = Date.UTC(2026, 10, 26, 18, 30);
const mission = (id: number, overrides: Partial<Mission>): Mission => ({
  id,
  period: 'daily',
  goal: 'betCount',
  category: null,
  title: `Mission ${id}`,
  target: 1,
  progress: 0,
  prizePaise: 1_000,
  turnoverMultiplier: 5,
  points: 10,
  periodStart: DAY,
  periodEnd: DAY + 86_400_000,
  state: 'inProgress',
  claimedAt: null,
  ...overrides,
});
const FIRST_BET = mission(1, { title: 'Place a bet today', progress: 7, state: 'claimable' });
const VALID_BETS = mission(3, { title: 'Place valid bets of ₹5,000 today', goal: 'validBet', target: 500_000, progress: 352_800, prizePaise: 5_000, points: 30 });
const SLOTS = mission(2, {
  title: 'Play 3 different slot games today',
  goal: 'distinctGames',
  category: 'RNG',
  target: 3,
  progress: 4,
  state: 'claimed',
  claimedAt: DAY + 3_600_000,
});
const EXPIRED = mission(1, { title: 'Place a bet today', progress: 3, state: 'expired', periodStart: DAY - 86_400_000, periodEnd: DAY });
const SUMMARY: MissionSummary = { missions: [FIRST_BET, VALID_BETS, SLOTS, EXPIRED], claimableCount: 1 };
const LEADERBOARD: MissionLeaderboard = {
  weekStart: DAY,
  weekEnd: DAY + 7 * 86_400_000,
  entries: [
    { rank: 1, userName: 'te***an', points: 300, self: false },
    { rank: 2, userName: 'fr***07', points: 120, self: false },
  ],
  own: { rank: 19, userName: 'demo_member', points: 20, self: true },
};
const CLAIMED: ClaimMissionResult = {
  claim: { missionId: 1, periodStart: DAY, prizePaise: 1_000, points: 10, claimedAt: DAY + 7_200_000 },
  summary: { missions: [VALID_BETS, SLOTS, { ...FIRST_BET, state: 'claimed', claimedAt: DAY + 7_200_000 }, EXPIRED], claimableCount: 0 },
  leaderboard: { ...LEADERBOARD, own: { ...LEADERBOARD.own!, points: 30, rank: 12 } },
};

function renderPage(overrides: Partial<MissionCalls> = {}) {
  const missions: MissionCalls = {
    getSummary: vi.fn(async () => SUMMARY),
    getLeaderboard: vi.fn(async () => LEADERBOARD),
    claim: vi.fn(async () => CLAIMED),
    getClaimableCount: vi.fn(async () => 1),
    ...overrides,
  };
  const props = memberPageProps({ missions });
  renderWithI18n(<MissionsPage {...props} />);
  return { missions, props, user: userEvent.setup() };
}
const cards = () => screen.getAllByTestId('mission');
const card = (title: string, state: string) => {
  const found = cards().find((item) => item.textContent?.includes(title) && item.dataset.state === state);
  if (!found) throw new Error(`no ${state} mission ${title}`);
  return found;
};

describe('Member center: missions and leaderboard', () => {
  it('shows each mission with its progress bar and numbers, prize and state, and the claim only where complete', async () => {
    renderPage();
    await screen.findByTestId('missions');
    expect(cards().map((item) => item.dataset.state)).toEqual(['claimable', 'inProgress', 'claimed', 'expired']);
    const valid = card('Place valid bets of ₹5,000 today', 'inProgress');
    expect(within(valid).getByTestId('mission-progress').textContent).toBe('₹3,528.00 / ₹5,000.00');
    expect(within(valid).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('70');
    expect(within(valid).getByTestId('mission-state').textContent).toBe('In progress');
    expect(valid.textContent).toContain('Prize ₹50.00 · 30 points');
    // a count goal shows counts, filled no further than the target
    const slots = card('Play 3 different slot games today', 'claimed');
    expect(within(slots).getByTestId('mission-progress').textContent).toBe('3 / 3');
    expect(within(slots).getByTestId('mission-state').textContent).toBe('Claimed');
    expect(screen.getAllByTestId('mission-claim')).toHaveLength(1);
    expect(within(card('Place a bet today', 'claimable')).getByTestId('mission-claim').textContent).toBe('Claim Place a bet today');
    expect(within(card('Place a bet today', 'expired')).getByTestId('mission-state').textContent).toBe('Expired');
  });

  it('ranks the week with masked names and highlights the member’s own place below the list', async () => {
    renderPage();
    const board = await screen.findByTestId('mission-leaderboard');
    expect(
      within(board)
        .getAllByTestId('mission-rank')
        .map((row) => row.textContent),
    ).toEqual(['#1te***an300 points', '#2fr***07120 points']);
    expect(within(board).getByTestId('mission-rank-own').textContent).toBe('#19demo_member (you)20 points');
  });

  it('claims a prize with a key, refreshes the wallet and the badge, and shows it claimed', async () => {
    const { missions, props, user } = renderPage();
    await user.click(await screen.findByTestId('mission-claim'));
    await waitFor(() => expect(screen.getByTestId('mission-paid').textContent).toBe(' ₹10.00 was added to your main wallet.'));
    expect(missions.claim).toHaveBeenCalledWith({ missionId: 1, periodStart: DAY, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(props.wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    expect(props.refreshBadges).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByTestId('mission-claim')).toHaveLength(0);
    expect(screen.getByTestId('mission-rank-own').textContent).toBe('#12demo_member (you)30 points');
  });

  it('says why a claim was refused, pays nothing, and reads the missions again on request', async () => {
    const refused = new ApiError('business', 'The prize of this mission has already been claimed', { path: '/x', code: ErrorCode.missionAlreadyClaimed });
    const { missions, props, user } = renderPage({ claim: vi.fn(async () => Promise.reject(refused)) });
    await user.click(await screen.findByTestId('mission-claim'));
    const alert = await screen.findByTestId('mission-refused');
    expect(alert.textContent).toContain('The prize of this mission has already been claimed');
    expect(props.wallet.send).not.toHaveBeenCalled();
    expect(props.refreshBadges).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Refresh missions' }));
    await waitFor(() => expect(missions.getSummary).toHaveBeenCalledTimes(2));
  });

  it('offers Try again when the missions cannot be loaded', async () => {
    const getSummary = vi
      .fn<MissionCalls['getSummary']>()
      .mockRejectedValueOnce(new ApiError('network', 'down', { path: '/x' }))
      .mockResolvedValue(SUMMARY);
    const { user } = renderPage({ getSummary });
    expect((await screen.findByRole('alert')).textContent).toContain('Your missions could not be loaded. Network link is abnormal, please try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('missions')).toBeTruthy();
  });
});
