import type { Game, GameMenu, Vendor } from '@kernel/games';
import { CATEGORY_PATH, GAME_CATEGORIES, type GameCategory, VENDOR_LISTS } from '@kernel/platform';
import type { LaunchTarget } from '@machines/gameLaunch.machine';

/** SPEC 2: a category appears only when it has at least one vendor; side-menu order. */
export function visibleCategories(menus: readonly GameMenu[]): GameMenu[] {
  const byCategory = new Map(menus.map((menu) => [menu.gameCategory, menu]));
  return GAME_CATEGORIES.map((category) => byCategory.get(category)).filter((menu): menu is GameMenu => menu !== undefined && menu.vendors.length > 0);
}

/**
 * SPEC 9: sports vendors named in the e-sports and cockfight lists are split into their own
 * ESPORTS and COCKFIGHT categories, and excluded slot (RNG) vendors become in-house (BGS), whatever
 * lane the platform put them in. Vendors keep their order; a category that gains vendors is added.
 */
export function splitCategories(menus: readonly GameMenu[], lists = VENDOR_LISTS): GameMenu[] {
  const moves: { from: GameCategory; to: GameCategory; codes: readonly string[] }[] = [
    { from: 'SPORTS', to: 'ESPORTS', codes: lists.esports },
    { from: 'SPORTS', to: 'COCKFIGHT', codes: lists.cockfight },
    { from: 'RNG', to: 'BGS', codes: lists.excludedSlots },
  ];
  const byCategory = new Map(menus.map((menu) => [menu.gameCategory, [...menu.vendors]]));
  for (const move of moves) {
    // Stryker disable next-line ArrayDeclaration: equivalent: a placeholder source has no vendor whose vassalage is in the (string) code lists, so nothing moves either way.
    const source = byCategory.get(move.from) ?? [];
    const moving = source.filter((vendor) => move.codes.includes(vendor.vassalage));
    if (moving.length === 0) continue;
    byCategory.set(
      move.from,
      source.filter((vendor) => !move.codes.includes(vendor.vassalage)),
    );
    const target = byCategory.get(move.to) ?? [];
    const known = new Set(target.map((vendor) => vendor.vassalage));
    byCategory.set(move.to, [...target, ...moving.filter((vendor) => !known.has(vendor.vassalage)).map((vendor) => ({ ...vendor, gameType: move.to }))]);
  }
  const order = [...menus.map((menu) => menu.gameCategory), ...GAME_CATEGORIES.filter((category) => !menus.some((menu) => menu.gameCategory === category))];
  // Stryker disable next-line ArrayDeclaration: unreachable: every category left by the filter is in byCategory.
  return order.filter((category) => byCategory.has(category)).map((category) => ({ gameCategory: category, vendors: byCategory.get(category) ?? [] }));
}

/** SPEC 2 Header: the vendor drop-down is large when there are more than 10 vendors. */
export const isLargeVendorDropdown = (menu: GameMenu) => menu.vendors.length > 10;

/**
 * SPEC 2 Header: a category with more than one vendor opens its page; a single vendor launches
 * directly (its one game, or its group's popup list).
 */
export type CategoryAction = { kind: 'page'; href: string } | { kind: 'launch'; target: LaunchTarget };
export function categoryAction(menu: GameMenu): CategoryAction {
  const [only] = menu.vendors;
  const single = menu.vendors.length === 1 && only ? vendorAction(only) : null;
  return single?.kind === 'launch' ? single : { kind: 'page', href: CATEGORY_PATH[menu.gameCategory] };
}

/** A vendor as the launcher takes it: its direct game (lottery, single-vendor categories) or its group. */
export function vendorLaunchTarget(vendor: Vendor): LaunchTarget {
  return { gameType: vendor.gameType, vassalage: vendor.vassalage, gameCode: vendor.gameCode ?? '', isGame: vendor.isGame, name: vendor.name };
}

