/**
 * Game play: launch modes and maintenance flags of the catalogue, favourites and recent games per
 * member, PVP rooms, recently opened VN lotteries and the help centre. Times are ms since the
 * epoch from the injected clock; money is integer paise.
 */
export const gamePlaySchema = `
-- how a vendor's games are shown (the game popup's iframe, or the /seamless page)
ALTER TABLE vendor ADD COLUMN launch_mode TEXT NOT NULL DEFAULT 'iframe' CHECK (launch_mode IN ('iframe', 'seamless'));
-- vendors the merchant added lately (the new vendors call)
ALTER TABLE vendor ADD COLUMN is_new INTEGER NOT NULL DEFAULT 0;
-- a vendor under maintenance: none of its games launch
ALTER TABLE vendor ADD COLUMN maintenance INTEGER NOT NULL DEFAULT 0;
-- one game under maintenance: it does not launch
ALTER TABLE game ADD COLUMN maintenance INTEGER NOT NULL DEFAULT 0;
-- a launch names a game by its code
CREATE INDEX game_by_code ON game (game_code, category, vendor_code);

CREATE TABLE favourite_game (
  member_id INTEGER NOT NULL REFERENCES member (id),
  node_id INTEGER NOT NULL REFERENCES game (node_id),
  added_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX favourite_game_by_time ON favourite_game (member_id, added_at);

-- one row per member and game: a new launch moves the game to the top
CREATE TABLE recent_game (
  member_id INTEGER NOT NULL REFERENCES member (id),
  node_id INTEGER NOT NULL REFERENCES game (node_id),
  played_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_game_by_time ON recent_game (member_id, played_at);

CREATE TABLE pvp_room (
  id TEXT PRIMARY KEY,
  node_id INTEGER NOT NULL REFERENCES game (node_id),
  tier TEXT NOT NULL,
  min_bet_cents INTEGER NOT NULL CHECK (min_bet_cents > 0),
  max_bet_cents INTEGER NOT NULL CHECK (max_bet_cents >= min_bet_cents),
  players INTEGER NOT NULL CHECK (players >= 0),
  max_players INTEGER NOT NULL CHECK (max_players >= players),
  sort INTEGER NOT NULL
);
CREATE INDEX pvp_room_by_game ON pvp_room (node_id, sort);

-- VN lottery games (codes of server/lottery/vnCatalogue.ts) a member opened, newest first
CREATE TABLE lottery_recent (
  member_id INTEGER NOT NULL REFERENCES member (id),
  game_code TEXT NOT NULL,
  played_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, game_code)
);
CREATE INDEX lottery_recent_by_time ON lottery_recent (member_id, played_at);

CREATE TABLE help_topic (
  id TEXT PRIMARY KEY,
  title_en TEXT NOT NULL,
  title_hi TEXT NOT NULL,
  content_en TEXT NOT NULL,
  content_hi TEXT NOT NULL,
  sort INTEGER NOT NULL
);
`;
