import { HOUSE, memberAccount } from '../ledger/accounts';
import type { Db } from '../types';
import type { MoneyContext } from '../wallet/context';
import { openRequirement } from '../wallet/wagering';

export type BonusSource = 'promotion' | 'reward' | 'mission';

export type BonusGrantRequest = {
  memberId: number;
  source: BonusSource;
  /** What the bonus belongs to, e.g. `promotion:12`; also the journal reference. */
  reference: string;
  titleEn: string;
  titleHi: string;
  amountPaise: number;
  /** The valid bets needed to release it, as a multiple of the amount (0: none). */
  turnoverMultiplier: number;
  /** Makes the grant happen once: granting again with the same key returns the first grant. */
  idempotencyKey: string;
  now: number;
};

export type BonusGrantRow = {
  id: number;
  memberId: number;
  source: BonusSource;
  reference: string;
  titleEn: string;
  titleHi: string;
  amountPaise: number;
  turnoverMultiplier: number;
  transactionId: number;
  grantedAt: number;
};

/** The wagering requirement a grant opens (bonus details reads its progress by it). */
export const bonusGrantRequirementKey = (grantId: number) => `bonus-grant:${grantId}`;

const COLUMNS = `id, member_id AS memberId, source, reference, title_en AS titleEn, title_hi AS titleHi,
  amount_paise AS amountPaise, turnover_multiplier AS turnoverMultiplier, transaction_id AS transactionId, granted_at AS grantedAt`;

/**
 * Pays a bonus into the member's main wallet: one journal transaction (kind `bonus`, from the
 * house's rewards account, so the account record shows it as a bonus) and its bonus_grant row,
 * together or not at all. Call it inside the caller's own db.transaction when the grant goes with
 * another write (a claim's state change), so the two commit as one. A replay of the same key
 * returns the row written the first time and pays nothing again. A multiplier above 0 opens the
 * grant's wagering requirement (amount x multiplier) in the same transaction.
 */
export function grantBonus(ctx: MoneyContext, request: BonusGrantRequest): BonusGrantRow {
  return ctx.db.transaction(() => {
    const posting = ctx.stores.journal.post({
      idempotencyKey: request.idempotencyKey,
      kind: 'bonus',
      reference: request.reference,
      lines: [
        { account: HOUSE.rewards, amountPaise: -request.amountPaise },
        { account: memberAccount.main(request.memberId), amountPaise: request.amountPaise },
      ],
      now: request.now,
    });
    if (!posting.replayed) {
      ctx.db
        .prepare(
          `INSERT INTO bonus_grant (member_id, source, reference, title_en, title_hi, amount_paise, turnover_multiplier, transaction_id, granted_at)
           VALUES (@memberId, @source, @reference, @titleEn, @titleHi, @amountPaise, @turnoverMultiplier, @transactionId, @grantedAt)`,
        )
        .run({ ...request, transactionId: posting.transactionId, grantedAt: posting.createdAt });
    }
    const row = ctx.db.prepare<[number], BonusGrantRow>(`SELECT ${COLUMNS} FROM bonus_grant WHERE transaction_id = ?`).get(posting.transactionId);
    if (!row) throw new Error(`bonus grant of transaction ${posting.transactionId} is missing`);
    openRequirement(ctx, {
      memberId: row.memberId,
      sourceKey: bonusGrantRequirementKey(row.id),
      kind: 'bonus',
      creditPaise: row.amountPaise,
      multiplier: row.turnoverMultiplier,
      openedAt: row.grantedAt,
    });
    return row;
  })();
}

/** A member's bonuses, newest first, a page at a time, with the total count. */
export function bonusGrantsOf(db: Db, memberId: number, offset: number, limit: number): { rows: BonusGrantRow[]; total: number } {
  const rows = db
    .prepare<[number, number, number], BonusGrantRow>(`SELECT ${COLUMNS} FROM bonus_grant WHERE member_id = ? ORDER BY granted_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(memberId, limit, offset);
  const total = db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM bonus_grant WHERE member_id = ?').get(memberId)?.total ?? 0;
  return { rows, total };
}
