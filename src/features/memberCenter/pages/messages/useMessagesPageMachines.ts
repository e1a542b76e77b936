import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { inboxMachine } from '@machines/member/inbox.machine';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';
import type { MemberPageProps } from '../../memberPageProps';

/** The inbox page's machine, its calls bound here (the pattern: ../withdraw/useWithdrawPageMachines.ts). */
export function useMessagesPageMachines({ calls, refreshBadges }: Pick<MemberPageProps, 'calls' | 'refreshBadges'>) {
  const inbox = useActorRef(
    useProvidedMachine(inboxMachine, {
      actors: {
        loadPage: fromPromise(({ input }) => calls.inbox.getMessages(input)),
        markRead: fromPromise(({ input }) => calls.inbox.readMessage(input)),
        markAllRead: fromPromise(() => calls.inbox.readAllMessages()),
        deleteMessage: fromPromise(({ input }) => calls.inbox.deleteMessage(input)),
      },
      actions: { unreadChanged: () => refreshBadges() },
    } satisfies Implementations<typeof inboxMachine>),
  );
  return { inbox };
}
