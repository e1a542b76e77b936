import { describe, expect, it } from 'vitest';
import { filterNeedsAccount, QUICK_FILTERS, typeFilters } from '@/rules/gameFilters.rules';

describe('game list filters (SPEC 2)', () => {
  it('offers the bingo filter (BG) only when language TY is supported', () => {
    expect(typeFilters(['EN', 'TY', 'HI'])).toEqual(['JP', 'TG', 'AC', 'BG']);
    expect(typeFilters(['EN', 'HI'])).toEqual(['JP', 'TG', 'AC']);
    expect(typeFilters([])).toEqual(['JP', 'TG', 'AC']);
  });
  it('asks for login only on the account lists FAV and RECENT', () => {
    expect(QUICK_FILTERS.filter(filterNeedsAccount)).toEqual(['FAV', 'RECENT']);
    expect(QUICK_FILTERS.map(filterNeedsAccount)).toEqual([false, true, false, false, true]);
  });
});
