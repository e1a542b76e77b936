import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Withdrawal } from '@kernel/withdraw';
import { createPagedListMachine } from '@machines/pagedList.machine';
import { withdrawMachine } from '@machines/wallet/withdraw.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { MemberPageProps } from '../../memberPageProps';

/** The member's withdrawals, newest first (the generic paged list; the query is a reload counter). */
export const withdrawalsListMachine = createPagedListMachine<Withdrawal, number>('withdrawals');
const HISTORY_PAGE_SIZE = 10;

/*
 * How a view gets its machines (issue 22: effects bound where the area is composed). The area's
 * route makes the call sets and passes the root actors (MemberPageProps, AgentPageProps, an
 * area's props); one hook per view, beside it and named after it (`use<View>Machines`), binds
 * them to the view's machines and returns the actor refs. The view only selects (`useSelector`,
 * with the selectors of machines/*.selectors.ts) and sends; it never calls `provide`.
 * A hook writes `useActorRef(useProvidedMachine(machine, { ... } satisfies Implementations<typeof machine>))`:
 * the machine is provided once per mount and gets the latest implementations on every render
 * (src/ui/useProvidedMachine.ts), so they call the latest props with no useMemo and no dependency
 * list to silence; `satisfies` types the implementations as `machine.provide` would. Machine
 * factories (createPagedListMachine) run at module scope, never in a hook.
 */
/** The withdraw page's machines: the withdrawal flow and the member's withdrawals. */
export function useWithdrawPageMachines({ calls, wallet }: Pick<MemberPageProps, 'calls' | 'wallet'>) {
  const history = useActorRef(
    useProvidedMachine(withdrawalsListMachine, {
      actors: { loadPage: fromPromise(({ input }) => calls.withdraw.getWithdrawals(input.pageNo, HISTORY_PAGE_SIZE)) },
    } satisfies Implementations<typeof withdrawalsListMachine>),
    { input: { query: 0 } },
  );
  const withdraw = useActorRef(
    useProvidedMachine(withdrawMachine, {
      actors: {
        loadAccounts: fromPromise(async () => {
          const [accounts, limits] = await Promise.all([calls.withdraw.getBankAccounts(), calls.withdraw.getLimits()]);
          return { accounts, limits };
        }),
        submitWithdraw: fromPromise(({ input }) => calls.withdraw.withdraw(input)),
      },
      actions: {
        refreshWallet: () => wallet.send({ type: 'REFRESH' }),
        refreshHistory: () => history.send({ type: 'SET_QUERY', query: Date.now() }),
      },
    } satisfies Implementations<typeof withdrawMachine>),
    // The machine makes its own order keys (machines/idempotencyKey.ts).
    { input: {} },
  );
  return { withdraw, history };
}
