import { createHash } from 'node:crypto';
import type { Db } from '../types';
import { type AccountSpec, type Currency, parseAccountCode } from './accounts';

/** One side of a posting: money into (positive) or out of (negative) an account, in paise. */
export type PostingLine = { readonly account: string; readonly amountPaise: number };

export type PostingRequest = {
  /**
   * Makes the posting happen once: posting again with the same key and the same kind, reference
   * and lines returns the first result (replayed: true); the same key with anything else is
   * refused ('idempotencyConflict'). Derive it from what the money belongs to, e.g.
   * `deposit-paid:<orderId>` or `bet:<betId>`.
   */
  readonly idempotencyKey: string;
  /** What kind of movement this is (e.g. 'deposit', 'bet', 'payout'); the account record shows it. */
  readonly kind: string;
  /** What the movement belongs to, e.g. 'deposit:<orderId>', 'bet:<betId>'. */
  readonly reference?: string | null;
  readonly lines: readonly PostingLine[];
  /** When it happened (the injected clock). */
  readonly now: number;
};

export type Posting = { transactionId: number; createdAt: number; replayed: boolean };

export type LedgerRefusal =
  /** A line's amount is zero, not whole paise or absurdly large, or there are fewer than two lines. */
  | 'invalidLines'
  /** The lines do not sum to zero. */
  | 'unbalanced'
  /** The lines name accounts of different currencies (INR and DEMO never mix). */
  | 'currencyMismatch'
  /** A member account would go below zero. */
  | 'insufficientFunds'
  /** An account name outside the scheme of accounts.ts, or a member that does not exist. */
  | 'unknownAccount'
  /** The idempotency key was used for a different posting. */
  | 'idempotencyConflict';

/** A posting the ledger refuses; nothing of it was written. */
export class LedgerError extends Error {
  constructor(
    readonly reason: LedgerRefusal,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'LedgerError';
  }
}

export type AccountBalance = {
  code: string;
  purpose: string;
  walletCode: string | null;
  currency: Currency;
  balancePaise: number;
};

export type ReconcileReport = {
  ok: boolean;
  /** Accounts whose cached balance differs from the sum of their entries. */
  mismatchedBalances: { code: string; cachedPaise: number; entriesPaise: number }[];
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: { transactionId: number; sumPaise: number }[];
  /** Member accounts below zero. */
  negativeMemberAccounts: { code: string; balancePaise: number }[];
  /** Transactions touching an account of another currency than their own. */
  mixedCurrencyTransactions: number[];
};

/** Far above any real movement and far inside exact integers. */
const MAX_LINE_PAISE = 10_000_000_000_000;

type AccountRow = { id: number; owner: 'member' | 'house'; currency: Currency; balancePaise: number };

const fingerprintOf = (request: PostingRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        kind: request.kind,
        reference: request.reference ?? null,
        lines: [...request.lines].map((line) => [line.account, line.amountPaise]).sort(),
      }),
    )
    .digest('hex');

/**
 * The double-entry journal. Every posting is one SQLite transaction (a savepoint inside a caller's
 * transaction, so a caller can make its own rows and the posting all-or-nothing): its lines sum
 * to zero, share one currency, and leave no member account below zero. Balances are the sum of
 * an account's entries, cached in ledger_account.balance_paise by a trigger; reconcile() checks both.
 */
