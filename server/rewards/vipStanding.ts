import { isModuleEnabled } from '../../kernel/modules';
import { isTrialType } from '../../kernel/platform';
import { type VipTotals, vipLevelOf } from '../../kernel/vip';
import { rewardTitle } from '../rewardCenterMessages';
import type { MemberRow } from '../store/members';
import type { Db } from '../types';
import type { MoneyContext } from '../wallet/context';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A reward stays claimable this long after it is granted. */
export const REWARD_LIFETIME_MS = 30 * DAY_MS;
/** A level-up bonus is released by valid bets of once its amount. */
export const LEVEL_UP_TURNOVER_MULTIPLIER = 1;

export const levelUpGrantKey = (level: number) => `vip-level-up:${level}`;

/** What the VIP levels count: every paid deposit (bonuses not included) and every settled real-money bet's valid amount. */
export function vipTotalsOf(db: Db, memberId: number): VipTotals {
  const deposits = db
    .prepare<[number], { total: number }>("SELECT COALESCE(SUM(amount_paise), 0) AS total FROM deposit_order WHERE member_id = ? AND status = 'paid'")
    .get(memberId);
  const bets = db
    .prepare<[number], { total: number }>("SELECT COALESCE(SUM(valid_paise), 0) AS total FROM bet WHERE member_id = ? AND currency = 'INR' AND settled_at IS NOT NULL")
    .get(memberId);
  return { depositPaise: deposits?.total ?? 0, validBetPaise: bets?.total ?? 0 };
}

export type VipStanding = { level: number; totals: VipTotals };

/** The member's level by the one rule (kernel/vip.ts): a trial account plays with demo credit and has none. */
export function vipStandingOf(ctx: MoneyContext, member: MemberRow): VipStanding {
  const totals = vipTotalsOf(ctx.db, member.id);
  const level = isTrialType(member.type) ? 0 : vipLevelOf(ctx.stores.vipLevels.thresholds(), totals);
  return { level, totals };
}

/**
 * The member's level, as member info, the profile and the reward center show it. When the member
 * has climbed past the highest level it had reached (and VIP3 is on), each level passed grants its
 * upgrade bonus as a reward to claim (once: keyed by the level), and the reached level is noted,
 * together. With VIP3 off nothing is granted, so the bonuses come when it is switched on.
 */
export function syncVipStanding(ctx: MoneyContext, member: MemberRow, now: number): VipStanding {
  const standing = vipStandingOf(ctx, member);
  if (standing.level <= member.vipLevel || !isModuleEnabled(ctx.stores.merchant.moduleTree(), 'VIP3')) return standing;
  const bonuses = ctx.stores.vipLevels.upgradeBonuses();
  ctx.db.transaction(() => {
    for (let level = member.vipLevel + 1; level <= standing.level; level += 1) {
      const amountPaise = bonuses.get(level) ?? 0;
      if (amountPaise <= 0) continue;
      const title = rewardTitle('levelUp', level);
      ctx.stores.memberRewards.grant({
        memberId: member.id,
        kind: 'levelUp',
        grantKey: levelUpGrantKey(level),
        titleEn: title.EN,
        titleHi: title.HI,
        amountPaise,
        turnoverMultiplier: LEVEL_UP_TURNOVER_MULTIPLIER,
        grantedAt: now,
        expiresAt: now + REWARD_LIFETIME_MS,
      });
    }
    ctx.stores.vipLevels.raiseReachedLevel(member.id, standing.level);
  })();
  return standing;
}
