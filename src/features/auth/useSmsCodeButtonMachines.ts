import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { smsCountdownMachine } from '@machines/smsCountdown.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

/** The SMS button's countdown; `send` makes the call (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). */
export function useSmsCodeButtonMachines(send: () => Promise<{ expiredMinutes: number }>) {
  const countdown = useActorRef(
    useProvidedMachine(smsCountdownMachine, { actors: { sendCode: fromPromise(() => send()) } } satisfies Implementations<typeof smsCountdownMachine>),
  );
  return { countdown };
}
