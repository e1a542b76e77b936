import { describe, expect, it, vi } from 'vitest';
import { isCapped } from '@machines/member/recordExport.rules';
import type { Page } from '@machines/pagedList.machine';
import { collectPages, csvFileName, EXPORT_PAGE_SIZE, EXPORT_ROW_CAP, exportRecords } from '@/rules/member/recordExport.rules';

/** A query's records served like the report calls do: pages of `pageSize`, the count of all. */
function server(total: number) {
  const records = Array.from({ length: total }, (_, index) => index + 1);
  return vi.fn(
    async (pageNo: number, pageSize = EXPORT_PAGE_SIZE): Promise<Page<number, unknown>> => ({
      items: records.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNo,
      totalPages: Math.ceil(total / pageSize),
      totalCount: total,
    }),
  );
}

describe('reading every page of a query', () => {
  it('reads page after page, 100 at a time, until the last', async () => {
    const load = server(250);
    const { rows, totalCount } = await collectPages((pageNo) => load(pageNo));
    expect(load.mock.calls.map(([pageNo]) => pageNo)).toEqual([1, 2, 3]);
    expect(rows).toEqual(Array.from({ length: 250 }, (_, index) => index + 1));
    expect(totalCount).toBe(250);
    expect(EXPORT_PAGE_SIZE).toBe(100);
  });

  it('reads one page for an empty or a short query', async () => {
    const none = server(0);
    expect(await collectPages((pageNo) => none(pageNo))).toEqual({ rows: [], totalCount: 0 });
    expect(none).toHaveBeenCalledTimes(1);
    const exact = server(100);
    expect((await collectPages((pageNo) => exact(pageNo))).rows).toHaveLength(100);
    expect(exact).toHaveBeenCalledTimes(1);
  });

  it('stops at the cap of 5 000 records and says how many the query has', async () => {
    const load = server(12_345);
    const { rows, totalCount } = await collectPages((pageNo) => load(pageNo));
    expect(EXPORT_ROW_CAP).toBe(5_000);
    expect(load).toHaveBeenCalledTimes(50);
    expect(rows).toHaveLength(5_000);
    expect(rows.at(-1)).toBe(5_000);
    expect(totalCount).toBe(12_345);
    expect(isCapped({ rowCount: rows.length, totalCount })).toBe(true);
    expect(isCapped({ rowCount: 250, totalCount: 250 })).toBe(false);
  });

  it('cuts a page that crosses the cap', async () => {
    const load = server(100);
    const { rows, totalCount } = await collectPages((pageNo) => load(pageNo, 30), 70, 30);
    expect(load).toHaveBeenCalledTimes(3);
    expect(rows).toEqual(Array.from({ length: 70 }, (_, index) => index + 1));
    expect(totalCount).toBe(100);
  });

  it('stops once the cap is reached even when a page held more than asked for', async () => {
    const load = server(1_000);
    const { rows } = await collectPages((pageNo) => load(pageNo, 100), 70, 30);
    expect(load).toHaveBeenCalledTimes(1);
    expect(rows).toHaveLength(70);
  });

  it('stops on an empty page even when the count promised more (records removed meanwhile)', async () => {
    const load = vi.fn(async (pageNo: number) => ({ items: pageNo === 1 ? [1, 2] : [], pageNo, totalPages: 9, totalCount: 900 }));
    const { rows } = await collectPages(load);
    expect(rows).toEqual([1, 2]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails as the page read failed (nothing half-made is kept)', async () => {
    const load = vi.fn(async (pageNo: number) => {
      if (pageNo === 2) throw new Error('network');
      return { items: [1], pageNo, totalPages: 3, totalCount: 3 };
    });
    await expect(collectPages(load)).rejects.toThrow('network');
  });
});

describe('the exported file', () => {
  it('is named after the page and the range', () => {
    expect(csvFileName('team-betting', { from: '2025-01-10', to: '2025-01-16' })).toBe('team-betting_2025-01-10_2025-01-16.csv');
  });

  it('reads the query shown with pages of 100 and writes every record with the columns', async () => {
    const load = vi.fn(async (_query: unknown, pageNo: number, pageSize: number) => ({
      items: pageNo === 1 ? [{ n: 'a' }] : [{ n: 'b' }],
      pageNo,
      pageSize,
      totalPages: 2,
      totalCount: 2,
    }));
    const query = { from: '2025-01-10', to: '2025-01-16', userName: 'team_rohan', level: 2 };
    const file = await exportRecords(query, load, { fileName: 'team-betting', columns: [{ header: 'User', value: (row: { n: string }) => row.n }] });
    expect(load.mock.calls).toEqual([
      [query, 1, 100],
      [query, 2, 100],
    ]);
    expect(file).toEqual({ fileName: 'team-betting_2025-01-10_2025-01-16.csv', content: '\uFEFFUser\r\na\r\nb\r\n', rowCount: 2, totalCount: 2 });
  });
});

describe('the page size and the cap, 1 under, on and 1 over', () => {
  it('reads 99 and 100 records in one page, 101 in two', async () => {
    for (const [total, pages] of [
      [99, 1],
      [100, 1],
      [101, 2],
    ] as const) {
      const load = server(total);
      const { rows } = await collectPages((pageNo) => load(pageNo));
      expect([rows.length, load.mock.calls.length]).toEqual([total, pages]);
    }
  });

  it('holds 4 999 and 5 000 records whole, and caps 5 001 at 5 000', async () => {
    for (const [total, held, capped] of [
      [4_999, 4_999, false],
      [5_000, 5_000, false],
      [5_001, 5_000, true],
    ] as const) {
      const load = server(total);
      const { rows, totalCount } = await collectPages((pageNo) => load(pageNo));
      expect([rows.length, totalCount, isCapped({ rowCount: rows.length, totalCount })]).toEqual([held, total, capped]);
    }
  });
});
