import type { RecordExportFile } from '@machines/member/recordExport.rules';
import type { RecordQuery } from '@machines/member/recordFilters.rules';
import type { Page } from '@machines/pagedList.machine';
import { buildCsv, type CsvColumn } from '@/rules/member/csv.rules';

/**
 * Exporting a record page to CSV: every page of the query shown, read 100 at a time (the largest
 * page the calls allow, kernel/paging.ts), up to a cap, as one file.
 */

export const EXPORT_PAGE_SIZE = 100;

/**
 * The most records one file holds: 50 calls at most, and a file a spreadsheet opens at once. A
 * longer period is exported in parts (the page says so when a file is capped).
 */
export const EXPORT_ROW_CAP = 5_000;

/** What a record page exports: the file's name (without the range or extension) and its columns. */
export type RecordCsv<T> = { fileName: string; columns: readonly CsvColumn<T>[] };

/** team-betting_2025-01-10_2025-01-16.csv: the range in the name, so two exports do not look alike. */
export const csvFileName = (base: string, query: Pick<RecordQuery, 'from' | 'to'>) => `${base}_${query.from}_${query.to}.csv`;

/**
 * Every record of a query, page after page, until the last page or the cap. The count is the
 * last page's (records added meanwhile are counted, not read). Pages are read one at a time,
 * so an export never floods the server.
 */
export async function collectPages<T>(
  loadPage: (pageNo: number) => Promise<Page<T, unknown>>,
  cap = EXPORT_ROW_CAP,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<{ rows: T[]; totalCount: number }> {
  const maxPages = Math.ceil(cap / pageSize);
  const rows: T[] = [];
  let totalCount = 0;
  for (let pageNo = 1; pageNo <= maxPages; pageNo += 1) {
    const page = await loadPage(pageNo);
    rows.push(...page.items);
    totalCount = page.totalCount;
    // An empty page ends the list too: a total that shrank meanwhile must not loop on.
    if (pageNo >= page.totalPages || page.items.length === 0 || rows.length >= cap) break;
  }
  return { rows: rows.slice(0, cap), totalCount };
}

/** The file of a query: its records (to the cap) read with `load` as CSV with the page's columns. */
export async function exportRecords<T>(
  query: RecordQuery,
  load: (query: RecordQuery, pageNo: number, pageSize: number) => Promise<Page<T, unknown>>,
  csv: RecordCsv<T>,
): Promise<RecordExportFile> {
  const { rows, totalCount } = await collectPages((pageNo) => load(query, pageNo, EXPORT_PAGE_SIZE));
  return { fileName: csvFileName(csv.fileName, query), content: buildCsv(csv.columns, rows), rowCount: rows.length, totalCount };
}
