import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { depositMachine } from '@machines/wallet/deposit.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { MemberPageProps } from '../../memberPageProps';
import { DEPOSIT_HISTORY_QUERY, depositHistoryMachine } from './DepositHistory';

/**
 * The deposit page's machines (the pattern: useWithdrawPageMachines.ts): the deposit flow (its
 * channels, the order, its payment window and status) and the member's orders, read again when an
 * order changes.
 */
export function useDepositPageMachines({ calls, wallet, openWindow }: Pick<MemberPageProps, 'calls' | 'wallet' | 'openWindow'>) {
  const history = useActorRef(
    useProvidedMachine(depositHistoryMachine, {
      actors: { loadPage: fromPromise(({ input }) => calls.deposit.getOrders(input.pageNo, input.query.pageSize)) },
    } satisfies Implementations<typeof depositHistoryMachine>),
    { input: { query: DEPOSIT_HISTORY_QUERY } },
  );
  const deposit = useActorRef(
    useProvidedMachine(depositMachine, {
      actors: {
        loadOptions: fromPromise(() => calls.deposit.getOptions()),
        createOrder: fromPromise(({ input }) => calls.deposit.createOrder(input)),
        getOrder: fromPromise(({ input }) => calls.deposit.getOrder(input.orderId)),
        openGateway: fromPromise(async ({ input }) => openWindow(input.url)),
      },
      actions: {
        refreshWallet: () => wallet.send({ type: 'REFRESH' }),
        historyChanged: () => history.send({ type: 'SET_QUERY', query: DEPOSIT_HISTORY_QUERY }),
      },
    } satisfies Implementations<typeof depositMachine>),
    { input: { clock: () => Date.now() } },
  );
  return { deposit, history };
}
