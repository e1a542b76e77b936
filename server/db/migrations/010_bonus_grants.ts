/**
 * Every bonus a member receives (a promotion's claim or approved application, a reward, a mission
 * prize): one row per grant, written in the same transaction as its journal posting. The bonus
 * details page lists them with their turnover progress: the valid bets settled since the grant
 * must reach amount x multiplier before the bonus counts as released.
 */
export const bonusGrantsSchema = `
CREATE TABLE bonus_grant (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member(id),
  -- what paid it: promotion, reward, mission
  source TEXT NOT NULL CHECK (source IN ('promotion', 'reward', 'mission')),
  -- what it belongs to, e.g. promotion:<id>, reward:<id>, mission:<id>
  reference TEXT NOT NULL,
  title_en TEXT NOT NULL,
  title_hi TEXT NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  turnover_multiplier INTEGER NOT NULL CHECK (turnover_multiplier >= 0),
  transaction_id INTEGER NOT NULL UNIQUE REFERENCES journal_transaction(id),
  granted_at INTEGER NOT NULL
);
CREATE INDEX bonus_grant_member ON bonus_grant (member_id, granted_at DESC, id DESC);
`;
