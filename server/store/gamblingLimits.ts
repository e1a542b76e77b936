import type { LimitKind, LimitPeriod } from '../../kernel/saferGambling';
import type { Db } from '../types';

/** A stored limit row (019_safer_gambling); a pending change is not yet applied here even when due. */
export type GamblingLimitRow = {
  kind: LimitKind;
  period: LimitPeriod;
  amountPaise: number | null;
  hasPending: 0 | 1;
  pendingAmountPaise: number | null;
  pendingEffectiveAt: number | null;
};

const COLUMNS = `kind, period, amount_paise AS amountPaise, has_pending AS hasPending, pending_amount_paise AS pendingAmountPaise,
  pending_effective_at AS pendingEffectiveAt`;

/** The limits table and the sums the limits count: deposit orders, stakes and payouts since a moment. */
export function createGamblingLimitStore(db: Db) {
  const byMember = db.prepare<[number], GamblingLimitRow>(`SELECT ${COLUMNS} FROM gambling_limit WHERE member_id = ?`);
  const upsert = db.prepare(
    `INSERT INTO gambling_limit (member_id, kind, period, amount_paise, has_pending, pending_amount_paise, pending_effective_at, updated_at)
     VALUES (@memberId, @kind, @period, @amountPaise, @hasPending, @pendingAmountPaise, @pendingEffectiveAt, @now)
     ON CONFLICT (member_id, kind, period) DO UPDATE SET amount_paise = excluded.amount_paise, has_pending = excluded.has_pending,
       pending_amount_paise = excluded.pending_amount_paise, pending_effective_at = excluded.pending_effective_at, updated_at = excluded.updated_at`,
  );
  // Orders that can still bring money count (pending and paid); failed ones, and unpaid gateway orders past their expiry, do not.
  const deposited = db.prepare<[number, number, number], { total: number }>(
    `SELECT COALESCE(SUM(amount_paise), 0) AS total FROM deposit_order
     WHERE member_id = ? AND created_at >= ? AND status IN ('pending', 'paid')
       AND NOT (status = 'pending' AND peer_withdrawal_id IS NULL AND expires_at <= ?)`,
  );
  // Real-money bets only: a trial account's DEMO credit is no gambling with money.
  const betSums = db.prepare<[number, number], { staked: number; paid: number }>(
    `SELECT COALESCE(SUM(stake_paise), 0) AS staked, COALESCE(SUM(COALESCE(payout_paise, 0)), 0) AS paid FROM bet
     WHERE member_id = ? AND currency = 'INR' AND placed_at >= ?`,
  );

  return {
    byMember: (memberId: number) => byMember.all(memberId),
    save: (memberId: number, row: GamblingLimitRow, now: number) => void upsert.run({ memberId, ...row, now }),
    depositedSince: (memberId: number, since: number, now: number) => deposited.get(memberId, since, now)?.total ?? 0,
    betsSince: (memberId: number, since: number) => betSums.get(memberId, since) ?? { staked: 0, paid: 0 },
  };
}
export type GamblingLimitStore = ReturnType<typeof createGamblingLimitStore>;

const stores = new WeakMap<Db, GamblingLimitStore>();

/** The store of a database, prepared once (kept beside the shared stores so this feature stays in its own files). */
export function gamblingLimitsOf(db: Db): GamblingLimitStore {
  let store = stores.get(db);
  if (!store) {
    store = createGamblingLimitStore(db);
    stores.set(db, store);
  }
  return store;
}
