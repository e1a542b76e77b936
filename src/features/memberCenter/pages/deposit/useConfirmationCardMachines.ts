import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { WithdrawConfirmation } from '@kernel/withdrawConfirmation';
import { withdrawConfirmationMachine } from '@machines/wallet/withdrawConfirmation.machine';
import type { ConfirmationCalls } from '@/api/confirmationCalls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { WalletRef } from '../../memberPageProps';

/**
 * A confirmation card's machine: the member's answer to one withdrawal paid to them (the pattern:
 * useWithdrawPageMachines.ts). The proof uploads, the answer and the read-back go to the area's
 * confirmation calls; an answer refreshes the wallet.
 */
export function useConfirmationCardMachines({
  calls,
  wallet,
  confirmation,
}: {
  calls: ConfirmationCalls;
  wallet: WalletRef;
  /** The confirmation as first listed: the machine reads it again itself. */
  confirmation: WithdrawConfirmation;
}) {
  const card = useActorRef(
    useProvidedMachine(withdrawConfirmationMachine, {
      actors: {
        uploadProof: fromPromise(({ input }) => calls.uploadProof(input.confirmationId, input.files as File[])),
        confirm: fromPromise(({ input }) => calls.confirm(input)),
        readConfirmation: fromPromise(async ({ input }) => (await calls.getPending()).find((entry) => entry.id === input.confirmationId) ?? null),
      },
      actions: { refreshWallet: () => wallet.send({ type: 'REFRESH' }) },
    } satisfies Implementations<typeof withdrawConfirmationMachine>),
    { input: { confirmation, clock: () => Date.now() } },
  );
  return { card };
}
