import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { pointMallMachine } from '@machines/member/pointMall.machine';
import { holdingsOf, type PointMallData } from '@machines/member/pointMall.rules';
import { Stack } from '@/ui/Stack';
import { ConvertCard } from './ConvertCard';
import styles from './PointMall.module.css';
import { PointsSummary } from './PointsSummary';
import { PointTransactions } from './PointTransactions';
import type { PointMallProps } from './pointMallProps';
import { RedeemDialog } from './RedeemDialog';
import { RedeemHistory } from './RedeemHistory';
import { RewardCatalogue } from './RewardCatalogue';
import { usePointMallContentMachines } from './usePointMallContentMachines';

type Props = PointMallProps & { mall: ActorRefFrom<typeof pointMallMachine> };

/**
 * The mall with its data: its machines are bound in usePointMallContentMachines. The forms hear
 * of every new reading of the points held (SYNC).
 */
export function PointMallContent({ mall, calls, wallet, currencySymbol, openSecurityCenter }: Props) {
  const data = useSelector(mall, (snapshot) => snapshot.context.data) as PointMallData;

  const machines = usePointMallContentMachines({ mall, data, calls, wallet, openSecurityCenter });
  const { redeem, convert } = machines;
  const redeems = useSelector(machines.redeems, (snapshot) => snapshot);
  const transactions = useSelector(machines.transactions, (snapshot) => snapshot);

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
      <RedeemHistory snapshot={redeems} send={machines.redeems.send} />
      <PointTransactions snapshot={transactions} send={machines.transactions.send} />
      <RedeemDialog redeem={redeem} />
    </Stack>
  );
}
