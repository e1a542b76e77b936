import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isModuleEnabled } from '@kernel/modules';
import { rewardCenterMachine } from '@machines/member/rewardCenter.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { MemberPageProps } from '../../memberPageProps';

/** The reward center's machine, its calls, the wallet and the menu badge bound here (the pattern: ../withdraw/useWithdrawPageMachines.ts). */
export function useRewardCenterPageMachines({ calls, wallet, modules, refreshBadges }: Pick<MemberPageProps, 'calls' | 'wallet' | 'modules' | 'refreshBadges'>) {
  const rewardCenter = useActorRef(
    useProvidedMachine(rewardCenterMachine, {
      actors: {
        loadVip: fromPromise(() => calls.rewardCenter.getVipInfo()),
        loadRewards: fromPromise(() => calls.rewardCenter.getRewards()),
        markSeen: fromPromise(({ input }) => calls.rewardCenter.markSeen(input)),
        claimReward: fromPromise(({ input }) => calls.rewardCenter.claim(input)),
      },
      actions: { notifyWallet: () => wallet.send({ type: 'REFRESH' }), unreadChanged: () => refreshBadges() },
    } satisfies Implementations<typeof rewardCenterMachine>),
    { input: { vipEnabled: isModuleEnabled(modules, 'VIP3') } },
  );
  return { rewardCenter };
}
