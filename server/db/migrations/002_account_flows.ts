/**
 * Account flows: what registration, SMS codes, password recovery, unregistered-IP verification
 * and feedback need. Times are ms since the epoch from the injected clock.
 */
export const accountFlowsSchema = `
ALTER TABLE merchant ADD COLUMN sms_register_expired_minutes INTEGER NOT NULL DEFAULT 1;

-- bound contact and verification data; mobile is digits only, with its dialling code apart
ALTER TABLE member ADD COLUMN email TEXT;
ALTER TABLE member ADD COLUMN mobile TEXT;
ALTER TABLE member ADD COLUMN country_dialing_code TEXT;
-- the payee (bank account) name given at registration, one of the unregistered-IP answers
ALTER TABLE member ADD COLUMN bank_account_name TEXT;
-- RFC 4648 base32 secret of the bound authenticator (RFC 6238 TOTP), if any
ALTER TABLE member ADD COLUMN authenticator_secret TEXT;
-- an agent's invitation (affiliate / referral) code
ALTER TABLE member ADD COLUMN invitation_code TEXT;
CREATE UNIQUE INDEX member_by_mobile ON member (country_dialing_code, mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX member_by_invitation_code ON member (invitation_code COLLATE NOCASE) WHERE invitation_code IS NOT NULL;

-- the IPs an account has logged in from (or verified); a login from another one is challenged
CREATE TABLE member_ip (
  member_id INTEGER NOT NULL REFERENCES member (id),
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- every SMS code sent (the dev SMS outbox reads it too); the newest per number and purpose counts
CREATE TABLE sms_code (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'forgot')),
  country_dialing_code TEXT NOT NULL,
  mobile TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  wrong_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_code_by_number ON sms_code (purpose, country_dialing_code, mobile, created_at);

-- mails the backend 'sent' (it sends none: the dev mail outbox shows them)
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  username TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- a password login from an unregistered IP waits here for its verification answer
CREATE TABLE login_ticket (
  ticket TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  wrong_attempts INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  member_id INTEGER REFERENCES member (id),
  sender TEXT NOT NULL,
  type INTEGER NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;
