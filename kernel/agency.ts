import * as v from 'valibot';
import { envelope } from './envelope';
import { idempotencyKeySchema, paiseAmountSchema, paiseSchema } from './money';
import { pageQuerySchema, pageSchema } from './paging';
import { GAME_CATEGORIES } from './platform';
import { ACCOUNT_RECORD_TYPES, BET_STATUSES, isCalendarDate, RECORD_MAX_RANGE_DAYS, rangeDays } from './records';

/**
 * The agency center's calls besides the contracts (kernel/agencyContracts.ts): the team
 * overview, the agent notices, creating downline accounts, the team (tree and paged table),
 * transfers to downlines, and the four reports. Every call is for agent accounts only and sees
 * only the agent's own team (SPEC 6 Agent). Amounts are integer paise; days are India days as in
 * kernel/records.ts.
 */

/** Levels below the agent: 1 is a direct downline. */
export const MAX_TEAM_LEVEL = 10;
/** The team tree lists at most this many accounts (truncated: true beyond). */
export const TEAM_TREE_LIMIT = 2_000;

// ---------------------------------------------------------------------------------------------
// Who may be created below whom

/**
 * The sub-agent type an agent of each type may create (SPEC 3 agent user types 1, 2, 41, 42);
 * null: members only. Every agent may create members (type 0).
 */
export const SUB_AGENT_TYPE: Readonly<Record<number, number | null>> = { 1: 2, 2: 42, 41: null, 42: null };
export const DOWNLINE_ACCOUNT_KINDS = ['member', 'agent'] as const;
export type DownlineAccountKind = (typeof DOWNLINE_ACCOUNT_KINDS)[number];

/** The account kinds an agent of this type may create. */
export const creatableKinds = (agentType: number): DownlineAccountKind[] => (SUB_AGENT_TYPE[agentType] ? ['member', 'agent'] : ['member']);

// ---------------------------------------------------------------------------------------------
// Team overview

export const OVERVIEW_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
/** The chart of the overview covers these many days, today included. */
export const OVERVIEW_CHART_DAYS = 30;

const teamFiguresEntries = {
  /** Accounts created in the period. */
  newMembers: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Accounts that placed a bet in the period. */
  activeMembers: v.pipe(v.number(), v.integer(), v.minValue(0)),
  depositPaise: paiseSchema,
  withdrawalPaise: paiseSchema,
  validBetPaise: paiseSchema,
  /** The team's settled stakes less payouts: what the team lost is the agency's profit (negative when the team won). */
  profitPaise: v.pipe(v.number(), v.integer()),
};

export const teamOverviewSchema = v.object({
  /** Everyone below the agent, every level. */
  teamSize: v.pipe(v.number(), v.integer(), v.minValue(0)),
  directCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  periods: v.object(
    Object.fromEntries(OVERVIEW_PERIODS.map((period) => [period, v.object({ from: v.string(), to: v.string(), ...teamFiguresEntries })])) as Record<
      OverviewPeriod,
      v.ObjectSchema<{ from: v.StringSchema<undefined>; to: v.StringSchema<undefined> } & typeof teamFiguresEntries, undefined>
    >,
  ),
  /** One point per India day, the last OVERVIEW_CHART_DAYS days, oldest first. */
  daily: v.array(v.object({ date: v.string(), ...teamFiguresEntries })),
});
export type TeamOverview = v.InferOutput<typeof teamOverviewSchema>;
export type TeamFigures = Omit<TeamOverview['daily'][number], 'date'>;
export const teamOverviewResponse = envelope(teamOverviewSchema);

// ---------------------------------------------------------------------------------------------
// Agent notices

export const agentNoticeSchema = v.object({ id: v.number(), title: v.string(), content: v.string(), timestamp: v.number() });
export type AgentNotice = v.InferOutput<typeof agentNoticeSchema>;
export const agentNoticesResponse = envelope(v.array(agentNoticeSchema));

// ---------------------------------------------------------------------------------------------
// Creating a downline account

/**
 * POST register a downline (T, E). The fields are checked like the register popup's (the
 * registration field config and the SPEC 5 catalogue); the new account's upline is the agent.
 */
export const registerDownlineRequestSchema = v.object({
  kind: v.picklist(DOWNLINE_ACCOUNT_KINDS),
  username: v.pipe(v.string(), v.maxLength(64)),
  password: v.pipe(v.string(), v.maxLength(64)),
  confirmPassword: v.pipe(v.string(), v.maxLength(64)),
  nickname: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
});
export type RegisterDownlineRequest = v.InferInput<typeof registerDownlineRequestSchema>;
export const registerDownlineResultSchema = v.object({ userName: v.string(), type: v.number(), level: v.number(), parent: v.string() });
export type RegisterDownlineResult = v.InferOutput<typeof registerDownlineResultSchema>;
export const registerDownlineResponse = envelope(registerDownlineResultSchema);