/**
 * SPEC 2 Game launching: what a vendor card or drop-down entry does. FISH and RNG vendors go to
 * their list with a vassalage query; every other vendor goes to the launcher, which sends
 * lotteries to their pages, opens a vendor group's popup game list and launches the rest directly.
 */
export type VendorAction = { kind: 'launch'; target: LaunchTarget } | { kind: 'list'; href: string };
export function vendorAction(vendor: Vendor): VendorAction {
  if (vendor.gameType === 'RNG' || vendor.gameType === 'FISH')
    return { kind: 'list', href: `${CATEGORY_PATH[vendor.gameType]}?vassalage=${encodeURIComponent(vendor.vassalage)}` };
  return { kind: 'launch', target: vendorLaunchTarget(vendor) };
}

/** The lobby's recent or favourite shelf shows one row of tiles; More opens the whole list. */
export const MY_GAMES_ROW = 6;
/** SPEC 9: vendor rows are capped at 12. */
export const VENDOR_ROW_CAP = 12;
/** SPEC 9: the hot carousel shows 4 per view, autoplays every 1200 ms at speed 1100, arrows above 7. */
export const HOT_CAROUSEL = { perView: 4, autoplayMs: 1200, speedMs: 1100, arrowsAbove: 7 } as const;
/** SPEC 9: other carousels show arrows above 12 items. */
export const CAROUSEL_ARROWS_ABOVE = 12;
/** SPEC 9: a carousel shows its arrows only above its threshold (7 for hot games, 12 for the others). */
export const showsCarouselArrows = (items: number, arrowsAbove: number = CAROUSEL_ARROWS_ABOVE) => items > arrowsAbove;
/** SPEC 2: lobby sections after hot games and jackpot, each with a More link. */
export const LOBBY_SECTIONS = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const satisfies readonly GameCategory[];
/** SPEC 9: the in-house vendor whose games the lobby loads besides the first vendors. */
export const IN_HOUSE_VENDOR = 'JL';

/**
 * SPEC 9: the game lists the lobby loads: the first 3 RNG vendors, 1 live and 1 fish vendor,
 * plus the in-house vendor JL.
 */
export function lobbyGameLists(menus: readonly GameMenu[]): { gameType: GameCategory; vassalage: string }[] {
  const vendorsOf = (category: GameCategory) => menus.find((menu) => menu.gameCategory === category)?.vendors ?? [];
  const picks = [
    ...vendorsOf('RNG')
      .slice(0, 3)
      .map((vendor) => ({ gameType: 'RNG' as GameCategory, vassalage: vendor.vassalage })),
    ...vendorsOf('LIVE')
      .slice(0, 1)
      .map((vendor) => ({ gameType: 'LIVE' as GameCategory, vassalage: vendor.vassalage })),
    ...vendorsOf('FISH')
      .slice(0, 1)
      .map((vendor) => ({ gameType: 'FISH' as GameCategory, vassalage: vendor.vassalage })),
  ];
  const inHouse = menus
    .flatMap((menu) => menu.vendors.map((vendor) => ({ gameType: menu.gameCategory, vassalage: vendor.vassalage })))
    .find((vendor) => vendor.vassalage === IN_HOUSE_VENDOR);
  if (inHouse && !picks.some((pick) => pick.vassalage === IN_HOUSE_VENDOR)) picks.push(inHouse);
  return picks;
}

/** SPEC 2: a lobby section shows at most 12 of its games. */
export const LOBBY_SECTION_GAMES = 12;

/**
 * The lobby's loaded game lists, grouped by category in list order: one array per section, made
 * once per arrival, so a section re-renders only when its own games change.
 */
export function lobbyGamesByCategory(lists: readonly { games: readonly Game[] }[]): ReadonlyMap<string, readonly Game[]> {
  const byCategory = new Map<string, Game[]>();
  for (const game of lists.flatMap((list) => list.games)) {
    const games = byCategory.get(game.gameType);
    if (games) games.push(game);
    else byCategory.set(game.gameType, [game]);
  }
  return byCategory;
}
