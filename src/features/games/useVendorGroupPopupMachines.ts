import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Game } from '@kernel/games';
import type { GameCategory } from '@kernel/platform';
import { createPagedListMachine, type Page } from '@machines/pagedList.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

type Query = { gameType: GameCategory; vassalage: string };
const vendorGroupMachine = createPagedListMachine<Game, Query>('vendorGroupGames');

/** A vendor group's games, their loader bound here (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). */
export function useVendorGroupPopupMachines(loadPage: (query: Query, pageNo: number) => Promise<Page<Game>>, query: Query) {
  const list = useActorRef(
    useProvidedMachine(vendorGroupMachine, {
      actors: { loadPage: fromPromise(({ input }) => loadPage(input.query, input.pageNo)) },
    } satisfies Implementations<typeof vendorGroupMachine>),
    { input: { query } },
  );
  return { list };
}
