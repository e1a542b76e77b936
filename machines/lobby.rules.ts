import type { GameMenu } from '../src/contract/games';
import { GAME_CATEGORIES, type GameCategory } from '../src/contract/platform';

/** SPEC 2: a category appears only when it has at least one vendor; side-menu order. */
export function visibleCategories(menus: readonly GameMenu[]): GameMenu[] {
  const byCategory = new Map(menus.map((menu) => [menu.gameCategory, menu]));
  return GAME_CATEGORIES.map((category) => byCategory.get(category)).filter(
    (menu): menu is GameMenu => menu !== undefined && menu.vendors.length > 0,
  );
}

/** SPEC 2 Header: the vendor drop-down is large when there are more than 10 vendors. */
export const isLargeVendorDropdown = (menu: GameMenu) => menu.vendors.length > 10;

/** SPEC 2 Header: a category with more than one vendor opens its page; a single vendor launches. */
export type CategoryAction = { kind: 'page'; category: GameCategory } | { kind: 'launch'; vendor: GameMenu['vendors'][number] };
export function categoryAction(menu: GameMenu): CategoryAction {
  const [only] = menu.vendors;
  return menu.vendors.length === 1 && only ? { kind: 'launch', vendor: only } : { kind: 'page', category: menu.gameCategory };
}
