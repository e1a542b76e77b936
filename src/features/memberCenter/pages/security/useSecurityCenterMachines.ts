import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { FormRules } from '@machines/formRules.rules';
import { avatarIconMachine } from '@machines/member/avatarIcon.machine';
import { bankAccountsMachine } from '@machines/member/bankAccounts.machine';
import { bindContactMachine } from '@machines/member/bindContact.machine';
import type { BindRequest, ContactKind } from '@machines/member/bindContact.rules';
import { withdrawPasswordMachine } from '@machines/member/withdrawPassword.machine';
import { smsCountdownMachine } from '@machines/smsCountdown.machine';
import type { ProfileCalls } from '@/api/profileCalls';
import type { WithdrawCalls } from '@/api/withdrawCalls';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

/*
 * The security center's machines, one hook per section, their calls bound here (the pattern:
 * ../withdraw/useWithdrawPageMachines.ts). Each hook hands its actor the latest handlers after
 * every render, so a section's form is read when the call runs.
 */

/** The member's bank accounts: list, add, remove. */
export function useBankAccountsMachines(calls: WithdrawCalls) {
  const bankAccounts = useActorRef(
    useProvidedMachine(bankAccountsMachine, {
      actors: {
        loadAccounts: fromPromise(() => calls.getBankAccounts()),
        addAccount: fromPromise(({ input }) => calls.addBankAccount(input)),
        removeAccount: fromPromise(({ input }) => calls.removeBankAccount(input)),
      },
    } satisfies Implementations<typeof bankAccountsMachine>),
  );
  return { bankAccounts };
}

/** The withdrawal password: set once, then changed with the old one. */
export function useWithdrawPasswordMachines(calls: WithdrawCalls) {
  const withdrawPassword = useActorRef(
    useProvidedMachine(withdrawPasswordMachine, {
      actors: {
        loadStatus: fromPromise(async () => (await calls.getLimits()).hasWithdrawPassword),
        setPassword: fromPromise(({ input }) => calls.setWithdrawPassword(input.password, input.confirmPassword)),
        changePassword: fromPromise(({ input }) => calls.changeWithdrawPassword(input.oldPassword, input.newPassword, input.confirmNewPassword)),
      },
    } satisfies Implementations<typeof withdrawPasswordMachine>),
  );
  return { withdrawPassword };
}

/**
 * Binding a mobile or an email: `bind` sends the form, `onBound` reads the profile again;
 * `loadFormRules` reads the served country codes and validators the mobile is bound with (SPEC 7).
 */
export function useContactBindingMachines(
  kind: ContactKind,
  bind: (request: BindRequest) => Promise<unknown>,
  onBound: () => void,
  loadFormRules: () => Promise<FormRules>,
) {
  const binding = useActorRef(
    useProvidedMachine(bindContactMachine, {
      actors: { bind: fromPromise(({ input }) => bind(input)), loadFormRules: fromPromise(() => loadFormRules()) },
      actions: { refreshProfile: () => onBound() },
    } satisfies Implementations<typeof bindContactMachine>),
    {
      input: { kind },
    },
  );
  return { binding };
}

/** The send-code button's countdown: `send` reads the form when it runs. */
export function useSendCodeMachines(send: () => Promise<{ expiredMinutes: number }>) {
  const countdown = useActorRef(
    useProvidedMachine(smsCountdownMachine, { actors: { sendCode: fromPromise(() => send()) } } satisfies Implementations<typeof smsCountdownMachine>),
  );
  return { countdown };
}

/** The member's avatar icon (SPEC 7 /wps/member/info/icon): read it, and save a new choice, which `onChanged` passes on to the header. */
export function useAvatarIconMachines(calls: Pick<ProfileCalls, 'getMemberIcon' | 'setMemberIcon'>, onChanged: (avatarUrl: string | null) => void = () => {}) {
  const avatar = useActorRef(
    useProvidedMachine(avatarIconMachine, {
      actors: {
        loadIcon: fromPromise(() => calls.getMemberIcon()),
        saveIcon: fromPromise(({ input }) => calls.setMemberIcon({ icon: input.icon })),
      },
      actions: { announceAvatar: (_, params) => onChanged(params.avatarUrl) },
    } satisfies Implementations<typeof avatarIconMachine>),
  );
  return { avatar };
}
