import type { MissionGoal, MissionPeriod } from '../../kernel/missions';
import type { GameCategory } from '../../kernel/platform';
import type { Db } from '../types';

/** A mission as the merchant runs it (migration 014). */
export type MissionRow = {
  id: number;
  code: string;
  period: MissionPeriod;
  goal: MissionGoal;
  category: GameCategory | null;
  target: number;
  titleEn: string;
  titleHi: string;
  prizePaise: number;
  turnoverMultiplier: number;
  points: number;
  sort: number;
};

export type MissionClaimRow = { id: number; memberId: number; missionId: number; periodStart: number; bonusGrantId: number; claimedAt: number };

/** One member's points of a week, with the moment it reached them (an earlier one ranks first on a tie). */
export type WeekPointsRow = { memberId: number; username: string; points: number; reachedAt: number };

const MISSION_COLUMNS = `id, code, period, goal, category, target, title_en AS titleEn, title_hi AS titleHi, prize_paise AS prizePaise,
  turnover_multiplier AS turnoverMultiplier, points, sort`;
const CLAIM_COLUMNS = 'id, member_id AS memberId, mission_id AS missionId, period_start AS periodStart, bonus_grant_id AS bonusGrantId, claimed_at AS claimedAt';

type Range = { memberId: number; start: number; end: number; category: string | null };
/** The member's real-money bets settled in the period, of the mission's category when it has one. */
const SETTLED_BETS = `FROM bet WHERE member_id = @memberId AND currency = 'INR' AND settled_at IS NOT NULL
  AND settled_at >= @start AND settled_at < @end AND (@category IS NULL OR game_type = @category)`;

/**
 * Missions (SPEC 7 mission calls): the merchant's missions, the members' claims and mission points,
 * and each goal's count over a period, read from the member's own bets and deposits.
 */
export function createMissionStore(db: Db) {
  const active = db.prepare<[], MissionRow>(`SELECT ${MISSION_COLUMNS} FROM mission WHERE active = 1 ORDER BY sort, id`);
  const byId = db.prepare<[number], MissionRow>(`SELECT ${MISSION_COLUMNS} FROM mission WHERE id = ? AND active = 1`);
  const counters: Record<MissionGoal, ReturnType<typeof db.prepare<Range, { value: number }>>> = {
    validBet: db.prepare(`SELECT COALESCE(SUM(valid_paise), 0) AS value ${SETTLED_BETS}`),
    betCount: db.prepare(`SELECT COUNT(*) AS value ${SETTLED_BETS}`),
    distinctGames: db.prepare(`SELECT COUNT(DISTINCT node_id) AS value ${SETTLED_BETS}`),
    deposit: db.prepare(
      `SELECT COALESCE(SUM(amount_paise), 0) AS value FROM deposit_order
       WHERE member_id = @memberId AND status = 'paid' AND settled_at >= @start AND settled_at < @end AND @category IS NULL`,
    ),
  };
  const claim = db.prepare<[number, number, number], MissionClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM mission_claim WHERE member_id = ? AND mission_id = ? AND period_start = ?`,
  );
  const completion = db.prepare<[number, number, number], { one: number }>(
    'SELECT 1 AS one FROM mission_completion WHERE member_id = ? AND mission_id = ? AND period_start = ?',
  );
  const complete = db.prepare('INSERT OR IGNORE INTO mission_completion (member_id, mission_id, period_start) VALUES (?, ?, ?)');
  const insertClaim = db.prepare<[number, number, number, number, number]>(
    'INSERT INTO mission_claim (member_id, mission_id, period_start, bonus_grant_id, claimed_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertPoints = db.prepare<[number, number, number, number | null]>(
    'INSERT INTO mission_points (member_id, points, earned_at, mission_claim_id) VALUES (?, ?, ?, ?)',
  );
  const weekPoints = db.prepare<[number, number], WeekPointsRow>(
    `SELECT p.member_id AS memberId, m.username, SUM(p.points) AS points, MAX(p.earned_at) AS reachedAt
     FROM mission_points p JOIN member m ON m.id = p.member_id
     WHERE p.earned_at >= ? AND p.earned_at < ?
     GROUP BY p.member_id ORDER BY points DESC, reachedAt ASC, p.member_id ASC`,
  );

  return {
    active: () => active.all(),
    byId: (id: number) => byId.get(id) ?? null,
    /** What the mission's goal counted for the member over [start, end). */
    progress: (memberId: number, mission: MissionRow, start: number, end: number) =>
      counters[mission.goal].get({ memberId, start, end, category: mission.goal === 'deposit' ? null : mission.category })?.value ?? 0,
    claimOf: (memberId: number, missionId: number, periodStart: number) => claim.get(memberId, missionId, periodStart) ?? null,
    /** The dev control marked the mission of that period complete for the member. */
    completedByDev: (memberId: number, missionId: number, periodStart: number) => completion.get(memberId, missionId, periodStart) !== undefined,
    markComplete: (memberId: number, missionId: number, periodStart: number) => complete.run(memberId, missionId, periodStart),
    insertClaim: (memberId: number, missionId: number, periodStart: number, bonusGrantId: number, claimedAt: number) =>
      Number(insertClaim.run(memberId, missionId, periodStart, bonusGrantId, claimedAt).lastInsertRowid),
    addPoints: (memberId: number, points: number, earnedAt: number, claimId: number | null) => insertPoints.run(memberId, points, earnedAt, claimId),
    /** Every member with points in [start, end), most first. */
    weekPoints: (start: number, end: number) => weekPoints.all(start, end),
  };
}
