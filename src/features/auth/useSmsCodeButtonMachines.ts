import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { smsCountdownMachine } from '@machines/smsCountdown.machine';

/** The SMS button's countdown; `send` makes the call (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). */
export function useSmsCodeButtonMachines(send: () => Promise<{ expiredMinutes: number }>) {
  const countdown = useActorRef(smsCountdownMachine.provide({ actors: { sendCode: fromPromise(() => send()) } }));
  return { countdown };
}
