import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import type { PointBalance, PointConfig, PointRecordPage, PointReward, RedeemPage } from '@kernel/points';
import { ApiError } from '@/api/errors';
import type { PointCalls } from '@/api/pointCalls';
import PointMallArea, { type PointMallProps } from '@/features/pointMall/PointMallArea';
import { renderWithI18n } from './render';

const CONFIG: PointConfig = { ratio: { points: 100, paise: 100 }, convertStepPoints: 100, convertMinPoints: 1000, earnValidBetPaisePerPoint: 1000, expires: false };
const BALANCE: PointBalance = { currentPoints: 4274, pointsBalance: 4874, changedPoints: 1200, hasWithdrawPassword: true };
const reward = (id: number, name: string, points: number, stock: number): PointReward => ({
  id,
  name,
  description: `${name}, delivered to you`,
  imageUrl: `/assets-gen/reward/${id}.svg`,
  points,
  stock,
});
const REWARDS = [reward(1, 'Mobile recharge ₹50', 600, 499), reward(7, 'Wireless earphones', 4500, 25), reward(10, 'Gold coin 1 g', 60_000, 0)];
const REDEEMS: RedeemPage = {
  items: [
    {
      id: 3,
      rewardId: 1,
      rewardName: 'Mobile recharge ₹50',
      imageUrl: '/assets-gen/reward/1.svg',
      points: 600,
      status: 'inProcess',
      receiverAddress: 'Flat 12B, MG Road',
      mobileMasked: '98******10',
      createdAt: 1_736_000_000_000,
      decidedAt: null,
    },
    {
      id: 2,
      rewardId: 4,
      rewardName: 'Movie tickets for two',
      imageUrl: '/assets-gen/reward/4.svg',
      points: 2000,
      status: 'rejected',
      receiverAddress: 'Flat 12B, MG Road',
      mobileMasked: '98******10',
      createdAt: 1_735_000_000_000,
      decidedAt: 1_735_100_000_000,
    },
    {
      id: 1,
      rewardId: 3,
      rewardName: 'Cricket cap',
      imageUrl: '/assets-gen/reward/3.svg',
      points: 1200,
      status: 'approved',
      receiverAddress: 'Flat 12B, MG Road',
      mobileMasked: '98******10',
      createdAt: 1_733_000_000_000,
      decidedAt: 1_733_100_000_000,
    },
  ],
  pageNo: 1,
  pageSize: 10,
  totalPages: 1,
  totalCount: 3,
};
const RECORDS: PointRecordPage = {
  items: [
    { id: 9, time: 1_736_900_000_000, kind: 'earn', points: 172, balanceAfter: 4274, reference: 'bet:517' },
    { id: 8, time: 1_736_000_000_000, kind: 'redeem', points: -600, balanceAfter: 4102, reference: 'redeem:3' },
  ],
  pageNo: 1,
  pageSize: 10,
  totalPages: 2,
  totalCount: 12,
};
const network = () => new ApiError('network', 'Network link is abnormal, please try again', { path: '/x' });
const refused = (code: string, message: string) => new ApiError('business', message, { path: '/x', code });

function renderArea(overrides: Partial<PointCalls> = {}, props: Partial<PointMallProps> = {}) {
  const calls: PointCalls = {
    getBalance: vi.fn(async () => BALANCE),
    getConfig: vi.fn(async () => CONFIG),
    getRewards: vi.fn(async () => REWARDS),
    getRedeems: vi.fn(async () => REDEEMS),
    getTransactions: vi.fn(async () => RECORDS),
    redeem: vi.fn(async (request) => ({ ...REDEEMS.items[0]!, id: 4, receiverAddress: request.receiverAddress })),
    convert: vi.fn(async (request) => ({ points: Number(request.points), amountPaise: Number(request.points), currentPoints: 3274, createdAt: 1 })),
    ...overrides,
  };
  const wallet = { send: vi.fn() } as unknown as PointMallProps['wallet'];
  const all: PointMallProps = { gate: 'on', onRetryGate: vi.fn(), calls, wallet, currencySymbol: '₹', openSecurityCenter: vi.fn(), ...props };
  renderWithI18n(<PointMallArea {...all} />);
  return { calls, wallet, props: all, user: userEvent.setup() };
}

