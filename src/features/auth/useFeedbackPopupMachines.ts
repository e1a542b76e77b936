import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { feedbackMachine } from '@machines/feedback.machine';
import type { PlatformCalls } from '@/api/calls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

type Effects = {
  calls: Pick<PlatformCalls, 'sendFeedback'>;
  /** The account the feedback comes from. */
  sender: string;
  /** A new captcha image is due (after a refused attempt). */
  renewCaptcha: () => void;
};

/** The feedback form's machine, its call bound here (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). */
export function useFeedbackPopupMachines({ calls, sender, renewCaptcha }: Effects) {
  const feedback = useActorRef(
    useProvidedMachine(feedbackMachine, {
      actors: {
        sendFeedback: fromPromise(async ({ input }) => {
          await calls.sendFeedback({ ...(input as { type: number; content: string; captcha: string }), sender });
        }),
      },
      actions: { renewCaptcha: () => renewCaptcha() },
    } satisfies Implementations<typeof feedbackMachine>),
  );
  return { feedback };
}
