import { ApiError } from '../respond';
import { grantBonus } from '../rewards/bonusGrants';
import { periodOf } from '../rewards/missionPeriods';
import { claimMission } from '../rewards/missions';
import { claimRebate } from '../rewards/rebate';
import type { MoneyContext } from '../wallet/context';

/** What paid each bonus of demo_member's history (seed/historyPlan.ts BONUSES), as the bonus details page names it. */
const SEED_GRANTS: Readonly<Record<string, { source: 'promotion' | 'reward'; titleEn: string; titleHi: string; turnoverMultiplier: number }>> = {
  VIP_UPGRADE: { source: 'promotion', titleEn: 'VIP upgrade bonus', titleHi: 'वीआईपी अपग्रेड बोनस', turnoverMultiplier: 3 },
  FESTIVAL_RELOAD: { source: 'promotion', titleEn: 'Festival reload bonus', titleHi: 'त्योहार रीलोड बोनस', turnoverMultiplier: 5 },
  WEEKLY_LOYALTY: { source: 'reward', titleEn: 'Weekly loyalty reward', titleHi: 'साप्ताहिक लॉयल्टी इनाम', turnoverMultiplier: 30 },
};

/** A bonus of the history, paid as the calls pay one: a grant with its turnover (bonus details). */
export function seedBonusGrant(ctx: MoneyContext, memberId: number, code: string, amountPaise: number, now: number): void {
  const grant = SEED_GRANTS[code];
  if (!grant) throw new Error(`the seed has no bonus ${code}`);
  grantBonus(ctx, {
    memberId,
    source: grant.source,
    reference: `${grant.source}:${code}`,
    titleEn: grant.titleEn,
    titleHi: grant.titleHi,
    amountPaise,
    turnoverMultiplier: grant.turnoverMultiplier,
    idempotencyKey: `seed-bonus:${memberId}:${code}`,
    now,
  });
}

/** A refusal the seed expects now and then (nothing due, a mission the day's play did not complete): skipped, nothing written. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status === 200;

/** A weekly manual rebate of the history, claimed as the member claims it (the bets since the last claim). */
export function seedRebateClaim(ctx: MoneyContext, memberId: number, key: string, now: number): void {
  const registeredAt = ctx.stores.members.byId(memberId)?.createdAt ?? 0;
  try {
    claimRebate(ctx, memberId, registeredAt, key, now);
  } catch (error) {
    if (!isRefusal(error)) throw error;
  }
}

/** A mission's prize claimed in the history, when the day's bets completed it. */
export function seedMissionClaim(ctx: MoneyContext, memberId: number, code: string, now: number): void {
  const mission = ctx.stores.missions.active().find((candidate) => candidate.code === code);
  if (!mission) throw new Error(`the seed has no mission ${code}`);
  try {
    claimMission(ctx, memberId, { missionId: mission.id, periodStart: periodOf(mission.period, now).start }, now);
  } catch (error) {
    if (!isRefusal(error)) throw error;
  }
}
