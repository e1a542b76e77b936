import type * as v from 'valibot';
import type { Settlement, SettlementTotals, settlementQuerySchema } from '../../kernel/agencyContracts';
import { rangeBounds } from '../../kernel/records';
import type { Db } from '../types';
import { pageOf } from '../wallet/paging';

export type SettlementQuery = v.InferOutput<typeof settlementQuerySchema>;

type Filter = { agentId: number; kind: string; start: number; end: number };

const WHERE = (scope: 'mine' | 'team') => `FROM contract_settlement s JOIN contract c ON c.id = s.contract_id JOIN member r ON r.id = c.receiver_id
  WHERE c.${scope === 'mine' ? 'receiver_id' : 'offerer_id'} = @agentId AND c.kind = @kind AND s.settled_at >= @start AND s.settled_at < @end`;

/**
 * A page of settlement records of one kind: `mine` the contracts the agent receives (paid to it),
 * `team` the contracts it gave (paid to its direct downlines); settled in the India days asked,
 * newest first, with totals over the whole range.
 */
export function settlementPage(db: Db, agentId: number, query: SettlementQuery) {
  const scope = query.scope;
  const filter: Filter = { agentId, kind: query.kind, ...rangeBounds(query) };
  const totals = db
    .prepare<Filter, SettlementTotals>(
      `SELECT COUNT(*) AS count, COALESCE(SUM(s.amount_paise), 0) AS amountPaise, COALESCE(SUM(s.team_valid_paise), 0) AS teamValidPaise ${WHERE(scope)}`,
    )
    .get(filter) ?? { count: 0, amountPaise: 0, teamValidPaise: 0 };
  const rows = db.prepare<Filter & { limit: number; offset: number }, Omit<Settlement, 'qualified'> & { qualified: number }>(
    `SELECT s.id, s.contract_id AS contractId, r.username AS receiver, s.period_start AS periodStart, s.period_end AS periodEnd,
       s.team_valid_paise AS teamValidPaise, s.team_profit_paise AS teamProfitPaise, s.active_members AS activeMembers,
       s.qualified, s.amount_paise AS amountPaise, s.settled_at AS settledAt
     ${WHERE(scope)} ORDER BY s.settled_at DESC, s.id DESC LIMIT @limit OFFSET @offset`,
  );
  const page = pageOf(query, totals.count, (limit, offset) =>
    rows.all({ ...filter, limit, offset }).map((row): Settlement => ({ ...row, qualified: row.qualified === 1 })),
  );
  return { ...page, totals };
}
