/**
 * Call paths of the agency center (all T, agent accounts only). SPEC 7 names the four contract
 * calls and the consolidated info; the others are reference-backend additions named in the
 * platform's style. Kept apart from PATH so only the agency chunks carry them.
 */
export const AGENT_PATH = {
  /** SPEC 7 Member: the consolidated contract info a non-trial login fetches when AGENTPOLICY3 is on (SPEC 4). */
  consolidated: '/wps/member/info/funds/consolidated',
  /** SPEC 7 Contracts: one call per contract kind; GET reads the agent's book, POST acts (kernel/agencyContracts.ts). */
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourlySalary: '/wps/relay/MCS2_processContractHourSalary',
  realtimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  /** The settlement records of one contract kind (paged, a range). */
  settlements: '/wps/relay/MCS2_contractSettlements',
  /** The agent notices (announcements for agents), newest first. */
  notices: '/wps/relay/MCSFE_getAgentNotices',
  teamOverview: '/wps/relay/ODSFE2_agentTeamOverview',
  /** Creating a downline account: (E), the register rules of the register popup. */
  registerDownline: '/wps/relay/passwordCheck/MCSFE_registerDownline',
  /** The direct downlines of the agent or of one of its downline agents (paged, searchable). */
  downlines: '/wps/relay/MCSFE_downlineList',
  /** The whole team below the agent as a tree (names, types, levels). */
  teamTree: '/wps/relay/MCSFE_teamTree',
  /** What the transfer form needs: the agent's balance, the limits, whether a withdrawal password is set. */
  downlineTransferInfo: '/wps/relay/MCSFE_downlineTransferInfo',
  /** SPEC 3 Wallet transfer to a downline: (E), checked with the withdrawal password. */
  transferDownline: '/wps/relay/passwordCheck/MCSFE_transferDownline',
  /** The reports (paged 20, a range, user name and level filters). */
  teamBets: '/wps/relay/ODSFE2_agentTeamBets',
  teamProfitLoss: '/wps/relay/ODSFE2_agentTeamProfitLoss',
  revenue: '/wps/relay/ODSFE2_agentRevenue',
  teamTransactions: '/wps/relay/ODSFE2_agentTeamTransactions',
  /** Issue 26: a team member's safer-gambling limits, read only (kernel/saferGambling.ts). */
  downlineLimits: '/wps/relay/MCSFE_downlineSaferGamblingLimits',
} as const;
