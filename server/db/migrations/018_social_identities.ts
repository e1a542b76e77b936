/**
 * Issue 24: social login (SPEC 4 'Social login (Google or Facebook) lets the user link an account
 * or register new. The link cannot be changed afterwards'). An identity is its provider's channel
 * and subject; it belongs to one member, and a member has at most one identity per channel.
 */
export const socialIdentitiesSchema = `
CREATE TABLE social_identity (
  channel TEXT NOT NULL,
  subject TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES member(id),
  linked_at INTEGER NOT NULL,
  PRIMARY KEY (channel, subject),
  UNIQUE (member_id, channel)
);

-- A verified identity no account is linked to yet: the link or register step spends it once.
CREATE TABLE social_link_ticket (
  ticket TEXT PRIMARY KEY,
  channel TEXT NOT NULL,
  subject TEXT NOT NULL,
  display_name TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  spent_at INTEGER
);

-- Nonces of the id tokens a login accepted: a token is never accepted twice.
CREATE TABLE social_nonce (
  nonce TEXT PRIMARY KEY,
  used_at INTEGER NOT NULL
);
`;
