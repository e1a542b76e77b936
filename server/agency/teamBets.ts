import type { ReportQuery, TeamBet, TeamBetTotals } from '../../kernel/agency';
import type { GameCategory } from '../../kernel/platform';
import { rangeBounds } from '../../kernel/records';
import type { Db } from '../types';
import { pageOf } from '../wallet/paging';
import type { TeamMember } from './team';
import { idsParam } from './teamScope';

type Filter = { ids: string; start: number; end: number };

type Row = Omit<TeamBet, 'userName' | 'level' | 'category' | 'winLossPaise' | 'status'> & { memberId: number; category: string; settledAt: number | null };

const WHERE = `b.member_id IN (SELECT value FROM json_each(@ids)) AND b.currency = 'INR' AND b.placed_at >= @start AND b.placed_at < @end`;

/** Team betting (personalHistoryCopy): the bets of the scope, newest first, as the member's betting record reads them. */
export function createTeamBets(db: Db) {
  const page = db.prepare<Filter & { limit: number; offset: number }, Row>(
    `SELECT b.id, b.member_id AS memberId, b.placed_at AS placedAt, b.settled_at AS settledAt, COALESCE(g.name, b.vendor) AS gameName,
       COALESCE(v.name, b.vendor) AS vendorName, b.game_type AS category,
       b.stake_paise AS stakePaise, b.valid_paise AS validPaise, b.payout_paise AS payoutPaise
     FROM bet b
     LEFT JOIN game g ON g.node_id = b.node_id
     LEFT JOIN vendor v ON v.category = b.game_type AND v.code = b.vendor
     WHERE ${WHERE}
     ORDER BY b.placed_at DESC, b.id DESC LIMIT @limit OFFSET @offset`,
  );
  // win/loss of settled bets only: an open bet has no outcome yet
  const totals = db.prepare<Filter, TeamBetTotals>(
    `SELECT COUNT(*) AS count, COALESCE(SUM(b.stake_paise), 0) AS stakePaise, COALESCE(SUM(b.valid_paise), 0) AS validPaise,
       COALESCE(SUM(b.payout_paise), 0) AS payoutPaise,
       COALESCE(SUM(CASE WHEN b.settled_at IS NULL THEN 0 ELSE b.payout_paise - b.stake_paise END), 0) AS winLossPaise
     FROM bet b WHERE ${WHERE}`,
  );

  return (scope: readonly TeamMember[], query: ReportQuery) => {
    const members = new Map(scope.map((member) => [member.id, member]));
    const filter: Filter = { ids: idsParam(scope), ...rangeBounds(query) };
    const sums = totals.get(filter) ?? { count: 0, stakePaise: 0, validPaise: 0, payoutPaise: 0, winLossPaise: 0 };
    const items = pageOf(query, sums.count, (limit, offset) =>
      page.all({ ...filter, limit, offset }).map(({ memberId, settledAt, ...row }): TeamBet => {
        const settled = settledAt !== null && row.payoutPaise !== null;
        const member = members.get(memberId);
        return {
          ...row,
          userName: member?.username ?? '',
          level: member?.level ?? 0,
          category: row.category as GameCategory,
          winLossPaise: settled ? (row.payoutPaise ?? 0) - row.stakePaise : null,
          status: settled ? 'settled' : 'unsettled',
        };
      }),
    );
    return { ...items, totals: sums };
  };
}
