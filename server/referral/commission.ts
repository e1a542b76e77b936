import { addDays, INDIA_OFFSET_MS, indianDateOf, indianDayStart } from '../../kernel/records';
import { FULL_RATE_BPS } from '../../kernel/referral';
import { HOUSE, memberAccount } from '../ledger/accounts';
import type { Db } from '../types';
import type { MoneyContext } from '../wallet/context';

const DAY_MS = 24 * 60 * 60 * 1000;

export const referralCommissionKey = (referrerId: number, day: string) => `referral:${referrerId}:${day}`;

/** The programme's rule: the rate of one friend's valid bets of one day, rounded down to the paisa. */
export const commissionOf = (validBetPaise: number, rateBps: number): number =>
  validBetPaise <= 0 ? 0 : Number((BigInt(validBetPaise) * BigInt(rateBps)) / BigInt(FULL_RATE_BPS));

export type FriendDay = { referrerId: number; friendId: number; validBetPaise: number; commissionPaise: number };
/** One India day that ended: each friend's valid bets settled in it and what they earn the friend's referrer. */
export type ReferralDay = { day: string; endsAt: number; friends: FriendDay[] };

/**
 * The India days that ended by `now` and are not settled yet, oldest first: those after the last day
 * settled (or from the first settled bet of an invited member), each with every invited member's
 * valid bets settled in it (real money) and the commission they earn. A bet counts on the day it
 * settled, so a day that ended never gains a bet.
 */
export function dueReferralDays(db: Db, now: number): ReferralDay[] {
  const rateBps = db.prepare<[], { bps: number }>('SELECT referral_commission_bps AS bps FROM merchant LIMIT 1').get()?.bps ?? 0;
  const today = indianDayStart(indianDateOf(now));
  const lastDay = db.prepare<[], { day: string | null }>('SELECT MAX(day) AS day FROM referral_commission').get()?.day ?? null;
  const from =
    lastDay !== null
      ? indianDayStart(addDays(lastDay, 1))
      : db
          .prepare<[], { at: number | null }>(
            `SELECT MIN(b.settled_at) AS at FROM bet b JOIN member m ON m.id = b.member_id
             WHERE m.referrer_id IS NOT NULL AND b.currency = 'INR' AND b.settled_at IS NOT NULL`,
          )
          .get()?.at;
  if (from == null || from >= today) return [];
  const rows = db
    .prepare<{ from: number; to: number; offset: number }, { day: string; referrerId: number; friendId: number; validBetPaise: number }>(
      `SELECT date((b.settled_at + @offset) / 1000, 'unixepoch') AS day, m.referrer_id AS referrerId, b.member_id AS friendId,
         SUM(b.valid_paise) AS validBetPaise
       FROM bet b JOIN member m ON m.id = b.member_id
       WHERE m.referrer_id IS NOT NULL AND b.currency = 'INR' AND b.settled_at IS NOT NULL
         AND b.settled_at >= @from AND b.settled_at < @to
       GROUP BY day, referrerId, friendId HAVING validBetPaise > 0
       ORDER BY day, referrerId, friendId`,
    )
    .all({ from: indianDayStart(indianDateOf(from)), to: today, offset: INDIA_OFFSET_MS });
  const days = new Map<string, ReferralDay>();
  for (const row of rows) {
    const entry = days.get(row.day) ?? { day: row.day, endsAt: indianDayStart(row.day) + DAY_MS, friends: [] };
    entry.friends.push({ ...row, commissionPaise: commissionOf(row.validBetPaise, rateBps) });
    days.set(row.day, entry);
  }
  return [...days.values()];
}

/**
 * Settles one day: its rows per friend, and per referrer one journal transaction of the day's
 * commissions into the main wallet (kind referralCommission, shown as a rebate in the account
 * record), dated `paidAt`. A referrer whose day is settled already is left alone; a day whose
 * commissions round down to nothing keeps its rows without a transaction.
 */
export function payReferralDay(ctx: MoneyContext, day: ReferralDay, paidAt: number): void {
  const { db } = ctx;
  const settled = db.prepare<[number, string], { one: number }>('SELECT 1 AS one FROM referral_commission WHERE referrer_id = ? AND day = ? LIMIT 1');
  const insert = db.prepare(
    `INSERT INTO referral_commission (referrer_id, friend_id, day, valid_bet_paise, commission_paise, transaction_id, settled_at)
     VALUES (@referrerId, @friendId, @day, @validBetPaise, @commissionPaise, @transactionId, @settledAt)`,
  );
  const byReferrer = new Map<number, FriendDay[]>();
  for (const friend of day.friends) byReferrer.set(friend.referrerId, [...(byReferrer.get(friend.referrerId) ?? []), friend]);
  db.transaction(() => {
    for (const [referrerId, friends] of byReferrer) {
      if (settled.get(referrerId, day.day)) continue;
      const amountPaise = friends.reduce((sum, friend) => sum + friend.commissionPaise, 0);
      const key = referralCommissionKey(referrerId, day.day);
      const transactionId =
        amountPaise === 0
          ? null
          : ctx.stores.journal.post({
              idempotencyKey: key,
              kind: 'referralCommission',
              reference: key,
              lines: [
                { account: HOUSE.referral, amountPaise: -amountPaise },
                { account: memberAccount.main(referrerId), amountPaise },
              ],
              now: paidAt,
            }).transactionId;
      for (const friend of friends) insert.run({ ...friend, day: day.day, transactionId, settledAt: paidAt });
    }
  })();
}

/**
 * SPEC 1 referral: the commission is paid daily. Lazily, as the agents' commission is: each call
 * of the programme settles every day that ended since the last one, dated `now` (the moment it is
 * paid, so each wallet's entries stay in time order and their running balances read right).
 */
export function settleReferralCommission(ctx: MoneyContext, now: number): number {
  const days = dueReferralDays(ctx.db, now);
  for (const day of days) payReferralDay(ctx, day, now);
  return days.length;
}
