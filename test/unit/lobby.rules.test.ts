import { describe, expect, it } from 'vitest';
import type { GameMenu, Vendor } from '@kernel/games';
import { categoryAction, isLargeVendorDropdown, lobbyGameLists, showsCarouselArrows, splitCategories } from '@/rules/lobby.rules';

const vendor = (vassalage: string, gameType: GameMenu['gameCategory'], extra: Partial<Vendor> = {}): Vendor => ({
  vassalage,
  name: vassalage,
  gameType,
  iconUrl: '',
  gameCount: 1,
  gameCode: null,
  isGame: '',
  ...extra,
});
const menu = (gameCategory: GameMenu['gameCategory'], codes: string[]): GameMenu => ({ gameCategory, vendors: codes.map((code) => vendor(code, gameCategory)) });
const codesOf = (menus: GameMenu[]) => menus.map((entry) => [entry.gameCategory, entry.vendors.map((item) => `${item.vassalage}:${item.gameType}`)]);

describe('category split (SPEC 9)', () => {
  const lists = { esports: ['AV', 'TF'], cockfight: ['SV388'], excludedSlots: ['OLD'] };
  it('keeps the platform categories in their order, each once, and adds the new ones after them in side-menu order', () => {
    const split = splitCategories([menu('SPORTS', ['SABA', 'SV388', 'AV']), menu('LIVE', ['EVO']), menu('RNG', ['PG', 'OLD'])], lists);
    expect(codesOf(split)).toEqual([
      ['SPORTS', ['SABA:SPORTS']],
      ['LIVE', ['EVO:LIVE']],
      ['RNG', ['PG:RNG']],
      ['ESPORTS', ['AV:ESPORTS']],
      ['COCKFIGHT', ['SV388:COCKFIGHT']],
      ['BGS', ['OLD:BGS']],
    ]);
  });
  it('shows a vendor the platform already lists in the target category once', () => {
    const split = splitCategories([menu('SPORTS', ['SABA', 'AV', 'TF']), menu('ESPORTS', ['AV'])], lists);
    expect(codesOf(split)).toEqual([
      ['SPORTS', ['SABA:SPORTS']],
      ['ESPORTS', ['AV:ESPORTS', 'TF:ESPORTS']],
    ]);
  });
});

describe('header categories (SPEC 2 Header)', () => {
  it('uses the large vendor drop-down only above 10 vendors', () => {
    const codes = (count: number) => Array.from({ length: count }, (_, index) => `V${index}`);
    expect(isLargeVendorDropdown(menu('RNG', codes(10)))).toBe(false);
    expect(isLargeVendorDropdown(menu('RNG', codes(11)))).toBe(true);
  });
  it('opens the page of a category with several vendors even when its first vendor could launch', () => {
    const group = vendor('EVO', 'LIVE', { isGame: 'VASSALAGE' });
    expect(categoryAction({ gameCategory: 'LIVE', vendors: [group, vendor('SEXY', 'LIVE')] })).toEqual({ kind: 'page', href: '/live' });
    expect(categoryAction({ gameCategory: 'LIVE', vendors: [group] })).toEqual({
      kind: 'launch',
      target: { gameType: 'LIVE', vassalage: 'EVO', gameCode: '', isGame: 'VASSALAGE', name: 'EVO' },
    });
  });
});

describe('lobby game lists (SPEC 9: first 3 RNG, 1 live and 1 fish vendor, plus the in-house vendor JL)', () => {
  it('loads JL once when it is already among the first vendors', () => {
    const lists = lobbyGameLists([menu('RNG', ['PG', 'JL', 'CQ9', 'PT']), menu('LIVE', ['EVO']), menu('FISH', ['FC'])]);
    expect(lists).toEqual([
      { gameType: 'RNG', vassalage: 'PG' },
      { gameType: 'RNG', vassalage: 'JL' },
      { gameType: 'RNG', vassalage: 'CQ9' },
      { gameType: 'LIVE', vassalage: 'EVO' },
      { gameType: 'FISH', vassalage: 'FC' },
    ]);
  });
  it('loads JL from whichever category lists it', () => {
    expect(lobbyGameLists([menu('RNG', ['PG']), menu('BGS', ['JL'])])).toEqual([
      { gameType: 'RNG', vassalage: 'PG' },
      { gameType: 'BGS', vassalage: 'JL' },
    ]);
  });
  it('loads what there is when categories or JL are missing', () => {
    expect(lobbyGameLists([menu('LIVE', ['EVO', 'SEXY'])])).toEqual([{ gameType: 'LIVE', vassalage: 'EVO' }]);
    expect(lobbyGameLists([])).toEqual([]);
  });
});

describe('carousel arrows (SPEC 9: the hot carousel with arrows when more than 7, other carousels when more than 12)', () => {
  it('shows the hot carousel arrows from the 8th game', () => {
    expect([7, 8].map((games) => showsCarouselArrows(games, 7))).toEqual([false, true]);
  });
  it('shows the other carousels arrows from the 13th item', () => {
    expect([0, 11, 12, 13, 20].map((items) => showsCarouselArrows(items))).toEqual([false, false, false, true, true]);
  });
});
