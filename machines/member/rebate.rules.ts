import { type RebateSummary, turnoverPercentOf } from '@kernel/bonusDetails';

/** Why nothing can be claimed now: no valid bets since the last claim, or bets whose rebate rounds down to nothing. */
export type RebateBlock = 'noValidBets' | 'belowOnePaisa';

/** The reason the Claim button is disabled, or null when there is a rebate to claim. */
export function rebateBlock(summary: Pick<RebateSummary, 'validBetPaise' | 'rebatePaise'>): RebateBlock | null {
  if (summary.rebatePaise > 0) return null;
  return summary.validBetPaise > 0 ? 'belowOnePaisa' : 'noValidBets';
}

/** Something is due: a claim may be sent. */
export const hasRebateDue = (summary: Pick<RebateSummary, 'validBetPaise' | 'rebatePaise'> | null): boolean => summary !== null && rebateBlock(summary) === null;

/** The rate as a fraction for a percent format (80 basis points: 0.008). */
export const rateFraction = (rateBps: number): number => rateBps / 10_000;

/** A bonus's turnover bar in whole percent (kernel/bonusDetails.ts, integer paise). */
export const turnoverPercent = (grant: { donePaise: number; requiredPaise: number }): number => turnoverPercentOf(grant.donePaise, grant.requiredPaise);

/** What the bar shows done: the valid bets, at most the requirement. */
export const turnoverShownPaise = (grant: { donePaise: number; requiredPaise: number }): number => Math.min(grant.donePaise, grant.requiredPaise);
