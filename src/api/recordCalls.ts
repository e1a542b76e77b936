import { gameMenusResponse } from '@kernel/games';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { RECORD_PAGE_SIZE } from '@kernel/paging';
import { PATH } from '@kernel/paths';
import type { GameCategory } from '@kernel/platform';
import { type AccountRecordType, accountRecordsResponse, betRecordsResponse, type DateRange, profitLossResponse } from '@kernel/records';
import type { ApiClient } from './client';

/** The query of a record list: a range of India days and the filters that are set. */
export type BetRecordFilter = DateRange & { gameType?: GameCategory; vendor?: string };
export type AccountRecordFilter = DateRange & { type?: AccountRecordType };

/** The member centre's records (all T): betting record, account record, profit and loss. */
export function createRecordCalls(api: ApiClient) {
  return {
    getBetRecords: async (filter: BetRecordFilter, pageNo: number, pageSize = RECORD_PAGE_SIZE) =>
      (await api.get(MEMBER_PATH.betRecords, betRecordsResponse, { ...filter, pageNo, pageSize })).value,
    getAccountRecords: async (filter: AccountRecordFilter, pageNo: number, pageSize = RECORD_PAGE_SIZE) =>
      (await api.get(MEMBER_PATH.accountRecords, accountRecordsResponse, { ...filter, pageNo, pageSize })).value,
    getProfitLoss: async (range: DateRange) => (await api.get(MEMBER_PATH.profitLoss, profitLossResponse, { from: range.from, to: range.to })).value,
    /** The categories with their vendors (SPEC 3 game menus), for the betting record's vendor filter. */
    getCategoryVendors: async () => (await api.get(PATH.gameMenus, gameMenusResponse)).value,
  };
}
export type RecordCalls = ReturnType<typeof createRecordCalls>;
