import type { MoneyContext } from '../wallet/context';
import { POINT_HOUSE, pointAccount } from './pointLedger';

export const earnKey = (betId: number) => `points-earn:bet:${betId}`;

/**
 * The points a settled bet earns: its valid bet plus what the member's earlier bets left over
 * (less than a point's worth), in whole points; what is left over again is carried on. So ten ₹1
 * bets earn the same point as one ₹10 bet, and nothing is ever rounded away.
 */
export function pointsOfBet(validPaise: number, carryPaise: number, paisePerPoint: number): { points: number; carryPaise: number } {
  const total = carryPaise + validPaise;
  return { points: Math.floor(total / paisePerPoint), carryPaise: total % paisePerPoint };
}

type UncreditedBet = { id: number; validPaise: number; settledAt: number };

/**
 * Credits the member's settled real-money bets not credited yet (SPEC 1 points mall: play earns
 * points), oldest first, each exactly once: its point_earning row (keyed by the bet) and, when it
 * earns a whole point, one points transaction keyed by the bet, in one SQLite transaction. Lazy,
 * like the referral commission: every points call of the member runs it first, so what is shown
 * has been credited. A credit is dated when its bet settled, never before the member's last
 * movement of points, so the running balances read in time order. Returns the points credited.
 */
export function creditEarnedPoints(ctx: MoneyContext, memberId: number, now: number): number {
  const { db } = ctx;
  const points = ctx.stores.points;
  const uncredited = db
    .prepare<{ memberId: number; now: number }, UncreditedBet>(
      `SELECT b.id, b.valid_paise AS validPaise, b.settled_at AS settledAt FROM bet b
       WHERE b.member_id = @memberId AND b.currency = 'INR' AND b.settled_at IS NOT NULL AND b.settled_at <= @now
         AND NOT EXISTS (SELECT 1 FROM point_earning e WHERE e.bet_id = b.id)
       ORDER BY b.settled_at, b.id`,
    )
    .all({ memberId, now });
  if (uncredited.length === 0) return 0;
  const lastCarry = db.prepare<[number], { carry: number }>('SELECT carry_paise AS carry FROM point_earning WHERE member_id = ? ORDER BY id DESC LIMIT 1');
  const insert = db.prepare(
    `INSERT INTO point_earning (bet_id, member_id, valid_paise, points, carry_paise, transaction_id, credited_at)
     VALUES (@betId, @memberId, @validPaise, @points, @carryPaise, @transactionId, @creditedAt)`,
  );
  return db.transaction((): number => {
    const { earnValidBetPaisePerPoint } = points.config();
    let carry = lastCarry.get(memberId)?.carry ?? 0;
    let credited = 0;
    for (const bet of uncredited) {
      const earned = pointsOfBet(bet.validPaise, carry, earnValidBetPaisePerPoint);
      const creditedAt = Math.max(bet.settledAt, points.ledger.lastMoveOf(memberId) ?? bet.settledAt);
      const transactionId =
        earned.points === 0
          ? null
          : points.ledger.post({
              idempotencyKey: earnKey(bet.id),
              kind: 'earn',
              memberId,
              reference: `bet:${bet.id}`,
              lines: [
                { account: POINT_HOUSE.issued, points: -earned.points },
                { account: pointAccount.spendable(memberId), points: earned.points },
              ],
              now: creditedAt,
            }).transactionId;
      insert.run({ betId: bet.id, memberId, validPaise: bet.validPaise, points: earned.points, carryPaise: earned.carryPaise, transactionId, creditedAt });
      carry = earned.carryPaise;
      credited += earned.points;
    }
    return credited;
  })();
}
