import { isModuleEnabled, type ModuleId, type ModuleNode } from './modules';

/**
 * SPEC 2 Agent center: the pages of the agency menu, by the `page` query value of /agentHome.
 * The ids are the platform's own (the typo in downlineManagmentView included).
 */
export const AGENT_PAGE_IDS = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPageId = (typeof AGENT_PAGE_IDS)[number];

/** SPEC 2: the agency center opens on the team overview. */
export const DEFAULT_AGENT_PAGE: AgentPageId = 'agentTeamOverview';

/** The module flag that gates a page (SPEC 2, 6: the dividend and salary types); a page not listed is always there. */
export const AGENT_PAGE_MODULE: Partial<Record<AgentPageId, ModuleId>> = {
  agentDividendRecordCopy2: 'SIGNCONDIV3',
  agentDailyWages2: 'DAILYSALCONT3',
  agentHourSalary: 'HOURSAL3',
  agentRealtimeSalary: 'RTSALARY3',
};

export const isAgentPageId = (value: string | null | undefined): value is AgentPageId => (AGENT_PAGE_IDS as readonly string[]).includes(value ?? '');

/** An agent page is offered when its module (if any) is on. */
export function isAgentPageEnabled(modules: readonly ModuleNode[], page: AgentPageId): boolean {
  const module = AGENT_PAGE_MODULE[page];
  return module === undefined || isModuleEnabled(modules, module);
}

/** The one place an agency-center address is built: /agentHome?page=<id>. */
export const agentPageHref = (id: AgentPageId = DEFAULT_AGENT_PAGE): string => `/agentHome?page=${id}`;
