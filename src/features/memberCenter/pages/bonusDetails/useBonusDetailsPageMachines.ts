import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { BonusGrant, RebateClaim } from '@kernel/bonusDetails';
import { rebateMachine } from '@machines/member/rebate.machine';
import { createPagedListMachine } from '@machines/pagedList.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { MemberPageProps } from '../../memberPageProps';

/** The bonuses received and the rebate claims, newest first (the generic paged list; the query is a reload counter). */
const bonusListMachine = createPagedListMachine<BonusGrant, number>('bonusGrants');
const rebateClaimsMachine = createPagedListMachine<RebateClaim, number>('rebateClaims');

/** Bonus details' machines: the manual rebate and its two lists (the pattern: ../withdraw/useWithdrawPageMachines.ts). */
export function useBonusDetailsPageMachines({ calls, wallet }: Pick<MemberPageProps, 'calls' | 'wallet'>) {
  const bonuses = useActorRef(
    useProvidedMachine(bonusListMachine, { actors: { loadPage: fromPromise(({ input }) => calls.bonus.getBonuses(input.pageNo)) } } satisfies Implementations<
      typeof bonusListMachine
    >),
    {
      input: { query: 0 },
    },
  );
  const claims = useActorRef(
    useProvidedMachine(rebateClaimsMachine, { actors: { loadPage: fromPromise(({ input }) => calls.bonus.getRebateClaims(input.pageNo)) } } satisfies Implementations<
      typeof rebateClaimsMachine
    >),
    {
      input: { query: 0 },
    },
  );
  const rebate = useActorRef(
    useProvidedMachine(rebateMachine, {
      actors: {
        loadRebate: fromPromise(() => calls.bonus.getRebate()),
        claimRebate: fromPromise(({ input }) => calls.bonus.claimRebate(input)),
      },
      actions: {
        refreshWallet: () => wallet.send({ type: 'REFRESH' }),
        refreshHistory: () => claims.send({ type: 'SET_QUERY', query: Date.now() }),
      },
    } satisfies Implementations<typeof rebateMachine>),
    // The machine makes its own claim keys (machines/idempotencyKey.ts).
    { input: {} },
  );
  return { rebate, bonuses, claims };
}
