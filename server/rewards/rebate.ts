import { REBATE_TURNOVER_MULTIPLIER, type RebateClaim, type RebateLine, type RebateSummary, rebateOf } from '../../kernel/bonusDetails';
import { ErrorCode } from '../../kernel/errorCodes';
import { HOUSE, memberAccount } from '../ledger/accounts';
import type { MoneyContext } from '../wallet/context';
import { refusal } from '../wallet/errors';
import { openRequirement } from '../wallet/wagering';

/** The journal key of a rebate claim: the member's and the client's key, so a retried claim is posted once. */
export const rebateClaimKey = (memberId: number, clientKey: string) => `rebate:${memberId}:${clientKey}`;

/**
 * What the member may claim at `now`: its valid bets settled after the end of its last claim (or
 * its registration) up to now, per category with a rate, each category's rebate rounded down to
 * the paisa on its own (kernel/bonusDetails.ts rebateOf), and their sum.
 */
export function rebateSummary(ctx: MoneyContext, memberId: number, registeredAt: number, now: number): RebateSummary {
  const last = ctx.stores.rebates.lastClaim(memberId);
  const from = Math.min(last?.to ?? registeredAt, now);
  const valid = ctx.stores.rebates.validBetsByCategory(memberId, from, now);
  const lines: RebateLine[] = ctx.stores.rebates.rates().map(({ category, rateBps }) => {
    const validBetPaise = valid.get(category) ?? 0;
    return { category, validBetPaise, rateBps, rebatePaise: rebateOf(validBetPaise, rateBps) };
  });
  return {
    from,
    to: now,
    lines,
    validBetPaise: lines.reduce((sum, line) => sum + line.validBetPaise, 0),
    rebatePaise: lines.reduce((sum, line) => sum + line.rebatePaise, 0),
    lastClaimedAt: last?.claimedAt ?? null,
  };
}

/**
 * Claims the rebate due now: ONE journal transaction (kind rebate, from house:rebate into the main
 * wallet, shown as a rebate in the account record) and the claim with its lines, together or not at
 * all. The claim's period ends at `now`, so the next one counts only bets settled after it. Nothing
 * due (no valid bets, or less than a paisa) is refused and nothing is written. A replay of the same
 * key returns the claim paid the first time.
 */
export function claimRebate(ctx: MoneyContext, memberId: number, registeredAt: number, clientKey: string, now: number): RebateClaim {
  return ctx.db.transaction(() => {
    const key = rebateClaimKey(memberId, clientKey);
    const earlier = ctx.stores.rebates.byJournalKey(key);
    if (earlier) return earlier;
    const due = rebateSummary(ctx, memberId, registeredAt, now);
    if (due.rebatePaise <= 0) throw refusal(ErrorCode.rebateNothingToClaim, 'rebateNothingToClaim');
    const posting = ctx.stores.journal.post({
      idempotencyKey: key,
      kind: 'rebate',
      reference: `rebate:${memberId}:${now}`,
      lines: [
        { account: HOUSE.rebate, amountPaise: -due.rebatePaise },
        { account: memberAccount.main(memberId), amountPaise: due.rebatePaise },
      ],
      now,
    });
    const claim = { from: due.from, to: due.to, validBetPaise: due.validBetPaise, rebatePaise: due.rebatePaise, claimedAt: posting.createdAt };
    ctx.stores.rebates.insert({ ...claim, memberId, transactionId: posting.transactionId }, due.lines);
    const written = ctx.stores.rebates.byTransaction(posting.transactionId);
    if (!written) throw new Error(`rebate claim of transaction ${posting.transactionId} is missing`);
    openRequirement(ctx, {
      memberId,
      sourceKey: `rebate:${posting.transactionId}`,
      kind: 'rebate',
      creditPaise: due.rebatePaise,
      multiplier: REBATE_TURNOVER_MULTIPLIER,
      openedAt: posting.createdAt,
    });
    return written;
  })();
}
