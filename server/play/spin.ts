import { ErrorCode } from '../../kernel/errorCodes';
import type { PlaySpinResult } from '../../kernel/play';
import type { ServerContext } from '../context';
import { isLedgerRefusal } from '../ledger/journal';
import type { MessageKey } from '../messages';
import type { LaunchableGameRow } from '../store/games';
import type { MemberRow } from '../store/members';
import { refusal } from '../wallet/errors';
import { runIdempotent } from '../wallet/idempotency';
import { placeBet, settleBet } from './betting';
import { drawReels, prizeMultiplier } from './reels';
import { type PlayWallet, playWalletOf } from './wallet';

const TOO_LOW: Record<PlayWallet['purpose'], MessageKey> = {
  main: 'playBalanceTooLow',
  game: 'playGameWalletTooLow',
  demo: 'playDemoCreditTooLow',
};
const tooLow = (wallet: PlayWallet) => refusal(ErrorCode.insufficientBalance, TOO_LOW[wallet.purpose]);

/**
 * One spin of the demo slot, in one transaction: the bet is recorded and its stake taken, the
 * server draws the reels, the bet settles and the prize is paid into the same wallet. Keyed by
 * the page's idempotency key: a retry answers the first spin again and moves nothing; a bet above
 * the wallet's balance is refused and moves nothing.
 */
export function spin(
  ctx: ServerContext,
  player: { member: MemberRow; game: LaunchableGameRow },
  request: { stakePaise: number; idempotencyKey: string },
  now: number,
): PlaySpinResult {
  const { member, game } = player;
  const { stakePaise } = request;
  const scope = { memberId: member.id, key: request.idempotencyKey, operation: 'playSpin', request: { nodeId: game.nodeId, stakePaise } };
  return runIdempotent(ctx, scope, now, (): PlaySpinResult => {
    const wallet = playWalletOf(ctx, member, game.vendorCode);
    const { journal } = ctx.stores;
    if (journal.balanceOf(wallet.account) < stakePaise) throw tooLow(wallet);
    let betId: number;
    try {
      betId = placeBet(ctx, { memberId: member.id, wallet, vendor: game.vendorCode, category: game.category, nodeId: game.nodeId, stakePaise, now });
    } catch (error) {
      // the balance was read inside this transaction, so only a bug gets here; refuse all the same
      if (isLedgerRefusal(error, 'insufficientFunds')) throw tooLow(wallet);
      throw error;
    }
    const reels = drawReels(ctx.random);
    const payoutPaise = stakePaise * prizeMultiplier(reels);
    settleBet(ctx, { betId, wallet, stakePaise, payoutPaise, now });
    return { betId, reels, stakePaise, payoutPaise, balancePaise: journal.balanceOf(wallet.account), currency: wallet.currency, wallet: wallet.code };
  });
}
