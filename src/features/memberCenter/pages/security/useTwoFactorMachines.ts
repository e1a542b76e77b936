import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { twoFactorMachine } from '@machines/member/twoFactor.machine';
import type { TwoFactorCalls } from '@/api/twoFactorCalls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

/** Two-factor authentication (issue 26 item 2): its calls bound here, and the clipboard the recovery codes are copied to. */
export function useTwoFactorMachines(calls: TwoFactorCalls, copyText: (text: string) => Promise<void>) {
  const twoFactor = useActorRef(
    useProvidedMachine(twoFactorMachine, {
      actors: {
        loadStatus: fromPromise(() => calls.getStatus()),
        startEnrolment: fromPromise(() => calls.startEnrolment()),
        confirm: fromPromise(({ input }) => calls.confirm(input)),
        disable: fromPromise(({ input }) => calls.disable(input)),
        copyCodes: fromPromise(({ input }) => copyText(input.text)),
      },
    } satisfies Implementations<typeof twoFactorMachine>),
  );
  return { twoFactor };
}
