/**
 * Money: a double-entry journal and what moves money through it (deposits, withdrawals, wallet
 * transfers, peer-to-peer withdrawal confirmations, bets). Amounts are integer paise; times are
 * ms since the epoch from the injected clock.
 *
 * Balances live in ledger_account: member.balance_cents (001) is no longer read or written.
 * balance_paise is a cache of the sum of the account's journal entries: only the trigger below
 * moves it, as each entry is inserted, and the ledger's reconcile() check compares the two.
 */
export const walletLedgerSchema = `
-- single wallet: all money in the main wallet (GCS_merchantWallet value.isSingle)
ALTER TABLE merchant ADD COLUMN single_wallet INTEGER NOT NULL DEFAULT 0 CHECK (single_wallet IN (0, 1));
-- SPEC 4: an unanswered peer-to-peer withdrawal confirmation counts as received after these minutes
ALTER TABLE merchant ADD COLUMN withdraw_confirm_minutes INTEGER NOT NULL DEFAULT 30 CHECK (withdraw_confirm_minutes > 0);

-- the withdrawal password (scrypt hash, server/passwords.ts) and its wrong-attempt lock
ALTER TABLE member ADD COLUMN withdraw_password_hash TEXT;
ALTER TABLE member ADD COLUMN withdraw_password_failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE member ADD COLUMN withdraw_password_locked_until INTEGER;

-- vendors with a game wallet of their own (multi-wallet merchants); the wallet code is the vendor code
CREATE TABLE game_wallet (
  code TEXT PRIMARY KEY,
  category TEXT NOT NULL,
  sort INTEGER NOT NULL,
  FOREIGN KEY (category, code) REFERENCES vendor (category, code)
);

-- an account of the journal. Member accounts never go below zero; house accounts (the other side
-- of money entering or leaving the platform) may. A currency never mixes with another: DEMO is
-- the free-play credit of trial accounts.
CREATE TABLE ledger_account (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  owner TEXT NOT NULL CHECK (owner IN ('member', 'house')),
  member_id INTEGER REFERENCES member (id),
  purpose TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('INR', 'DEMO')),
  balance_paise INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  CHECK (owner = 'house' OR balance_paise >= 0),
  CHECK ((owner = 'member') = (member_id IS NOT NULL))
);
CREATE INDEX ledger_account_by_member ON ledger_account (member_id);

-- one movement of money: its entries sum to zero. The key makes a retried posting a no-op.
CREATE TABLE journal_transaction (
  id INTEGER PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  request_hash TEXT NOT NULL,
  kind TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('INR', 'DEMO')),
  -- what the movement belongs to, e.g. 'deposit:<orderId>', 'withdrawal:<id>', 'bet:<id>'
  reference TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX journal_transaction_by_reference ON journal_transaction (reference);
CREATE INDEX journal_transaction_by_time ON journal_transaction (created_at);

CREATE TABLE journal_entry (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL REFERENCES journal_transaction (id),
  account_id INTEGER NOT NULL REFERENCES ledger_account (id),
  amount_paise INTEGER NOT NULL CHECK (amount_paise <> 0),
  -- the account's balance after this entry (the account record shows it)
  balance_after_paise INTEGER NOT NULL
);
CREATE INDEX journal_entry_by_account ON journal_entry (account_id, id);
CREATE INDEX journal_entry_by_transaction ON journal_entry (transaction_id);

-- an entry must continue its account's balance; then it moves the cached balance (whose CHECK
-- refuses a member balance below zero)
CREATE TRIGGER journal_entry_continues_balance BEFORE INSERT ON journal_entry
WHEN NEW.balance_after_paise <> (SELECT balance_paise FROM ledger_account WHERE id = NEW.account_id) + NEW.amount_paise
BEGIN SELECT RAISE(ABORT, 'journal entry does not continue its account balance'); END;
CREATE TRIGGER journal_entry_moves_balance AFTER INSERT ON journal_entry
BEGIN UPDATE ledger_account SET balance_paise = balance_paise + NEW.amount_paise WHERE id = NEW.account_id; END;
-- the journal is append-only: a mistake is corrected by another posting
CREATE TRIGGER journal_entry_append_only BEFORE UPDATE ON journal_entry
BEGIN SELECT RAISE(ABORT, 'journal entries are append-only'); END;
CREATE TRIGGER journal_transaction_append_only BEFORE UPDATE ON journal_transaction
BEGIN SELECT RAISE(ABORT, 'journal transactions are append-only'); END;

-- a member's write with an idempotency key: a retry with the same key and request gets the
-- first answer again; the same key with another request is refused
CREATE TABLE idempotent_request (
  member_id INTEGER NOT NULL REFERENCES member (id),
  idempotency_key TEXT NOT NULL,
  operation TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, idempotency_key)
);

CREATE TABLE bank_account (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  holder_name TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  ifsc TEXT NOT NULL,
  account_number TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- removed accounts stay for the withdrawals that name them
  removed_at INTEGER
);
CREATE INDEX bank_account_by_member ON bank_account (member_id) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX bank_account_unique_live ON bank_account (member_id, ifsc, account_number) WHERE removed_at IS NULL;

CREATE TABLE withdrawal (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  bank_account_id INTEGER NOT NULL REFERENCES bank_account (id),
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  fee_paise INTEGER NOT NULL CHECK (fee_paise >= 0 AND fee_paise < amount_paise),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'paid')),
  created_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE INDEX withdrawal_by_member ON withdrawal (member_id, created_at);
CREATE INDEX withdrawal_by_status ON withdrawal (status, created_at);

CREATE TABLE deposit_order (
  id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  channel TEXT NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  bonus_id TEXT,
  -- the bonus to credit when paid (fixed when the order is made)
  bonus_paise INTEGER NOT NULL DEFAULT 0 CHECK (bonus_paise >= 0),
  -- the deposit (plus bonus) must be bet this many times before a withdrawal
  turnover_multiplier INTEGER NOT NULL CHECK (turnover_multiplier >= 0),
  -- stored 'pending' stays pending in the table past expires_at; readers report it expired
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  settled_at INTEGER,
  -- set when the deposit pays another member's withdrawal peer to peer (no gateway page)
  peer_withdrawal_id INTEGER UNIQUE REFERENCES withdrawal (id)
);
CREATE INDEX deposit_order_by_member ON deposit_order (member_id, created_at);
CREATE INDEX deposit_order_paid ON deposit_order (member_id, settled_at) WHERE status = 'paid';

-- SPEC 4: the recipient of a peer-to-peer withdrawal confirms it
CREATE TABLE withdrawal_confirmation (
  id INTEGER PRIMARY KEY,
  withdrawal_id INTEGER NOT NULL UNIQUE REFERENCES withdrawal (id),
  deposit_order_id TEXT NOT NULL UNIQUE REFERENCES deposit_order (id),
  member_id INTEGER NOT NULL REFERENCES member (id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'received', 'notReceived', 'fullPayment', 'autoReceived')),
  created_at INTEGER NOT NULL,
  deadline_at INTEGER NOT NULL,
  answered_at INTEGER
);
CREATE INDEX withdrawal_confirmation_pending ON withdrawal_confirmation (deadline_at) WHERE status = 'pending';
CREATE INDEX withdrawal_confirmation_by_member ON withdrawal_confirmation (member_id, status);

CREATE TABLE confirmation_proof (
  id INTEGER PRIMARY KEY,
  confirmation_id INTEGER NOT NULL REFERENCES withdrawal_confirmation (id),
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  bytes BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX confirmation_proof_by_confirmation ON confirmation_proof (confirmation_id);

-- bets as the games report them (written by the betting records). Withdrawal turnover counts
-- valid_paise of settled INR bets since the last paid deposit.
CREATE TABLE bet (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member (id),
  -- MAIN or the game wallet the stake came from
  wallet TEXT NOT NULL DEFAULT 'MAIN',
  vendor TEXT NOT NULL,
  game_type TEXT NOT NULL,
  node_id INTEGER,
  stake_paise INTEGER NOT NULL CHECK (stake_paise > 0),
  valid_paise INTEGER NOT NULL DEFAULT 0 CHECK (valid_paise >= 0 AND valid_paise <= stake_paise),
  -- null until settled; 0 for a lost bet
  payout_paise INTEGER CHECK (payout_paise IS NULL OR payout_paise >= 0),
  currency TEXT NOT NULL CHECK (currency IN ('INR', 'DEMO')),
  placed_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE INDEX bet_by_member ON bet (member_id, placed_at);
CREATE INDEX bet_settled_by_member ON bet (member_id, settled_at) WHERE settled_at IS NOT NULL;
`;