// ---------------------------------------------------------------------------------------------
// The team

export const DOWNLINE_STATUSES = ['active', 'inactive'] as const;
/** A downline is active when it logged in within these days. */
export const ACTIVE_LOGIN_DAYS = 7;

const userNameParam = v.pipe(v.string(), v.trim(), v.maxLength(32));
const levelParam = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.toNumber(), v.minValue(1), v.maxValue(MAX_TEAM_LEVEL));

/** GET downlines (T): the direct downlines of `parent` (the agent itself when absent), optionally those whose name contains `search`. */
export const downlineQuerySchema = v.object({
  parent: v.optional(userNameParam),
  search: v.optional(userNameParam),
  ...pageQuerySchema.entries,
});
export type DownlineQuery = v.InferOutput<typeof downlineQuerySchema>;

export const downlineSchema = v.object({
  userName: v.string(),
  nickname: v.string(),
  type: v.number(),
  /** 1 for the agent's direct downline. */
  level: v.number(),
  balancePaise: paiseSchema,
  lastLoginAt: v.nullable(v.number()),
  createdAt: v.number(),
  status: v.picklist(DOWNLINE_STATUSES),
  /** Everyone below this downline. */
  teamSize: v.number(),
  /** Direct downlines that are agents may be offered contracts. */
  isAgent: v.boolean(),
});
export type Downline = v.InferOutput<typeof downlineSchema>;

export const downlinePageSchema = v.object({
  ...pageSchema(downlineSchema).entries,
  /** From the agent down to `parent`, for the breadcrumb of a drill-down. */
  path: v.array(v.object({ userName: v.string(), level: v.number() })),
});
export type DownlinePage = v.InferOutput<typeof downlinePageSchema>;
export const downlinesResponse = envelope(downlinePageSchema);

export const teamTreeNodeSchema = v.object({
  userName: v.string(),
  nickname: v.string(),
  type: v.number(),
  level: v.number(),
  /** The account directly above: the agent itself for a direct downline. */
  parent: v.string(),
  teamSize: v.number(),
});
export type TeamTreeNode = v.InferOutput<typeof teamTreeNodeSchema>;
export const teamTreeResponse = envelope(v.object({ root: v.string(), nodes: v.array(teamTreeNodeSchema), truncated: v.boolean() }));

// ---------------------------------------------------------------------------------------------
// Transfers to downlines (SPEC 3 Wallet transfer)

export const DOWNLINE_TRANSFER_RULES = { minPaise: 10_000, maxPaise: 10_000_000 } as const;

export const downlineTransferInfoSchema = v.object({
  minPaise: paiseSchema,
  maxPaise: paiseSchema,
  balancePaise: paiseSchema,
  hasWithdrawPassword: v.boolean(),
});
export type DownlineTransferInfo = v.InferOutput<typeof downlineTransferInfoSchema>;
export const downlineTransferInfoResponse = envelope(downlineTransferInfoSchema);

export const transferDownlineRequestSchema = v.object({
  downline: v.pipe(v.string(), v.maxLength(32)),
  amountPaise: paiseAmountSchema,
  withdrawPassword: v.pipe(v.string(), v.maxLength(64)),
  idempotencyKey: idempotencyKeySchema,
});
export type TransferDownlineRequest = v.InferInput<typeof transferDownlineRequestSchema>;
export const transferDownlineResultSchema = v.object({
  downline: v.string(),
  amountPaise: paiseSchema,
  /** The agent's main wallet after the transfer. */
  balancePaise: paiseSchema,
  downlineBalancePaise: paiseSchema,
  createdAt: v.number(),
});
export type TransferDownlineResult = v.InferOutput<typeof transferDownlineResultSchema>;
export const transferDownlineResponse = envelope(transferDownlineResultSchema);

// ---------------------------------------------------------------------------------------------
// Reports: a range of India days, optionally one user and one level, paged 20

const dateParam = v.pipe(v.string('a date as yyyy-MM-dd'), v.check(isCalendarDate, 'must be a date as yyyy-MM-dd'));
export const reportQuerySchema = v.pipe(
  v.object({ from: dateParam, to: dateParam, userName: v.optional(userNameParam), level: v.optional(levelParam), ...pageQuerySchema.entries }),
  v.forward(
    v.check((range) => range.from <= range.to, 'the end date is before the start date'),
    ['to'],
  ),
  v.forward(
    v.check((range) => rangeDays(range.from, range.to) <= RECORD_MAX_RANGE_DAYS, `the range is longer than ${RECORD_MAX_RANGE_DAYS} days`),
    ['to'],
  ),
);
export type ReportQuery = v.InferOutput<typeof reportQuerySchema>;
/** What the client sends: the numbers as the query string carries them. */
export type ReportParams = { from: string; to: string; userName?: string; level?: number; pageNo: number; pageSize?: number };

