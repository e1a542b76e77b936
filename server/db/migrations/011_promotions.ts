/**
 * Promotions (kernel/promotions.ts): the merchant's promotions with their texts in both
 * languages, each member's entry in one (its own status: joined, applying, issued, rejected, won,
 * lost, claimed; the activity state shown is worked out from it, the period and the valid bets,
 * server/promotions/activityState.ts), and the images of an activity application, kept as sent.
 */
export const promotionsSchema = `
CREATE TABLE promotion (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL CHECK (category IN ('DEPOSIT', 'CASINO', 'SLOTS', 'SPORTS', 'BIRTHDAY', 'RAFFLE', 'VIP')),
  kind TEXT NOT NULL CHECK (kind IN ('join', 'turnover', 'application', 'raffle')),
  title_en TEXT NOT NULL,
  title_hi TEXT NOT NULL,
  summary_en TEXT NOT NULL,
  summary_hi TEXT NOT NULL,
  -- HTML from the platform, shown only through DOMPurify on the client
  terms_en TEXT NOT NULL,
  terms_hi TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
  -- a raffle's draw; null for the other kinds
  draw_at INTEGER CHECK ((kind = 'raffle') = (draw_at IS NOT NULL)),
  reward_paise INTEGER NOT NULL CHECK (reward_paise > 0),
  turnover_multiplier INTEGER NOT NULL CHECK (turnover_multiplier >= 0),
  -- a turnover promotion's valid bets after joining that unlock the claim
  required_turnover_paise INTEGER CHECK ((kind = 'turnover') = (required_turnover_paise IS NOT NULL) AND (required_turnover_paise IS NULL OR required_turnover_paise > 0)),
  requires_age_confirmation INTEGER NOT NULL DEFAULT 0 CHECK (requires_age_confirmation IN (0, 1)),
  sort INTEGER NOT NULL
);

-- a member's part in a promotion: at most one per member and promotion
CREATE TABLE promotion_entry (
  id INTEGER PRIMARY KEY,
  promotion_id INTEGER NOT NULL REFERENCES promotion(id),
  member_id INTEGER NOT NULL REFERENCES member(id),
  status TEXT NOT NULL CHECK (status IN ('joined', 'applying', 'issued', 'rejected', 'won', 'lost', 'claimed')),
  -- when the member joined or applied
  entered_at INTEGER NOT NULL,
  -- the application's comment and age confirmation (application promotions)
  comment TEXT,
  age_confirmed INTEGER NOT NULL DEFAULT 0 CHECK (age_confirmed IN (0, 1)),
  reviewed_at INTEGER,
  reject_reason_en TEXT,
  reject_reason_hi TEXT,
  -- the bonus paid (claimed, issued): its journal posting
  paid_at INTEGER,
  bonus_transaction_id INTEGER REFERENCES journal_transaction(id),
  UNIQUE (promotion_id, member_id),
  CHECK ((status IN ('claimed', 'issued')) = (bonus_transaction_id IS NOT NULL))
);
CREATE INDEX promotion_entry_member ON promotion_entry (member_id);
CREATE INDEX promotion_entry_review ON promotion_entry (status, entered_at) WHERE status = 'applying';

-- an activity application's images, as sent (their type checked by their bytes)
CREATE TABLE promotion_image (
  id INTEGER PRIMARY KEY,
  entry_id INTEGER NOT NULL REFERENCES promotion_entry(id),
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  bytes BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX promotion_image_entry ON promotion_image (entry_id);
`;
