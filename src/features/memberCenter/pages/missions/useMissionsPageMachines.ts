import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { missionsMachine } from '@machines/member/missions.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { MemberPageProps } from '../../memberPageProps';

/** The missions page's machine, its calls bound here (the pattern: ../withdraw/useWithdrawPageMachines.ts). */
export function useMissionsPageMachines({ calls, wallet, refreshBadges }: Pick<MemberPageProps, 'calls' | 'wallet' | 'refreshBadges'>) {
  const missions = useActorRef(
    useProvidedMachine(missionsMachine, {
      actors: {
        loadBoard: fromPromise(async () => {
          const [summary, leaderboard] = await Promise.all([calls.missions.getSummary(), calls.missions.getLeaderboard()]);
          return { summary, leaderboard };
        }),
        claimMission: fromPromise(({ input }) => calls.missions.claim(input)),
      },
      actions: {
        refreshWallet: () => wallet.send({ type: 'REFRESH' }),
        badgesChanged: () => refreshBadges(),
      },
    } satisfies Implementations<typeof missionsMachine>),
    // The machine makes its own claim keys (machines/idempotencyKey.ts).
    { input: {} },
  );
  return { missions };
}
