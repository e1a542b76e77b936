import type { DepositBonusRefusal, DepositStatus } from '../../kernel/deposit';
import type { Db } from '../types';

export type DepositOrderRow = {
  id: string;
  memberId: number;
  channel: string;
  amountPaise: number;
  bonusId: string | null;
  bonusPaise: number;
  turnoverMultiplier: number;
  /** As stored: a 'pending' gateway order past expiresAt reads as expired (effectiveStatus). */
  status: DepositStatus;
  createdAt: number;
  expiresAt: number;
  settledAt: number | null;
  peerWithdrawalId: number | null;
  /** Why the chosen bonus was not paid with the payment (judged again then); null when it was, or none was chosen. */
  bonusRefusal?: DepositBonusRefusal | null;
};

const COLUMNS = `id, member_id AS memberId, channel, amount_paise AS amountPaise, bonus_id AS bonusId, bonus_paise AS bonusPaise,
  turnover_multiplier AS turnoverMultiplier, status, created_at AS createdAt, expires_at AS expiresAt, settled_at AS settledAt,
  peer_withdrawal_id AS peerWithdrawalId, bonus_refusal AS bonusRefusal`;

/** A gateway order unpaid at its expiry is expired, whether or not anyone wrote that down yet. */
export const effectiveStatus = (order: DepositOrderRow, now: number): DepositStatus =>
  order.status === 'pending' && order.peerWithdrawalId === null && now >= order.expiresAt ? 'expired' : order.status;

/** Deposit orders: made by members, settled by the payment page (or a peer confirmation). */
export function createDepositStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO deposit_order (id, member_id, channel, amount_paise, bonus_id, bonus_paise, turnover_multiplier, status,
       created_at, expires_at, settled_at, peer_withdrawal_id)
     VALUES (@id, @memberId, @channel, @amountPaise, @bonusId, @bonusPaise, @turnoverMultiplier, @status,
       @createdAt, @expiresAt, @settledAt, @peerWithdrawalId)`,
  );
  const byId = db.prepare<[string], DepositOrderRow>(`SELECT ${COLUMNS} FROM deposit_order WHERE id = ?`);
  const page = db.prepare<[number, number, number], DepositOrderRow>(
    `SELECT ${COLUMNS} FROM deposit_order WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM deposit_order WHERE member_id = ?');
  const settle = db.prepare("UPDATE deposit_order SET status = ?, settled_at = ? WHERE id = ? AND status = 'pending'");
  const lastPaid = db.prepare<[number], DepositOrderRow>(
    `SELECT ${COLUMNS} FROM deposit_order WHERE member_id = ? AND status = 'paid' ORDER BY settled_at DESC, rowid DESC LIMIT 1`,
  );
  const refuseBonus = db.prepare('UPDATE deposit_order SET bonus_paise = 0, bonus_refusal = ? WHERE id = ?');
  const paidCount = db.prepare<[number], { total: number }>("SELECT COUNT(*) AS total FROM deposit_order WHERE member_id = ? AND status = 'paid'");
  const byPeerWithdrawal = db.prepare<[number], DepositOrderRow>(`SELECT ${COLUMNS} FROM deposit_order WHERE peer_withdrawal_id = ?`);

  return {
    create: (row: DepositOrderRow) => void insert.run(row),
    byId: (id: string) => byId.get(id) ?? null,
    page: (memberId: number, limit: number, offset: number) => page.all(memberId, limit, offset),
    count: (memberId: number) => count.get(memberId)?.total ?? 0,
    /** Moves a stored 'pending' order to its outcome; false when it was settled already. */
    settle: (id: string, status: Exclude<DepositStatus, 'pending'>, now: number) => settle.run(status, now, id).changes === 1,
    lastPaid: (memberId: number) => lastPaid.get(memberId) ?? null,
    paidCount: (memberId: number) => paidCount.get(memberId)?.total ?? 0,
    /** The order's bonus is no longer due when it is paid: nothing of it is credited, and why is kept. */
    refuseBonus: (id: string, reason: DepositBonusRefusal) => void refuseBonus.run(reason, id),
    byPeerWithdrawal: (withdrawalId: number) => byPeerWithdrawal.get(withdrawalId) ?? null,
  };
}
export type DepositStore = ReturnType<typeof createDepositStore>;
