import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { RegisterDownlineRequest, RegisterDownlineResult } from '@kernel/agency';
import { type RegisterDownlineInput, registerDownlineMachine } from '@machines/agent/registerDownline.machine';
import type { AgentCalls } from '@/api/agentCalls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

/** The downline registration's machine, its call bound here (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). */
export function useRegisterDownlineFormMachines(calls: Pick<AgentCalls, 'registerDownline'>, input: RegisterDownlineInput) {
  const registration = useActorRef(
    useProvidedMachine(registerDownlineMachine, {
      actors: { register: fromPromise<RegisterDownlineResult, RegisterDownlineRequest>(({ input }) => calls.registerDownline(input)) },
    } satisfies Implementations<typeof registerDownlineMachine>),
    { input },
  );
  return { registration };
}
