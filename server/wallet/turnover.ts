import type { Turnover } from '../../kernel/withdraw';
import type { MoneyContext } from './context';
import { wageringOf } from './wagering';

/**
 * The turnover a withdrawal waits for: every open requirement of the wagering ledger (deposits x1,
 * bonuses and rebates x their multipliers), settled by valid bets oldest first (wagering.ts).
 */
export const turnoverOf = (ctx: MoneyContext, memberId: number): Turnover => wageringOf(ctx, memberId);
