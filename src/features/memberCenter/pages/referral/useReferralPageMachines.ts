import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { referralMachine } from '@machines/member/referral.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { MemberPageProps } from '../../memberPageProps';

/** The invite-friends page's machine, its calls and the clipboard bound here (the pattern: ../withdraw/useWithdrawPageMachines.ts). */
export function useReferralPageMachines({ calls, siteOrigin, copyText }: Pick<MemberPageProps, 'calls' | 'siteOrigin' | 'copyText'>) {
  const referral = useActorRef(
    useProvidedMachine(referralMachine, {
      actors: {
        loadProgramme: fromPromise(() => calls.referral.getProgramme()),
        loadFriends: fromPromise(({ input }) => calls.referral.getFriends(input)),
        loadDomainRoute: fromPromise(() => calls.referral.getDomainRoute()),
        copyText: fromPromise(({ input }) => copyText(input)),
      },
    } satisfies Implementations<typeof referralMachine>),
    { input: { origin: siteOrigin } },
  );
  return { referral };
}
