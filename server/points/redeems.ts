import { ErrorCode } from '../../kernel/errorCodes';
import { maskMobile, type PointRedeem, redeemBlockOf } from '../../kernel/points';
import type { Lang } from '../i18n';
import type { RedeemRow } from '../store/points';
import { rewardImageUrl, rewardText } from '../store/points';
import type { MoneyContext } from '../wallet/context';
import { refusal } from '../wallet/errors';
import { POINT_HOUSE, PointLedgerError, pointAccount } from './pointLedger';

export type RedeemOrder = { rewardId: number; receiverAddress: string; mobile: string };

/** The member's view of a redeem, with the reward's name in the request language. */
export function redeemView(ctx: MoneyContext, row: RedeemRow, lang: Lang): PointRedeem {
  const reward = ctx.stores.points.rewardById(row.rewardId);
  return {
    id: row.id,
    rewardId: row.rewardId,
    rewardName: reward ? rewardText(reward, lang).name : '',
    imageUrl: rewardImageUrl(row.rewardId),
    points: row.points,
    status: row.status,
    receiverAddress: row.receiverAddress,
    mobileMasked: maskMobile(row.mobile),
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

/** Turns the points ledger's refusal of too few points into the member's refusal; anything else stays an error. */
function withPointRefusals<T>(post: () => T): T {
  try {
    return post();
  } catch (error) {
    if (error instanceof PointLedgerError && error.reason === 'insufficientPoints') throw refusal(ErrorCode.pointsInsufficient, 'pointsInsufficient');
    if (error instanceof PointLedgerError && error.reason === 'idempotencyConflict') throw refusal(ErrorCode.idempotencyConflict, 'idempotencyConflict');
    throw error;
  }
}

/**
 * SPEC 5 Redeem: the reward's price is taken from the member's points at once, into its hold, and
 * one of the reward from stock; the redeem is In Process (SPEC 4). One SQLite transaction: a
 * refusal (no such reward, none left, not enough points) writes nothing. `key` makes the hold
 * once (the route derives it from the client's idempotency key).
 */
export function requestRedeem(ctx: MoneyContext, memberId: number, order: RedeemOrder, key: string, now: number): RedeemRow {
  const points = ctx.stores.points;
  return ctx.db.transaction((): RedeemRow => {
    const reward = points.rewardById(order.rewardId);
    if (!reward) throw refusal(ErrorCode.rewardNotFound, 'pointRewardNotFound');
    const block = redeemBlockOf(reward, points.ledger.balanceOf(pointAccount.spendable(memberId)));
    if (block === 'outOfStock') throw refusal(ErrorCode.rewardOutOfStock, 'rewardOutOfStock');
    if (block === 'notEnoughPoints') throw refusal(ErrorCode.pointsInsufficient, 'pointsInsufficient');
    if (!points.takeStock(reward.id)) throw refusal(ErrorCode.rewardOutOfStock, 'rewardOutOfStock');
    // The id the redeem will have, so the hold names it (the write transaction keeps it free).
    const id = ((ctx.db.prepare('SELECT MAX(id) AS id FROM point_redeem').get() as { id: number | null }).id ?? 0) + 1;
    const hold = withPointRefusals(() =>
      points.ledger.post({
        idempotencyKey: `points-redeem:${memberId}:${key}`,
        kind: 'redeem',
        memberId,
        reference: `redeem:${id}`,
        lines: [
          { account: pointAccount.spendable(memberId), points: -reward.points },
          { account: pointAccount.hold(memberId), points: reward.points },
        ],
        now,
      }),
    );
    const inserted = points.insertRedeem({ ...order, memberId, points: reward.points, holdTransactionId: hold.transactionId, createdAt: now });
    const row = points.redeemById(inserted);
    if (!row || row.id !== id) throw new Error(`redeem ${id} was not written`);
    return row;
  })();
}

/**
 * The operator's decision on a redeem In Process, in one transaction: approved, the held points
 * go to the house for good; rejected, they go back to the member's points and the reward back to
 * stock. A redeem decided already is refused (REDEEM_CLOSED), one that does not exist REDEEM_NOT_FOUND.
 */
export function decideRedeem(ctx: MoneyContext, redeemId: number, decision: 'approved' | 'rejected', now: number): RedeemRow {
  const points = ctx.stores.points;
  return ctx.db.transaction((): RedeemRow => {
    const redeem = points.redeemById(redeemId);
    if (!redeem) throw refusal(ErrorCode.redeemNotFound, 'redeemNotFound');
    if (redeem.status !== 'inProcess') throw refusal(ErrorCode.redeemClosed, 'redeemClosed');
    const approved = decision === 'approved';
    const posting = points.ledger.post({
      idempotencyKey: `points-redeem-${approved ? 'approve' : 'return'}:${redeem.id}`,
      kind: approved ? 'redeemApproved' : 'redeemReturned',
      memberId: redeem.memberId,
      reference: `redeem:${redeem.id}`,
      lines: [
        { account: pointAccount.hold(redeem.memberId), points: -redeem.points },
        { account: approved ? POINT_HOUSE.redeemed : pointAccount.spendable(redeem.memberId), points: redeem.points },
      ],
      now,
    });
    if (!approved) points.giveStockBack(redeem.rewardId);
    if (!points.decide(redeem.id, decision, posting.transactionId, now)) throw refusal(ErrorCode.redeemClosed, 'redeemClosed');
    return points.redeemById(redeem.id) as RedeemRow;
  })();
}
