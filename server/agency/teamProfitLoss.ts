import type { ReportQuery, TeamProfitLossRow, TeamProfitLossTotals } from '../../kernel/agency';
import { rangeBounds } from '../../kernel/records';
import { accountRecordTypeOf } from '../records/accountTypes';
import type { Db } from '../types';
import { pageOf } from '../wallet/paging';
import type { TeamMember } from './team';
import { idsParam } from './teamScope';

type Filter = { ids: string; start: number; end: number };
type Money = Pick<TeamProfitLossRow, 'depositPaise' | 'withdrawalPaise' | 'bonusPaise'>;

const NO_TOTALS: TeamProfitLossTotals = { betCount: 0, validPaise: 0, winLossPaise: 0, depositPaise: 0, withdrawalPaise: 0, bonusPaise: 0 };

/**
 * User profit and loss (palStatementsAgentCopy): a row per member of the scope that bet or moved
 * money in the range, in team order (level, then name). The money is read as the member's own
 * profit and loss reads it (server/records/profitLoss.ts): by the account record type of each
 * journal kind on its main and game wallets, so both pages agree.
 */
export function createTeamProfitLoss(db: Db) {
  const betsByMember = db.prepare<Filter, { memberId: number; betCount: number; validPaise: number; winLossPaise: number }>(
    `SELECT b.member_id AS memberId, COUNT(*) AS betCount, COALESCE(SUM(b.valid_paise), 0) AS validPaise,
       COALESCE(SUM(CASE WHEN b.settled_at IS NULL THEN 0 ELSE b.payout_paise - b.stake_paise END), 0) AS winLossPaise
     FROM bet b
     WHERE b.member_id IN (SELECT value FROM json_each(@ids)) AND b.currency = 'INR' AND b.placed_at >= @start AND b.placed_at < @end
     GROUP BY b.member_id`,
  );
  const entriesByMember = db.prepare<Filter, { memberId: number; kind: string; amountPaise: number }>(
    `SELECT a.member_id AS memberId, t.kind, SUM(e.amount_paise) AS amountPaise
     FROM journal_entry e
     JOIN ledger_account a ON a.id = e.account_id
     JOIN journal_transaction t ON t.id = e.transaction_id
     WHERE a.member_id IN (SELECT value FROM json_each(@ids)) AND a.purpose IN ('main', 'game') AND t.created_at >= @start AND t.created_at < @end
     GROUP BY a.member_id, t.kind`,
  );

  return (scope: readonly TeamMember[], query: ReportQuery) => {
    const filter: Filter = { ids: idsParam(scope), ...rangeBounds(query) };
    const bets = new Map(betsByMember.all(filter).map((row) => [row.memberId, row]));
    const money = new Map<number, Money>();
    for (const { memberId, kind, amountPaise } of entriesByMember.all(filter)) {
      const sums = money.get(memberId) ?? { depositPaise: 0, withdrawalPaise: 0, bonusPaise: 0 };
      const type = accountRecordTypeOf(kind);
      if (type === 'deposit') sums.depositPaise += amountPaise;
      // held out of the wallet less what came back: what actually left
      else if (type === 'withdrawal') sums.withdrawalPaise -= amountPaise;
      else if (type === 'bonus') sums.bonusPaise += amountPaise;
      money.set(memberId, sums);
    }

    const rows: TeamProfitLossRow[] = [];
    for (const member of scope) {
      const bet = bets.get(member.id);
      const sums = money.get(member.id);
      const moved = sums !== undefined && (sums.depositPaise !== 0 || sums.withdrawalPaise !== 0 || sums.bonusPaise !== 0);
      if (!bet && !moved) continue;
      rows.push({
        userName: member.username,
        level: member.level,
        type: member.type,
        betCount: bet?.betCount ?? 0,
        validPaise: bet?.validPaise ?? 0,
        winLossPaise: bet?.winLossPaise ?? 0,
        depositPaise: sums?.depositPaise ?? 0,
        // a hold from before the range returned within it would read as money coming in
        withdrawalPaise: Math.max(0, sums?.withdrawalPaise ?? 0),
        bonusPaise: sums?.bonusPaise ?? 0,
      });
    }
    const totals = rows.reduce(
      (sum, row) => ({
        betCount: sum.betCount + row.betCount,
        validPaise: sum.validPaise + row.validPaise,
        winLossPaise: sum.winLossPaise + row.winLossPaise,
        depositPaise: sum.depositPaise + row.depositPaise,
        withdrawalPaise: sum.withdrawalPaise + row.withdrawalPaise,
        bonusPaise: sum.bonusPaise + row.bonusPaise,
      }),
      NO_TOTALS,
    );
    return { ...pageOf(query, rows.length, (limit, offset) => rows.slice(offset, offset + limit)), totals };
  };
}
