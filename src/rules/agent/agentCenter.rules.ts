import { CONSOLIDATED_FIELD, type Consolidated, type ContractKind } from '@kernel/agencyContracts';
import { AGENT_PAGE_IDS, type AgentPageId, DEFAULT_AGENT_PAGE, isAgentPageEnabled, isAgentPageId } from '@kernel/agentPages';
import type { ModuleNode } from '@kernel/modules';

/** SPEC 2 Agent center: the agency menu's pages, in order, without those whose module is off. */
export const agentMenu = (modules: readonly ModuleNode[]): AgentPageId[] => AGENT_PAGE_IDS.filter((page) => isAgentPageEnabled(modules, page));

export type AgentPageResolution = { page: AgentPageId /** The address named another page (unknown or switched off). */; redirected: boolean };

/**
 * The page /agentHome?page=<requested> shows: the requested one when it exists and its module is
 * on, else the default page (agentTeamOverview); a missing `page` is the default without a redirect.
 */
export function resolveAgentPage(requested: string | null, modules: readonly ModuleNode[]): AgentPageResolution {
  if (requested === null || requested === '') return { page: DEFAULT_AGENT_PAGE, redirected: false };
  if (isAgentPageId(requested) && isAgentPageEnabled(modules, requested)) return { page: requested, redirected: false };
  return { page: DEFAULT_AGENT_PAGE, redirected: true };
}

/** The contract page of each kind (SPEC 2: the dividend and salary pages). */
export const CONTRACT_PAGE: Readonly<Record<ContractKind, AgentPageId>> = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
};

/** The contract kind a page shows, or null for a page that is not a contract page. */
export const contractKindOfPage = (page: AgentPageId): ContractKind | null =>
  (Object.keys(CONTRACT_PAGE) as ContractKind[]).find((kind) => CONTRACT_PAGE[kind] === page) ?? null;

/**
 * SPEC 4 consolidated contract info: an offer of this kind waits for the agent's answer ('pending'),
 * or nothing to flag (none, active, or the info not fetched).
 */
export const contractBadge = (consolidated: Consolidated | null, kind: ContractKind): 'pending' | null =>
  consolidated?.[CONSOLIDATED_FIELD[kind]] === 'pending' ? 'pending' : null;
