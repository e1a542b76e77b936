import type { Db } from '../types';

/** Login sessions: a token belongs to one member until it expires or is revoked by logout. */
export function createSessionStore(db: Db) {
  const insert = db.prepare('INSERT INTO session (token, member_id, created_at, expires_at, ip) VALUES (?, ?, ?, ?, ?)');
  const active = db.prepare<[string, number], { memberId: number }>(
    'SELECT member_id AS memberId FROM session WHERE token = ? AND revoked_at IS NULL AND expires_at > ?',
  );
  const revoke = db.prepare('UPDATE session SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL');
  const revokeOthers = db.prepare('UPDATE session SET revoked_at = ? WHERE member_id = ? AND token <> ? AND revoked_at IS NULL');
  // Sessions are rows in login order (rowid), so the login before a session is the newest older row with an IP.
  const previousLogin = db.prepare<[number, string], { at: number; ip: string }>(
    `SELECT created_at AS at, ip FROM session
     WHERE member_id = ? AND ip IS NOT NULL AND rowid < (SELECT rowid FROM session WHERE token = ?)
     ORDER BY rowid DESC LIMIT 1`,
  );

  return {
    /** `ip`: where the login came from (the profile shows the login before the current one). */
    create: (token: string, memberId: number, now: number, expiresAt: number, ip: string | null = null) => void insert.run(token, memberId, now, expiresAt, ip),
    activeMemberId: (token: string, now: number) => active.get(token, now)?.memberId ?? null,
    revoke: (token: string, now: number) => revoke.run(now, token).changes > 0,
    /** Ends every other session of a member (after a password change), keeping `keepToken`. */
    revokeOthers: (memberId: number, keepToken: string, now: number) => revokeOthers.run(now, memberId, keepToken).changes,
    /** The login before the session of `token` (when and from which IP), or null for the first one. */
    previousLogin: (memberId: number, token: string) => previousLogin.get(memberId, token) ?? null,
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
