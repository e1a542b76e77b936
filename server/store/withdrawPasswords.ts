import type { Db } from '../types';

export type WithdrawPasswordState = { hash: string | null; failures: number; lockedUntil: number | null };

/** The members' withdrawal passwords (scrypt hashes) and their wrong-attempt counters. */
export function createWithdrawPasswordStore(db: Db) {
  const state = db.prepare<[number], WithdrawPasswordState>(
    `SELECT withdraw_password_hash AS hash, withdraw_password_failures AS failures, withdraw_password_locked_until AS lockedUntil
     FROM member WHERE id = ?`,
  );
  const setOnce = db.prepare('UPDATE member SET withdraw_password_hash = ?, withdraw_password_failures = 0 WHERE id = ? AND withdraw_password_hash IS NULL');
  const replace = db.prepare('UPDATE member SET withdraw_password_hash = ?, withdraw_password_failures = 0 WHERE id = ?');
  const fail = db.prepare(
    `UPDATE member SET withdraw_password_failures = withdraw_password_failures + 1,
       withdraw_password_locked_until = CASE WHEN withdraw_password_failures + 1 >= ? THEN ? ELSE withdraw_password_locked_until END
     WHERE id = ?`,
  );
  const succeed = db.prepare('UPDATE member SET withdraw_password_failures = 0, withdraw_password_locked_until = NULL WHERE id = ?');

  return {
    state: (memberId: number): WithdrawPasswordState => state.get(memberId) ?? { hash: null, failures: 0, lockedUntil: null },
    /** Sets the first password; false when one was set meanwhile. */
    setFirst: (memberId: number, hash: string) => setOnce.run(hash, memberId).changes === 1,
    replace: (memberId: number, hash: string) => void replace.run(hash, memberId),
    /** Counts a wrong password; the maxFailures-th in a row locks the password until lockUntil. */
    recordFailure: (memberId: number, maxFailures: number, lockUntil: number) => void fail.run(maxFailures, lockUntil, memberId),
    recordSuccess: (memberId: number) => void succeed.run(memberId),
  };
}
