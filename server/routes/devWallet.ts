import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import {
  type DevWithdrawal,
  devWalletModeResponse,
  devWalletModeSchema,
  devWithdrawalDecisionSchema,
  devWithdrawalMatchSchema,
  devWithdrawalResponse,
  devWithdrawalsResponse,
} from '../../kernel/devControls';
import { ErrorCode } from '../../kernel/errorCodes';
import { DEV_PATH } from '../../kernel/paths';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { fail, ok } from '../respond';
import type { WithdrawalRow } from '../store/withdrawals';
import { readJsonBody } from '../validate';
import { matchWithdrawalToPeer, settleDisputeAsReceived, settleDueConfirmations } from '../wallet/confirmations';
import { sweepGameWalletsToMain } from '../wallet/wallets';
import { approveWithdrawal, rejectWithdrawal } from '../wallet/withdrawals';

/**
 * Dev controls of the money (mounted by devRoutes): the operator's side of withdrawals (list,
 * pay, reject, pay peer to peer from another member's deposit) and the merchant's wallet mode.
 */
export function devWalletRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  const describe = (row: WithdrawalRow): DevWithdrawal => ({
    id: row.id,
    username: ctx.stores.members.byId(row.memberId)?.username ?? '',
    status: row.status,
    amountPaise: row.amountPaise,
    feePaise: row.feePaise,
    createdAt: row.createdAt,
    confirmationStatus: ctx.stores.confirmations.byWithdrawal(row.id)?.status ?? null,
  });

  routes.get(DEV_PATH.withdrawals, (c) => {
    settleDueConfirmations(ctx, ctx.clock());
    return ok(c, devWithdrawalsResponse, ctx.stores.withdrawals.open().map(describe));
  });

  routes.post(DEV_PATH.approveWithdrawal, async (c) => {
    const { withdrawalId } = await readJsonBody(c, devWithdrawalDecisionSchema);
    const now = ctx.clock();
    settleDueConfirmations(ctx, now);
    // pending: paid to the bank; approved (paid peer to peer, disputed): the operator finds it was received
    if (ctx.stores.withdrawals.byId(withdrawalId)?.status === 'approved') settleDisputeAsReceived(ctx, withdrawalId, now);
    else approveWithdrawal(ctx, withdrawalId, now);
    const row = ctx.stores.withdrawals.byId(withdrawalId);
    if (!row) return fail(c, ErrorCode.withdrawalNotFound, 'withdrawalNotFound');
    return ok(c, devWithdrawalResponse, describe(row));
  });

  routes.post(DEV_PATH.rejectWithdrawal, async (c) => {
    const { withdrawalId } = await readJsonBody(c, devWithdrawalDecisionSchema);
    settleDueConfirmations(ctx, ctx.clock());
    return ok(c, devWithdrawalResponse, describe(rejectWithdrawal(ctx, withdrawalId, ctx.clock())));
  });

  routes.post(DEV_PATH.matchWithdrawal, async (c) => {
    const request = await readJsonBody(c, devWithdrawalMatchSchema);
    const depositor = ctx.stores.members.byUsername(request.depositor);
    if (!depositor) return fail(c, ErrorCode.accountNotFound, 'accountNotFound');
    const orderId = `DP${randomBytes(12).toString('hex').toUpperCase()}`;
    const confirmation = matchWithdrawalToPeer(ctx, request.withdrawalId, depositor.id, orderId, ctx.clock());
    const withdrawal = ctx.stores.withdrawals.byId(confirmation.withdrawalId);
    if (!withdrawal) return fail(c, ErrorCode.withdrawalNotFound, 'withdrawalNotFound');
    return ok(c, devWithdrawalResponse, describe(withdrawal));
  });

  routes.post(DEV_PATH.walletMode, async (c) => {
    const { isSingle } = await readJsonBody(c, devWalletModeSchema);
    const now = ctx.clock();
    // A single-wallet merchant shows only the main wallet: money left in game wallets moves there.
    const swept = ctx.db.transaction(() => {
      ctx.stores.walletSettings.setSingleWallet(isSingle);
      if (!isSingle) return 0;
      const members = ctx.stores.journal.memberIdsHolding('game');
      for (const memberId of members) sweepGameWalletsToMain(ctx, memberId, `single-wallet-sweep:${memberId}:${now}`, now);
      return members.length;
    })();
    return ok(c, devWalletModeResponse, { isSingle, sweptMembers: swept });
  });

  return routes;
}
