/**
 * The security center (issue 8): where each login came from, so the profile can show the login
 * before the current one (time and IP); SMS codes for binding a mobile ('bind'); and the codes
 * mailed for binding an email address.
 */
export const profileTablesSchema = `
-- the IP a session's login came from (NULL for sessions opened before this column existed)
ALTER TABLE session ADD COLUMN ip TEXT;

-- sms_code gains the purpose 'bind'; SQLite cannot change a CHECK, so the table is rebuilt as it was
CREATE TABLE sms_code_next (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'forgot', 'bind')),
  country_dialing_code TEXT NOT NULL,
  mobile TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  wrong_attempts INTEGER NOT NULL DEFAULT 0
);
INSERT INTO sms_code_next (id, purpose, country_dialing_code, mobile, code, created_at, expires_at, used_at, wrong_attempts)
  SELECT id, purpose, country_dialing_code, mobile, code, created_at, expires_at, used_at, wrong_attempts FROM sms_code;
DROP TABLE sms_code;
ALTER TABLE sms_code_next RENAME TO sms_code;
CREATE INDEX sms_code_by_number ON sms_code (purpose, country_dialing_code, mobile, created_at);

-- a code mailed to an address a member wants to bind; the newest per member and address counts
CREATE TABLE mail_code (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  email TEXT NOT NULL COLLATE NOCASE,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  wrong_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX mail_code_by_member ON mail_code (member_id, email, created_at);
`;
