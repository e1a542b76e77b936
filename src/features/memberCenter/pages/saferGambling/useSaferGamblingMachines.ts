import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PlayerBlock, TakeBreakRequest } from '@kernel/playerSafety';
import type { SaferGambling } from '@kernel/saferGambling';
import { type SaveLimitInput, saferGamblingMachine } from '@machines/member/saferGambling.machine';
import { selfExclusionMachine } from '@machines/member/selfExclusion.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { MemberPageProps } from '../../memberPageProps';

/** The safer-gambling page's machines, bound to the area's calls: read the limits, set one; take a break (then the session ends). */
export function useSaferGamblingMachines({ calls, endSession }: Pick<MemberPageProps, 'calls' | 'endSession'>) {
  const limits = useActorRef(
    useProvidedMachine(saferGamblingMachine, {
      actors: {
        loadLimits: fromPromise(() => calls.saferGambling.getLimits()),
        saveLimit: fromPromise<SaferGambling, SaveLimitInput>(({ input }) => calls.saferGambling.setLimit(input)),
      },
    } satisfies Implementations<typeof saferGamblingMachine>),
    { input: {} },
  );
  const breakTaker = useActorRef(
    useProvidedMachine(selfExclusionMachine, {
      actors: { takeBreak: fromPromise<PlayerBlock, TakeBreakRequest>(({ input }) => calls.playerSafety.takeBreak(input)) },
      actions: { endSession: () => endSession?.() },
    } satisfies Implementations<typeof selfExclusionMachine>),
  );
  return { limits, breakTaker };
}
