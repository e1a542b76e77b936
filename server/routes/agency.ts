import { Hono } from 'hono';
import {
  agentNoticesResponse,
  DOWNLINE_TRANSFER_RULES,
  downlineQuerySchema,
  downlinesResponse,
  downlineTransferInfoResponse,
  reportQuerySchema,
  revenueResponse,
  teamBetsResponse,
  teamOverviewResponse,
  teamProfitLossResponse,
  teamTransactionsResponse,
  teamTreeResponse,
  transferDownlineRequestSchema,
  transferDownlineResponse,
} from '../../kernel/agency';
import { AGENT_PATH } from '../../kernel/agentPaths';
import { downlinePage, teamTree } from '../agency/downlines';
import { requireAgent } from '../agency/guards';
import { createAgentNotices } from '../agency/notices';
import { createTeamOverview } from '../agency/overview';
import { registerDownline } from '../agency/register';
import { createRevenue } from '../agency/revenue';
import { createTeamAccounts } from '../agency/teamAccounts';
import { createTeamBets } from '../agency/teamBets';
import { createTeamProfitLoss } from '../agency/teamProfitLoss';
import { downlineNamed, reportScope } from '../agency/teamScope';
import { createTeamTransactions } from '../agency/teamTransactions';
import { transferToDownline } from '../agency/transfer';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { memberAccount } from '../ledger/accounts';
import { assertModule } from '../moduleGate';
import { ok } from '../respond';
import { readQuery } from '../validate';
import { settleDueConfirmations } from '../wallet/confirmations';
import { runIdempotent } from '../wallet/idempotency';
import { readMoneySealed } from '../wallet/input';
import { checkWithdrawPassword, hasWithdrawPassword } from '../wallet/withdrawPassword';

/**
 * The agency center's calls but the contracts (AGENT_PATH): notices, the team overview, creating
 * downline accounts, the team, transfers to downlines and the four reports. Agent accounts only
 * (requireAgent), and every name a request carries must be in the agent's own team.
 */
export function agencyRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const guard = requireAgent(ctx);
  const teamAccounts = createTeamAccounts(ctx.db);
  const notices = createAgentNotices(ctx.db);
  const overview = createTeamOverview(ctx.db, teamAccounts);
  const teamBets = createTeamBets(ctx.db);
  const teamProfitLoss = createTeamProfitLoss(ctx.db);
  const revenue = createRevenue(ctx.db);
  const teamTransactions = createTeamTransactions(ctx.db);

  routes.get(AGENT_PATH.notices, guard, (c) => ok(c, agentNoticesResponse, notices(c.get('lang'))));

  routes.get(AGENT_PATH.teamOverview, guard, (c) => ok(c, teamOverviewResponse, overview(c.get('member').id, ctx.clock())));

  routes.post(AGENT_PATH.registerDownline, guard, (c) => registerDownline(c, ctx));

  routes.get(AGENT_PATH.downlines, guard, (c) =>
    ok(c, downlinesResponse, downlinePage(teamAccounts, ctx.stores.journal, c.get('member'), readQuery(c, downlineQuerySchema), ctx.clock())),
  );

  routes.get(AGENT_PATH.teamTree, guard, (c) => ok(c, teamTreeResponse, teamTree(teamAccounts, c.get('member'))));

  // MEMTRANS3 gates money between an agent and its team both ways, as it gates the upline transfer
  routes.get(AGENT_PATH.downlineTransferInfo, guard, (c) => {
    assertModule(ctx, 'MEMTRANS3');
    settleDueConfirmations(ctx, ctx.clock());
    const agent = c.get('member');
    return ok(c, downlineTransferInfoResponse, {
      ...DOWNLINE_TRANSFER_RULES,
      balancePaise: ctx.stores.journal.balanceOf(memberAccount.main(agent.id)),
      hasWithdrawPassword: hasWithdrawPassword(ctx, agent.id),
    });
  });

  routes.post(AGENT_PATH.transferDownline, guard, async (c) => {
    assertModule(ctx, 'MEMTRANS3');
    const { withdrawPassword, ...request } = await readMoneySealed(c, ctx, transferDownlineRequestSchema);
    const agent = c.get('member');
    const downline = downlineNamed(ctx.db, agent, request.downline);
    await checkWithdrawPassword(ctx, agent.id, withdrawPassword);
    const now = ctx.clock();
    settleDueConfirmations(ctx, now);
    const result = runIdempotent(
      ctx,
      { memberId: agent.id, key: request.idempotencyKey, operation: 'transferDownline', request: { downline: downline.id, amountPaise: request.amountPaise } },
      now,
      () => transferToDownline(ctx, agent, downline, request, now),
    );
    return ok(c, transferDownlineResponse, result);
  });

  routes.get(AGENT_PATH.teamBets, guard, (c) => {
    const query = readQuery(c, reportQuerySchema);
    return ok(c, teamBetsResponse, teamBets(reportScope(ctx.db, c.get('member'), query), query));
  });

  routes.get(AGENT_PATH.teamProfitLoss, guard, (c) => {
    const query = readQuery(c, reportQuerySchema);
    return ok(c, teamProfitLossResponse, teamProfitLoss(reportScope(ctx.db, c.get('member'), query), query));
  });

  routes.get(AGENT_PATH.revenue, guard, (c) => {
    const query = readQuery(c, reportQuerySchema);
    const agent = c.get('member');
    // the income is the agent's own; a user name is still held to the team like every report's
    reportScope(ctx.db, agent, query);
    return ok(c, revenueResponse, revenue(agent.id, query));
  });

  routes.get(AGENT_PATH.teamTransactions, guard, (c) => {
    const query = readQuery(c, reportQuerySchema);
    return ok(c, teamTransactionsResponse, teamTransactions(reportScope(ctx.db, c.get('member'), query), query));
  });

  return routes;
}
