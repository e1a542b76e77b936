import type { MoneyContext } from '../wallet/context';
import type { PlayWallet } from './wallet';

export type BetPlacement = {
  memberId: number;
  wallet: PlayWallet;
  vendor: string;
  category: string;
  nodeId: number | null;
  stakePaise: number;
  now: number;
};

/**
 * Records a bet and takes its stake from the wallet, all or nothing: the ledger's refusal
 * (LedgerError 'insufficientFunds') rolls the bet row back too. The money is keyed by the bet,
 * so it moves once.
 */
export function placeBet(ctx: MoneyContext, bet: BetPlacement): number {
  return ctx.db.transaction(() => {
    const betId = ctx.stores.placedBets.insert({
      memberId: bet.memberId,
      wallet: bet.wallet.code,
      vendor: bet.vendor,
      gameType: bet.category,
      nodeId: bet.nodeId,
      stakePaise: bet.stakePaise,
      currency: bet.wallet.currency,
      placedAt: bet.now,
    });
    ctx.stores.journal.post({
      idempotencyKey: `bet:${betId}`,
      kind: 'bet',
      reference: `bet:${betId}`,
      lines: [
        { account: bet.wallet.account, amountPaise: -bet.stakePaise },
        { account: bet.wallet.house, amountPaise: bet.stakePaise },
      ],
      now: bet.now,
    });
    return betId;
  })();
}

/**
 * Settles a bet once: its outcome on the row (the whole stake counts as a valid bet for the
 * withdrawal turnover) and the payout, if any, into the wallet the stake came from.
 */
export function settleBet(ctx: MoneyContext, settlement: { betId: number; wallet: PlayWallet; stakePaise: number; payoutPaise: number; now: number }): void {
  const { betId, wallet, payoutPaise, now } = settlement;
  ctx.db.transaction(() => {
    if (!ctx.stores.placedBets.settle(betId, { payoutPaise, validPaise: settlement.stakePaise, settledAt: now })) {
      throw new Error(`bet ${betId} does not exist or is settled already`);
    }
    if (payoutPaise === 0) return;
    ctx.stores.journal.post({
      idempotencyKey: `payout:${betId}`,
      kind: 'payout',
      reference: `bet:${betId}`,
      lines: [
        { account: wallet.house, amountPaise: -payoutPaise },
        { account: wallet.account, amountPaise: payoutPaise },
      ],
      now,
    });
  })();
}
