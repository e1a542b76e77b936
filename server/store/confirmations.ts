import type { ConfirmationStatus } from '../../kernel/withdrawConfirmation';
import type { Db } from '../types';

export type ConfirmationRow = {
  id: number;
  withdrawalId: number;
  depositOrderId: string;
  memberId: number;
  status: ConfirmationStatus;
  createdAt: number;
  deadlineAt: number;
  answeredAt: number | null;
  proofCount: number;
};

const COLUMNS = `c.id, c.withdrawal_id AS withdrawalId, c.deposit_order_id AS depositOrderId, c.member_id AS memberId, c.status,
  c.created_at AS createdAt, c.deadline_at AS deadlineAt, c.answered_at AS answeredAt,
  (SELECT COUNT(*) FROM confirmation_proof p WHERE p.confirmation_id = c.id) AS proofCount`;

/** SPEC 4 withdrawal confirmations and their proof images. */
export function createConfirmationStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO withdrawal_confirmation (withdrawal_id, deposit_order_id, member_id, status, created_at, deadline_at)
     VALUES (?, ?, ?, 'pending', ?, ?)`,
  );
  const byId = db.prepare<[number], ConfirmationRow>(`SELECT ${COLUMNS} FROM withdrawal_confirmation c WHERE c.id = ?`);
  const byWithdrawal = db.prepare<[number], ConfirmationRow>(`SELECT ${COLUMNS} FROM withdrawal_confirmation c WHERE c.withdrawal_id = ?`);
  const pendingFor = db.prepare<[number], ConfirmationRow>(
    `SELECT ${COLUMNS} FROM withdrawal_confirmation c WHERE c.member_id = ? AND c.status = 'pending' ORDER BY c.created_at, c.id`,
  );
  const due = db.prepare<[number], ConfirmationRow>(
    `SELECT ${COLUMNS} FROM withdrawal_confirmation c WHERE c.status = 'pending' AND c.deadline_at <= ? ORDER BY c.deadline_at, c.id`,
  );
  const answer = db.prepare("UPDATE withdrawal_confirmation SET status = ?, answered_at = ? WHERE id = ? AND status = 'pending'");
  const addProof = db.prepare('INSERT INTO confirmation_proof (confirmation_id, content_type, size_bytes, bytes, created_at) VALUES (?, ?, ?, ?, ?)');

  return {
    create(withdrawalId: number, depositOrderId: string, memberId: number, now: number, deadlineAt: number): number {
      return Number(insert.run(withdrawalId, depositOrderId, memberId, now, deadlineAt).lastInsertRowid);
    },
    byId: (id: number) => byId.get(id) ?? null,
    byWithdrawal: (withdrawalId: number) => byWithdrawal.get(withdrawalId) ?? null,
    pendingFor: (memberId: number) => pendingFor.all(memberId),
    /** Unanswered confirmations whose deadline has come. */
    due: (now: number) => due.all(now),
    /** Records the answer of a pending confirmation; false when it was answered already. */
    answer: (id: number, status: Exclude<ConfirmationStatus, 'pending'>, now: number) => answer.run(status, now, id).changes === 1,
    addProof: (id: number, contentType: string, bytes: Uint8Array, now: number) => void addProof.run(id, contentType, bytes.byteLength, Buffer.from(bytes), now),
  };
}
export type ConfirmationStore = ReturnType<typeof createConfirmationStore>;
