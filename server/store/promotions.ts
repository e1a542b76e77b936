import type { UploadImageType } from '../../kernel/imageUpload';
import type { PromotionCategory, PromotionKind } from '../../kernel/promotions';
import type { Db } from '../types';

export type PromotionRow = {
  id: number;
  code: string;
  category: PromotionCategory;
  kind: PromotionKind;
  titleEn: string;
  titleHi: string;
  summaryEn: string;
  summaryHi: string;
  termsEn: string;
  termsHi: string;
  startsAt: number;
  endsAt: number;
  drawAt: number | null;
  rewardPaise: number;
  turnoverMultiplier: number;
  requiredTurnoverPaise: number | null;
  requiresAgeConfirmation: 0 | 1;
  sort: number;
};

export type EntryStatus = 'joined' | 'applying' | 'issued' | 'rejected' | 'won' | 'lost' | 'claimed';

export type EntryRow = {
  id: number;
  promotionId: number;
  memberId: number;
  status: EntryStatus;
  enteredAt: number;
  comment: string | null;
  ageConfirmed: 0 | 1;
  reviewedAt: number | null;
  rejectReasonEn: string | null;
  rejectReasonHi: string | null;
  paidAt: number | null;
  bonusTransactionId: number | null;
};

export type ImageRow = { id: number; entryId: number; contentType: UploadImageType; sizeBytes: number };

const PROMOTION_COLUMNS = `id, code, category, kind, title_en AS titleEn, title_hi AS titleHi, summary_en AS summaryEn, summary_hi AS summaryHi,
  terms_en AS termsEn, terms_hi AS termsHi, starts_at AS startsAt, ends_at AS endsAt, draw_at AS drawAt, reward_paise AS rewardPaise,
  turnover_multiplier AS turnoverMultiplier, required_turnover_paise AS requiredTurnoverPaise,
  requires_age_confirmation AS requiresAgeConfirmation, sort`;

const ENTRY_COLUMNS = `id, promotion_id AS promotionId, member_id AS memberId, status, entered_at AS enteredAt, comment,
  age_confirmed AS ageConfirmed, reviewed_at AS reviewedAt, reject_reason_en AS rejectReasonEn, reject_reason_hi AS rejectReasonHi,
  paid_at AS paidAt, bonus_transaction_id AS bonusTransactionId`;

const IMAGE_COLUMNS = 'id, entry_id AS entryId, content_type AS contentType, size_bytes AS sizeBytes';

/**
 * Promotions and the members' entries in them (011_promotions). Writes that go together (an
 * entry and its images, a status and its bonus) are put in one transaction by the caller.
 */
