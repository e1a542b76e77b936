/**
 * The agency center: agent notices, contracts between an upline and a direct downline agent
 * (kernel/agencyContracts.ts), their settlements, and the platform's agency settings.
 * Rates are basis points, amounts paise, times ms since the epoch from the injected clock.
 */
export const agencySchema = `
-- whether an upline may terminate a contract it gave (SPEC 4 'where the platform allows')
ALTER TABLE merchant ADD COLUMN upline_may_terminate INTEGER NOT NULL DEFAULT 1 CHECK (upline_may_terminate IN (0, 1));
-- the commission the platform pays an agent on its team's valid bets, settled each India day (basis points)
ALTER TABLE merchant ADD COLUMN agent_commission_bps INTEGER NOT NULL DEFAULT 30 CHECK (agent_commission_bps BETWEEN 0 AND 10000);

-- the most a top agent (no upline) may share, per contract kind and rate field
CREATE TABLE contract_ceiling (
  kind TEXT NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  rate_field TEXT NOT NULL,
  rate_bps INTEGER NOT NULL CHECK (rate_bps BETWEEN 0 AND 10000),
  PRIMARY KEY (kind, rate_field)
);

CREATE TABLE agent_notice (
  id INTEGER PRIMARY KEY,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  published_at INTEGER NOT NULL
);
CREATE INDEX agent_notice_by_language ON agent_notice (language, published_at);

CREATE TABLE contract (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  offerer_id INTEGER NOT NULL REFERENCES member (id),
  receiver_id INTEGER NOT NULL REFERENCES member (id),
  -- the terms as JSON (contractTermsSchema); rates in basis points, thresholds in paise
  terms TEXT NOT NULL,
  -- stored 'pending' stays pending past expires_at; readers report it expired (and the next write marks it)
  status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'rejected', 'expired', 'terminated')),
  idempotency_key TEXT,
  offered_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  answered_at INTEGER,
  terminated_at INTEGER,
  termination_reason TEXT CHECK (termination_reason IS NULL OR termination_reason IN ('receiver', 'upline', 'replaced', 'lowerRate')),
  -- settlement has covered the contract's time up to here
  settled_until INTEGER,
  CHECK (offerer_id <> receiver_id),
  UNIQUE (offerer_id, idempotency_key)
);
CREATE INDEX contract_by_receiver ON contract (receiver_id, kind, status);
CREATE INDEX contract_by_offerer ON contract (offerer_id, kind, status);
-- an agent holds at most one active contract of a kind
CREATE UNIQUE INDEX contract_one_active ON contract (receiver_id, kind) WHERE status = 'active';

CREATE TABLE contract_settlement (
  id INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES contract (id),
  period_start INTEGER NOT NULL,
  period_end INTEGER NOT NULL,
  team_valid_paise INTEGER NOT NULL CHECK (team_valid_paise >= 0),
  team_profit_paise INTEGER NOT NULL,
  active_members INTEGER NOT NULL CHECK (active_members >= 0),
  qualified INTEGER NOT NULL CHECK (qualified IN (0, 1)),
  amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
  -- the journal posting that paid it (null when nothing was due)
  transaction_id INTEGER REFERENCES journal_transaction (id),
  settled_at INTEGER NOT NULL,
  UNIQUE (contract_id, period_start)
);
CREATE INDEX contract_settlement_by_time ON contract_settlement (settled_at);
`;
