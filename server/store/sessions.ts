import { LAST_SEEN_STEP_MS, LOGIN_HISTORY_SIZE, type LoginResult } from '../../kernel/deviceSessions';
import type { Db } from '../types';

/** A live session as the security center lists it (the token stays in the store). */
export type LiveSessionRow = { publicId: string; token: string; createdAt: number; lastSeenAt: number; ip: string | null; userAgent: string | null };
export type LoginAttemptRow = { at: number; result: LoginResult; ip: string | null; userAgent: string | null };

/** Login sessions: a token belongs to one member until it expires or is revoked by logout. */
export function createSessionStore(db: Db) {
  const insert = db.prepare('INSERT INTO session (token, member_id, created_at, expires_at, ip, public_id, user_agent, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const active = db.prepare<[string, number], { memberId: number; lastSeenAt: number | null }>(
    'SELECT member_id AS memberId, last_seen_at AS lastSeenAt FROM session WHERE token = ? AND revoked_at IS NULL AND expires_at > ?',
  );
  const touch = db.prepare('UPDATE session SET last_seen_at = ? WHERE token = ?');
  const revoke = db.prepare('UPDATE session SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL');
  const revokeOthers = db.prepare('UPDATE session SET revoked_at = ? WHERE member_id = ? AND token <> ? AND revoked_at IS NULL');
  // Only a live session of this member: an id of another member's session or of an ended one changes nothing.
  const revokeByPublicId = db.prepare('UPDATE session SET revoked_at = ? WHERE public_id = ? AND member_id = ? AND revoked_at IS NULL AND expires_at > ?');
  const live = db.prepare<[number, number], LiveSessionRow>(
    `SELECT public_id AS publicId, token, created_at AS createdAt, COALESCE(last_seen_at, created_at) AS lastSeenAt, ip, user_agent AS userAgent
     FROM session WHERE member_id = ? AND revoked_at IS NULL AND expires_at > ? AND public_id IS NOT NULL
     ORDER BY lastSeenAt DESC, rowid DESC`,
  );
  // Sessions are rows in login order (rowid), so the login before a session is the newest older row with an IP.
  const previousLogin = db.prepare<[number, string], { at: number; ip: string }>(
    `SELECT created_at AS at, ip FROM session
     WHERE member_id = ? AND ip IS NOT NULL AND rowid < (SELECT rowid FROM session WHERE token = ?)
     ORDER BY rowid DESC LIMIT 1`,
  );
  const insertAttempt = db.prepare('INSERT INTO login_attempt (member_id, at, result, user_agent, ip) VALUES (?, ?, ?, ?, ?)');
  const trimAttempts = db.prepare(
    'DELETE FROM login_attempt WHERE member_id = ? AND id NOT IN (SELECT id FROM login_attempt WHERE member_id = ? ORDER BY id DESC LIMIT ?)',
  );
  const attempts = db.prepare<[number, number], LoginAttemptRow>(
    'SELECT at, result, ip, user_agent AS userAgent FROM login_attempt WHERE member_id = ? ORDER BY id DESC LIMIT ?',
  );

  return {
    /** `ip`: where the login came from (the profile shows the login before the current one); `publicId` names it in the device list. */
    create: (
      token: string,
      memberId: number,
      now: number,
      expiresAt: number,
      ip: string | null = null,
      device: { publicId: string; userAgent: string | null } | null = null,
    ) => void insert.run(token, memberId, now, expiresAt, ip, device?.publicId ?? null, device?.userAgent ?? null, now),
    /** The member of a live session; its last-seen time moves to `now` when it is LAST_SEEN_STEP_MS old or more. */
    activeMemberId: (token: string, now: number) => {
      const row = active.get(token, now);
      if (!row) return null;
      if (row.lastSeenAt === null || now - row.lastSeenAt >= LAST_SEEN_STEP_MS) touch.run(now, token);
      return row.memberId;
    },
    revoke: (token: string, now: number) => revoke.run(now, token).changes > 0,
    /** Ends every other session of a member (after a password change, or 'sign out all others'), keeping `keepToken`. */
    revokeOthers: (memberId: number, keepToken: string, now: number) => revokeOthers.run(now, memberId, keepToken).changes,
    /** Ends one live session of the member by its public id; false when the member has no such live session. */
    revokeByPublicId: (memberId: number, publicId: string, now: number) => revokeByPublicId.run(now, publicId, memberId, now).changes > 0,
    /** The member's live sessions, last seen first. */
    live: (memberId: number, now: number) => live.all(memberId, now),
    /** The login before the session of `token` (when and from which IP), or null for the first one. */
    previousLogin: (memberId: number, token: string) => previousLogin.get(memberId, token) ?? null,
    /** Keeps a login attempt of a known account; only the newest LOGIN_HISTORY_SIZE per member stay. */
    recordAttempt: (memberId: number, at: number, result: LoginResult, userAgent: string | null, ip: string | null) => {
      insertAttempt.run(memberId, at, result, userAgent, ip);
      trimAttempts.run(memberId, memberId, LOGIN_HISTORY_SIZE);
    },
    /** The member's login attempts, newest first. */
    attempts: (memberId: number) => attempts.all(memberId, LOGIN_HISTORY_SIZE),
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
