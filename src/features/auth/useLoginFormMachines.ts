import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { LoginVerificationType } from '@kernel/account';
import type { LoginRequest } from '@kernel/session';
import { type LoginInput, loginMachine } from '@machines/login.machine';
import type { PlatformCalls } from '@/api/calls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import { type FormRuleCalls, loadFormRules } from './loadFormRules';
import type { ChallengeHandle } from './useChallenge';

type Effects = Pick<ChallengeHandle, 'withChallenge'> & {
  calls: Pick<PlatformCalls, 'login' | 'verifyLogin' | 'loginTwoFactor'> & FormRuleCalls;
  onRemember: (options: { remember: boolean; username: string; password: string | null }) => void;
  /** A new captcha image is due (after a refused attempt). */
  renewCaptcha: () => void;
};

/**
 * The login form's machine, its calls bound here (the pattern:
 * src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). The login carries the
 * form's solved challenge; a login that goes through remembers what the person asked for.
 */
export function useLoginFormMachines({ calls, onRemember, withChallenge, renewCaptcha }: Effects, input: LoginInput) {
  const login = useActorRef(
    useProvidedMachine(loginMachine, {
      actors: {
        loadFormRules: fromPromise(() => loadFormRules(calls)),
        login: fromPromise(async ({ input }) => calls.login(await withChallenge(input as LoginRequest))),
        verify: fromPromise(({ input }) => calls.verifyLogin(input as { ticket: string; type: LoginVerificationType; answer: string })),
        secondFactor: fromPromise(({ input }) => calls.loginTwoFactor(input)),
      },
      actions: {
        renewCaptcha: () => renewCaptcha(),
        remember: ({ context }) =>
          onRemember({ remember: context.remember, username: context.username.trim(), password: context.tab === 'username' ? context.password : null }),
      },
    } satisfies Implementations<typeof loginMachine>),
    { input },
  );
  return { login };
}
