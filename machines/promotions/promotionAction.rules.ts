import { allowedAction, type Promotion, type PromotionAction } from '@kernel/promotions';
import type { SessionKind } from '../sessionKind';

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

/** How a state tag is coloured: what can be done now, what waits, what paid, what failed, what is not open. */
export type StateTone = 'act' | 'wait' | 'paid' | 'failed' | 'shut';
const TONES: Record<Promotion['state'], StateTone> = {
  Join: 'act',
  Claim: 'act',
  Applying: 'wait',
  Process: 'wait',
  Joined: 'wait',
  signed: 'wait',
  Issued: 'paid',
  Claimed: 'paid',
  Rejected: 'failed',
  Close: 'failed',
  'coming soon': 'shut',
  closed: 'shut',
};
export const stateTone = (state: Promotion['state']): StateTone => TONES[state];

/** A turnover's progress as a share of its requirement, 0 to 1. */
export const progressShare = (progress: { donePaise: number; requiredPaise: number }) =>
  progress.requiredPaise <= 0 ? 1 : Math.min(1, progress.donePaise / progress.requiredPaise);