export function createJournal(db: Db) {
  const openAccount = db.prepare(
    `INSERT OR IGNORE INTO ledger_account (code, owner, member_id, purpose, currency, created_at)
     VALUES (@code, @owner, @memberId, @purpose, @currency, @now)`,
  );
  const accountByCode = db.prepare<[string], AccountRow>('SELECT id, owner, currency, balance_paise AS balancePaise FROM ledger_account WHERE code = ?');
  const transactionByKey = db.prepare<[string], { id: number; requestHash: string; createdAt: number }>(
    'SELECT id, request_hash AS requestHash, created_at AS createdAt FROM journal_transaction WHERE idempotency_key = ?',
  );
  const insertTransaction = db.prepare(
    `INSERT INTO journal_transaction (idempotency_key, request_hash, kind, currency, reference, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const balanceById = db.prepare<[number], { balancePaise: number }>('SELECT balance_paise AS balancePaise FROM ledger_account WHERE id = ?');
  const insertEntry = db.prepare('INSERT INTO journal_entry (transaction_id, account_id, amount_paise, balance_after_paise) VALUES (?, ?, ?, ?)');
  const memberAccounts = db.prepare<[number], Omit<AccountBalance, 'walletCode'>>(
    'SELECT code, purpose, currency, balance_paise AS balancePaise FROM ledger_account WHERE member_id = ? ORDER BY id',
  );
  const holders = db.prepare<[string], { memberId: number }>(
    "SELECT DISTINCT member_id AS memberId FROM ledger_account WHERE owner = 'member' AND purpose = ? AND balance_paise > 0 ORDER BY member_id",
  );
  const mismatched = db.prepare<[], { code: string; cachedPaise: number; entriesPaise: number }>(
    `SELECT a.code, a.balance_paise AS cachedPaise, COALESCE(SUM(e.amount_paise), 0) AS entriesPaise
     FROM ledger_account a LEFT JOIN journal_entry e ON e.account_id = a.id
     GROUP BY a.id HAVING cachedPaise <> entriesPaise`,
  );
  const unbalanced = db.prepare<[], { transactionId: number; sumPaise: number }>(
    `SELECT t.id AS transactionId, COALESCE(SUM(e.amount_paise), 0) AS sumPaise
     FROM journal_transaction t LEFT JOIN journal_entry e ON e.transaction_id = t.id
     GROUP BY t.id HAVING sumPaise <> 0 OR COUNT(e.id) < 2`,
  );
  const negative = db.prepare<[], { code: string; balancePaise: number }>(
    "SELECT code, balance_paise AS balancePaise FROM ledger_account WHERE owner = 'member' AND balance_paise < 0",
  );
  const mixed = db.prepare<[], { id: number }>(
    `SELECT DISTINCT t.id FROM journal_transaction t
     JOIN journal_entry e ON e.transaction_id = t.id JOIN ledger_account a ON a.id = e.account_id
     WHERE a.currency <> t.currency`,
  );

  /** The account row, opened now if the name is new (member accounts need the member to exist). */
  function account(spec: AccountSpec, now: number): AccountRow {
    try {
      openAccount.run({ code: spec.code, owner: spec.owner, memberId: spec.memberId, purpose: spec.purpose, currency: spec.currency, now });
    } catch (error) {
      if (error instanceof Error && /FOREIGN KEY/.test(error.message)) throw new LedgerError('unknownAccount', `${spec.code}: no such member`);
      throw error;
    }
    const row = accountByCode.get(spec.code);
    if (!row) throw new Error(`ledger account ${spec.code} did not open`);
    return row;
  }

  function check(request: PostingRequest): { specs: AccountSpec[]; currency: Currency } {
    if (request.lines.length < 2) throw new LedgerError('invalidLines', 'a posting needs at least two lines');
    const specs: AccountSpec[] = [];
    let sum = 0;
    for (const line of request.lines) {
      if (!Number.isSafeInteger(line.amountPaise) || line.amountPaise === 0 || Math.abs(line.amountPaise) > MAX_LINE_PAISE) {
        throw new LedgerError('invalidLines', `${line.account}: ${line.amountPaise} is not a non-zero whole number of paise`);
      }
      const spec = parseAccountCode(line.account);
      if (!spec) throw new LedgerError('unknownAccount', line.account);
      specs.push(spec);
      sum += line.amountPaise;
    }
    if (sum !== 0) throw new LedgerError('unbalanced', `the lines sum to ${sum} paise`);
    const currencies = new Set(specs.map((spec) => spec.currency));
    const [currency] = currencies;
    if (currencies.size !== 1 || !currency) throw new LedgerError('currencyMismatch', [...currencies].join(' and '));
    return { specs, currency };
  }

  const postInTransaction = db.transaction((request: PostingRequest): Posting => {
    const requestHash = fingerprintOf(request);
    const existing = transactionByKey.get(request.idempotencyKey);
    if (existing) {
      if (existing.requestHash !== requestHash) throw new LedgerError('idempotencyConflict', request.idempotencyKey);
      return { transactionId: existing.id, createdAt: existing.createdAt, replayed: true };
    }
    const { specs, currency } = check(request);

    // Net effect per account first, so a member account is refused before anything is written.
    const accounts = new Map<string, { row: AccountRow; net: number }>();
    request.lines.forEach((line, index) => {
      const spec = specs[index] as AccountSpec;
      const entry = accounts.get(spec.code) ?? { row: account(spec, request.now), net: 0 };
      entry.net += line.amountPaise;
      accounts.set(spec.code, entry);
    });
    for (const [code, { row, net }] of accounts) {
      if (row.owner === 'member' && row.balancePaise + net < 0) {
        throw new LedgerError('insufficientFunds', `${code} holds ${row.balancePaise} paise, the posting takes ${-net}`);
      }
    }

    const { lastInsertRowid } = insertTransaction.run(request.idempotencyKey, requestHash, request.kind, currency, request.reference ?? null, request.now);
    const transactionId = Number(lastInsertRowid);
    // Credits before debits: an account named twice never dips below zero half-way.
    const ordered = [...request.lines].sort((a, b) => b.amountPaise - a.amountPaise);
    for (const line of ordered) {
      const id = (accounts.get(line.account) as { row: AccountRow }).row.id;
      const before = balanceById.get(id)?.balancePaise ?? 0;
      insertEntry.run(transactionId, id, line.amountPaise, before + line.amountPaise);
    }
    return { transactionId, createdAt: request.now, replayed: false };
  });

  return {
    /** Writes a balanced posting (see PostingRequest) or throws LedgerError and writes nothing. */
    post: (request: PostingRequest): Posting => postInTransaction(request),
    /** The balance of an account by name; 0 for one never posted to. */
    balanceOf: (code: string): number => accountByCode.get(code)?.balancePaise ?? 0,
    /** Every account a member has (opened by a posting), oldest first. */
    memberAccounts: (memberId: number): AccountBalance[] =>
      memberAccounts.all(memberId).map((row) => ({ ...row, walletCode: parseAccountCode(row.code)?.walletCode ?? null })),
    /** Members with money in an account of this purpose ('game', 'hold', ...). */
    memberIdsHolding: (purpose: string): number[] => holders.all(purpose).map((row) => row.memberId),
    /** The ledger's invariants, checked over the whole journal. */
    reconcile(): ReconcileReport {
      const report = {
        mismatchedBalances: mismatched.all(),
        unbalancedTransactions: unbalanced.all(),
        negativeMemberAccounts: negative.all(),
        mixedCurrencyTransactions: mixed.all().map((row) => row.id),
      };
      const ok = Object.values(report).every((problems) => problems.length === 0);
      return { ok, ...report };
    },
  };
}
export type Journal = ReturnType<typeof createJournal>;

/** True when an error is the ledger refusing a posting for `reason`. */
export const isLedgerRefusal = (error: unknown, reason: LedgerRefusal): error is LedgerError => error instanceof LedgerError && error.reason === reason;
