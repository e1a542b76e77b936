/**
 * The points mall (kernel/points.ts, module PTSYS3): the merchant's points rules, a
 * double-entry ledger of points of its own (points are not money: they never share a transaction
 * with the money journal's lines, and a conversion writes one posting in each, in one SQLite
 * transaction), the settled bets already credited, the reward catalogue and the redeems.
 * Points are whole numbers and never expire (SPEC 9): nothing here dates them out.
 */
export const pointsSchema = `
-- earning: one point per point_earn_paise of valid bets; converting: point_ratio_points points are
-- worth point_ratio_paise paise, in whole steps of point_convert_step, at least point_convert_min
ALTER TABLE merchant ADD COLUMN point_earn_paise INTEGER NOT NULL DEFAULT 1000 CHECK (point_earn_paise > 0);
ALTER TABLE merchant ADD COLUMN point_ratio_points INTEGER NOT NULL DEFAULT 100 CHECK (point_ratio_points > 0);
ALTER TABLE merchant ADD COLUMN point_ratio_paise INTEGER NOT NULL DEFAULT 100 CHECK (point_ratio_paise > 0);
ALTER TABLE merchant ADD COLUMN point_convert_step INTEGER NOT NULL DEFAULT 100 CHECK (point_convert_step > 0);
ALTER TABLE merchant ADD COLUMN point_convert_min INTEGER NOT NULL DEFAULT 1000 CHECK (point_convert_min > 0);

-- an account of points: member:<id>:points (spendable), member:<id>:pointsHold (held by redeems in
-- process) and the house's accounts (the other side of every movement, which may go below zero)
CREATE TABLE point_account (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  owner TEXT NOT NULL CHECK (owner IN ('member', 'house')),
  member_id INTEGER REFERENCES member (id),
  purpose TEXT NOT NULL,
  balance INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  CHECK (owner = 'house' OR balance >= 0),
  CHECK ((owner = 'member') = (member_id IS NOT NULL))
);
CREATE INDEX point_account_by_member ON point_account (member_id);

-- one movement of points: its entries sum to zero; the key makes a retried movement a no-op
CREATE TABLE point_transaction (
  id INTEGER PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  request_hash TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('earn', 'redeem', 'redeemApproved', 'redeemReturned', 'convert')),
  member_id INTEGER NOT NULL REFERENCES member (id),
  -- what it belongs to: bet:<id>, redeem:<id>, convert:<key>
  reference TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX point_transaction_by_member ON point_transaction (member_id, created_at);

CREATE TABLE point_entry (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL REFERENCES point_transaction (id),
  account_id INTEGER NOT NULL REFERENCES point_account (id),
  points INTEGER NOT NULL CHECK (points <> 0),
  balance_after INTEGER NOT NULL
);
CREATE INDEX point_entry_by_account ON point_entry (account_id, id);
CREATE INDEX point_entry_by_transaction ON point_entry (transaction_id);

CREATE TRIGGER point_entry_continues_balance BEFORE INSERT ON point_entry
WHEN NEW.balance_after <> (SELECT balance FROM point_account WHERE id = NEW.account_id) + NEW.points
BEGIN SELECT RAISE(ABORT, 'point entry does not continue its account balance'); END;
CREATE TRIGGER point_entry_moves_balance AFTER INSERT ON point_entry
BEGIN UPDATE point_account SET balance = balance + NEW.points WHERE id = NEW.account_id; END;
CREATE TRIGGER point_entry_append_only BEFORE UPDATE ON point_entry
BEGIN SELECT RAISE(ABORT, 'point entries are append-only'); END;

-- every settled real-money bet credited, once (the bet is the key): the points it earned and the
-- valid bet left over that is not yet worth a point, carried to the member's next bet
CREATE TABLE point_earning (
  id INTEGER PRIMARY KEY,
  bet_id INTEGER NOT NULL UNIQUE REFERENCES bet (id),
  member_id INTEGER NOT NULL REFERENCES member (id),
  valid_paise INTEGER NOT NULL CHECK (valid_paise >= 0),
  points INTEGER NOT NULL CHECK (points >= 0),
  carry_paise INTEGER NOT NULL CHECK (carry_paise >= 0),
  -- null when the bet earned no whole point
  transaction_id INTEGER UNIQUE REFERENCES point_transaction (id),
  credited_at INTEGER NOT NULL
);
CREATE INDEX point_earning_by_member ON point_earning (member_id, id);

-- the reward catalogue; art names the generated picture (server/art/rewardArt.ts)
CREATE TABLE point_reward (
  id INTEGER PRIMARY KEY,
  name_en TEXT NOT NULL,
  name_hi TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_hi TEXT NOT NULL,
  art TEXT NOT NULL,
  points INTEGER NOT NULL CHECK (points > 0),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  sort INTEGER NOT NULL
);

-- SPEC 4 Redeem status: the points are held at once (inProcess); approved keeps them, rejected
-- returns them (and the reward to stock), each in one transaction
CREATE TABLE point_redeem (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  reward_id INTEGER NOT NULL REFERENCES point_reward (id),
  points INTEGER NOT NULL CHECK (points > 0),
  status TEXT NOT NULL CHECK (status IN ('inProcess', 'approved', 'rejected')),
  receiver_address TEXT NOT NULL,
  mobile TEXT NOT NULL,
  hold_transaction_id INTEGER NOT NULL UNIQUE REFERENCES point_transaction (id),
  decision_transaction_id INTEGER UNIQUE REFERENCES point_transaction (id),
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  CHECK ((status = 'inProcess') = (decided_at IS NULL))
);
CREATE INDEX point_redeem_by_member ON point_redeem (member_id, created_at DESC, id DESC);
CREATE INDEX point_redeem_in_process ON point_redeem (status, created_at) WHERE status = 'inProcess';
`;
