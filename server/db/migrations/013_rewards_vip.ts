/**
 * The reward center and VIP (issue 12): the merchant's VIP levels (thresholds and benefits, with
 * their other privileges in HI and EN), and the rewards granted to members to claim. A member's
 * level is not stored as a fact: it follows from its cumulative deposits and valid bets by the
 * levels' thresholds (kernel/vip.ts); member.vip_level keeps the highest level reached, so
 * each level-up reward is granted once.
 */
export const rewardsVipSchema = `
CREATE TABLE vip_level (
  level INTEGER PRIMARY KEY CHECK (level >= 0),
  -- reached with both: cumulative paid deposits and cumulative valid bets
  deposit_paise INTEGER NOT NULL CHECK (deposit_paise >= 0),
  valid_bet_paise INTEGER NOT NULL CHECK (valid_bet_paise >= 0),
  upgrade_bonus_paise INTEGER NOT NULL CHECK (upgrade_bonus_paise >= 0),
  monthly_bonus_paise INTEGER NOT NULL CHECK (monthly_bonus_paise >= 0),
  birthday_bonus_paise INTEGER NOT NULL CHECK (birthday_bonus_paise >= 0),
  rebate_bps INTEGER NOT NULL CHECK (rebate_bps BETWEEN 0 AND 10000),
  daily_withdraw_limit_paise INTEGER NOT NULL CHECK (daily_withdraw_limit_paise > 0),
  daily_withdraw_count INTEGER NOT NULL CHECK (daily_withdraw_count > 0)
);

CREATE TABLE vip_perk (
  level INTEGER NOT NULL REFERENCES vip_level (level),
  sort INTEGER NOT NULL,
  text_en TEXT NOT NULL,
  text_hi TEXT NOT NULL,
  PRIMARY KEY (level, sort)
);

CREATE TABLE member_reward (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  kind TEXT NOT NULL CHECK (kind IN ('levelUp', 'birthday', 'weeklyBonus', 'monthlyBonus', 'compensation')),
  -- makes a grant happen once per member, e.g. vip-level-up:4
  grant_key TEXT NOT NULL,
  title_en TEXT NOT NULL,
  title_hi TEXT NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  turnover_multiplier INTEGER NOT NULL CHECK (turnover_multiplier >= 0),
  granted_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL CHECK (expires_at > granted_at),
  -- the member had the reward center open with it listed
  seen_at INTEGER,
  claimed_at INTEGER,
  -- the journal posting that paid the claim
  transaction_id INTEGER UNIQUE REFERENCES journal_transaction (id),
  CHECK ((claimed_at IS NULL) = (transaction_id IS NULL)),
  UNIQUE (member_id, grant_key)
);
CREATE INDEX member_reward_by_member ON member_reward (member_id, granted_at DESC, id DESC);
`;
