import { gameVendorResponse, newGameVendorResponse, vendorGameTypeResponse } from '../../kernel/games';
import { PATH } from '../../kernel/paths';
import { GAME_PLATFORM } from '../../kernel/platform';
import type { ApiClient } from './client';

/**
 * SPEC 7 vendor calls the game lists read (Game vendor, Vendor type, New vendors); created in the
 * game list area's chunk, so the lobby's first screen neither makes nor downloads them.
 */
export function createVendorCalls(api: ApiClient, language: () => string) {
  return {
    /** Game vendor (GET, platform html5-desktop): every category's lane, its vendor cards and gameClassify; not enveloped, data.lanes. */
    getVendorLanes: async () => (await api.getRaw(PATH.gameVendor, gameVendorResponse, { platform: GAME_PLATFORM })).data.lanes,
    /** Vendor type (T): the game types (categories) one vendor code serves. */
    getVendorGameTypes: async (vassalage: string) => (await api.get(PATH.vendorGameType, vendorGameTypeResponse, { vassalage, language: language() })).value,
    /** New vendors: the vendors the merchant added lately, as vendor cards. */
    getNewGameVendors: async () => (await api.get(PATH.newGameVendor, newGameVendorResponse, { platform: GAME_PLATFORM, language: language() })).value,
  };
}

export type VendorCalls = ReturnType<typeof createVendorCalls>;
