import {
  agentNoticesResponse,
  type DownlineQuery,
  downlinesResponse,
  downlineTransferInfoResponse,
  type RegisterDownlineRequest,
  type ReportParams,
  registerDownlineResponse,
  revenueResponse,
  type TransferDownlineRequest,
  teamBetsResponse,
  teamOverviewResponse,
  teamProfitLossResponse,
  teamTransactionsResponse,
  teamTreeResponse,
  transferDownlineResponse,
} from '@kernel/agency';
import {
  type ContractAction,
  type ContractKind,
  consolidatedResponse,
  contractActionResponse,
  contractBookResponse,
  contractPreviewResponse,
  type SettlementParams,
  settlementsResponse,
} from '@kernel/agencyContracts';
import { AGENT_PATH } from '@kernel/agentPaths';
import { RECORD_PAGE_SIZE } from '@kernel/paging';
import { saferGamblingResponse } from '@kernel/saferGambling';
import type { ApiClient } from './client';

/** SPEC 7: one call per contract kind. */
const CONTRACT_PATH: Readonly<Record<ContractKind, string>> = {
  dividend: AGENT_PATH.dividend,
  dailySalary: AGENT_PATH.dailySalary,
  hourlySalary: AGENT_PATH.hourlySalary,
  realtimeSalary: AGENT_PATH.realtimeSalary,
};

type Previewing = Extract<ContractAction, { action: 'preview' | 'previewAccept' }>;
type Acting = Exclude<ContractAction, { action: 'preview' | 'previewAccept' }>;

const reportQuery = (params: ReportParams) => ({ ...params, pageSize: params.pageSize ?? RECORD_PAGE_SIZE });

/** The agency center's calls (all T, agent accounts only); the downline register and transfer are (E). */
export function createAgentCalls(api: ApiClient) {
  return {
    getConsolidated: async () => (await api.get(AGENT_PATH.consolidated, consolidatedResponse)).value,
    getNotices: async () => (await api.get(AGENT_PATH.notices, agentNoticesResponse)).value,
    getTeamOverview: async () => (await api.get(AGENT_PATH.teamOverview, teamOverviewResponse)).value,
    registerDownline: async (request: RegisterDownlineRequest) => (await api.sendSealed('POST', AGENT_PATH.registerDownline, registerDownlineResponse, request)).value,
    getDownlines: async (query: Partial<DownlineQuery>) => (await api.get(AGENT_PATH.downlines, downlinesResponse, { pageSize: RECORD_PAGE_SIZE, ...query })).value,
    getTeamTree: async () => (await api.get(AGENT_PATH.teamTree, teamTreeResponse)).value,
    getDownlineTransferInfo: async () => (await api.get(AGENT_PATH.downlineTransferInfo, downlineTransferInfoResponse)).value,
    transferDownline: async (request: TransferDownlineRequest) => (await api.sendSealed('POST', AGENT_PATH.transferDownline, transferDownlineResponse, request)).value,
    getTeamBets: async (params: ReportParams) => (await api.get(AGENT_PATH.teamBets, teamBetsResponse, reportQuery(params))).value,
    getTeamProfitLoss: async (params: ReportParams) => (await api.get(AGENT_PATH.teamProfitLoss, teamProfitLossResponse, reportQuery(params))).value,
    getRevenue: async (params: ReportParams) => (await api.get(AGENT_PATH.revenue, revenueResponse, reportQuery(params))).value,
    getTeamTransactions: async (params: ReportParams) => (await api.get(AGENT_PATH.teamTransactions, teamTransactionsResponse, reportQuery(params))).value,
    getContractBook: async (kind: ContractKind) => (await api.get(CONTRACT_PATH[kind], contractBookResponse)).value,
    previewContract: async (kind: ContractKind, action: Previewing) => (await api.send('POST', CONTRACT_PATH[kind], contractPreviewResponse, action)).value,
    actOnContract: async (kind: ContractKind, action: Acting) => (await api.send('POST', CONTRACT_PATH[kind], contractActionResponse, action)).value,
    getSettlements: async (params: SettlementParams) =>
      (await api.get(AGENT_PATH.settlements, settlementsResponse, { ...params, pageSize: params.pageSize ?? RECORD_PAGE_SIZE })).value,
    /** Issue 26: a team member's safer-gambling limits, read only. */
    getDownlineLimits: async (userName: string) => (await api.get(AGENT_PATH.downlineLimits, saferGamblingResponse, { userName })).value,
  };
}
export type AgentCalls = ReturnType<typeof createAgentCalls>;
