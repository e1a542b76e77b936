import type { RebateClaim, RebateLine } from '../../kernel/bonusDetails';
import type { GameCategory } from '../../kernel/platform';
import type { Db } from '../types';

export type RebateRate = { category: GameCategory; rateBps: number };
type ClaimRow = Omit<RebateClaim, 'lines'>;

const CLAIM_COLUMNS = `id, period_from AS "from", period_to AS "to", valid_bet_paise AS validBetPaise, rebate_paise AS rebatePaise, claimed_at AS claimedAt`;

/**
 * The manual rebate (SPEC 6 MANREBATE3, migration 014): the merchant's rate per game category, the
 * member's valid bets per category over a period, and the claims paid with their lines.
 */
export function createRebateStore(db: Db) {
  const rates = db.prepare<[], RebateRate>('SELECT category, rate_bps AS rateBps FROM rebate_rate ORDER BY sort, category');
  const validBets = db.prepare<[number, number, number], { category: GameCategory; validBetPaise: number }>(
    `SELECT game_type AS category, SUM(valid_paise) AS validBetPaise FROM bet
     WHERE member_id = ? AND currency = 'INR' AND settled_at IS NOT NULL AND settled_at > ? AND settled_at <= ?
     GROUP BY game_type`,
  );
  const lastClaim = db.prepare<[number], ClaimRow>(`SELECT ${CLAIM_COLUMNS} FROM rebate_claim WHERE member_id = ? ORDER BY period_to DESC, id DESC LIMIT 1`);
  const claimByTransaction = db.prepare<[number], ClaimRow>(`SELECT ${CLAIM_COLUMNS} FROM rebate_claim WHERE transaction_id = ?`);
  const claimByKey = db.prepare<[string], ClaimRow>(
    `SELECT c.id, c.period_from AS "from", c.period_to AS "to", c.valid_bet_paise AS validBetPaise, c.rebate_paise AS rebatePaise, c.claimed_at AS claimedAt
     FROM rebate_claim c JOIN journal_transaction t ON t.id = c.transaction_id WHERE t.idempotency_key = ?`,
  );
  const page = db.prepare<[number, number, number], ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM rebate_claim WHERE member_id = ? ORDER BY period_to DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM rebate_claim WHERE member_id = ?');
  const linesOf = db.prepare<[number], RebateLine>(
    `SELECT l.category, l.valid_bet_paise AS validBetPaise, l.rate_bps AS rateBps, l.rebate_paise AS rebatePaise
     FROM rebate_claim_line l LEFT JOIN rebate_rate r ON r.category = l.category WHERE l.claim_id = ? ORDER BY r.sort, l.category`,
  );
  const insertClaim = db.prepare(
    `INSERT INTO rebate_claim (member_id, period_from, period_to, valid_bet_paise, rebate_paise, transaction_id, claimed_at)
     VALUES (@memberId, @from, @to, @validBetPaise, @rebatePaise, @transactionId, @claimedAt)`,
  );
  const insertLine = db.prepare(
    'INSERT INTO rebate_claim_line (claim_id, category, valid_bet_paise, rate_bps, rebate_paise) VALUES (@claimId, @category, @validBetPaise, @rateBps, @rebatePaise)',
  );
  const withLines = (row: ClaimRow): RebateClaim => ({ ...row, lines: linesOf.all(row.id) });

  return {
    rates: () => rates.all(),
    /** The member's real-money valid bets settled in (from, to], per category. */
    validBetsByCategory: (memberId: number, from: number, to: number) => new Map(validBets.all(memberId, from, to).map((row) => [row.category, row.validBetPaise])),
    lastClaim: (memberId: number) => lastClaim.get(memberId) ?? null,
    byTransaction: (transactionId: number) => {
      const row = claimByTransaction.get(transactionId);
      return row ? withLines(row) : null;
    },
    /** The claim posted under a journal key (a replayed claim). */
    byJournalKey: (key: string) => {
      const row = claimByKey.get(key);
      return row ? withLines(row) : null;
    },
    page: (memberId: number, offset: number, limit: number) => ({ rows: page.all(memberId, limit, offset).map(withLines), total: count.get(memberId)?.total ?? 0 }),
    insert: (claim: Omit<RebateClaim, 'id' | 'lines'> & { memberId: number; transactionId: number }, lines: readonly RebateLine[]) => {
      const claimId = Number(insertClaim.run(claim).lastInsertRowid);
      for (const line of lines) if (line.validBetPaise > 0) insertLine.run({ claimId, ...line });
      return claimId;
    },
  };
}
