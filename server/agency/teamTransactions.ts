import type { ReportQuery, TeamTransaction, TeamTransactionTotals } from '../../kernel/agency';
import { rangeBounds } from '../../kernel/records';
import { accountRecordTypeOf } from '../records/accountTypes';
import type { Db } from '../types';
import { pageOf } from '../wallet/paging';
import type { TeamMember } from './team';
import { idsParam } from './teamScope';

type Filter = { ids: string; start: number; end: number };

const FROM = `FROM journal_entry e
  JOIN ledger_account a ON a.id = e.account_id
  JOIN journal_transaction t ON t.id = e.transaction_id
  WHERE a.member_id IN (SELECT value FROM json_each(@ids)) AND a.purpose IN ('main', 'game') AND t.created_at >= @start AND t.created_at < @end`;

/**
 * Transaction details (agentDownlineTransactionDetailsCopy): every entry of the scope's main and
 * game wallets in the range, newest first, typed as the member's account record types them.
 */
export function createTeamTransactions(db: Db) {
  const page = db.prepare<
    Filter & { limit: number; offset: number },
    { id: number; memberId: number; time: number; kind: string; amountPaise: number; balanceAfterPaise: number }
  >(
    `SELECT e.id, a.member_id AS memberId, t.created_at AS time, t.kind, e.amount_paise AS amountPaise, e.balance_after_paise AS balanceAfterPaise
     ${FROM}
     ORDER BY t.created_at DESC, e.id DESC LIMIT @limit OFFSET @offset`,
  );
  const totals = db.prepare<Filter, TeamTransactionTotals>(
    `SELECT COUNT(*) AS count, COALESCE(SUM(CASE WHEN e.amount_paise > 0 THEN e.amount_paise ELSE 0 END), 0) AS inPaise,
       COALESCE(SUM(CASE WHEN e.amount_paise < 0 THEN -e.amount_paise ELSE 0 END), 0) AS outPaise
     ${FROM}`,
  );

  return (scope: readonly TeamMember[], query: ReportQuery) => {
    const members = new Map(scope.map((member) => [member.id, member]));
    const filter: Filter = { ids: idsParam(scope), ...rangeBounds(query) };
    const sums = totals.get(filter) ?? { count: 0, inPaise: 0, outPaise: 0 };
    const items = pageOf(query, sums.count, (limit, offset) =>
      page.all({ ...filter, limit, offset }).map(({ memberId, ...row }): TeamTransaction => {
        const member = members.get(memberId);
        return { ...row, userName: member?.username ?? '', level: member?.level ?? 0, type: accountRecordTypeOf(row.kind) };
      }),
    );
    return { ...items, totals: sums };
  };
}
