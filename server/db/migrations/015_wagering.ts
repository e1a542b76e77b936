/**
 * The wagering ledger (issue 21). Every credit that carries a turnover requirement opens one row:
 * a paid deposit (its amount x1), a deposit bonus, a bonus grant or a rebate (each amount x its
 * multiplier). Valid bets settle the open rows oldest first; a withdrawal waits while any is open.
 * The cursor is the last bet (by settlement time, then id) applied for the member, so each bet is
 * applied once however often the ledger is read.
 *
 * A deposit order remembers why its bonus was not paid when the payment came (the bonus is judged
 * again at payment, in the same transaction as the credit).
 */
export const wageringSchema = `
CREATE TABLE wagering_requirement (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  -- what opened it, once: deposit:<order>, bonus-grant:<grant>, rebate:<transaction>
  source_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'bonus', 'rebate')),
  credit_paise INTEGER NOT NULL CHECK (credit_paise > 0),
  multiplier INTEGER NOT NULL CHECK (multiplier > 0),
  required_paise INTEGER NOT NULL CHECK (required_paise > 0),
  done_paise INTEGER NOT NULL DEFAULT 0 CHECK (done_paise >= 0 AND done_paise <= required_paise),
  opened_at INTEGER NOT NULL,
  met_at INTEGER
);
CREATE INDEX wagering_open_by_member ON wagering_requirement (member_id, opened_at, id) WHERE met_at IS NULL;

CREATE TABLE wagering_cursor (
  member_id INTEGER PRIMARY KEY REFERENCES member (id),
  settled_at INTEGER NOT NULL,
  bet_id INTEGER NOT NULL
);

ALTER TABLE deposit_order ADD COLUMN bonus_refusal TEXT CHECK (bonus_refusal IS NULL OR bonus_refusal IN ('firstDepositTaken'));
`;
