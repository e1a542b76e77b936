import { rewardTitle } from '../rewardCenterMessages';
import { LEVEL_UP_TURNOVER_MULTIPLIER, levelUpGrantKey, REWARD_LIFETIME_MS } from '../rewards/vipStanding';
import { createStores } from '../store/index';
import type { Db } from '../types';
import { DEMO_MEMBER_ID } from './wallets';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The history's VIP upgrade bonus (seed/historyPlan.ts BONUSES): the claim of demo_member's VIP 2 level-up reward paid it. */
const HISTORY_VIP_UPGRADE_KEY = `seed-bonus:${DEMO_MEMBER_ID}:VIP_UPGRADE`;

/**
 * demo_member's reward center: the VIP 3 level-up bonus (₹1,000, seen, 18 days left) and this
 * month's VIP bonus (₹300, new) to claim; the VIP 2 level-up bonus claimed 64 days ago (its money
 * is the history's VIP upgrade bonus, so the balance stays the documented one); and a weekly VIP
 * bonus that expired unseen 33 days ago. The menu badge shows 3 (two to claim, one not seen).
 * Runs after the history.
 */
export function seedRewardCenter(db: Db, now: number): void {
  const { memberRewards } = createStores(db);
  const grant = (
    kind: Parameters<typeof rewardTitle>[0],
    grantKey: string,
    rupees: number,
    grantedAt: number,
    expiresAt: number,
    seenAt: number | null,
    level?: number,
  ) => {
    const title = rewardTitle(kind, level);
    return memberRewards.grant({
      memberId: DEMO_MEMBER_ID,
      kind,
      grantKey,
      titleEn: title.EN,
      titleHi: title.HI,
      amountPaise: rupees * 100,
      turnoverMultiplier: LEVEL_UP_TURNOVER_MULTIPLIER,
      grantedAt,
      expiresAt,
      seenAt,
    });
  };

  const paid = db
    .prepare<[string], { id: number; createdAt: number }>('SELECT id, created_at AS createdAt FROM journal_transaction WHERE idempotency_key = ?')
    .get(HISTORY_VIP_UPGRADE_KEY);
  if (!paid) throw new Error(`the history has no ${HISTORY_VIP_UPGRADE_KEY} posting for the claimed VIP 2 reward`);
  const claimedVip2 = grant('levelUp', levelUpGrantKey(2), 500, paid.createdAt - DAY_MS, paid.createdAt - DAY_MS + REWARD_LIFETIME_MS, paid.createdAt, 2);
  db.prepare('UPDATE member_reward SET claimed_at = ?, transaction_id = ? WHERE id = ?').run(paid.createdAt, paid.id, claimedVip2.id);

  grant('weeklyBonus', 'seed-weekly-vip:1', 150, now - 40 * DAY_MS, now - 33 * DAY_MS, null);
  grant('levelUp', levelUpGrantKey(3), 1_000, now - 12 * DAY_MS, now - 12 * DAY_MS + REWARD_LIFETIME_MS, now - 11 * DAY_MS, 3);
  grant('monthlyBonus', 'seed-monthly-vip:1', 300, now - 2 * HOUR_MS, now - 2 * HOUR_MS + REWARD_LIFETIME_MS, null);
}
