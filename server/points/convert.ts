import { ErrorCode } from '../../kernel/errorCodes';
import { type ConvertIssue, type ConvertResult, convertIssueOf, type PointConfig, pointsToPaise } from '../../kernel/points';
import { HOUSE, memberAccount } from '../ledger/accounts';
import type { MoneyContext } from '../wallet/context';
import { refusal } from '../wallet/errors';
import { POINT_HOUSE, pointAccount } from './pointLedger';

/** The refusal of points the convert rule does not take, naming the bound (the minimum or the step). */
export function convertRefusal(issue: ConvertIssue, config: PointConfig) {
  if (issue === 'pointsInsufficient') return refusal(ErrorCode.pointsInsufficient, 'pointsInsufficient');
  const bound = issue === 'pointsBelowMin' ? config.convertMinPoints : config.convertStepPoints;
  return refusal(ErrorCode.pointsNotConvertible, issue, String(bound));
}

/**
 * Points into money at the ratio (SPEC 7 MCS2_convertPoint): in ONE SQLite transaction, the points
 * leave the member's points for the house (points ledger, kind convert) and the money they are
 * worth comes from house:points into the main wallet (money journal, kind pointsConvert, shown as
 * a bonus in the account record). Both are keyed by `key`, so a retry never converts twice; a
 * refusal (below the minimum, not whole steps, not enough points) writes nothing.
 */
export function convertPoints(ctx: MoneyContext, memberId: number, points: number, key: string, now: number): ConvertResult {
  const store = ctx.stores.points;
  return ctx.db.transaction((): ConvertResult => {
    const config = store.config();
    const issue = convertIssueOf(points, config, store.ledger.balanceOf(pointAccount.spendable(memberId)));
    if (issue) throw convertRefusal(issue, config);
    const amountPaise = pointsToPaise(points, config.ratio);
    const idempotencyKey = `points-convert:${memberId}:${key}`;
    const reference = `convert:${key}`;
    store.ledger.post({
      idempotencyKey,
      kind: 'convert',
      memberId,
      reference,
      lines: [
        { account: pointAccount.spendable(memberId), points: -points },
        { account: POINT_HOUSE.converted, points },
      ],
      now,
    });
    ctx.stores.journal.post({
      idempotencyKey,
      kind: 'pointsConvert',
      reference,
      lines: [
        { account: HOUSE.points, amountPaise: -amountPaise },
        { account: memberAccount.main(memberId), amountPaise },
      ],
      now,
    });
    return { points, amountPaise, currentPoints: store.ledger.balanceOf(pointAccount.spendable(memberId)), createdAt: now };
  })();
}
