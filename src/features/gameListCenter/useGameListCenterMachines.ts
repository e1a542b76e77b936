import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Game } from '@kernel/games';
import type { Page } from '@machines/pagedList.machine';
import type { GameListQuery } from '@/rules/gameFilters.rules';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import { gameListMachine } from './gameListMachine';

/**
 * The game list's machine, its loader bound here (the pattern:
 * src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). The actor calls the
 * latest loader; the category and the filters change through SET_QUERY.
 */
export function useGameListCenterMachines(loadPage: (query: GameListQuery, pageNo: number) => Promise<Page<Game>>, query: GameListQuery) {
  const list = useActorRef(
    useProvidedMachine(gameListMachine, {
      actors: { loadPage: fromPromise(({ input }) => loadPage(input.query, input.pageNo)) },
    } satisfies Implementations<typeof gameListMachine>),
    { input: { query } },
  );
  return { list };
}
