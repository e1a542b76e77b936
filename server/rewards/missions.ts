import { ErrorCode } from '../../kernel/errorCodes';
import {
  LEADERBOARD_SIZE,
  type LeaderboardEntry,
  type Mission,
  type MissionClaim,
  type MissionLeaderboard,
  type MissionState,
  type MissionSummary,
} from '../../kernel/missions';
import { type Lang, localiseColumns } from '../i18n';
import { maskUserName } from '../referral/codes';
import type { MissionRow } from '../store/missions';
import type { MoneyContext } from '../wallet/context';
import { refusal } from '../wallet/errors';
import { grantBonus } from './bonusGrants';
import { type PeriodRange, periodOf, previousPeriodOf } from './missionPeriods';

/** The order missions are listed in: what to do now first, what is gone last. */
const STATE_ORDER: Record<MissionState, number> = { claimable: 0, inProgress: 1, claimed: 2, expired: 3 };

/** The once-only key of a mission's prize for one member and period: a prize is paid once whatever the client's key. */
export const missionPrizeKey = (memberId: number, missionId: number, periodStart: number) => `mission:${memberId}:${missionId}:${periodStart}`;

/** What the goal counted for the member in the period (the dev control's completion counts as the target). */
function progressOf(ctx: MoneyContext, memberId: number, mission: MissionRow, period: PeriodRange): number {
  const counted = ctx.stores.missions.progress(memberId, mission, period.start, period.end);
  return ctx.stores.missions.completedByDev(memberId, mission.id, period.start) ? Math.max(counted, mission.target) : counted;
}

function describe(ctx: MoneyContext, memberId: number, mission: MissionRow, period: PeriodRange, now: number, lang: Lang): Mission {
  const progress = progressOf(ctx, memberId, mission, period);
  const claim = ctx.stores.missions.claimOf(memberId, mission.id, period.start);
  const state: MissionState = claim ? 'claimed' : now >= period.end ? 'expired' : progress >= mission.target ? 'claimable' : 'inProgress';
  return {
    id: mission.id,
    period: mission.period,
    goal: mission.goal,
    category: mission.category,
    title: localiseColumns(lang, mission.titleEn, mission.titleHi),
    target: mission.target,
    progress,
    prizePaise: mission.prizePaise,
    turnoverMultiplier: mission.turnoverMultiplier,
    points: mission.points,
    periodStart: period.start,
    periodEnd: period.end,
    state,
    claimedAt: claim?.claimedAt ?? null,
  };
}

/**
 * SPEC 7 MCSFE_getMissionSummaryDetails: every mission of the current day and week with its
 * progress and state, and those of the day and week before that reached their target but were
 * never claimed (expired: their prize is gone).
 */
export function missionSummary(ctx: MoneyContext, memberId: number, now: number, lang: Lang): MissionSummary {
  const missions: Mission[] = [];
  for (const mission of ctx.stores.missions.active()) {
    missions.push(describe(ctx, memberId, mission, periodOf(mission.period, now), now, lang));
    const previous = describe(ctx, memberId, mission, previousPeriodOf(mission.period, now), now, lang);
    if (previous.state === 'expired' && previous.progress >= previous.target) missions.push(previous);
  }
  missions.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || b.periodStart - a.periodStart || a.id - b.id);
  return { missions, claimableCount: missions.filter((mission) => mission.state === 'claimable').length };
}

/** The menu badge: the member's missions complete and not claimed. */
export function claimableMissionCount(ctx: MoneyContext, memberId: number, now: number): number {
  return ctx.stores.missions.active().filter((mission) => {
    const period = periodOf(mission.period, now);
    return !ctx.stores.missions.claimOf(memberId, mission.id, period.start) && progressOf(ctx, memberId, mission, period) >= mission.target;
  }).length;
}

/**
 * Claims a mission's prize: the mission of the period the member saw must still be running, reached
 * and unclaimed. The prize is a bonus grant (source mission, with the mission's turnover) written in
 * the same transaction as the claim and its points, under a key of its own, so it is paid once.
 */
export function claimMission(ctx: MoneyContext, memberId: number, request: { missionId: number; periodStart: number }, now: number): MissionClaim {
  return ctx.db.transaction(() => {
    const mission = ctx.stores.missions.byId(request.missionId);
    if (!mission) throw refusal(ErrorCode.missionNotFound, 'missionNotFound');
    const period = periodOf(mission.period, now);
    if (ctx.stores.missions.claimOf(memberId, mission.id, request.periodStart)) throw refusal(ErrorCode.missionAlreadyClaimed, 'missionAlreadyClaimed');
    if (request.periodStart !== period.start) throw refusal(ErrorCode.missionExpired, 'missionExpired');
    if (progressOf(ctx, memberId, mission, period) < mission.target) throw refusal(ErrorCode.missionNotComplete, 'missionNotComplete');
    const grant = grantBonus(ctx, {
      memberId,
      source: 'mission',
      reference: `mission:${mission.id}:${period.start}`,
      titleEn: mission.titleEn,
      titleHi: mission.titleHi,
      amountPaise: mission.prizePaise,
      turnoverMultiplier: mission.turnoverMultiplier,
      idempotencyKey: missionPrizeKey(memberId, mission.id, period.start),
      now,
    });
    const claimId = ctx.stores.missions.insertClaim(memberId, mission.id, period.start, grant.id, grant.grantedAt);
    if (mission.points > 0) ctx.stores.missions.addPoints(memberId, mission.points, grant.grantedAt, claimId);
    return { missionId: mission.id, periodStart: period.start, prizePaise: mission.prizePaise, points: mission.points, claimedAt: grant.grantedAt };
  })();
}

/**
 * SPEC 7 MCSFE_getMissionLeaderboard: the members by mission points of the current week (India
 * time, from Monday), most first, an earlier finish first on a tie. Other members' names are masked;
 * the member's own place is given apart too, so it shows when it is below the list.
 */
export function missionLeaderboard(ctx: MoneyContext, memberId: number, now: number): MissionLeaderboard {
  const week = periodOf('weekly', now);
  const ranked: LeaderboardEntry[] = ctx.stores.missions.weekPoints(week.start, week.end).map((row, index) => ({
    rank: index + 1,
    userName: row.memberId === memberId ? row.username : maskUserName(row.username),
    points: row.points,
    self: row.memberId === memberId,
  }));
  return { weekStart: week.start, weekEnd: week.end, entries: ranked.slice(0, LEADERBOARD_SIZE), own: ranked.find((entry) => entry.self) ?? null };
}
