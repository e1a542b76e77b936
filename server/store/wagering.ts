import type { Db } from '../types';

export type WageringKind = 'deposit' | 'bonus' | 'rebate';

export type WageringRequirementRow = {
  id: number;
  memberId: number;
  sourceKey: string;
  kind: WageringKind;
  creditPaise: number;
  multiplier: number;
  requiredPaise: number;
  donePaise: number;
  openedAt: number;
  metAt: number | null;
};

export type UnappliedBet = { id: number; validPaise: number; placedAt: number; settledAt: number };

const COLUMNS = `id, member_id AS memberId, source_key AS sourceKey, kind, credit_paise AS creditPaise, multiplier,
  required_paise AS requiredPaise, done_paise AS donePaise, opened_at AS openedAt, met_at AS metAt`;

/** The wagering ledger's rows (server/wallet/wagering.ts holds its rules). */
export function createWageringStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO wagering_requirement (member_id, source_key, kind, credit_paise, multiplier, required_paise, opened_at)
     VALUES (@memberId, @sourceKey, @kind, @creditPaise, @multiplier, @requiredPaise, @openedAt)
     ON CONFLICT (source_key) DO NOTHING`,
  );
  const bySourceKey = db.prepare<[string], WageringRequirementRow>(`SELECT ${COLUMNS} FROM wagering_requirement WHERE source_key = ?`);
  const open = db.prepare<[number], WageringRequirementRow>(`SELECT ${COLUMNS} FROM wagering_requirement WHERE member_id = ? AND met_at IS NULL ORDER BY opened_at, id`);
  const progress = db.prepare('UPDATE wagering_requirement SET done_paise = ?, met_at = ? WHERE id = ?');
  const cursor = db.prepare<[number], { settledAt: number; betId: number }>('SELECT settled_at AS settledAt, bet_id AS betId FROM wagering_cursor WHERE member_id = ?');
  const moveCursor = db.prepare(
    `INSERT INTO wagering_cursor (member_id, settled_at, bet_id) VALUES (?, ?, ?)
     ON CONFLICT (member_id) DO UPDATE SET settled_at = excluded.settled_at, bet_id = excluded.bet_id`,
  );
  // valid bets of settled real-money bets after the cursor, in the order they settled
  const betsAfter = db.prepare<[number, number, number, number], UnappliedBet>(
    `SELECT id, valid_paise AS validPaise, placed_at AS placedAt, settled_at AS settledAt FROM bet
     WHERE member_id = ? AND currency = 'INR' AND settled_at IS NOT NULL
       AND (settled_at > ? OR (settled_at = ? AND id > ?))
     ORDER BY settled_at, id`,
  );

  return {
    /** Opens a requirement once per source key; a second call with the same key changes nothing. */
    open: (row: Omit<WageringRequirementRow, 'id' | 'donePaise' | 'metAt'>) => void insert.run(row),
    bySourceKey: (sourceKey: string) => bySourceKey.get(sourceKey) ?? null,
    /** The member's open requirements, oldest first. */
    openOf: (memberId: number) => open.all(memberId),
    progress: (id: number, donePaise: number, metAt: number | null) => void progress.run(donePaise, metAt, id),
    betsAfterCursor: (memberId: number): UnappliedBet[] => {
      const at = cursor.get(memberId) ?? { settledAt: Number.MIN_SAFE_INTEGER, betId: 0 };
      return betsAfter.all(memberId, at.settledAt, at.settledAt, at.betId);
    },
    moveCursor: (memberId: number, bet: UnappliedBet) => void moveCursor.run(memberId, bet.settledAt, bet.id),
  };
}
export type WageringStore = ReturnType<typeof createWageringStore>;
