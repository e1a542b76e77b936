import { OVERVIEW_CHART_DAYS, OVERVIEW_PERIODS, type OverviewPeriod, type TeamFigures, type TeamOverview } from '../../kernel/agency';
import { addDays, datesOfRange, indianDateOf, indianDayStart } from '../../kernel/records';
import type { Db } from '../types';
import { indianDaySql, monthStartOf, weekStartOf } from './days';
import type { TeamAccounts } from './teamAccounts';
import { idsParam } from './teamScope';

const DAY_MS = 24 * 60 * 60 * 1000;

type Bounds = { ids: string; start: number; end: number };

/** One India day of the team: the sums, and who bet (active members are counted once per period, not per day). */
type Day = { newMembers: number; bettors: Set<number>; depositPaise: number; withdrawalPaise: number; validBetPaise: number; profitPaise: number };

const emptyDay = (): Day => ({ newMembers: 0, bettors: new Set(), depositPaise: 0, withdrawalPaise: 0, validBetPaise: 0, profitPaise: 0 });

/**
 * The team overview (agentTeamOverview) from the real rows: accounts created (newMembers), bets
 * placed (active members, valid bets, and the agency's profit: stakes less payouts of the settled
 * ones), paid deposit orders, and withdrawals paid or approved, per India day.
 */
export function createTeamOverview(db: Db, teamAccounts: TeamAccounts) {
  const betsByDay = db.prepare<Bounds, { dayStart: number; memberId: number; validPaise: number; profitPaise: number }>(
    `SELECT ${indianDaySql('b.placed_at')} AS dayStart, b.member_id AS memberId, SUM(b.valid_paise) AS validPaise,
       SUM(CASE WHEN b.settled_at IS NULL THEN 0 ELSE b.stake_paise - b.payout_paise END) AS profitPaise
     FROM bet b
     WHERE b.member_id IN (SELECT value FROM json_each(@ids)) AND b.currency = 'INR' AND b.placed_at >= @start AND b.placed_at < @end
     GROUP BY dayStart, b.member_id`,
  );
  const depositsByDay = db.prepare<Bounds, { dayStart: number; amountPaise: number }>(
    `SELECT ${indianDaySql('d.settled_at')} AS dayStart, SUM(d.amount_paise) AS amountPaise
     FROM deposit_order d
     WHERE d.member_id IN (SELECT value FROM json_each(@ids)) AND d.status = 'paid' AND d.settled_at >= @start AND d.settled_at < @end
     GROUP BY dayStart`,
  );
  const withdrawalsByDay = db.prepare<Bounds, { dayStart: number; amountPaise: number }>(
    `SELECT ${indianDaySql('w.decided_at')} AS dayStart, SUM(w.amount_paise) AS amountPaise
     FROM withdrawal w
     WHERE w.member_id IN (SELECT value FROM json_each(@ids)) AND w.status IN ('paid', 'approved') AND w.decided_at >= @start AND w.decided_at < @end
     GROUP BY dayStart`,
  );

  return (agentId: number, now: number): TeamOverview => {
    const team = teamAccounts(agentId);
    const today = indianDateOf(now);
    const ranges: Record<OverviewPeriod, { from: string; to: string }> = {
      today: { from: today, to: today },
      yesterday: { from: addDays(today, -1), to: addDays(today, -1) },
      thisWeek: { from: weekStartOf(today), to: today },
      thisMonth: { from: monthStartOf(today), to: today },
    };
    const chartFrom = addDays(today, -(OVERVIEW_CHART_DAYS - 1));
    const from = [chartFrom, ...OVERVIEW_PERIODS.map((period) => ranges[period].from)].sort()[0] ?? chartFrom;
    const bounds: Bounds = { ids: idsParam(team), start: indianDayStart(from), end: indianDayStart(today) + DAY_MS };

    const days = new Map(datesOfRange(from, today).map((date) => [date, emptyDay()]));
    const dayOf = (moment: number) => days.get(indianDateOf(moment));
    for (const member of team) {
      const day = dayOf(member.createdAt);
      if (day) day.newMembers += 1;
    }
    for (const row of betsByDay.all(bounds)) {
      const day = dayOf(row.dayStart);
      if (!day) continue;
      day.bettors.add(row.memberId);
      day.validBetPaise += row.validPaise;
      day.profitPaise += row.profitPaise;
    }
    for (const row of depositsByDay.all(bounds)) {
      const day = dayOf(row.dayStart);
      if (day) day.depositPaise += row.amountPaise;
    }
    for (const row of withdrawalsByDay.all(bounds)) {
      const day = dayOf(row.dayStart);
      if (day) day.withdrawalPaise += row.amountPaise;
    }

    const figuresOf = (dates: readonly string[]): TeamFigures => {
      const bettors = new Set<number>();
      const figures: TeamFigures = { newMembers: 0, activeMembers: 0, depositPaise: 0, withdrawalPaise: 0, validBetPaise: 0, profitPaise: 0 };
      for (const date of dates) {
        const day = days.get(date);
        if (!day) continue;
        for (const id of day.bettors) bettors.add(id);
        figures.newMembers += day.newMembers;
        figures.depositPaise += day.depositPaise;
        figures.withdrawalPaise += day.withdrawalPaise;
        figures.validBetPaise += day.validBetPaise;
        figures.profitPaise += day.profitPaise;
      }
      return { ...figures, activeMembers: bettors.size };
    };

    const periodEntries = OVERVIEW_PERIODS.map((period) => {
      const range = ranges[period];
      return [period, { ...range, ...figuresOf(datesOfRange(range.from, range.to)) }] as const;
    });
    return {
      teamSize: team.length,
      directCount: team.filter((member) => member.level === 1).length,
      periods: Object.fromEntries(periodEntries) as TeamOverview['periods'],
      daily: datesOfRange(chartFrom, today).map((date) => ({ date, ...figuresOf([date]) })),
    };
  };
}
