import { describe, expect, it } from 'vitest';
import { paginatorItems } from '@/rules/pagination.rules';

describe('paginator buttons with other margins and ranges', () => {
  it('lists the pages in order with a gap wherever pages are skipped, even when an end margin falls before the window', () => {
    // Margin 2 keeps pages 1, 2, 9 and 10; a window of 1 around page 10 adds nothing in between.
    expect(paginatorItems(10, 10, { margin: 2, range: 1 })).toEqual([1, 2, 'gap', 9, 10]);
    expect(paginatorItems(5, 10, { margin: 2, range: 1 })).toEqual([1, 2, 'gap', 5, 'gap', 9, 10]);
    expect(paginatorItems(1, 10, { margin: 3, range: 1 })).toEqual([1, 2, 3, 'gap', 8, 9, 10]);
  });
});
