import { useActorRef } from '@xstate/react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import type { PointRecord, PointRedeem } from '@kernel/points';
import { pointConvertMachine } from '@machines/member/pointConvert.machine';
import type { pointMallMachine } from '@machines/member/pointMall.machine';
import { holdingsOf, type PointMallData } from '@machines/member/pointMall.rules';
import { pointRedeemMachine } from '@machines/member/pointRedeem.machine';
import { createPagedListMachine } from '@machines/pagedList.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { PointMallProps } from './pointMallProps';

/** The member's redeems and points movements, newest first (the generic paged list; the query is a reload counter). */
const redeemListMachine = createPagedListMachine<PointRedeem, number>('pointRedeems');
const transactionListMachine = createPagedListMachine<PointRecord, number>('pointTransactions');

/**
 * The mall content's machines (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts):
 * the redeems and points movements, the redeem and the conversion. A redeem or a conversion done
 * reads the mall and both lists again; a conversion also the root wallet (the header balance).
 */
export function usePointMallContentMachines({
  mall,
  data,
  calls,
  wallet,
  openSecurityCenter,
}: Pick<PointMallProps, 'calls' | 'wallet' | 'openSecurityCenter'> & { mall: ActorRefFrom<typeof pointMallMachine>; data: PointMallData }) {
  const redeems = useActorRef(
    useProvidedMachine(redeemListMachine, {
      actors: { loadPage: fromPromise(({ input }) => calls.getRedeems(input.pageNo)) },
    } satisfies Implementations<typeof redeemListMachine>),
    { input: { query: 0 } },
  );
  const transactions = useActorRef(
    useProvidedMachine(transactionListMachine, {
      actors: { loadPage: fromPromise(({ input }) => calls.getTransactions(input.pageNo)) },
    } satisfies Implementations<typeof transactionListMachine>),
    { input: { query: 0 } },
  );
  const pointsChanged = () => {
    mall.send({ type: 'REFRESH' });
    redeems.send({ type: 'SET_QUERY', query: Date.now() });
    transactions.send({ type: 'SET_QUERY', query: Date.now() });
  };
  const redeem = useActorRef(
    useProvidedMachine(pointRedeemMachine, {
      actors: { redeem: fromPromise(({ input }) => calls.redeem(input)) },
      actions: { pointsChanged, openSecurityCenter },
    } satisfies Implementations<typeof pointRedeemMachine>),
    { input: holdingsOf(data) },
  );
  const convert = useActorRef(
    useProvidedMachine(pointConvertMachine, {
      actors: { convert: fromPromise(({ input }) => calls.convert(input)) },
      actions: {
        pointsChanged,
        moneyChanged: () => wallet.send({ type: 'REFRESH' }),
        openSecurityCenter,
      },
    } satisfies Implementations<typeof pointConvertMachine>),
    { input: { config: data.config, ...holdingsOf(data) } },
  );
  return { redeems, transactions, redeem, convert };
}
