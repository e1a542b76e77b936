import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { WalletSweepResult, WalletTransferResult } from '@kernel/wallet';
import { type WalletWriteInput, walletTransferMachine } from '@machines/wallet/walletTransfer.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { MemberPageProps } from '../../memberPageProps';

/** The wallet page's machine, its calls and the root wallet bound here (the pattern: ../withdraw/useWithdrawPageMachines.ts). */
export function useTransferFundPageMachines({ calls, wallet }: Pick<MemberPageProps, 'calls' | 'wallet'>) {
  const transfer = useActorRef(
    useProvidedMachine(walletTransferMachine, {
      actors: {
        loadWallets: fromPromise(() => calls.wallet.getMerchantWallet()),
        sendWrite: fromPromise<WalletTransferResult | WalletSweepResult, WalletWriteInput>(({ input }) =>
          input.write.kind === 'allToMain'
            ? calls.wallet.transferAllToMain({ idempotencyKey: input.idempotencyKey })
            : calls.wallet.transfer({ from: input.write.from, to: input.write.to, amountPaise: input.write.amountPaise, idempotencyKey: input.idempotencyKey }),
        ),
      },
      actions: { notifyWallet: () => wallet.send({ type: 'REFRESH' }) },
    } satisfies Implementations<typeof walletTransferMachine>),
    // The machine makes its own write keys (machines/idempotencyKey.ts).
    { input: {} },
  );
  return { transfer };
}
