import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Game } from '@kernel/games';
import { createPagedListMachine, type Page } from '@machines/pagedList.machine';
import type { AccountGameQuery } from '@/rules/accountGames.rules';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

const accountGamesMachine = createPagedListMachine<Game, AccountGameQuery>('accountGames');

/** The favourite or recent games' list, its loader bound here (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). */
export function useAccountGameMachines(loadPage: (query: AccountGameQuery, pageNo: number) => Promise<Page<Game>>, query: AccountGameQuery) {
  const list = useActorRef(
    useProvidedMachine(accountGamesMachine, {
      actors: { loadPage: fromPromise(({ input }) => loadPage(input.query, input.pageNo)) },
    } satisfies Implementations<typeof accountGamesMachine>),
    { input: { query } },
  );
  return { list };
}
