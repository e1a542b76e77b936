import type { AccountRecord, AccountRecordPage, AccountRecordQuery } from '../../kernel/records';
import { rangeBounds } from '../../kernel/records';
import { MAIN_WALLET } from '../../kernel/wallet';
import { parseAccountCode } from '../ledger/accounts';
import type { AccountEntryRow, RecordStore } from '../store/records';
import { pageOf } from '../wallet/paging';
import { accountRecordTypeOf, kindsOfType } from './accountTypes';

const recordOf = (row: AccountEntryRow): AccountRecord => ({
  id: row.id,
  time: row.time,
  type: accountRecordTypeOf(row.kind),
  kind: row.kind,
  wallet: parseAccountCode(row.accountCode)?.walletCode ?? MAIN_WALLET,
  amountPaise: row.amountPaise,
  balanceAfterPaise: row.balanceAfterPaise,
  reference: row.reference,
});

/**
 * A page of the member's account record: every journal entry of its main and game wallets in the
 * range (a transfer between two of them is two entries, one per wallet), newest first.
 */
export function accountRecordPage(records: RecordStore, memberId: number, query: AccountRecordQuery): AccountRecordPage {
  const filter = { memberId, ...rangeBounds(query), kinds: query.type === undefined ? null : kindsOfType(query.type) };
  return pageOf(query, records.entryCount(filter), (limit, offset) => records.entryPage(filter, limit, offset).map(recordOf));
}
