import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Downline, DownlinePage } from '@kernel/agency';
import { createPagedListMachine, type Page } from '@machines/pagedList.machine';
import type { AgentCalls } from '@/api/agentCalls';
import type { DownlineListQuery } from '@/rules/agent/team.rules';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

/** The breadcrumb: whose team is listed (the list's scope, the same on every page of the query). */
export type DownlinePath = DownlinePage['path'];
const downlineListMachine = createPagedListMachine<Downline, DownlineListQuery, never, DownlinePath>('downlines');

/**
 * The downline table's machine, its loader bound here (the pattern:
 * src/features/memberCenter/pages/withdraw/useWithdrawPageMachines.ts): a page of direct
 * downlines, whose `path` answer becomes the list's typed scope (the breadcrumb).
 */
export function useDownlineManagementMachines(calls: AgentCalls) {
  const list = useActorRef(
    useProvidedMachine(downlineListMachine, {
      actors: {
        loadPage: fromPromise<Page<Downline, never, DownlinePath>, { query: DownlineListQuery; pageNo: number }>(async ({ input }) => {
          const { path, ...page } = await calls.getDownlines({ ...input.query, pageNo: input.pageNo });
          return { ...page, scope: path };
        }),
      },
    } satisfies Implementations<typeof downlineListMachine>),
    { input: { query: {} } },
  );
  return { list };
}
