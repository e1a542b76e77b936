import { Hono } from 'hono';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import {
  merchantWalletResponse,
  walletTransferAllRequestSchema,
  walletTransferAllResponse,
  walletTransferRequestSchema,
  walletTransferResponse,
} from '../../kernel/wallet';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { ok } from '../respond';
import { requireRealMoneyMember } from '../wallet/guards';
import { runIdempotent } from '../wallet/idempotency';
import { readMoneyJson } from '../wallet/input';
import { merchantWallet, transferAllToMain, transferBetweenWallets } from '../wallet/wallets';

/** SPEC 7 Wallet (T): the merchant wallet view and transfers between the main and the game wallets. */
export function walletRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const guard = requireRealMoneyMember(ctx);

  routes.get(MEMBER_PATH.merchantWallet, guard, (c) => ok(c, merchantWalletResponse, merchantWallet(ctx, c.get('member').id, c.get('lang'))));

  routes.post(MEMBER_PATH.walletTransfer, guard, async (c) => {
    const request = await readMoneyJson(c, walletTransferRequestSchema);
    const memberId = c.get('member').id;
    const now = ctx.clock();
    const { idempotencyKey, ...transfer } = request;
    const result = runIdempotent(ctx, { memberId, key: idempotencyKey, operation: 'walletTransfer', request: transfer }, now, () =>
      transferBetweenWallets(ctx, memberId, request, now),
    );
    return ok(c, walletTransferResponse, result);
  });

  routes.post(MEMBER_PATH.walletTransferAll, guard, async (c) => {
    const { idempotencyKey } = await readMoneyJson(c, walletTransferAllRequestSchema);
    const memberId = c.get('member').id;
    const now = ctx.clock();
    const result = runIdempotent(ctx, { memberId, key: idempotencyKey, operation: 'walletTransferAll', request: null }, now, () =>
      transferAllToMain(ctx, memberId, idempotencyKey, now),
    );
    return ok(c, walletTransferAllResponse, result);
  });

  return routes;
}
