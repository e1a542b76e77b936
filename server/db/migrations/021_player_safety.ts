/**
 * Issue 26 item 1 (player safety): the member's reality-check interval (0 off, 30 or 60 minutes; no
 * row is off), and the breaks it took: a time-out or a self-exclusion from starts_at until ends_at
 * (exclusive: at ends_at the member may log in again). Rows are kept after they lapse (the history
 * of breaks); the one in force is the latest-ending row with starts_at <= now < ends_at.
 */
export const playerSafetySchema = `
CREATE TABLE reality_check_setting (
  member_id INTEGER PRIMARY KEY REFERENCES member (id),
  interval_minutes INTEGER NOT NULL CHECK (interval_minutes IN (0, 30, 60)),
  updated_at INTEGER NOT NULL
);
CREATE TABLE player_break (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  kind TEXT NOT NULL CHECK (kind IN ('timeOut', 'selfExclusion')),
  period TEXT NOT NULL CHECK (period IN ('24h', '7d', '30d', '6m', '1y', '5y')),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at)
);
CREATE INDEX player_break_by_member ON player_break (member_id, ends_at);
`;
