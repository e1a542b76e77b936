import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Withdrawal } from '@kernel/withdraw';
import { createPagedListMachine } from '@machines/pagedList.machine';
import { withdrawMachine } from '@machines/wallet/withdraw.machine';
import type { MemberPageProps } from '../../memberPageProps';

/** The member's withdrawals, newest first (the generic paged list; the query is a reload counter). */
export const withdrawalsListMachine = createPagedListMachine<Withdrawal, number>('withdrawals');
const HISTORY_PAGE_SIZE = 10;

/*
 * How a view gets its machines (issue 22: effects bound where the area is composed). The area's
 * route makes the call sets and passes the root actors; one hook per page, beside the page and
 * named after it (`use<View>Machines`), binds them to the page's machines with `provide` and
 * returns the actor refs. The view only selects (`useSelector`, with the selectors of
 * machines/*.selectors.ts) and sends; it never calls `provide`.
 * `useActorRef(machine.provide(...))` on every render is meant: @xstate/react creates the actor
 * once (a provided machine keeps its config) and hands it the latest implementations after each
 * render, so there is no useMemo and no dependency list to silence. Machine factories
 * (createPagedListMachine) run at module scope, never in the hook, or the actor would restart.
 */
/** The withdraw page's machines: the withdrawal flow and the member's withdrawals. */
export function useWithdrawPageMachines({ calls, wallet }: Pick<MemberPageProps, 'calls' | 'wallet'>) {
  const history = useActorRef(
    withdrawalsListMachine.provide({
      actors: { loadPage: fromPromise(({ input }) => calls.withdraw.getWithdrawals(input.pageNo, HISTORY_PAGE_SIZE)) },
    }),
    { input: { query: 0 } },
  );
  const withdraw = useActorRef(
    withdrawMachine.provide({
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
    }),
    // The machine makes its own order keys (machines/idempotencyKey.ts).
    { input: {} },
  );
  return { withdraw, history };
}
