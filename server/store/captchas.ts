import type { Db } from '../types';

export type CaptchaRow = { id: string; clientKey: string; answer: string; expiresAt: number; usedAt: number | null };

const COLUMNS = 'id, client_key AS clientKey, answer, expires_at AS expiresAt, used_at AS usedAt';

/** Captcha answers kept server side; each is spent by the first check, right or wrong. */
export function createCaptchaStore(db: Db) {
  const insert = db.prepare('INSERT INTO captcha (id, client_key, answer, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const byId = db.prepare<[string], CaptchaRow>(`SELECT ${COLUMNS} FROM captcha WHERE id = ?`);
  const latest = db.prepare<[string], CaptchaRow>(`SELECT ${COLUMNS} FROM captcha WHERE client_key = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`);
  const newest = db.prepare<[number, number], CaptchaRow>(
    `SELECT ${COLUMNS} FROM captcha WHERE used_at IS NULL AND expires_at >= ? ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  );
  const spend = db.prepare('UPDATE captcha SET used_at = ? WHERE id = ? AND used_at IS NULL');
  const purge = db.prepare('DELETE FROM captcha WHERE expires_at < ?');

  return {
    save(row: { id: string; clientKey: string; answer: string; now: number; expiresAt: number }) {
      purge.run(row.now);
      insert.run(row.id, row.clientKey, row.answer, row.now, row.expiresAt);
    },
    byId: (id: string) => byId.get(id) ?? null,
    latestFor: (clientKey: string) => latest.get(clientKey) ?? null,
    /** Unspent, unexpired captchas, newest first (dev controls: browser tests read the answer). */
    newestUnspent: (now: number, limit: number) => newest.all(now, limit),
    /** True when this call spent it (false if it was already used). */
    spend: (id: string, now: number) => spend.run(now, id).changes > 0,
  };
}
export type CaptchaStore = ReturnType<typeof createCaptchaStore>;
