import { REVENUE_KINDS, type ReportQuery, type RevenueKind, type RevenueRow, type RevenueTotals } from '../../kernel/agency';
import { indianDateOf, rangeBounds } from '../../kernel/records';
import type { Db } from '../types';
import { pageOf } from '../wallet/paging';
import { indianDaySql } from './days';

const FIELD: Readonly<Record<RevenueKind, keyof Omit<RevenueRow, 'date' | 'totalPaise'>>> = {
  commission: 'commissionPaise',
  dividend: 'dividendPaise',
  dailySalary: 'dailySalaryPaise',
  hourlySalary: 'hourlySalaryPaise',
  realtimeSalary: 'realtimeSalaryPaise',
};

const emptyRow = (date: string): RevenueRow => ({
  date,
  commissionPaise: 0,
  dividendPaise: 0,
  dailySalaryPaise: 0,
  hourlySalaryPaise: 0,
  realtimeSalaryPaise: 0,
  totalPaise: 0,
});

/**
 * My income (agentRevenueReport): what the ledger paid into the agent's own wallets as commission,
 * dividend and salaries, one row per India day that had some, newest first. The payments are
 * posted by the contract settlement under the journal kinds of REVENUE_KINDS.
 */
export function createRevenue(db: Db) {
  const byDay = db.prepare<{ memberId: number; start: number; end: number; kinds: string }, { dayStart: number; kind: RevenueKind; amountPaise: number }>(
    `SELECT ${indianDaySql('t.created_at')} AS dayStart, t.kind, SUM(e.amount_paise) AS amountPaise
     FROM journal_entry e
     JOIN ledger_account a ON a.id = e.account_id
     JOIN journal_transaction t ON t.id = e.transaction_id
     WHERE a.member_id = @memberId AND a.purpose IN ('main', 'game') AND t.created_at >= @start AND t.created_at < @end
       AND t.kind IN (SELECT value FROM json_each(@kinds))
     GROUP BY dayStart, t.kind`,
  );

  return (agentId: number, query: ReportQuery) => {
    const rows = new Map<string, RevenueRow>();
    const totals: RevenueTotals = emptyRow('');
    delete totals.date;
    for (const { dayStart, kind, amountPaise } of byDay.all({ memberId: agentId, ...rangeBounds(query), kinds: JSON.stringify(REVENUE_KINDS) })) {
      const date = indianDateOf(dayStart);
      const row = rows.get(date) ?? emptyRow(date);
      row[FIELD[kind]] += amountPaise;
      row.totalPaise += amountPaise;
      totals[FIELD[kind]] += amountPaise;
      totals.totalPaise += amountPaise;
      rows.set(date, row);
    }
    const newestFirst = [...rows.values()].sort((a, b) => b.date.localeCompare(a.date));
    return { ...pageOf(query, newestFirst.length, (limit, offset) => newestFirst.slice(offset, offset + limit)), totals };
  };
}
