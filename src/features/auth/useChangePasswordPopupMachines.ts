import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type ChangePasswordInput, changePasswordMachine } from '@machines/changePassword.machine';
import type { PlatformCalls } from '@/api/calls';

/** The password change's machine, its call bound here (the pattern: src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts). */
export function useChangePasswordPopupMachines(calls: Pick<PlatformCalls, 'changePassword'>, input: ChangePasswordInput) {
  const changePassword = useActorRef(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input: request }) => {
          await calls.changePassword(request as { oldPassword: string; newPassword: string; confirmNewPassword: string });
        }),
      },
    }),
    { input },
  );
  return { changePassword };
}
