import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import type { Reward, RewardList } from '@kernel/rewardCenter';
import { FULL_SHARE_BPS, type VipThreshold, vipLevelOf, vipProgressOf } from '@kernel/vip';
import { afterRefusal, isClaimable, unseenIds, withClaimed } from '@machines/member/rewardCenter.rules';

const rupees = (amount: number) => amount * 100;
const level = (n: number, deposit: number, validBet: number): VipThreshold => ({ level: n, depositPaise: rupees(deposit), validBetPaise: rupees(validBet) });
/** The demo merchant's first levels (server/seed/vip.ts). */
const LEVELS = [level(0, 0, 0), level(1, 1_000, 5_000), level(2, 3_000, 15_000), level(3, 10_000, 50_000), level(4, 25_000, 1_00_000)];
const totals = (deposit: number, validBet: number) => ({ depositPaise: deposit, validBetPaise: validBet });

describe('the VIP level rule', () => {
  it('climbs while both thresholds are reached: exactly at a threshold counts, a paisa short does not', () => {
    expect(vipLevelOf(LEVELS, totals(0, 0))).toBe(0);
    expect(vipLevelOf(LEVELS, totals(rupees(1_000), rupees(5_000)))).toBe(1);
    expect(vipLevelOf(LEVELS, totals(rupees(1_000) - 1, rupees(5_000)))).toBe(0);
    expect(vipLevelOf(LEVELS, totals(rupees(1_000), rupees(5_000) - 1))).toBe(0);
    // demo_member: ₹15,000 deposited, about ₹60,000 bet.
    expect(vipLevelOf(LEVELS, totals(rupees(15_000), 6_068_100))).toBe(3);
    expect(vipLevelOf(LEVELS, totals(rupees(1_00_00_000), rupees(1_00_00_000)))).toBe(4);
  });

  it('needs both: a big depositor who never bets stays where its bets put it', () => {
    expect(vipLevelOf(LEVELS, totals(rupees(50_000), rupees(4_999)))).toBe(0);
    expect(vipLevelOf(LEVELS, totals(rupees(2_999), rupees(1_00_000)))).toBe(1);
  });

  it('takes the levels in any order, and stops at the first level not reached even if a higher one asks less', () => {
    expect(vipLevelOf([...LEVELS].reverse(), totals(rupees(15_000), rupees(60_000)))).toBe(3);
    const odd = [level(0, 0, 0), level(1, 5_000, 5_000), level(2, 1_000, 1_000)];
    expect(vipLevelOf(odd, totals(rupees(2_000), rupees(2_000)))).toBe(0);
  });

  it('is 0 when even the lowest level asks for something not reached', () => {
    expect(vipLevelOf([level(1, 100, 100)], totals(0, 0))).toBe(0);
    expect(vipLevelOf([], totals(rupees(1), rupees(1)))).toBe(0);
  });
});

