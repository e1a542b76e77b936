import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { TransferDownlineRequest, TransferDownlineResult } from '@kernel/agency';
import { downlineTransferMachine, type PeerTransferRequest } from '@machines/wallet/peerTransfer.machine';
import type { AgentCalls } from '@/api/agentCalls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

/**
 * The transfer to a downline, its calls and outcomes bound here (the pattern:
 * src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts): the actor calls the
 * latest callbacks of the dialog's props.
 */
export function useDownlineTransferMachines(calls: AgentCalls, peer: string, outcomes: { onTransferred: () => void; openSecurity: () => void }) {
  const transfer = useActorRef(
    useProvidedMachine(downlineTransferMachine, {
      actors: {
        loadInfo: fromPromise(() => calls.getDownlineTransferInfo()),
        transfer: fromPromise<TransferDownlineResult, PeerTransferRequest>(({ input }) => calls.transferDownline(input as TransferDownlineRequest)),
      },
      actions: {
        transferred: () => outcomes.onTransferred(),
        openSecurityCenter: () => outcomes.openSecurity(),
      },
    } satisfies Implementations<typeof downlineTransferMachine>),
    { input: { peer } },
  );
  return { transfer };
}
