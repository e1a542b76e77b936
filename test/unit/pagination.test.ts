import { describe, expect, it } from 'vitest';
import { pageCount } from '@machines/pagination.rules';
import { pageSlice, paginatorItems } from '@/rules/pagination.rules';

describe('announcement paging (SPEC 9: 9 per page, margin 1, range 5)', () => {
  it('pages 12 items into 9 and 3', () => {
    const items = Array.from({ length: 12 }, (_, index) => index + 1);
    expect(pageCount(12, 9)).toBe(2);
    expect(pageSlice(items, 1, 9)).toHaveLength(9);
    expect(pageSlice(items, 2, 9)).toEqual([10, 11, 12]);
    expect(pageCount(0, 9)).toBe(1);
  });
  it('shows the first and last page, five around the current one, and gaps between', () => {
    expect(paginatorItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginatorItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(paginatorItems(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(paginatorItems(12, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });
});
