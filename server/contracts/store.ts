import type { ContractKind, ContractStatus, ContractTerms, TerminationReason } from '../../kernel/agencyContracts';
import type { Db } from '../types';

/** A contract row as stored (status as written: a pending row past expires_at is still 'pending' here). */
export type ContractRow = {
  id: number;
  kind: ContractKind;
  offererId: number;
  receiverId: number;
  offerer: string;
  receiver: string;
  terms: ContractTerms;
  status: ContractStatus;
  idempotencyKey: string | null;
  offeredAt: number;
  expiresAt: number;
  answeredAt: number | null;
  terminatedAt: number | null;
  terminationReason: TerminationReason | null;
  settledUntil: number | null;
};

export type NewContract = {
  kind: ContractKind;
  offererId: number;
  receiverId: number;
  terms: ContractTerms;
  status: ContractStatus;
  idempotencyKey: string | null;
  offeredAt: number;
  expiresAt: number;
  answeredAt?: number | null;
  terminatedAt?: number | null;
  terminationReason?: TerminationReason | null;
};

type StoredRow = Omit<ContractRow, 'terms'> & { terms: string };

const SELECT = `SELECT c.id, c.kind, c.offerer_id AS offererId, c.receiver_id AS receiverId, o.username AS offerer,
    r.username AS receiver, c.terms, c.status, c.idempotency_key AS idempotencyKey, c.offered_at AS offeredAt,
    c.expires_at AS expiresAt, c.answered_at AS answeredAt, c.terminated_at AS terminatedAt,
    c.termination_reason AS terminationReason, c.settled_until AS settledUntil
  FROM contract c JOIN member o ON o.id = c.offerer_id JOIN member r ON r.id = c.receiver_id`;

const toRow = (row: StoredRow): ContractRow => ({ ...row, terms: JSON.parse(row.terms) as ContractTerms });

