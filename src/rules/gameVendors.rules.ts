import type { Vendor, VendorGameType, VendorLane } from '@kernel/games';
import type { GameCategory } from '@kernel/platform';
import type { TypeFilter } from '@/rules/gameFilters.rules';

/**
 * SPEC 3 Game vendor category (a lane: title, cards keyed by vassalage, gameClassify): a list offers
 * the type filters its category's lane names, in SPEC 2's order and among those SPEC 2 offers (BG
 * only with TY). Lanes not known (the call failed) leave SPEC 2's filters; a category the lanes
 * leave out has no vendor, so no game to filter.
 */
export function laneTypeFilters(offered: readonly TypeFilter[], lanes: readonly VendorLane[] | null, category: GameCategory): TypeFilter[] {
  if (lanes === null) return [...offered];
  const lane = lanes.find((entry) => entry.gameType === category);
  return offered.filter((filter) => lane?.gameClassify.includes(filter) ?? false);
}

/** SPEC 7 New vendors: the codes of the category's vendors the merchant added lately, marked among its providers. */
export function newVendorCodes(newVendors: readonly Vendor[] | null, category: GameCategory): ReadonlySet<string> {
  return new Set((newVendors ?? []).filter((vendor) => vendor.gameType === category).map((vendor) => vendor.vassalage));
}

/**
 * SPEC 7 Vendor type: the game types the vendor serves besides the list's own (PT: slots and live
 * tables), in the order the platform gives, each once; a vendor the answer does not name has none.
 */
export function otherGameTypes(types: readonly VendorGameType[] | null, vassalage: string, current: GameCategory): GameCategory[] {
  const entry = (types ?? []).find((type) => type.vassalage === vassalage);
  return [...new Set(entry?.gameTypes ?? [])].filter((gameType) => gameType !== current);
}