const callCount = (calls: PointCalls) => Object.values(calls).reduce((sum, call) => sum + vi.mocked(call).mock.calls.length, 0);

describe('Points mall (/pointMall)', () => {
  it('says it is not available, and calls nothing, while its module is off', () => {
    const { calls } = renderArea({}, { gate: 'off' });
    expect(screen.getByTestId('point-mall-unavailable').textContent).toContain('The points mall is not available');
    expect(callCount(calls)).toBe(0);
  });

  it('waits for the module tree, and offers to read it again when it failed, calling nothing meanwhile', async () => {
    const { calls, props, user } = renderArea({}, { gate: 'failed' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetryGate).toHaveBeenCalledTimes(1);
    expect(callCount(calls)).toBe(0);
  });

  it('says not available when the backend answers the module is off', async () => {
    renderArea({ getBalance: vi.fn(async () => Promise.reject(refused(ErrorCode.moduleDisabled, 'This feature is not available'))) });
    expect(await screen.findByTestId('point-mall-unavailable')).toBeTruthy();
  });

  it('shows the points, the ratio, the catalogue with the reasons a reward cannot be redeemed, the redeem history and the transactions', async () => {
    const { calls } = renderArea();
    const summary = await screen.findByTestId('points-summary');
    expect(within(summary).getByTestId('points-current').textContent).toBe('Current points4,274Worth ₹42.74');
    expect(within(summary).getByTestId('points-balance').textContent).toBe('Points balance4,874600 held by redeems in process');
    expect(within(summary).getByTestId('points-changed').textContent).toBe('Changed points1,200Redeemed or converted');
    expect(within(summary).getByTestId('points-ratio').textContent).toBe('Exchange ratio100 points = ₹1.00Points never expire');
    expect(screen.queryByTestId('points-no-password')).toBeNull();

    const redeemButton = (id: number) => within(screen.getByTestId(`reward-${id}`)).getByTestId('reward-redeem');
    expect(redeemButton(1).hasAttribute('disabled')).toBe(false);
    expect(redeemButton(7).hasAttribute('disabled')).toBe(true);
    expect(within(screen.getByTestId('reward-7')).getByTestId('reward-reason').textContent).toBe('Not enough points: 226 more needed');
    expect(redeemButton(10).hasAttribute('disabled')).toBe(true);
    expect(within(screen.getByTestId('reward-10')).getByTestId('reward-reason').textContent).toBe('Out of stock');
    expect(within(screen.getByTestId('reward-1')).getByTestId('reward-price').textContent).toBe('600 points');

    await waitFor(() => expect(screen.getAllByTestId('redeem-row')).toHaveLength(3));
    expect(screen.getAllByTestId('redeem-row').map((row) => row.querySelector('[data-status]')?.textContent)).toEqual(['In Process', 'Rejected', 'Approved']);
    const transactions = screen.getAllByTestId('point-transaction-row');
    expect(transactions.map((row) => row.querySelector('[data-column=points]')?.textContent)).toEqual(['+172', '−600']);
    expect(transactions.map((row) => row.querySelector('[data-column=kind]')?.textContent)).toEqual(['Earned from a bet', 'Redeemed for a reward']);
    // Ten a page: the pager of the transactions.
    expect(within(screen.getByTestId('point-transactions')).getByTestId('page-2')).toBeTruthy();
    expect(calls.getTransactions).toHaveBeenCalledWith(1);
  });

  it('redeems a reward: the form asks for the address, the mobile number and the password, then sends them with a key, and the mall reads again', async () => {
    const { calls, user } = renderArea();
    await user.click(within(await screen.findByTestId('reward-1')).getByTestId('reward-redeem'));
    const dialog = screen.getByTestId('redeem-dialog');
    await user.click(within(dialog).getByTestId('redeem-submit'));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Please enter the receiving address', 'Please enter the mobile number', 'Please enter your withdrawal password']);
    await user.type(within(dialog).getByTestId('redeem-address'), 'Flat 1');
    await user.type(within(dialog).getByTestId('redeem-mobile'), '98765');
    await user.type(within(dialog).getByTestId('redeem-password'), '12');
    await user.click(within(dialog).getByTestId('redeem-submit'));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['The receiving address must be 10 to 200 characters', 'Please enter a valid mobile number of 10 digits', 'The withdrawal password must be 6 digits']);
    expect(calls.redeem).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByTestId('redeem-address'));
    await user.type(within(dialog).getByTestId('redeem-address'), 'Flat 12B, MG Road, Bengaluru');
    await user.clear(within(dialog).getByTestId('redeem-mobile'));
    await user.type(within(dialog).getByTestId('redeem-mobile'), '9876543210');
    await user.clear(within(dialog).getByTestId('redeem-password'));
    await user.type(within(dialog).getByTestId('redeem-password'), '246810');
    await user.click(within(dialog).getByTestId('redeem-submit'));
    await waitFor(() => expect(screen.getByTestId('redeem-result').getAttribute('data-outcome')).toBe('done'));
    expect(calls.redeem).toHaveBeenCalledWith({
      rewardId: 1,
      receiverAddress: 'Flat 12B, MG Road, Bengaluru',
      mobile: '9876543210',
      withdrawPassword: '246810',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The points, the catalogue and both lists are read again.
    await waitFor(() => expect(calls.getBalance).toHaveBeenCalledTimes(2));
    expect(calls.getRedeems).toHaveBeenCalledTimes(2);
    expect(calls.getTransactions).toHaveBeenCalledTimes(2);
    await user.click(screen.getByTestId('redeem-close'));
    expect(screen.queryByTestId('redeem-dialog')).toBeNull();
  });

  it("shows the backend's refusal (a wrong password), keeps the address, and sends the same key again for the same redeem", async () => {
    const redeem = vi.fn().mockRejectedValueOnce(refused(ErrorCode.withdrawPasswordWrong, 'The withdrawal password is incorrect'));
    const { user } = renderArea({ redeem });
    await user.click(within(await screen.findByTestId('reward-1')).getByTestId('reward-redeem'));
    await user.type(screen.getByTestId('redeem-address'), 'Flat 12B, MG Road, Bengaluru');
    await user.type(screen.getByTestId('redeem-mobile'), '9876543210');
    await user.type(screen.getByTestId('redeem-password'), '135790');
    await user.click(screen.getByTestId('redeem-submit'));
    expect((await screen.findByTestId('redeem-error')).textContent).toBe('The withdrawal password is incorrect');
    await user.click(screen.getByTestId('redeem-edit'));
    expect((screen.getByTestId('redeem-address') as HTMLInputElement).value).toBe('Flat 12B, MG Road, Bengaluru');
    expect((screen.getByTestId('redeem-password') as HTMLInputElement).value).toBe('');
    redeem.mockResolvedValueOnce({ ...REDEEMS.items[0], id: 5 });
    await user.type(screen.getByTestId('redeem-password'), '246810');
    await user.click(screen.getByTestId('redeem-submit'));
    await waitFor(() => expect(screen.getByTestId('redeem-result').getAttribute('data-outcome')).toBe('done'));
    expect(redeem.mock.calls[1]?.[0].idempotencyKey).toBe(redeem.mock.calls[0]?.[0].idempotencyKey);
  });

  it('sends a member without a withdrawal password to the security center', async () => {
    const { calls, props, user } = renderArea({ getBalance: vi.fn(async () => ({ ...BALANCE, hasWithdrawPassword: false })) });
    expect((await screen.findByTestId('points-no-password')).textContent).toContain('Set it in the security center first.');
    await user.click(within(screen.getByTestId('reward-1')).getByTestId('reward-redeem'));
    await user.click(screen.getByTestId('redeem-submit'));
    await user.click(await screen.findByTestId('redeem-open-security'));
    expect(props.openSecurityCenter).toHaveBeenCalledTimes(1);
    await user.type(screen.getByTestId('convert-points'), '1000');
    await user.click(screen.getByTestId('convert-submit'));
    expect(await screen.findByTestId('convert-no-password')).toBeTruthy();
    expect([calls.redeem, calls.convert].map((call) => vi.mocked(call).mock.calls.length)).toEqual([0, 0]);
  });

  it('refuses points the ratio cannot pay with a clear message, shows the money the points give, converts, and tells the wallet', async () => {
    const { calls, wallet, user } = renderArea();
    const card = await screen.findByTestId('convert-card');
    expect(card.textContent).toContain('At least 1,000 points, in steps of 100. You can convert up to 4,200 points now.');
    const points = within(card).getByTestId('convert-points');
    const attempts: Array<[string, string]> = [
      ['0', 'The points must be more than zero'],
      ['-5', 'The points must be more than zero'],
      ['10.5', 'Points are whole numbers: a fraction of a point cannot be converted'],
      ['150', 'Convert at least 1,000 points'],
      ['1050', 'The ratio pays whole amounts only: convert a multiple of 100 points'],
      ['4300', 'You have only 4,274 points'],
    ];
    await user.type(within(card).getByTestId('convert-password'), '246810');
    for (const [typed, message] of attempts) {
      await user.clear(points);
      await user.type(points, typed);
      await user.click(within(card).getByTestId('convert-submit'));
      expect(within(card).getByRole('alert').textContent).toBe(message);
    }
    expect(calls.convert).not.toHaveBeenCalled();
    await user.clear(points);
    await user.type(points, '1,500');
    expect(within(card).getByTestId('convert-quote').textContent).toBe('You get ₹15.00');
    await user.click(within(card).getByTestId('convert-submit'));
    await waitFor(() => expect(screen.getByTestId('convert-done-text').textContent).toBe('1,500 points became ₹15.00 in your main wallet.'));
    expect(calls.convert).toHaveBeenCalledWith({ points: 1500, withdrawPassword: '246810', idempotencyKey: expect.any(String) });
    // The header balance follows (the root wallet reads again), and so do the points.
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    await waitFor(() => expect(calls.getBalance).toHaveBeenCalledTimes(2));
  });

  it('after a lost answer, trying again sends the very same conversion (same key)', async () => {
    const convert = vi.fn().mockRejectedValueOnce(network()).mockResolvedValueOnce({ points: 1000, amountPaise: 1000, currentPoints: 3274, createdAt: 1 });
    const { user } = renderArea({ convert });
    await user.type(await screen.findByTestId('convert-points'), '1000');
    await user.type(screen.getByTestId('convert-password'), '246810');
    await user.click(screen.getByTestId('convert-submit'));
    await user.click(await screen.findByTestId('convert-retry'));
    await waitFor(() => expect(screen.getByTestId('convert-result').getAttribute('data-outcome')).toBe('done'));
    expect(convert.mock.calls[1]?.[0]).toEqual(convert.mock.calls[0]?.[0]);
  });

  it('says the points could not be loaded and tries again', async () => {
    let fail = true;
    const { calls, user } = renderArea({ getBalance: vi.fn(async () => (fail ? Promise.reject(network()) : BALANCE)) });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('Your points could not be loaded.');
    fail = false;
    await user.click(retry);
    expect(await screen.findByTestId('points-summary')).toBeTruthy();
    expect(calls.getConfig).toHaveBeenCalledTimes(2);
  });
});
