import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { SaferGambling } from '@kernel/saferGambling';
import { type SaveLimitInput, saferGamblingMachine } from '@machines/member/saferGambling.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { MemberPageProps } from '../../memberPageProps';

/** The safer-gambling page's machine, bound to the area's calls: read the limits, set one. */
export function useSaferGamblingMachines({ calls }: Pick<MemberPageProps, 'calls'>) {
  const limits = useActorRef(
    useProvidedMachine(saferGamblingMachine, {
      actors: {
        loadLimits: fromPromise(() => calls.saferGambling.getLimits()),
        saveLimit: fromPromise<SaferGambling, SaveLimitInput>(({ input }) => calls.saferGambling.setLimit(input)),
      },
    } satisfies Implementations<typeof saferGamblingMachine>),
    { input: {} },
  );
  return { limits };
}
