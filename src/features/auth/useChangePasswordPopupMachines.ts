import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type ChangePasswordInput, changePasswordMachine } from '@machines/changePassword.machine';
import type { PlatformCalls } from '@/api/calls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

/** The password change's machine, its call bound here (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). */
export function useChangePasswordPopupMachines(calls: Pick<PlatformCalls, 'changePassword'>, input: ChangePasswordInput) {
  const changePassword = useActorRef(
    useProvidedMachine(changePasswordMachine, {
      actors: {
        changePassword: fromPromise(async ({ input: request }) => {
          await calls.changePassword(request as { oldPassword: string; newPassword: string; confirmNewPassword: string });
        }),
      },
    } satisfies Implementations<typeof changePasswordMachine>),
    { input },
  );
  return { changePassword };
}
