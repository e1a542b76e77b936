import { describe, expect, it } from 'vitest';
import type { PointConfig, PointReward } from '@kernel/points';
import { currentWorthPaise, isModuleDisabled, type PointMallData, rewardCardsOf } from '@machines/member/pointMall.rules';
import { apiFailure, business } from '../machines/fixtures';

const CONFIG: PointConfig = { ratio: { points: 100, paise: 100 }, convertStepPoints: 100, convertMinPoints: 1000, earnValidBetPaisePerPoint: 1000, expires: false };
const reward = (id: number, points: number, stock: number): PointReward => ({ id, name: `Reward ${id}`, description: '', imageUrl: '', points, stock });
const mall = (currentPoints: number, rewards: PointReward[], config = CONFIG): PointMallData => ({
  balance: { currentPoints, pointsBalance: currentPoints, changedPoints: 0, hasWithdrawPassword: true },
  config,
  rewards,
});

describe('reward cards (SPEC 3 Points, SPEC 5 Redeem: in stock and within the points held)', () => {
  it('says why a reward cannot be redeemed, at the limits', () => {
    const cards = rewardCardsOf(mall(600, [reward(1, 600, 1), reward(2, 601, 1), reward(3, 599, 0), reward(4, 60_000, 0)]));
    expect(cards.map(({ id, block, pointsShort }) => ({ id, block, pointsShort }))).toEqual([
      // exactly the points held, the last one in stock
      { id: 1, block: null, pointsShort: 0 },
      // one point more than held
      { id: 2, block: 'notEnoughPoints', pointsShort: 1 },
      // none left, though within the points
      { id: 3, block: 'outOfStock', pointsShort: 0 },
      // none left comes first
      { id: 4, block: 'outOfStock', pointsShort: 59_400 },
    ]);
  });
});

describe('what the points are worth', () => {
  it('at the ratio, rounded down to the paisa', () => {
    expect(currentWorthPaise(mall(4274, []))).toBe(4274);
    // 100 points = 50 paise: 4,275 points are 2,137.5 paise
    expect(currentWorthPaise(mall(4275, [], { ...CONFIG, ratio: { points: 100, paise: 50 } }))).toBe(2137);
    expect(currentWorthPaise(mall(0, []))).toBe(0);
  });
});

describe('SPEC 6: a switched-off module', () => {
  it('is MODULE_DISABLED only', () => {
    expect(isModuleDisabled(business('MODULE_DISABLED'))).toBe(true);
    expect(isModuleDisabled(business('TOO_MANY_REQUESTS'))).toBe(false);
    expect(isModuleDisabled(apiFailure('network'))).toBe(false);
  });
});
