import { pvpRoomListResponse } from '../../kernel/games';
import { PATH } from '../../kernel/paths';
import type { ApiClient } from './client';

/** Game calls of SPEC section 7 beyond the core ones in calls.ts, named after the call. */
export function createGameCalls(api: ApiClient, language: () => string) {
  return {
    /** SPEC 7 PVP rooms (T): the tables of one card-game vendor; a vendor without tables answers NOT_FOUND. */
    getPvpRoomList: async (vassalage: string) => (await api.get(PATH.pvpRoomList, pvpRoomListResponse, { vassalage, language: language() })).value,
  };
}

export type GameCalls = ReturnType<typeof createGameCalls>;
