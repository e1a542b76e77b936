/**
 * Issue 26 (safer gambling): a member's own deposit, loss and wager limits, one row per kind and
 * period. amount_paise is the limit in force (NULL: none). A raise or a removal waits its cooling
 * period as a pending change (has_pending, pending_amount_paise NULL for a removal, effective at
 * pending_effective_at); it applies when read at or after that time (kernel/saferGambling.ts).
 */
export const saferGamblingSchema = `
CREATE TABLE gambling_limit (
  member_id INTEGER NOT NULL REFERENCES member (id),
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_paise INTEGER CHECK (amount_paise IS NULL OR amount_paise > 0),
  has_pending INTEGER NOT NULL DEFAULT 0 CHECK (has_pending IN (0, 1)),
  pending_amount_paise INTEGER CHECK (pending_amount_paise IS NULL OR pending_amount_paise > 0),
  pending_effective_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, period)
);
`;
