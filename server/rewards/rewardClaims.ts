import { ErrorCode } from '../../kernel/errorCodes';
import { memberAccount } from '../ledger/accounts';
import type { MoneyContext } from '../wallet/context';
import { refusal } from '../wallet/errors';
import { grantBonus } from './bonusGrants';

/** The bonus's reference (as bonus_grant names its sources) and its journal key (one payment per reward). */
export const rewardReference = (rewardId: number) => `reward:${rewardId}`;
export const rewardClaimKey = (rewardId: number) => `reward-claim:${rewardId}`;

/**
 * Claims a reward of the member: refused (nothing changed) when it is not the member's, already
 * claimed or expired; else its bonus is paid into the main wallet (grantBonus, source reward) and
 * the reward marked claimed, in one transaction. The bonus key is the reward's own, so the money
 * moves once whatever the number of claims. Answers the main wallet's balance after it.
 */
export function claimReward(ctx: MoneyContext, memberId: number, rewardId: number, now: number): { balancePaise: number } {
  return ctx.db.transaction(() => {
    const reward = ctx.stores.memberRewards.byId(rewardId);
    if (!reward || reward.memberId !== memberId) throw refusal(ErrorCode.rewardNotFound, 'rewardNotFound');
    if (reward.claimedAt !== null) throw refusal(ErrorCode.rewardAlreadyClaimed, 'rewardAlreadyClaimed');
    if (reward.expiresAt <= now) throw refusal(ErrorCode.rewardExpired, 'rewardExpired');
    const grant = grantBonus(ctx, {
      memberId,
      source: 'reward',
      reference: rewardReference(rewardId),
      titleEn: reward.titleEn,
      titleHi: reward.titleHi,
      amountPaise: reward.amountPaise,
      turnoverMultiplier: reward.turnoverMultiplier,
      idempotencyKey: rewardClaimKey(rewardId),
      now,
    });
    if (!ctx.stores.memberRewards.markClaimed(rewardId, now, grant.transactionId)) throw refusal(ErrorCode.rewardAlreadyClaimed, 'rewardAlreadyClaimed');
    return { balancePaise: ctx.stores.journal.balanceOf(memberAccount.main(memberId)) };
  })();
}
