import type { Db } from '../types';

export type MailCodeRow = {
  id: number;
  memberId: number;
  email: string;
  code: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  wrongAttempts: number;
};

const COLUMNS = `id, member_id AS memberId, email, code, created_at AS createdAt, expires_at AS expiresAt,
  used_at AS usedAt, wrong_attempts AS wrongAttempts`;

/**
 * Codes mailed to an address a member wants to bind (the mail itself goes to the mail outbox).
 * For a member and an address only the newest code counts; its first successful check spends it.
 */
export function createMailCodeStore(db: Db) {
  const insert = db.prepare('INSERT INTO mail_code (member_id, email, code, created_at, expires_at) VALUES (@memberId, @email, @code, @now, @expiresAt)');
  const latest = db.prepare<[number, string], MailCodeRow>(
    `SELECT ${COLUMNS} FROM mail_code WHERE member_id = ? AND email = ? ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  const spend = db.prepare('UPDATE mail_code SET used_at = ? WHERE id = ? AND used_at IS NULL');
  const wrong = db.prepare<[number], { wrongAttempts: number }>(
    'UPDATE mail_code SET wrong_attempts = wrong_attempts + 1 WHERE id = ? RETURNING wrong_attempts AS wrongAttempts',
  );
  return {
    save: (row: { memberId: number; email: string; code: string; now: number; expiresAt: number }) => void insert.run(row),
    latest: (memberId: number, email: string) => latest.get(memberId, email) ?? null,
    /** True when this call spent it (false if it was already used). */
    spend: (id: number, now: number) => spend.run(now, id).changes > 0,
    /** Counts a wrong answer against the code and returns the count so far. */
    recordWrong: (id: number) => wrong.get(id)?.wrongAttempts ?? 0,
  };
}
export type MailCodeStore = ReturnType<typeof createMailCodeStore>;
