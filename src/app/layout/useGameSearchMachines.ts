import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { RECENT_SEARCHES_KEY } from '@kernel/storageKeys';
import { gameSearchMachine } from '@machines/gameSearch.machine';
import { createGameSearchCalls } from '@/api/gameSearchCalls';
import { writeStored } from '@/platform/storage';
import { readRecentSearches } from '@/rules/recentSearches.rules';
import { useRootActors } from '../RootActorsContext';
import { api, currentLanguage } from '../services';

const searchCalls = createGameSearchCalls(api, currentLanguage);

/** The recent searches kept in this browser (none when storage is unreadable or holds something else). */
function readStoredRecent(): string[] {
  try {
    return readRecentSearches(JSON.parse(globalThis.localStorage?.getItem(RECENT_SEARCHES_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** The one write of the recent searches, a preference: through the storage gate, kept once the player allows preferences. */
export function storeRecentSearches(recent: readonly string[]) {
  writeStored('local', RECENT_SEARCHES_KEY, JSON.stringify(recent));
}

/** Binds the game search machine to the search call, the recent list's storage and the game launcher (a tile's LAUNCH). */
export function useGameSearchMachines() {
  const { gameLaunch } = useRootActors();
  return useActorRef(
    gameSearchMachine.provide({
      actors: { searchGames: fromPromise(({ input }: { input: { keyword: string } }) => searchCalls.searchGames(input.keyword)) },
      actions: {
        launch: (_, params) => gameLaunch.send({ type: 'LAUNCH', target: params.target }),
        storeRecent: (_, params) => storeRecentSearches(params.recent),
      },
    }),
    { input: { recent: readStoredRecent() } },
  );
}
