import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { TransferUplineRequest } from '@kernel/transferUpline';
import { type PeerTransferRequest, type UplineTransferResult, uplineTransferMachine } from '@machines/wallet/peerTransfer.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { MemberPageProps } from '../../memberPageProps';

/**
 * The transfer-to-upline page's machine (the pattern: useWithdrawPageMachines.ts): the upline's
 * limits and the transfer go to the area's calls; a transfer refreshes the wallet, and a missing
 * withdrawal password opens the security center.
 */
export function useTransferUplinePageMachines({ calls, wallet, openPage }: Pick<MemberPageProps, 'calls' | 'wallet' | 'openPage'>) {
  const transfer = useActorRef(
    useProvidedMachine(uplineTransferMachine, {
      actors: {
        loadInfo: fromPromise(() => calls.upline.getInfo()),
        transfer: fromPromise<UplineTransferResult, PeerTransferRequest>(({ input }) => calls.upline.transfer(input satisfies TransferUplineRequest)),
      },
      actions: {
        transferred: () => wallet.send({ type: 'REFRESH' }),
        openSecurityCenter: () => openPage('securityCenter'),
      },
    } satisfies Implementations<typeof uplineTransferMachine>),
    { input: {} },
  );
  return { transfer };
}