function createContractStore(db: Db) {
  const byId = db.prepare<[number], StoredRow>(`${SELECT} WHERE c.id = ?`);
  const byKey = db.prepare<[number, string], StoredRow>(`${SELECT} WHERE c.offerer_id = ? AND c.idempotency_key = ?`);
  const activeOf = db.prepare<[number, string], StoredRow>(`${SELECT} WHERE c.receiver_id = ? AND c.kind = ? AND c.status = 'active'`);
  const pendingBetween = db.prepare<[number, number, string, number], StoredRow>(
    `${SELECT} WHERE c.offerer_id = ? AND c.receiver_id = ? AND c.kind = ? AND c.status = 'pending' AND c.expires_at > ?`,
  );
  const received = db.prepare<[number, string], StoredRow>(`${SELECT} WHERE c.receiver_id = ? AND c.kind = ? ORDER BY c.offered_at DESC, c.id DESC`);
  const sent = db.prepare<[number, string], StoredRow>(`${SELECT} WHERE c.offerer_id = ? AND c.kind = ? ORDER BY c.offered_at DESC, c.id DESC`);
  const activeByOfferers = db.prepare<[string, string], StoredRow>(
    `${SELECT} WHERE c.kind = ? AND c.status = 'active' AND c.offerer_id IN (SELECT value FROM json_each(?))`,
  );
  const pendingTo = db.prepare<[number, number], { kind: ContractKind }>(
    "SELECT DISTINCT kind FROM contract WHERE receiver_id = ? AND status = 'pending' AND expires_at > ?",
  );
  const activeTo = db.prepare<[number], { kind: ContractKind }>("SELECT kind FROM contract WHERE receiver_id = ? AND status = 'active'");
  const insert = db.prepare(
    `INSERT INTO contract (kind, offerer_id, receiver_id, terms, status, idempotency_key, offered_at, expires_at, answered_at,
       terminated_at, termination_reason, settled_until)
     VALUES (@kind, @offererId, @receiverId, @terms, @status, @idempotencyKey, @offeredAt, @expiresAt, @answeredAt,
       @terminatedAt, @terminationReason, @answeredAt)`,
  );
  const expireDue = db.prepare("UPDATE contract SET status = 'expired' WHERE status = 'pending' AND expires_at <= ?");
  const activate = db.prepare("UPDATE contract SET status = 'active', answered_at = @now, settled_until = @now WHERE id = @id AND status = 'pending'");
  const reject = db.prepare("UPDATE contract SET status = 'rejected', answered_at = @now WHERE id = @id AND status = 'pending'");
  const terminate = db.prepare("UPDATE contract SET status = 'terminated', terminated_at = @now, termination_reason = @reason WHERE id = @id AND status = 'active'");
  const setSettledUntil = db.prepare('UPDATE contract SET settled_until = ? WHERE id = ?');
  const toSettle = db.prepare<[], StoredRow>(
    `${SELECT} WHERE c.status = 'active' OR (c.status = 'terminated' AND c.answered_at IS NOT NULL
       AND (c.settled_until IS NULL OR c.settled_until < c.terminated_at)) ORDER BY c.id`,
  );

  const one = (row: StoredRow | undefined) => (row ? toRow(row) : null);

  return {
    byId: (id: number) => one(byId.get(id)),
    byIdempotencyKey: (offererId: number, key: string) => one(byKey.get(offererId, key)),
    /** The receiver's active contract of a kind (at most one: contract_one_active). */
    activeOf: (receiverId: number, kind: ContractKind) => one(activeOf.get(receiverId, kind)),
    /** An offer still open between the two for the kind. */
    pendingBetween: (offererId: number, receiverId: number, kind: ContractKind, now: number) => one(pendingBetween.get(offererId, receiverId, kind, now)),
    received: (receiverId: number, kind: ContractKind) => received.all(receiverId, kind).map(toRow),
    sent: (offererId: number, kind: ContractKind) => sent.all(offererId, kind).map(toRow),
    /** The active contracts of a kind that these agents gave. */
    activeGivenBy: (offererIds: readonly number[], kind: ContractKind) => activeByOfferers.all(kind, JSON.stringify(offererIds)).map(toRow),
    /** The kinds the member holds (active) and is offered (pending, not expired). */
    kindsHeld: (receiverId: number, now: number) => ({
      active: new Set(activeTo.all(receiverId).map((row) => row.kind)),
      pending: new Set(pendingTo.all(receiverId, now).map((row) => row.kind)),
    }),
    insert(contract: NewContract): number {
      const { lastInsertRowid } = insert.run({
        ...contract,
        terms: JSON.stringify(contract.terms),
        answeredAt: contract.answeredAt ?? null,
        terminatedAt: contract.terminatedAt ?? null,
        terminationReason: contract.terminationReason ?? null,
      });
      return Number(lastInsertRowid);
    },
    /** Marks the offers past their expiry as expired; how many it marked. */
    expireDue: (now: number) => expireDue.run(now).changes,
    activate: (id: number, now: number) => activate.run({ id, now }).changes === 1,
    reject: (id: number, now: number) => reject.run({ id, now }).changes === 1,
    terminate: (id: number, reason: TerminationReason, now: number) => terminate.run({ id, reason, now }).changes === 1,
    setSettledUntil: (id: number, until: number) => void setSettledUntil.run(until, id),
    /** Contracts with time still to settle: the active ones, and ended ones not settled up to their end. */
    toSettle: () => toSettle.all().map(toRow),
  };
}
export type ContractStore = ReturnType<typeof createContractStore>;

// Prepared once per database: the routes and the settlement engine ask for it on every call.
const stores = new WeakMap<Db, ContractStore>();
export function contractStore(db: Db): ContractStore {
  let store = stores.get(db);
  if (!store) {
    store = createContractStore(db);
    stores.set(db, store);
  }
  return store;
}

/** The status as every reader reports it: an unanswered offer past its expiry is expired. */
export const effectiveStatus = (row: Pick<ContractRow, 'status' | 'expiresAt'>, now: number): ContractStatus =>
  row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
