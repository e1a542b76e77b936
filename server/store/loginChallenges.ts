import type { Db } from '../types';

/**
 * Subjects (a username, a client) that failed a login and must now pass a captcha. Both are
 * recorded so neither switching accounts nor switching browsers skips the captcha.
 */
export function createLoginChallengeStore(db: Db) {
  const find = db.prepare<[string], { failures: number }>('SELECT failures FROM login_challenge WHERE subject = ?');
  const upsert = db.prepare(
    `INSERT INTO login_challenge (subject, failed_at, failures) VALUES (?, ?, 1)
     ON CONFLICT (subject) DO UPDATE SET failed_at = excluded.failed_at, failures = failures + 1`,
  );
  const remove = db.prepare('DELETE FROM login_challenge WHERE subject = ?');

  return {
    isRequired: (subjects: readonly string[]) => subjects.some((subject) => find.get(subject) !== undefined),
    recordFailure: db.transaction((subjects: readonly string[], now: number) => {
      for (const subject of subjects) upsert.run(subject, now);
    }),
    clear: db.transaction((subjects: readonly string[]) => {
      for (const subject of subjects) remove.run(subject);
    }),
  };
}
export type LoginChallengeStore = ReturnType<typeof createLoginChallengeStore>;
