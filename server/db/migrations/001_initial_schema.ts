/**
 * The first schema. Money is integer paise (INR cents) so sums never drift; times are ms since
 * the epoch from the injected clock; texts shown to players have one column per language.
 */
export const initialSchema = `
CREATE TABLE merchant (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  currency TEXT NOT NULL,
  currency_symbol TEXT NOT NULL,
  default_language TEXT NOT NULL,
  -- the seeded system status; dev controls override it in memory without touching this row
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  region_restriction INTEGER NOT NULL DEFAULT 0,
  maintenance_start INTEGER,
  maintenance_end INTEGER,
  password_policy INTEGER NOT NULL DEFAULT 1,
  gtag_id TEXT
);

CREATE TABLE merchant_language (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE setting_flag (
  flag TEXT PRIMARY KEY,
  enabled INTEGER NOT NULL
);

CREATE TABLE module_flag (
  mod_id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES module_flag (mod_id),
  enabled INTEGER NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE register_field (
  name TEXT PRIMARY KEY,
  enabled INTEGER NOT NULL,
  required INTEGER NOT NULL,
  pattern_id INTEGER NOT NULL,
  accepted_pattern TEXT NOT NULL,
  min_length INTEGER NOT NULL,
  max_length INTEGER NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE contact_channel (
  cs_type TEXT PRIMARY KEY,
  path TEXT NOT NULL,
  title_en TEXT NOT NULL,
  title_hi TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE resource_link (
  resource_type TEXT PRIMARY KEY,
  label_en TEXT NOT NULL,
  url TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE member (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- NULL for trial (free play) accounts: they have no password and cannot log in by name
  password_hash TEXT,
  type INTEGER NOT NULL,
  parent_id INTEGER REFERENCES member (id),
  nickname TEXT NOT NULL,
  balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  vip_level INTEGER NOT NULL DEFAULT 0,
  first_login_pending INTEGER NOT NULL DEFAULT 0,
  -- demo accounts whose first-login state must survive logins so the demo can be repeated
  first_login_sticky INTEGER NOT NULL DEFAULT 0,
  password_changed_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  last_login_at INTEGER
);
CREATE INDEX member_by_parent ON member (parent_id);

CREATE TABLE member_message (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  title TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX member_message_by_member ON member_message (member_id, read_at);

CREATE TABLE session (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX session_by_member ON session (member_id);

CREATE TABLE captcha (
  id TEXT PRIMARY KEY,
  client_key TEXT NOT NULL,
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX captcha_by_client ON captcha (client_key, created_at);

-- who must solve a captcha before the next login: 'user:<name>' and 'client:<ip|agent>' subjects
CREATE TABLE login_challenge (
  subject TEXT PRIMARY KEY,
  failed_at INTEGER NOT NULL,
  failures INTEGER NOT NULL
);

CREATE TABLE vendor (
  category TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  is_game TEXT NOT NULL,
  game_code TEXT,
  sort INTEGER NOT NULL,
  PRIMARY KEY (category, code)
);

CREATE TABLE game (
  node_id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  vendor_code TEXT NOT NULL,
  game_code TEXT NOT NULL,
  game_id TEXT NOT NULL,
  name TEXT NOT NULL,
  is_hot INTEGER NOT NULL,
  is_new INTEGER NOT NULL,
  is_game TEXT NOT NULL,
  classify TEXT,
  sort INTEGER NOT NULL,
  FOREIGN KEY (category, vendor_code) REFERENCES vendor (category, code)
);
-- one index per way a page of games is asked for, so OFFSET walks an index, never the table
CREATE INDEX game_by_vendor ON game (category, vendor_code, sort);
CREATE INDEX game_by_category ON game (category, sort);
CREATE INDEX game_hot_by_vendor ON game (category, vendor_code, sort) WHERE is_hot = 1;
CREATE INDEX game_new_by_vendor ON game (category, vendor_code, sort) WHERE is_new = 1;
CREATE INDEX game_hot_by_category ON game (category, sort) WHERE is_hot = 1;
CREATE INDEX game_new_by_category ON game (category, sort) WHERE is_new = 1;
CREATE INDEX game_by_classify ON game (category, classify, vendor_code, sort) WHERE classify IS NOT NULL;

CREATE TABLE banner (
  id INTEGER PRIMARY KEY,
  group_name TEXT NOT NULL,
  title_en TEXT NOT NULL,
  title_hi TEXT NOT NULL,
  linkage TEXT NOT NULL,
  linkage_type TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX banner_by_group ON banner (group_name, sort);

CREATE TABLE announcement (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  execution TEXT,
  title_en TEXT NOT NULL,
  title_hi TEXT NOT NULL,
  content_en TEXT NOT NULL,
  content_hi TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX announcement_by_type ON announcement (type, sort);

CREATE TABLE winner (
  id INTEGER PRIMARY KEY,
  customer_name TEXT NOT NULL,
  win_cents INTEGER NOT NULL,
  node_id INTEGER NOT NULL REFERENCES game (node_id),
  won_at INTEGER NOT NULL
);
CREATE INDEX winner_by_amount ON winner (win_cents DESC);
`;
