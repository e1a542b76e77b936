/**
 * Issue 26 item 2 (two-factor authentication): a member's TOTP secret (base32), pending until a
 * code confirms it (enabled_at NULL), one row per member (a new enrolment replaces a pending one);
 * the recovery codes, kept as SHA-256 hashes only, each spent once (used_at); and the login's
 * second-step tickets, kept as hashes too, short-lived and single-use, counting wrong codes.
 * last_step is the time step of the newest authenticator code accepted: a code is taken once, and
 * only one of a later step after it (RFC 6238 5.2). A ticket opened by linking an identity with a
 * password carries that link ticket: the identity is linked only once the second factor is given.
 */
export const twoFactorSchema = `
CREATE TABLE two_factor (
  member_id INTEGER PRIMARY KEY REFERENCES member (id),
  secret TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  enabled_at INTEGER,
  last_step INTEGER
);

CREATE TABLE two_factor_recovery_code (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  code_hash TEXT NOT NULL,
  used_at INTEGER,
  UNIQUE (member_id, code_hash)
);

CREATE TABLE two_factor_ticket (
  ticket_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  wrong_attempts INTEGER NOT NULL DEFAULT 0,
  social_link_ticket TEXT
);
`;
