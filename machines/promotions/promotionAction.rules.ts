import { allowedAction, type Promotion, type PromotionAction } from '@/contract/promotions';
import type { SessionKind } from '../navigation.rules';

/**
 * SPEC 4 Game and navigation, as the member center applies it: member features need login. A
 * visitor (or a session not known yet) gets the login popup; a trial account, not fully
 * registered, gets the in_need_true_account warning; a member or an agent may act.
 */
export type PromotionAccess = 'login' | 'trialWarning' | 'allowed';
export function accessOf(session: SessionKind): PromotionAccess {
  if (session === 'guest' || session === 'pending') return 'login';
  return session === 'trial' ? 'trialWarning' : 'allowed';
}

/** The action the card offers: the one its state allows (contract allowedAction), or none. */
export const actionOf = (promotion: Pick<Promotion, 'state' | 'kind'>): PromotionAction | null => allowedAction(promotion.state, promotion.kind);

/** A claim pays money: the raffle prize through MCS2_claimRafflePromotion, a bonus through the claim call. */
export const isClaim = (action: PromotionAction | null) => action === 'claim' || action === 'claimRaffle';
