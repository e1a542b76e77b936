import { INDIA_OFFSET_MS } from '../../kernel/records';
import type { Db } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member's real-money bets placed in [start, end), optionally of one category and one vendor. */
export type BetFilter = { memberId: number; start: number; end: number; gameType: string | null; vendor: string | null };

export type BetRecordRow = {
  id: number;
  placedAt: number;
  settledAt: number | null;
  gameName: string;
  vendor: string;
  vendorName: string;
  category: string;
  wallet: string;
  stakePaise: number;
  validPaise: number;
  payoutPaise: number | null;
};

export type BetSums = { count: number; stakePaise: number; validPaise: number; payoutPaise: number; winLossPaise: number };

/** Entries of a member's main and game wallets in [start, end), optionally of some journal kinds only. */
export type EntryFilter = { memberId: number; start: number; end: number; kinds: readonly string[] | null };

export type AccountEntryRow = {
  id: number;
  time: number;
  kind: string;
  accountCode: string;
  amountPaise: number;
  balanceAfterPaise: number;
  reference: string | null;
};

const BET_WHERE = `b.member_id = @memberId AND b.currency = 'INR' AND b.placed_at >= @start AND b.placed_at < @end
  AND (@gameType IS NULL OR b.game_type = @gameType) AND (@vendor IS NULL OR b.vendor = @vendor)`;

// win/loss counts settled bets only: an open bet has no outcome yet
const BET_SUMS = `COUNT(*) AS count, COALESCE(SUM(b.stake_paise), 0) AS stakePaise, COALESCE(SUM(b.valid_paise), 0) AS validPaise,
  COALESCE(SUM(b.payout_paise), 0) AS payoutPaise,
  COALESCE(SUM(CASE WHEN b.settled_at IS NULL THEN 0 ELSE b.payout_paise - b.stake_paise END), 0) AS winLossPaise`;

const ENTRY_FROM = `FROM journal_entry e
  JOIN ledger_account a ON a.id = e.account_id
  JOIN journal_transaction t ON t.id = e.transaction_id
  WHERE a.member_id = @memberId AND a.purpose IN ('main', 'game') AND t.created_at >= @start AND t.created_at < @end`;
const KIND_FILTER = 'AND (@kinds IS NULL OR t.kind IN (SELECT value FROM json_each(@kinds)))';

/** The queries behind the member centre's records: the bet table and the journal, read only. */
export function createRecordStore(db: Db) {
  const betPage = db.prepare<BetFilter & { limit: number; offset: number }, BetRecordRow>(
    `SELECT b.id, b.placed_at AS placedAt, b.settled_at AS settledAt, COALESCE(g.name, b.vendor) AS gameName,
       b.vendor, COALESCE(v.name, b.vendor) AS vendorName, b.game_type AS category, b.wallet,
       b.stake_paise AS stakePaise, b.valid_paise AS validPaise, b.payout_paise AS payoutPaise
     FROM bet b
     LEFT JOIN game g ON g.node_id = b.node_id
     LEFT JOIN vendor v ON v.category = b.game_type AND v.code = b.vendor
     WHERE ${BET_WHERE}
     ORDER BY b.placed_at DESC, b.id DESC LIMIT @limit OFFSET @offset`,
  );
  const betTotals = db.prepare<BetFilter, BetSums>(`SELECT ${BET_SUMS} FROM bet b WHERE ${BET_WHERE}`);
  const betsByCategory = db.prepare<BetFilter, BetSums & { category: string }>(
    `SELECT b.game_type AS category, ${BET_SUMS} FROM bet b WHERE ${BET_WHERE} GROUP BY b.game_type`,
  );
  // the offset is written into the SQL: a bound number is a REAL, and the division must be an integer one
  const winLossByDay = db.prepare<BetFilter, { dayStart: number; winLossPaise: number }>(
    `SELECT ((b.placed_at + ${INDIA_OFFSET_MS}) / ${DAY_MS}) * ${DAY_MS} - ${INDIA_OFFSET_MS} AS dayStart,
       SUM(CASE WHEN b.settled_at IS NULL THEN 0 ELSE b.payout_paise - b.stake_paise END) AS winLossPaise
     FROM bet b WHERE ${BET_WHERE} GROUP BY dayStart`,
  );
  const entryPage = db.prepare<{ memberId: number; start: number; end: number; kinds: string | null; limit: number; offset: number }, AccountEntryRow>(
    `SELECT e.id, t.created_at AS time, t.kind, a.code AS accountCode, e.amount_paise AS amountPaise,
       e.balance_after_paise AS balanceAfterPaise, t.reference
     ${ENTRY_FROM} ${KIND_FILTER}
     ORDER BY t.created_at DESC, e.id DESC LIMIT @limit OFFSET @offset`,
  );
  const entryCount = db.prepare<{ memberId: number; start: number; end: number; kinds: string | null }, { total: number }>(
    `SELECT COUNT(*) AS total ${ENTRY_FROM} ${KIND_FILTER}`,
  );
  const entrySumsByKind = db.prepare<{ memberId: number; start: number; end: number }, { kind: string; amountPaise: number }>(
    `SELECT t.kind, SUM(e.amount_paise) AS amountPaise ${ENTRY_FROM} GROUP BY t.kind`,
  );

  const entryParams = (filter: EntryFilter) => ({
    memberId: filter.memberId,
    start: filter.start,
    end: filter.end,
    kinds: filter.kinds === null ? null : JSON.stringify(filter.kinds),
  });
  const emptySums: BetSums = { count: 0, stakePaise: 0, validPaise: 0, payoutPaise: 0, winLossPaise: 0 };

  return {
    betPage: (filter: BetFilter, limit: number, offset: number) => betPage.all({ ...filter, limit, offset }),
    betTotals: (filter: BetFilter): BetSums => betTotals.get(filter) ?? emptySums,
    betsByCategory: (filter: BetFilter) => betsByCategory.all(filter),
    /** Win/loss per India day (the moment the day starts), for days with bets only. */
    winLossByDay: (filter: BetFilter) => winLossByDay.all(filter),
    entryPage: (filter: EntryFilter, limit: number, offset: number) => entryPage.all({ ...entryParams(filter), limit, offset }),
    entryCount: (filter: EntryFilter) => entryCount.get(entryParams(filter))?.total ?? 0,
    /** The net amount per journal kind moved in and out of the member's main and game wallets. */
    entrySumsByKind: (filter: Omit<EntryFilter, 'kinds'>) => entrySumsByKind.all({ memberId: filter.memberId, start: filter.start, end: filter.end }),
  };
}
export type RecordStore = ReturnType<typeof createRecordStore>;
