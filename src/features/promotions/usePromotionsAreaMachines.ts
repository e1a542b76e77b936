import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Promotion } from '@kernel/promotions';
import { type ApplicationInput, type ClaimInput, promotionActionMachine } from '@machines/promotions/promotionAction.machine';
import { promotionsPageMachine } from '@machines/promotions/promotionsPage.machine';
import type { PromotionCalls } from '@/api/promotionCalls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import { inspectImageFiles } from './fileContent';

/**
 * The promotions area's machines (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts):
 * the page (promotions, filters, details) and the action on a promotion (join, claim, apply). An
 * action that changes a promotion updates the page; the latest props are called each time.
 */
export function usePromotionsAreaMachines(props: {
  calls: PromotionCalls;
  askLogin: () => void;
  warnTrial: () => void;
  refreshWallet: () => void;
  newKey?: () => string;
}) {
  const { calls } = props;
  const page = useActorRef(
    useProvidedMachine(promotionsPageMachine, {
      actors: { loadPromotions: fromPromise(() => calls.getPromotions()) },
    } satisfies Implementations<typeof promotionsPageMachine>),
  );
  const action = useActorRef(
    useProvidedMachine(promotionActionMachine, {
      actors: {
        join: fromPromise(({ input }) => calls.join(input as number)),
        claim: fromPromise(({ input }) => calls.claim(input as ClaimInput)),
        apply: fromPromise(({ input }) => {
          const request = input as ApplicationInput;
          return calls.apply({ ...request, files: request.files as File[] });
        }),
        inspectImages: fromPromise(({ input }) => inspectImageFiles(input as File[])),
      },
      actions: {
        askLogin: () => props.askLogin(),
        warnTrial: () => props.warnTrial(),
        refreshWallet: () => props.refreshWallet(),
        promotionChanged: (_, params: { promotion: Promotion | null }) => params.promotion && page.send({ type: 'UPDATED', promotion: params.promotion }),
        reloadPromotions: () => page.send({ type: 'RELOAD' }),
      },
    } satisfies Implementations<typeof promotionActionMachine>),
    { input: { newKey: props.newKey } },
  );
  return { page, action };
}
