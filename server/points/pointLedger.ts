import { createHash } from 'node:crypto';
import type { Db } from '../types';

/**
 * Names of the points ledger's accounts (migration 012). As in the money journal, an account opens
 * the first time a posting names it and its owner follows from its name.
 *
 *   member:<id>:points       points the member can spend now
 *   member:<id>:pointsHold   points held by the member's redeems In Process
 *   house:<name>             the platform's side: where points come from and go to
 */
export const POINT_HOUSE = {
  /** Issues the points earned from valid bets (goes below zero by every point ever earned). */
  issued: 'house:pointsIssued',
  /** Takes the points of approved redeems. */
  redeemed: 'house:pointsRedeemed',
  /** Takes the points converted into money. */
  converted: 'house:pointsConverted',
} as const;

export const pointAccount = {
  spendable: (memberId: number) => `member:${memberId}:points`,
  hold: (memberId: number) => `member:${memberId}:pointsHold`,
};

export const POINT_KINDS = ['earn', 'redeem', 'redeemApproved', 'redeemReturned', 'convert'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

export type PointLine = { readonly account: string; readonly points: number };
export type PointPostingRequest = {
  /** Makes the movement happen once: the same key with the same request replays, with another is refused. */
  readonly idempotencyKey: string;
  readonly kind: PointKind;
  /** The member whose points move. */
  readonly memberId: number;
  readonly reference: string | null;
  readonly lines: readonly PointLine[];
  readonly now: number;
};
export type PointPosting = { transactionId: number; createdAt: number; replayed: boolean };

export type PointLedgerRefusal = 'invalidLines' | 'unbalanced' | 'unknownAccount' | 'insufficientPoints' | 'idempotencyConflict';

/** A movement the points ledger refuses; nothing of it was written. */
export class PointLedgerError extends Error {
  constructor(
    readonly reason: PointLedgerRefusal,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'PointLedgerError';
  }
}

type AccountSpec = { code: string; owner: 'member' | 'house'; memberId: number | null; purpose: string };
type AccountRow = { id: number; owner: 'member' | 'house'; balance: number };

const HOUSE_CODES: ReadonlySet<string> = new Set(Object.values(POINT_HOUSE));
const MEMBER_CODE = /^member:([1-9]\d{0,15}):(points|pointsHold)$/;

/** What a points account name stands for, or null outside the scheme above. */
export function parsePointAccount(code: string): AccountSpec | null {
  if (HOUSE_CODES.has(code)) return { code, owner: 'house', memberId: null, purpose: code.slice('house:'.length) };
  const match = MEMBER_CODE.exec(code);
  return match ? { code, owner: 'member', memberId: Number(match[1]), purpose: match[2] ?? '' } : null;
}

const fingerprintOf = (request: PointPostingRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        kind: request.kind,
        memberId: request.memberId,
        reference: request.reference,
        lines: request.lines.map((line) => [line.account, line.points]).sort(),
      }),
    )
    .digest('hex');

export type PointReconcileReport = {
  ok: boolean;
  mismatchedBalances: { code: string; cached: number; entries: number }[];
  unbalancedTransactions: { transactionId: number; sum: number }[];
  negativeMemberAccounts: { code: string; balance: number }[];
};

/**
 * The points ledger, the money journal's twin (server/ledger/journal.ts) in points: every movement
 * is one transaction (a savepoint inside a caller's transaction) whose lines sum to zero and leave
 * no member account below zero; balances are the sum of the entries, cached by a trigger.
 */
