import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type RegisterInput, type RegisterRequest, registerMachine } from '@machines/register.machine';
import type { PlatformCalls } from '@/api/calls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import { type FormRuleCalls, loadFormRules } from './loadFormRules';
import type { ChallengeHandle } from './useChallenge';

type Effects = Pick<ChallengeHandle, 'withChallenge'> & {
  calls: Pick<PlatformCalls, 'register' | 'registerByMobile' | 'checkAffiliate'> & FormRuleCalls;
  /** A new captcha image is due (after a refused attempt). */
  renewCaptcha: () => void;
};

/** The registration's machine, its calls bound here (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). */
export function useRegisterPopupMachines({ calls, withChallenge, renewCaptcha }: Effects, input: RegisterInput) {
  const register = useActorRef(
    useProvidedMachine(registerMachine, {
      actors: {
        loadFormRules: fromPromise(() => loadFormRules(calls)),
        checkAffiliate: fromPromise(({ input: request }) => {
          const { code, domain } = request as { code: string; domain: string };
          return calls.checkAffiliate(code, domain);
        }),
        register: fromPromise(async ({ input: request }) => {
          const { mode, registration } = request as RegisterRequest;
          const withSolution = await withChallenge(registration);
          return mode === 'mobile' ? calls.registerByMobile(withSolution) : calls.register(withSolution);
        }),
      },
      actions: { renewCaptcha: () => renewCaptcha() },
    } satisfies Implementations<typeof registerMachine>),
    { input },
  );
  return { register };
}
