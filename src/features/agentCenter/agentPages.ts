import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { ContractKind } from '@kernel/agencyContracts';
import { AGENT_PAGE_MODULE, type AgentPageId, DEFAULT_AGENT_PAGE, isAgentPageId } from '@kernel/agentPages';
import type { ModuleId } from '@kernel/modules';
import type { AgentPageProps } from './agentPageProps';

export type AgentPage = {
  /** The module that gates the page (from kernel/agentPages.ts, shared with the menu rules). */
  module?: ModuleId;
  /** A contract page: its menu entry is marked while an offer of this kind waits for the agent (SPEC 4 consolidated info). */
  badge?: ContractKind;
  title: MessageDescriptor;
  /** The page's own chunk. */
  load: () => Promise<{ default: ComponentType<AgentPageProps> }>;
};

/** Adds each page's module gate from the contract (the menu rules read the same gates). */
const withModules = (pages: Record<AgentPageId, Omit<AgentPage, 'module'>>) =>
  Object.fromEntries(
    Object.entries(pages).map(([id, page]) => {
      const module = AGENT_PAGE_MODULE[id as AgentPageId];
      return [id, module ? { ...page, module } : page];
    }),
  ) as Record<AgentPageId, AgentPage>;

/** SPEC 2 Agent center: the pages of the agency menu, each its own chunk. */
export const AGENT_PAGES: Record<AgentPageId, AgentPage> = /* @__PURE__ */ withModules({
  agentTeamOverview: { title: msg`Team overview`, load: () => import('./pages/teamOverview/TeamOverviewPage') },
  agentAnnouncement: { title: msg`Agent announcements`, load: () => import('./pages/announcement/AgentAnnouncementPage') },
  registerCenter: { title: msg`Create account`, load: () => import('./pages/registerCenter/RegisterCenterPage') },
  downlineManagmentView: { title: msg`Team management`, load: () => import('./pages/downlines/DownlineManagementPage') },
  personalHistoryCopy: { title: msg`Team betting`, load: () => import('./pages/reports/TeamBettingPage') },
  palStatementsAgentCopy: { title: msg`User profit and loss`, load: () => import('./pages/reports/TeamProfitLossPage') },
  agentRevenueReport: { title: msg`My income`, load: () => import('./pages/reports/RevenuePage') },
  agentDownlineTransactionDetailsCopy: { title: msg`Transaction details`, load: () => import('./pages/reports/TeamTransactionsPage') },
  agentDividendRecordCopy2: { title: msg`Dividend contracts`, badge: 'dividend', load: () => import('./pages/contracts/DividendPage') },
  agentDailyWages2: { title: msg`Daily salary`, badge: 'dailySalary', load: () => import('./pages/contracts/DailySalaryPage') },
  agentHourSalary: { title: msg`Hourly salary`, badge: 'hourlySalary', load: () => import('./pages/contracts/HourlySalaryPage') },
  agentRealtimeSalary: { title: msg`Real-time salary`, badge: 'realtimeSalary', load: () => import('./pages/contracts/RealtimeSalaryPage') },
});

/**
 * Starts loading the chunk of the page an address names (`?page=`, or the default page), for a tab
 * that lands on it: beside the center's own chunk and the session's answer, not after them. A page
 * its modules switch off costs one unused chunk; a failure is left to the page's own LazyArea.
 */
export function preloadAgentPage(search: string): void {
  const requested = new URLSearchParams(search).get('page') || DEFAULT_AGENT_PAGE;
  if (isAgentPageId(requested)) AGENT_PAGES[requested].load().catch(() => undefined);
}
