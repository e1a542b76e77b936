import type { Turnover } from '../../src/contract/withdraw';
import type { MoneyContext } from './context';

/**
 * The turnover a withdrawal waits for: the valid bets (settled, real money) placed since the last
 * paid deposit must reach that deposit plus its bonus times the deposit's multiplier. Without a
 * paid deposit nothing is required (seeded opening balances are not deposits).
 */
export function turnoverOf(ctx: MoneyContext, memberId: number): Turnover {
  const deposit = ctx.stores.deposits.lastPaid(memberId);
  if (!deposit || deposit.settledAt === null) return { requiredPaise: 0, donePaise: 0 };
  return {
    requiredPaise: (deposit.amountPaise + deposit.bonusPaise) * deposit.turnoverMultiplier,
    donePaise: ctx.stores.betTurnover.validBetsSince(memberId, deposit.settledAt),
  };
}
