import { describe, expect, it } from 'vitest';
import { BRAND_CONFIG, CATEGORY_LABEL_KEY, CATEGORY_PATH, GAME_CATEGORIES, ICON_VENDORS, isIconVendor } from '@kernel/platform';
import { launchRequestOf } from '@machines/lottery.rules';
import { LIST_CENTRE_CATEGORIES } from '@/rules/gameFilters.rules';
import { LOBBY_SECTIONS } from '@/rules/lobby.rules';

// Expectations written from SPEC 3, never read from the product's own lists.
describe('SPEC 3 platform lists', () => {
  it('lists the icon vendors PG, EG2, PT, JDB, CQ9, FC, JL and BGS, and no other', () => {
    expect([...ICON_VENDORS]).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
    for (const code of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']) expect(isIconVendor(code), code).toBe(true);
    // Near misses: another vendor, a code's other case, a longer code that starts like one.
    for (const code of ['PP', 'EG', 'pg', 'JDB2', 'EVO', 'TCG', '']) expect(isIconVendor(code), code).toBe(false);
  });

  it('gives the brand config the platform WEB and the lottery type Lott, which the lotto page launches with', () => {
    expect(BRAND_CONFIG).toEqual({ platform: 'WEB', lotteryType: 'LOTT' });
    expect(launchRequestOf('lotto', 'TCG0001')).toEqual({ gameCode: 'TCG0001', prizeMode: 'LOTT' });
  });

  it("makes SPEC 1's mini games a category of their own: after SPEC 2's ten, listed on /mini like the in-house games", () => {
    expect([...GAME_CATEGORIES]).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT', 'BGS', 'MINI']);
    expect(CATEGORY_PATH.MINI).toBe('/mini');
    expect(CATEGORY_LABEL_KEY.MINI).toBe('con_mini');
    expect(LIST_CENTRE_CATEGORIES['/mini']).toBe('MINI');
    // SPEC 2 names the lobby's sections; the mini games are not one of them.
    expect(LOBBY_SECTIONS).not.toContain('MINI');
  });
});
