import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { pointMallMachine } from '@machines/member/pointMall.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { PointMallProps } from './pointMallProps';

/** The mall's machine (balance, configuration and rewards loaded together), its calls bound here (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). */
export function usePointMallMachines(calls: PointMallProps['calls']) {
  const mall = useActorRef(
    useProvidedMachine(pointMallMachine, {
      actors: {
        loadMall: fromPromise(async () => {
          const [balance, config, rewards] = await Promise.all([calls.getBalance(), calls.getConfig(), calls.getRewards()]);
          return { balance, config, rewards };
        }),
      },
    } satisfies Implementations<typeof pointMallMachine>),
  );
  return { mall };
}
