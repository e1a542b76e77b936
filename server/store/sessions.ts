import type { Db } from '../context';

/** Login sessions: a token belongs to one member until it expires or is revoked by logout. */
export function createSessionStore(db: Db) {
  const insert = db.prepare('INSERT INTO session (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const active = db.prepare<[string, number], { memberId: number }>(
    'SELECT member_id AS memberId FROM session WHERE token = ? AND revoked_at IS NULL AND expires_at > ?',
  );
  const revoke = db.prepare('UPDATE session SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL');
  const revokeOthers = db.prepare('UPDATE session SET revoked_at = ? WHERE member_id = ? AND token <> ? AND revoked_at IS NULL');

  return {
    create: (token: string, memberId: number, now: number, expiresAt: number) => void insert.run(token, memberId, now, expiresAt),
    activeMemberId: (token: string, now: number) => active.get(token, now)?.memberId ?? null,
    revoke: (token: string, now: number) => revoke.run(now, token).changes > 0,
    /** Ends every other session of a member (after a password change), keeping `keepToken`. */
    revokeOthers: (memberId: number, keepToken: string, now: number) => revokeOthers.run(now, memberId, keepToken).changes,
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
