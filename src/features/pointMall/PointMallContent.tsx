import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import type { PointRecord, PointRedeem } from '@kernel/points';
import { pointConvertMachine } from '@machines/member/pointConvert.machine';
import type { pointMallMachine } from '@machines/member/pointMall.machine';
import { holdingsOf, type PointMallData } from '@machines/member/pointMall.rules';
import { pointRedeemMachine } from '@machines/member/pointRedeem.machine';
import { createPagedListMachine } from '@machines/pagedList.machine';
import { Stack } from '@/ui/Stack';
import { ConvertCard } from './ConvertCard';
import styles from './PointMall.module.css';
import { PointsSummary } from './PointsSummary';
import { PointTransactions } from './PointTransactions';
import type { PointMallProps } from './pointMallProps';
import { RedeemDialog } from './RedeemDialog';
import { RedeemHistory } from './RedeemHistory';
import { RewardCatalogue } from './RewardCatalogue';

/** The member's redeems and points movements, newest first (the generic paged list; the query is a reload counter). */
const redeemListMachine = createPagedListMachine<PointRedeem, number>('pointRedeems');
const transactionListMachine = createPagedListMachine<PointRecord, number>('pointTransactions');

type Props = PointMallProps & { mall: ActorRefFrom<typeof pointMallMachine> };

/**
 * The mall with its data: the effects of redeem and convert are bound here, once. A redeem or a
 * conversion done reads the mall and both lists again; a conversion also the root wallet (the
 * header balance). The forms hear of every new reading of the points held (SYNC).
 */
export function PointMallContent({ mall, calls, wallet, currencySymbol, openSecurityCenter }: Props) {
  const data = useSelector(mall, (snapshot) => snapshot.context.data) as PointMallData;

  const [redeems, sendRedeems, redeemsRef] = useMachine(
    // biome-ignore lint/correctness/useExhaustiveDependencies: The call set lives as long as the area.
    useMemo(() => redeemListMachine.provide({ actors: { loadPage: fromPromise(({ input }) => calls.getRedeems(input.pageNo)) } }), []),
    { input: { query: 0 } },
  );
  const [transactions, sendTransactions, transactionsRef] = useMachine(
    // biome-ignore lint/correctness/useExhaustiveDependencies: The call set lives as long as the area.
    useMemo(() => transactionListMachine.provide({ actors: { loadPage: fromPromise(({ input }) => calls.getTransactions(input.pageNo)) } }), []),
    { input: { query: 0 } },
  );

  // Named effects, bound once: the actors and the call set live as long as the area.
  const pointsChanged = () => {
    mall.send({ type: 'REFRESH' });
    redeemsRef.send({ type: 'SET_QUERY', query: Date.now() });
    transactionsRef.send({ type: 'SET_QUERY', query: Date.now() });
  };
  const redeem = useActorRef(
    pointRedeemMachine.provide({
      actors: { redeem: fromPromise(({ input }) => calls.redeem(input)) },
      actions: { pointsChanged, openSecurityCenter },
    }),
    { input: holdingsOf(data) },
  );
  const convert = useActorRef(
    pointConvertMachine.provide({
      actors: { convert: fromPromise(({ input }) => calls.convert(input)) },
      actions: {
        pointsChanged,
        moneyChanged: () => wallet.send({ type: 'REFRESH' }),
        openSecurityCenter,
      },
    }),
    { input: { config: data.config, ...holdingsOf(data) } },
  );

  const { currentPoints, hasWithdrawPassword } = holdingsOf(data);
  useEffect(() => {
    redeem.send({ type: 'SYNC', currentPoints, hasWithdrawPassword });
    convert.send({ type: 'SYNC', currentPoints, hasWithdrawPassword });
  }, [redeem, convert, currentPoints, hasWithdrawPassword]);

  return (
    <Stack gap="l">
      <PointsSummary mall={mall} currencySymbol={currencySymbol} openSecurityCenter={openSecurityCenter} />
      <div className={styles.columns}>
        <RewardCatalogue mall={mall} onRedeem={(reward) => redeem.send({ type: 'SELECT', reward })} />
        <ConvertCard convert={convert} currencySymbol={currencySymbol} />
      </div>
      <RedeemHistory snapshot={redeems} send={sendRedeems} />
      <PointTransactions snapshot={transactions} send={sendTransactions} />
      <RedeemDialog redeem={redeem} />
    </Stack>
  );
}
