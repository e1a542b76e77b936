import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { inboxMachine } from '@machines/member/inbox.machine';
import type { MemberPageProps } from '../../memberPageProps';

/** The inbox page's machine, its calls bound here (the pattern: ../withdraw/useWithdrawPageMachines.ts). */
export function useMessagesPageMachines({ calls, refreshBadges }: Pick<MemberPageProps, 'calls' | 'refreshBadges'>) {
  const inbox = useActorRef(
    inboxMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => calls.inbox.getMessages(input)),
        markRead: fromPromise(({ input }) => calls.inbox.readMessage(input)),
        markAllRead: fromPromise(() => calls.inbox.readAllMessages()),
        deleteMessage: fromPromise(({ input }) => calls.inbox.deleteMessage(input)),
      },
      actions: { unreadChanged: () => refreshBadges() },
    }),
  );
  return { inbox };
}
