import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { feedbackMachine } from '@machines/feedback.machine';
import type { PlatformCalls } from '@/api/calls';

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
    feedbackMachine.provide({
      actors: {
        sendFeedback: fromPromise(async ({ input }) => {
          await calls.sendFeedback({ ...(input as { type: number; content: string; captcha: string }), sender });
        }),
      },
      actions: { renewCaptcha: () => renewCaptcha() },
    }),
  );
  return { feedback };
}
