/**
 * Invite friends (kernel/referral.ts, module REFERRAL3): who invited a member, the programme's
 * terms on the merchant, and the commission worked out per friend and India day. A member's own
 * code is member.invitation_code (002), the column an agent's affiliate code lives in, so one code
 * names one inviter whoever it is.
 */
export const referralSchema = `
-- the member whose invitation code the registration named (an agent's code makes a downline instead: parent_id)
ALTER TABLE member ADD COLUMN referrer_id INTEGER REFERENCES member (id);
CREATE INDEX member_by_referrer ON member (referrer_id, created_at DESC, id DESC) WHERE referrer_id IS NOT NULL;

-- the programme: the commission on friends' valid bets (basis points), and when a friend counts as active
ALTER TABLE merchant ADD COLUMN referral_commission_bps INTEGER NOT NULL DEFAULT 50 CHECK (referral_commission_bps BETWEEN 0 AND 10000);
ALTER TABLE merchant ADD COLUMN referral_active_min_paise INTEGER NOT NULL DEFAULT 100000 CHECK (referral_active_min_paise >= 0);
ALTER TABLE merchant ADD COLUMN referral_active_days INTEGER NOT NULL DEFAULT 30 CHECK (referral_active_days BETWEEN 1 AND 90);

-- one friend's valid bets of one India day and the commission they earned the referrer (rounded
-- down); the day's commissions of a referrer are paid in one journal transaction
CREATE TABLE referral_commission (
  referrer_id INTEGER NOT NULL REFERENCES member (id),
  friend_id INTEGER NOT NULL REFERENCES member (id),
  day TEXT NOT NULL,
  valid_bet_paise INTEGER NOT NULL CHECK (valid_bet_paise > 0),
  commission_paise INTEGER NOT NULL CHECK (commission_paise >= 0),
  -- null when the referrer's commission of the day rounds down to nothing
  transaction_id INTEGER REFERENCES journal_transaction (id),
  settled_at INTEGER NOT NULL,
  PRIMARY KEY (referrer_id, friend_id, day)
);
CREATE INDEX referral_commission_by_day ON referral_commission (day);
`;
