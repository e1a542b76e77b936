import type { WithdrawalStatus } from '../../kernel/withdraw';
import type { Db } from '../types';

export type WithdrawalRow = {
  id: number;
  memberId: number;
  bankAccountId: number;
  amountPaise: number;
  feePaise: number;
  status: WithdrawalStatus;
  createdAt: number;
  decidedAt: number | null;
};

const COLUMNS = `id, member_id AS memberId, bank_account_id AS bankAccountId, amount_paise AS amountPaise, fee_paise AS feePaise,
  status, created_at AS createdAt, decided_at AS decidedAt`;

/** Withdrawal requests and their status; the money itself moves in the journal. */
export function createWithdrawalStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO withdrawal (member_id, bank_account_id, amount_paise, fee_paise, status, created_at)
     VALUES (@memberId, @bankAccountId, @amountPaise, @feePaise, 'pending', @createdAt)`,
  );
  const byId = db.prepare<[number], WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawal WHERE id = ?`);
  const page = db.prepare<[number, number, number], WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawal WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM withdrawal WHERE member_id = ?');
  const countSince = db.prepare<[number, number], { total: number }>(
    "SELECT COUNT(*) AS total FROM withdrawal WHERE member_id = ? AND created_at >= ? AND status <> 'rejected'",
  );
  const open = db.prepare<[], WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawal WHERE status IN ('pending', 'approved') ORDER BY created_at, id`);
  const move = db.prepare('UPDATE withdrawal SET status = ?, decided_at = ? WHERE id = ? AND status = ?');

  return {
    create(row: Pick<WithdrawalRow, 'memberId' | 'bankAccountId' | 'amountPaise' | 'feePaise' | 'createdAt'>): WithdrawalRow {
      const { lastInsertRowid } = insert.run(row);
      return { ...row, id: Number(lastInsertRowid), status: 'pending', decidedAt: null };
    },
    byId: (id: number) => byId.get(id) ?? null,
    page: (memberId: number, limit: number, offset: number) => page.all(memberId, limit, offset),
    count: (memberId: number) => count.get(memberId)?.total ?? 0,
    /** Requests made since a time, rejected ones not counted (the daily limit). */
    countSince: (memberId: number, since: number) => countSince.get(memberId, since)?.total ?? 0,
    /** Pending and approved (awaiting a peer confirmation) withdrawals, oldest first. */
    open: () => open.all(),
    /** Moves a withdrawal from one status to the next; false when it was not in `from` any more. */
    move: (id: number, from: WithdrawalStatus, to: WithdrawalStatus, now: number) => move.run(to, now, id, from).changes === 1,
  };
}
export type WithdrawalStore = ReturnType<typeof createWithdrawalStore>;
