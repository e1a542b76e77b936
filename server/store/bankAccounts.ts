import type { Db } from '../types';

export type BankAccountRow = {
  id: number;
  memberId: number;
  holderName: string;
  bankName: string;
  ifsc: string;
  accountNumber: string;
  createdAt: number;
};

const COLUMNS = `id, member_id AS memberId, holder_name AS holderName, bank_name AS bankName, ifsc,
  account_number AS accountNumber, created_at AS createdAt`;

/** The bank accounts members withdraw to; removing one keeps the row for the withdrawals naming it. */
export function createBankAccountStore(db: Db) {
  const live = db.prepare<[number], BankAccountRow>(`SELECT ${COLUMNS} FROM bank_account WHERE member_id = ? AND removed_at IS NULL ORDER BY id`);
  const liveById = db.prepare<[number, number], BankAccountRow>(`SELECT ${COLUMNS} FROM bank_account WHERE id = ? AND member_id = ? AND removed_at IS NULL`);
  const anyById = db.prepare<[number], BankAccountRow>(`SELECT ${COLUMNS} FROM bank_account WHERE id = ?`);
  const insert = db.prepare(
    `INSERT INTO bank_account (member_id, holder_name, bank_name, ifsc, account_number, created_at)
     VALUES (@memberId, @holderName, @bankName, @ifsc, @accountNumber, @createdAt)`,
  );
  const remove = db.prepare('UPDATE bank_account SET removed_at = ? WHERE id = ? AND member_id = ? AND removed_at IS NULL');

  return {
    live: (memberId: number) => live.all(memberId),
    liveById: (memberId: number, id: number) => liveById.get(id, memberId) ?? null,
    /** Also a removed one (a withdrawal's destination stays readable). */
    byId: (id: number) => anyById.get(id) ?? null,
    add(row: Omit<BankAccountRow, 'id'>): BankAccountRow {
      const { lastInsertRowid } = insert.run(row);
      return { ...row, id: Number(lastInsertRowid) };
    },
    remove: (memberId: number, id: number, now: number) => remove.run(now, id, memberId).changes === 1,
  };
}
