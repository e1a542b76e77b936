import type { Turnover } from '../../kernel/withdraw';
import type { WageringKind } from '../store/wagering';
import type { MoneyContext } from './context';

/**
 * The wagering ledger: what a member must still bet before a withdrawal. Each credit that carries a
 * turnover requirement opens one (a deposit x1, or (deposit + bonus) x the bonus plan's multiplier; a bonus or a rebate x its multiplier); valid bets settle the
 * open ones oldest first, in the order the bets settled; a bet counts only for requirements opened
 * before it was placed (a stake already at risk did not risk the new credit), and its part beyond
 * every open requirement is not kept for later credits.
 */

export type RequirementOpening = {
  memberId: number;
  /** Opens the requirement once: the credit's own idempotency (deposit:<order>, bonus-grant:<id>, ...). */
  sourceKey: string;
  kind: WageringKind;
  creditPaise: number;
  multiplier: number;
  openedAt: number;
};

/** Opens the requirement of a credit (call it in the credit's transaction); nothing for a multiplier of 0. */
export function openRequirement(ctx: MoneyContext, opening: RequirementOpening): void {
  if (opening.creditPaise <= 0 || opening.multiplier <= 0) return;
  ctx.stores.wagering.open({ ...opening, requiredPaise: opening.creditPaise * opening.multiplier });
}

/** Applies the member's valid bets settled since the last time to the open requirements, oldest first. */
export function applySettledBets(ctx: MoneyContext, memberId: number): void {
  ctx.db.transaction(() => {
    const { wagering } = ctx.stores;
    const bets = wagering.betsAfterCursor(memberId);
    const last = bets.at(-1);
    if (!last) return;
    const open = wagering.openOf(memberId).map((row) => ({ ...row, changed: false }));
    for (const bet of bets) {
      let left = bet.validPaise;
      for (const requirement of open) {
        if (left === 0) break;
        if (requirement.metAt !== null || requirement.openedAt > bet.placedAt) continue;
        const taken = Math.min(left, requirement.requiredPaise - requirement.donePaise);
        requirement.donePaise += taken;
        requirement.changed = true;
        left -= taken;
        if (requirement.donePaise === requirement.requiredPaise) requirement.metAt = bet.settledAt;
      }
    }
    for (const requirement of open) if (requirement.changed) wagering.progress(requirement.id, requirement.donePaise, requirement.metAt);
    wagering.moveCursor(memberId, last);
  })();
}

/**
 * What the withdraw page, its turnover bar and the withdrawal rule read: the open requirements
 * together (required and bet so far); nothing open reads 0 / 0, i.e. met.
 */
export function wageringOf(ctx: MoneyContext, memberId: number): Turnover {
  applySettledBets(ctx, memberId);
  let requiredPaise = 0;
  let donePaise = 0;
  for (const requirement of ctx.stores.wagering.openOf(memberId)) {
    requiredPaise += requirement.requiredPaise;
    donePaise += requirement.donePaise;
  }
  return { requiredPaise, donePaise };
}

/** Credits' requirements as they stand (bonus details), by source key; a credit that opened none is absent. */
export function requirementsOf(ctx: MoneyContext, memberId: number, sourceKeys: readonly string[]) {
  applySettledBets(ctx, memberId);
  return new Map(sourceKeys.map((key) => [key, ctx.stores.wagering.bySourceKey(key)] as const));
}
