/**
 * Missions (SPEC 7 mission calls) and the manual rebate (SPEC 6 MANREBATE3).
 *
 * A mission is the merchant's: a daily or weekly goal (valid bets, settled bets, different games,
 * deposits) whose progress is counted from the member's own rows of the period, never stored. A
 * claim is one row per member, mission and period, written in the same transaction as its bonus
 * grant (server/rewards/bonusGrants.ts), so a prize is paid once. Mission points rank the
 * leaderboard; a claim earns its mission's points, and the seed gives other members theirs.
 *
 * The rebate pays a share of the member's own valid bets since the last claim, per game category
 * at the merchant's rates (basis points), rounded down to the paisa per category; each claim covers
 * (period_from, period_to] and is one journal transaction (kind rebate, from house:rebate).
 */
export const missionsRebateSchema = `
CREATE TABLE mission (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  period TEXT NOT NULL CHECK (period IN ('daily', 'weekly')),
  goal TEXT NOT NULL CHECK (goal IN ('validBet', 'betCount', 'distinctGames', 'deposit')),
  -- a game category the bets must be of (RNG for slots); NULL: every category
  category TEXT,
  -- paise for validBet and deposit, a count otherwise
  target INTEGER NOT NULL CHECK (target > 0),
  title_en TEXT NOT NULL,
  title_hi TEXT NOT NULL,
  prize_paise INTEGER NOT NULL CHECK (prize_paise > 0),
  turnover_multiplier INTEGER NOT NULL CHECK (turnover_multiplier >= 0),
  points INTEGER NOT NULL CHECK (points >= 0),
  sort INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE mission_claim (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  mission_id INTEGER NOT NULL REFERENCES mission (id),
  period_start INTEGER NOT NULL,
  bonus_grant_id INTEGER NOT NULL UNIQUE REFERENCES bonus_grant (id),
  claimed_at INTEGER NOT NULL,
  UNIQUE (member_id, mission_id, period_start)
);

CREATE TABLE mission_points (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  points INTEGER NOT NULL CHECK (points > 0),
  earned_at INTEGER NOT NULL,
  -- the claim that earned them; NULL for the seed's points of other members
  mission_claim_id INTEGER UNIQUE REFERENCES mission_claim (id)
);
CREATE INDEX mission_points_by_time ON mission_points (earned_at, member_id);

-- dev control: a mission of a period counts as complete for a member whatever was played
CREATE TABLE mission_completion (
  member_id INTEGER NOT NULL REFERENCES member (id),
  mission_id INTEGER NOT NULL REFERENCES mission (id),
  period_start INTEGER NOT NULL,
  PRIMARY KEY (member_id, mission_id, period_start)
);

CREATE TABLE rebate_rate (
  category TEXT PRIMARY KEY,
  rate_bps INTEGER NOT NULL CHECK (rate_bps >= 0 AND rate_bps <= 10000),
  sort INTEGER NOT NULL
);

CREATE TABLE rebate_claim (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  period_from INTEGER NOT NULL,
  period_to INTEGER NOT NULL CHECK (period_to >= period_from),
  valid_bet_paise INTEGER NOT NULL CHECK (valid_bet_paise >= 0),
  rebate_paise INTEGER NOT NULL CHECK (rebate_paise > 0),
  transaction_id INTEGER NOT NULL UNIQUE REFERENCES journal_transaction (id),
  claimed_at INTEGER NOT NULL
);
CREATE INDEX rebate_claim_by_member ON rebate_claim (member_id, period_to DESC, id DESC);

CREATE TABLE rebate_claim_line (
  claim_id INTEGER NOT NULL REFERENCES rebate_claim (id),
  category TEXT NOT NULL,
  valid_bet_paise INTEGER NOT NULL CHECK (valid_bet_paise >= 0),
  rate_bps INTEGER NOT NULL,
  rebate_paise INTEGER NOT NULL CHECK (rebate_paise >= 0),
  PRIMARY KEY (claim_id, category)
);
`;