const signedPaise = v.pipe(v.number(), v.integer());

/** Team betting (personalHistoryCopy): the team's bets. */
export const teamBetSchema = v.object({
  id: v.number(),
  userName: v.string(),
  level: v.number(),
  placedAt: v.number(),
  gameName: v.string(),
  vendorName: v.string(),
  category: v.picklist(GAME_CATEGORIES),
  stakePaise: paiseSchema,
  validPaise: paiseSchema,
  payoutPaise: v.nullable(paiseSchema),
  /** payout − stake, the player's side; null until settled. */
  winLossPaise: v.nullable(signedPaise),
  status: v.picklist(BET_STATUSES),
});
export type TeamBet = v.InferOutput<typeof teamBetSchema>;
export const teamBetTotalsSchema = v.object({ count: v.number(), stakePaise: paiseSchema, validPaise: paiseSchema, payoutPaise: paiseSchema, winLossPaise: signedPaise });
export type TeamBetTotals = v.InferOutput<typeof teamBetTotalsSchema>;
export const teamBetsResponse = envelope(v.object({ ...pageSchema(teamBetSchema).entries, totals: teamBetTotalsSchema }));

/** User profit and loss (palStatementsAgentCopy): one row per team member with activity in the range. */
export const teamProfitLossRowSchema = v.object({
  userName: v.string(),
  level: v.number(),
  type: v.number(),
  betCount: v.number(),
  validPaise: paiseSchema,
  /** The player's side: payouts less stakes of settled bets. */
  winLossPaise: signedPaise,
  depositPaise: paiseSchema,
  withdrawalPaise: paiseSchema,
  bonusPaise: paiseSchema,
});
export type TeamProfitLossRow = v.InferOutput<typeof teamProfitLossRowSchema>;
export const teamProfitLossTotalsSchema = v.object({
  betCount: v.number(),
  validPaise: paiseSchema,
  winLossPaise: signedPaise,
  depositPaise: paiseSchema,
  withdrawalPaise: paiseSchema,
  bonusPaise: paiseSchema,
});
export type TeamProfitLossTotals = v.InferOutput<typeof teamProfitLossTotalsSchema>;
export const teamProfitLossResponse = envelope(v.object({ ...pageSchema(teamProfitLossRowSchema).entries, totals: teamProfitLossTotalsSchema }));

/** The agent's income by kind (agentRevenueReport), paid through the ledger. */
export const REVENUE_KINDS = ['commission', 'dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type RevenueKind = (typeof REVENUE_KINDS)[number];
/** My income: one row per India day with income in the range, newest first. */
export const revenueRowSchema = v.object({
  date: v.string(),
  commissionPaise: paiseSchema,
  dividendPaise: paiseSchema,
  dailySalaryPaise: paiseSchema,
  hourlySalaryPaise: paiseSchema,
  realtimeSalaryPaise: paiseSchema,
  totalPaise: paiseSchema,
});
export type RevenueRow = v.InferOutput<typeof revenueRowSchema>;
export const revenueTotalsSchema = v.object({ ...revenueRowSchema.entries, date: v.optional(v.string()) });
export type RevenueTotals = v.InferOutput<typeof revenueTotalsSchema>;
export const revenueResponse = envelope(v.object({ ...pageSchema(revenueRowSchema).entries, totals: revenueTotalsSchema }));

/** Transaction details (agentDownlineTransactionDetailsCopy): the team's wallet entries. */
export const teamTransactionSchema = v.object({
  id: v.number(),
  time: v.number(),
  userName: v.string(),
  level: v.number(),
  type: v.picklist(ACCOUNT_RECORD_TYPES),
  kind: v.string(),
  amountPaise: signedPaise,
  balanceAfterPaise: paiseSchema,
});
export type TeamTransaction = v.InferOutput<typeof teamTransactionSchema>;
export const teamTransactionTotalsSchema = v.object({ count: v.number(), inPaise: paiseSchema, outPaise: paiseSchema });
export type TeamTransactionTotals = v.InferOutput<typeof teamTransactionTotalsSchema>;
export const teamTransactionsResponse = envelope(v.object({ ...pageSchema(teamTransactionSchema).entries, totals: teamTransactionTotalsSchema }));
