import type { ActivityState, PromotionProgress } from '../../kernel/promotions';
import type { EntryRow, PromotionRow } from '../store/promotions';

export type ActivityInput = {
  promotion: Pick<PromotionRow, 'kind' | 'startsAt' | 'endsAt' | 'requiredTurnoverPaise'>;
  /** The member's entry; null for a visitor or a member who has not taken part. */
  entry: Pick<EntryRow, 'status'> | null;
  /** A joined turnover promotion's valid bets from joining until now or the end of the period, whichever is first. */
  validBetsPaise: number;
  now: number;
};

/**
 * SPEC 4 Statuses: the activity state a member sees. Without an entry it follows the period
 * (coming soon, Join, closed); with one it follows the entry, and a joined turnover promotion
 * follows its valid bets: Process until they reach the requirement, then Claim; a period that
 * ended first closes it (Close), as a lost raffle is Close.
 */
export function activityStateOf({ promotion, entry, validBetsPaise, now }: ActivityInput): { state: ActivityState; progress: PromotionProgress | null } {
  if (!entry) {
    if (now < promotion.startsAt) return { state: 'coming soon', progress: null };
    return { state: now >= promotion.endsAt ? 'closed' : 'Join', progress: null };
  }
  switch (entry.status) {
    case 'joined': {
      if (promotion.kind === 'raffle') return { state: 'signed', progress: null };
      if (promotion.kind !== 'turnover' || promotion.requiredTurnoverPaise === null) return { state: 'Joined', progress: null };
      const progress = { donePaise: validBetsPaise, requiredPaise: promotion.requiredTurnoverPaise };
      if (validBetsPaise >= promotion.requiredTurnoverPaise) return { state: 'Claim', progress };
      return { state: now >= promotion.endsAt ? 'Close' : 'Process', progress };
    }
    case 'applying':
      return { state: 'Applying', progress: null };
    case 'issued':
      return { state: 'Issued', progress: null };
    case 'rejected':
      return { state: 'Rejected', progress: null };
    case 'won':
      return { state: 'Claim', progress: null };
    case 'lost':
      return { state: 'Close', progress: null };
    case 'claimed':
      return { state: 'Claimed', progress: null };
  }
}

/** The window whose valid bets count for a joined turnover promotion: from joining to now or the period's end. */
export const turnoverWindow = (promotion: Pick<PromotionRow, 'endsAt'>, entry: Pick<EntryRow, 'enteredAt'>, now: number) => ({
  from: entry.enteredAt,
  until: Math.min(now, promotion.endsAt),
});
