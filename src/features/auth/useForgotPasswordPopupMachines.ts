import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type ForgotInput, forgotPasswordMachine } from '@machines/forgotPassword.machine';
import type { PlatformCalls } from '@/api/calls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import { type FormRuleCalls, loadFormRules } from './loadFormRules';
import type { ChallengeHandle } from './useChallenge';

type Effects = Pick<ChallengeHandle, 'withChallenge'> & { calls: Pick<PlatformCalls, 'forgotByEmail' | 'forgotByPhone' | 'login'> & FormRuleCalls };

/** The password reset's machine, its calls bound here (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). */
export function useForgotPasswordPopupMachines({ calls, withChallenge }: Effects, input: ForgotInput) {
  const forgot = useActorRef(
    useProvidedMachine(forgotPasswordMachine, {
      actors: {
        loadFormRules: fromPromise(() => loadFormRules(calls)),
        sendResetEmail: fromPromise(async ({ input: request }) => {
          await calls.forgotByEmail(request as { username: string; email: string });
        }),
        resetByPhone: fromPromise(({ input: request }) =>
          calls.forgotByPhone(request as { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string }),
        ),
        login: fromPromise(async ({ input: request }) =>
          calls.login(await withChallenge({ ...(request as { username: string; password: string }), type: '', site: 'member' as const })),
        ),
      },
    } satisfies Implementations<typeof forgotPasswordMachine>),
    { input },
  );
  return { forgot };
}
