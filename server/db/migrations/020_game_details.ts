/**
 * Issue 26, item 5 (finding games): what a game's details panel shows and what its lists sort by.
 * rtp_bp: return to player in basis points (9621 is 96.21 %), NULL where the game publishes none
 * (live tables, sports books, lotteries, cockfight), and then no volatility either; the bet range in
 * paise; has_demo: trial play is open to it; plays: how often it was played (the Popular order);
 * released_on: its release day, YYYY-MM-DD (the Newest order). An index per new order, so a page of
 * the 5,000-game vendor walks an index instead of sorting the vendor.
 */
export const gameDetailsSchema = `
ALTER TABLE game ADD COLUMN rtp_bp INTEGER CHECK (rtp_bp IS NULL OR rtp_bp BETWEEN 1 AND 10000);
ALTER TABLE game ADD COLUMN volatility TEXT CHECK (volatility IS NULL OR volatility IN ('low', 'medium', 'high'));
ALTER TABLE game ADD COLUMN min_bet_paise INTEGER NOT NULL DEFAULT 100 CHECK (min_bet_paise > 0);
ALTER TABLE game ADD COLUMN max_bet_paise INTEGER NOT NULL DEFAULT 100000 CHECK (max_bet_paise > 0);
ALTER TABLE game ADD COLUMN has_demo INTEGER NOT NULL DEFAULT 0 CHECK (has_demo IN (0, 1));
ALTER TABLE game ADD COLUMN plays INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game ADD COLUMN released_on TEXT NOT NULL DEFAULT '2020-01-01';
CREATE INDEX game_popular_by_vendor ON game (category, vendor_code, plays DESC, sort);
CREATE INDEX game_popular_by_category ON game (category, plays DESC, sort);
CREATE INDEX game_newest_by_vendor ON game (category, vendor_code, released_on DESC, sort);
CREATE INDEX game_newest_by_category ON game (category, released_on DESC, sort);
`;