export function createPointLedger(db: Db) {
  const openAccount = db.prepare('INSERT OR IGNORE INTO point_account (code, owner, member_id, purpose, created_at) VALUES (@code, @owner, @memberId, @purpose, @now)');
  const accountByCode = db.prepare<[string], AccountRow>('SELECT id, owner, balance FROM point_account WHERE code = ?');
  const balanceById = db.prepare<[number], { balance: number }>('SELECT balance FROM point_account WHERE id = ?');
  const transactionByKey = db.prepare<[string], { id: number; requestHash: string; createdAt: number }>(
    'SELECT id, request_hash AS requestHash, created_at AS createdAt FROM point_transaction WHERE idempotency_key = ?',
  );
  const insertTransaction = db.prepare('INSERT INTO point_transaction (idempotency_key, request_hash, kind, member_id, reference, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const insertEntry = db.prepare('INSERT INTO point_entry (transaction_id, account_id, points, balance_after) VALUES (?, ?, ?, ?)');
  const lastMoveOf = db.prepare<[number], { at: number | null }>('SELECT MAX(created_at) AS at FROM point_transaction WHERE member_id = ?');
  const mismatched = db.prepare<[], { code: string; cached: number; entries: number }>(
    `SELECT a.code, a.balance AS cached, COALESCE(SUM(e.points), 0) AS entries
     FROM point_account a LEFT JOIN point_entry e ON e.account_id = a.id GROUP BY a.id HAVING cached <> entries`,
  );
  const unbalanced = db.prepare<[], { transactionId: number; sum: number }>(
    `SELECT t.id AS transactionId, COALESCE(SUM(e.points), 0) AS sum
     FROM point_transaction t LEFT JOIN point_entry e ON e.transaction_id = t.id GROUP BY t.id HAVING sum <> 0 OR COUNT(e.id) < 2`,
  );
  const negative = db.prepare<[], { code: string; balance: number }>("SELECT code, balance FROM point_account WHERE owner = 'member' AND balance < 0");

  function account(spec: AccountSpec, now: number): AccountRow {
    try {
      openAccount.run({ ...spec, now });
    } catch (error) {
      if (error instanceof Error && /FOREIGN KEY/.test(error.message)) throw new PointLedgerError('unknownAccount', `${spec.code}: no such member`);
      throw error;
    }
    const row = accountByCode.get(spec.code);
    if (!row) throw new Error(`point account ${spec.code} did not open`);
    return row;
  }

  const postInTransaction = db.transaction((request: PointPostingRequest): PointPosting => {
    const requestHash = fingerprintOf(request);
    const existing = transactionByKey.get(request.idempotencyKey);
    if (existing) {
      if (existing.requestHash !== requestHash) throw new PointLedgerError('idempotencyConflict', request.idempotencyKey);
      return { transactionId: existing.id, createdAt: existing.createdAt, replayed: true };
    }
    if (request.lines.length < 2) throw new PointLedgerError('invalidLines', 'a movement needs at least two lines');
    let sum = 0;
    const nets = new Map<string, { row: AccountRow; net: number }>();
    for (const line of request.lines) {
      if (!Number.isSafeInteger(line.points) || line.points === 0)
        throw new PointLedgerError('invalidLines', `${line.account}: ${line.points} is not a non-zero whole number`);
      const spec = parsePointAccount(line.account);
      if (!spec) throw new PointLedgerError('unknownAccount', line.account);
      sum += line.points;
      const entry = nets.get(spec.code) ?? { row: account(spec, request.now), net: 0 };
      entry.net += line.points;
      nets.set(spec.code, entry);
    }
    if (sum !== 0) throw new PointLedgerError('unbalanced', `the lines sum to ${sum} points`);
    for (const [code, { row, net }] of nets) {
      if (row.owner === 'member' && row.balance + net < 0) throw new PointLedgerError('insufficientPoints', `${code} holds ${row.balance}, the movement takes ${-net}`);
    }
    const { lastInsertRowid } = insertTransaction.run(request.idempotencyKey, requestHash, request.kind, request.memberId, request.reference, request.now);
    const transactionId = Number(lastInsertRowid);
    // Credits before debits: an account named twice never dips below zero half-way.
    for (const line of [...request.lines].sort((a, b) => b.points - a.points)) {
      const id = (nets.get(line.account) as { row: AccountRow }).row.id;
      insertEntry.run(transactionId, id, line.points, (balanceById.get(id)?.balance ?? 0) + line.points);
    }
    return { transactionId, createdAt: request.now, replayed: false };
  });

  return {
    /** Writes a balanced movement (see PointPostingRequest) or throws PointLedgerError and writes nothing. */
    post: (request: PointPostingRequest): PointPosting => postInTransaction(request),
    /** The balance of an account by name; 0 for one never posted to. */
    balanceOf: (code: string): number => accountByCode.get(code)?.balance ?? 0,
    /** When the member's points last moved (null before the first movement). */
    lastMoveOf: (memberId: number): number | null => lastMoveOf.get(memberId)?.at ?? null,
    /** The ledger's invariants over every account and transaction. */
    reconcile(): PointReconcileReport {
      const report = { mismatchedBalances: mismatched.all(), unbalancedTransactions: unbalanced.all(), negativeMemberAccounts: negative.all() };
      return { ok: Object.values(report).every((problems) => problems.length === 0), ...report };
    },
  };
}
export type PointLedger = ReturnType<typeof createPointLedger>;
