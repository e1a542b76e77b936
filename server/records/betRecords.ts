import type { GameCategory } from '../../kernel/platform';
import type { BetRecord, BetRecordPage, BetRecordQuery } from '../../kernel/records';
import { rangeBounds } from '../../kernel/records';
import type { BetRecordRow, RecordStore } from '../store/records';
import { pageOf } from '../wallet/paging';

const recordOf = (row: BetRecordRow): BetRecord => {
  const settled = row.settledAt !== null && row.payoutPaise !== null;
  return {
    ...row,
    category: row.category as GameCategory,
    winLossPaise: settled ? (row.payoutPaise ?? 0) - row.stakePaise : null,
    status: settled ? 'settled' : 'unsettled',
  };
};

/** A page of the member's betting record, newest first, with totals over the whole filtered range. */
export function betRecordPage(records: RecordStore, memberId: number, query: BetRecordQuery): BetRecordPage {
  const filter = { memberId, ...rangeBounds(query), gameType: query.gameType ?? null, vendor: query.vendor ?? null };
  const totals = records.betTotals(filter);
  const page = pageOf(query, totals.count, (limit, offset) => records.betPage(filter, limit, offset).map(recordOf));
  return {
    ...page,
    totals: { count: totals.count, stakePaise: totals.stakePaise, validPaise: totals.validPaise, payoutPaise: totals.payoutPaise, winLossPaise: totals.winLossPaise },
  };
}