describe('the VIP progress rule (integer paise)', () => {
  it("gives demo_member's way from VIP 3 to VIP 4: the exact amounts still needed and the share made", () => {
    const progress = vipProgressOf(LEVELS, totals(rupees(15_000), 6_068_100));
    expect(progress).toEqual({
      level: 3,
      next: {
        level: 4,
        // ₹15,000 of ₹25,000: ₹10,000 more; a third of the way from ₹10,000 (3,333.33 bps, rounded down).
        deposit: { totalPaise: rupees(15_000), targetPaise: rupees(25_000), neededPaise: rupees(10_000), shareBps: 3_333 },
        // ₹60,681 of ₹1,00,000: ₹39,319 more; (60,681 - 50,000) / 50,000 = 21.362 %.
        validBet: { totalPaise: 6_068_100, targetPaise: rupees(1_00_000), neededPaise: 3_931_900, shareBps: 2_136 },
        shareBps: 2_136,
      },
    });
  });

  it('counts a met requirement as whole, however far past it, and never below zero', () => {
    const progress = vipProgressOf(LEVELS, totals(rupees(40_000), rupees(60_000)));
    expect(progress.next?.deposit).toEqual({ totalPaise: rupees(40_000), targetPaise: rupees(25_000), neededPaise: 0, shareBps: FULL_SHARE_BPS });
    expect(progress.next?.shareBps).toBe(progress.next?.validBet.shareBps);
    // Thresholds that do not rise: a requirement the next level asks less of is met; one not moved past the current threshold shares 0.
    const odd = [level(0, 0, 0), level(1, 1_000, 1_000), level(2, 500, 5_000)];
    expect(vipProgressOf(odd, totals(rupees(1_000), rupees(1_000))).next).toMatchObject({
      level: 2,
      deposit: { neededPaise: 0, shareBps: FULL_SHARE_BPS },
      validBet: { neededPaise: rupees(4_000), shareBps: 0 },
      shareBps: 0,
    });
  });

  it('rounds the share down to the basis point, and never to 100 % while a paisa is missing', () => {
    const almost = vipProgressOf(LEVELS, totals(rupees(1_000), rupees(15_000) - 1));
    expect(almost.level).toBe(1);
    expect(almost.next?.validBet).toMatchObject({ neededPaise: 1, shareBps: 9_999 });
    expect(almost.next?.deposit.shareBps).toBe(0);
  });

  it('has no next level at the top', () => {
    expect(vipProgressOf(LEVELS, totals(rupees(1_00_000), rupees(10_00_000)))).toEqual({ level: 4, next: null });
  });

  it('stays exact with crore-sized totals', () => {
    const big = [level(0, 0, 0), level(1, 1_00_00_000, 50_00_00_000)];
    const progress = vipProgressOf(big, totals(rupees(1_00_00_000) - 1, rupees(50_00_00_000) - 1));
    expect(progress.next?.deposit).toMatchObject({ neededPaise: 1, shareBps: 9_999 });
    expect(progress.next?.validBet).toMatchObject({ neededPaise: 1, shareBps: 9_999 });
  });
});

const reward = (id: number, status: Reward['status'], seen: boolean): Reward => ({
  id,
  kind: 'monthlyBonus',
  title: `Reward ${id}`,
  amountPaise: 30_000,
  turnoverMultiplier: 1,
  grantedAt: 1,
  expiresAt: 2,
  claimedAt: status === 'claimed' ? 2 : null,
  status,
  seen,
});
const LIST: RewardList = {
  items: [reward(1, 'claimable', true), reward(2, 'claimable', false), reward(3, 'expired', false), reward(4, 'claimed', true)],
  unreadCount: 3,
};

describe('the reward list rules', () => {
  it('offers only a listed claimable reward, and names the new ones', () => {
    expect([1, 2, 3, 4, 99].map((id) => isClaimable(LIST, id))).toEqual([true, true, false, false, false]);
    expect(isClaimable(null, 1)).toBe(false);
    expect(unseenIds(LIST)).toEqual([2, 3]);
    expect(unseenIds(null)).toEqual([]);
  });

  it('shows a claim paid as the backend answered it, with its count', () => {
    const paid = { ...reward(2, 'claimed', true) };
    expect(withClaimed(LIST, { reward: paid, balancePaise: 1, unreadCount: 1 })).toEqual({ items: [LIST.items[0], paid, LIST.items[2], LIST.items[3]], unreadCount: 1 });
  });

  it('shows what a refusal says the backend holds: expired, claimed, or gone; anything else changes nothing', () => {
    expect(afterRefusal(LIST, 1, ErrorCode.rewardExpired).items[0]?.status).toBe('expired');
    expect(afterRefusal(LIST, 1, ErrorCode.rewardAlreadyClaimed).items[0]?.status).toBe('claimed');
    expect(afterRefusal(LIST, 1, ErrorCode.rewardNotFound).items.map((item) => item.id)).toEqual([2, 3, 4]);
    expect(afterRefusal(LIST, 1, ErrorCode.idempotencyConflict)).toBe(LIST);
    expect(afterRefusal(LIST, 1, null)).toBe(LIST);
  });
});
