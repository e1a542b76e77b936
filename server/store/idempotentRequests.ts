import type { Db } from '../types';

export type IdempotentRequestRow = { operation: string; fingerprint: string; response: string };

/** The first answer to each member write made with an idempotency key (see server/idempotency.ts). */
export function createIdempotentRequestStore(db: Db) {
  const find = db.prepare<[number, string], IdempotentRequestRow>(
    'SELECT operation, fingerprint, response FROM idempotent_request WHERE member_id = ? AND idempotency_key = ?',
  );
  const insert = db.prepare(
    `INSERT INTO idempotent_request (member_id, idempotency_key, operation, fingerprint, response, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  return {
    find: (memberId: number, key: string) => find.get(memberId, key) ?? null,
    save: (memberId: number, key: string, row: IdempotentRequestRow, now: number) => void insert.run(memberId, key, row.operation, row.fingerprint, row.response, now),
  };
}
