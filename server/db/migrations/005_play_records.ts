/**
 * Play and records: the play tickets the demo game page carries (its iframe sends no
 * Authorization header), and an index for the betting record's category filter.
 */
export const playRecordsSchema = `
-- a launch's permission to play one game, stored by the SHA-256 of the ticket (the address holds
-- the ticket itself). It lasts while its session does and slides forward with each spin.
CREATE TABLE play_ticket (
  ticket_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  session_token TEXT NOT NULL REFERENCES session (token),
  node_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX play_ticket_by_expiry ON play_ticket (expires_at);

-- the betting record filters a member's bets by category within a range of days
CREATE INDEX bet_by_member_category ON bet (member_id, game_type, placed_at);
`;