export function createPromotionStore(db: Db) {
  const all = db.prepare<[], PromotionRow>(`SELECT ${PROMOTION_COLUMNS} FROM promotion ORDER BY sort, id`);
  const byId = db.prepare<[number], PromotionRow>(`SELECT ${PROMOTION_COLUMNS} FROM promotion WHERE id = ?`);
  const entriesOf = db.prepare<[number], EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM promotion_entry WHERE member_id = ?`);
  const entry = db.prepare<[number, number], EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM promotion_entry WHERE promotion_id = ? AND member_id = ?`);
  const entryById = db.prepare<[number], EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM promotion_entry WHERE id = ?`);
  const insertEntry = db.prepare<{ promotionId: number; memberId: number; status: EntryStatus; enteredAt: number; comment: string | null; ageConfirmed: number }>(
    `INSERT INTO promotion_entry (promotion_id, member_id, status, entered_at, comment, age_confirmed)
     VALUES (@promotionId, @memberId, @status, @enteredAt, @comment, @ageConfirmed)`,
  );
  const markPaid = db.prepare<{ id: number; from: EntryStatus; to: EntryStatus; now: number; transactionId: number }>(
    `UPDATE promotion_entry SET status = @to, paid_at = @now, bonus_transaction_id = @transactionId,
       reviewed_at = CASE WHEN @to = 'issued' THEN @now ELSE reviewed_at END
     WHERE id = @id AND status = @from`,
  );
  const markRejected = db.prepare<{ id: number; now: number; reasonEn: string; reasonHi: string }>(
    `UPDATE promotion_entry SET status = 'rejected', reviewed_at = @now, reject_reason_en = @reasonEn, reject_reason_hi = @reasonHi
     WHERE id = @id AND status = 'applying'`,
  );
  const pending = db.prepare<[], EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM promotion_entry WHERE status = 'applying' ORDER BY entered_at, id`);
  const insertImage = db.prepare('INSERT INTO promotion_image (entry_id, content_type, size_bytes, bytes, created_at) VALUES (?, ?, ?, ?, ?)');
  const imagesOf = db.prepare<[number], ImageRow>(`SELECT ${IMAGE_COLUMNS} FROM promotion_image WHERE entry_id = ? ORDER BY id`);
  const ownImage = db.prepare<[number, number], ImageRow & { bytes: Buffer }>(
    `SELECT i.id, i.entry_id AS entryId, i.content_type AS contentType, i.size_bytes AS sizeBytes, i.bytes
     FROM promotion_image i JOIN promotion_entry e ON e.id = i.entry_id WHERE i.id = ? AND e.member_id = ?`,
  );
  // The valid bets the turnover rule counts: settled real-money bets placed in [from, until).
  const validBets = db.prepare<[number, number, number], { total: number }>(
    `SELECT COALESCE(SUM(valid_paise), 0) AS total FROM bet
     WHERE member_id = ? AND currency = 'INR' AND settled_at IS NOT NULL AND placed_at >= ? AND placed_at < ?`,
  );

  return {
    all: () => all.all(),
    byId: (id: number) => byId.get(id) ?? null,
    entriesOf: (memberId: number) => entriesOf.all(memberId),
    entry: (promotionId: number, memberId: number) => entry.get(promotionId, memberId) ?? null,
    entryById: (id: number) => entryById.get(id) ?? null,
    /** A new entry; the caller has checked there is none (the UNIQUE constraint refuses a second). */
    addEntry: (row: { promotionId: number; memberId: number; status: EntryStatus; enteredAt: number; comment?: string | null; ageConfirmed?: boolean }) =>
      Number(
        insertEntry.run({
          promotionId: row.promotionId,
          memberId: row.memberId,
          status: row.status,
          enteredAt: row.enteredAt,
          comment: row.comment ?? null,
          ageConfirmed: row.ageConfirmed ? 1 : 0,
        }).lastInsertRowid,
      ),
    /** From `from` to a paid status with its posting; false when the entry had left `from` meanwhile. */
    markPaid: (id: number, from: EntryStatus, to: 'claimed' | 'issued', now: number, transactionId: number) =>
      markPaid.run({ id, from, to, now, transactionId }).changes === 1,
    markRejected: (id: number, now: number, reason: { EN: string; HI: string }) => markRejected.run({ id, now, reasonEn: reason.EN, reasonHi: reason.HI }).changes === 1,
    /** Applications waiting for review, oldest first. */
    pendingApplications: () => pending.all(),
    addImage: (entryId: number, contentType: UploadImageType, bytes: Uint8Array, now: number) =>
      void insertImage.run(entryId, contentType, bytes.byteLength, Buffer.from(bytes), now),
    imagesOf: (entryId: number) => imagesOf.all(entryId),
    /** One image with its bytes, when it belongs to the member's own entry; else null. */
    ownImage: (imageId: number, memberId: number) => ownImage.get(imageId, memberId) ?? null,
    validBetsBetween: (memberId: number, from: number, until: number) => (until <= from ? 0 : (validBets.get(memberId, from, until)?.total ?? 0)),
  };
}
export type PromotionStore = ReturnType<typeof createPromotionStore>;
