/**
 * Issue 26 (security center): the devices signed in and the recent logins. A session gets an
 * opaque public id (the list names sessions by it, never by token), the user agent it logged in
 * with, and when it was last seen (moved at most once a minute, on authenticated calls). Sessions
 * opened before this migration get an id and are last seen at their login. Each login attempt of a
 * known account is kept with its result (kernel/deviceSessions.ts LOGIN_RESULTS), user agent and
 * IP; only the newest LOGIN_HISTORY_SIZE per member are kept.
 */
export const deviceSessionsSchema = `
ALTER TABLE session ADD COLUMN public_id TEXT;
ALTER TABLE session ADD COLUMN user_agent TEXT;
ALTER TABLE session ADD COLUMN last_seen_at INTEGER;
UPDATE session SET public_id = lower(hex(randomblob(12))), last_seen_at = created_at;
CREATE UNIQUE INDEX session_by_public_id ON session (public_id);

CREATE TABLE login_attempt (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  at INTEGER NOT NULL,
  result TEXT NOT NULL,
  user_agent TEXT,
  ip TEXT
);
CREATE INDEX login_attempt_by_member ON login_attempt (member_id, id);
`;
