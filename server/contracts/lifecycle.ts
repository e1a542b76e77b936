import {
  CONTRACT_OFFER_LIFETIME_MS,
  type ContractActionResult,
  type ContractKind,
  type ContractPreview,
  type ContractTerms,
  ratesAboveOwn,
} from '../../kernel/agencyContracts';
import { ErrorCode } from '../../kernel/errorCodes';
import { isDirectDownlineAgent, teamMemberNamed } from '../agency/team';
import type { ServerContext } from '../context';
import type { Lang } from '../i18n';
import type { MemberRow } from '../store/members';
import { refusal } from '../wallet/errors';
import { endedByLowerRate, ownRates } from './ownRates';
import { settleContracts } from './settlement';
import { type ContractRow, contractStore, effectiveStatus } from './store';
import { assertWithinOwn } from './terms';
import { contractOf } from './view';

export type Who = { ctx: ServerContext; agent: MemberRow; kind: ContractKind; now: number; lang: Lang };

/** The direct downline agent an offer goes to; anyone else is refused without saying more than needed. */
function receiverNamed(ctx: ServerContext, agent: MemberRow, name: string) {
  const member = teamMemberNamed(ctx.db, agent.id, name);
  if (!member) throw refusal(ErrorCode.notInTeam, 'notInTeam');
  if (member.level === 1 && !isDirectDownlineAgent(agent, member)) throw refusal(ErrorCode.receiverNotAgent, 'receiverNotAgent');
  if (!isDirectDownlineAgent(agent, member)) throw refusal(ErrorCode.notDirectDownline, 'notDirectDownline');
  return member;
}

/** What offering these terms would end below the receiver (the offer screen says so first). */
export function previewOffer(who: Who, receiverName: string, terms: ContractTerms): ContractPreview {
  const receiver = receiverNamed(who.ctx, who.agent, receiverName);
  assertWithinOwn(terms, ownRates(who.ctx.db, who.agent, who.kind), who.lang);
  return { ends: endedByLowerRate(who.ctx.db, receiver, terms) };
}

/**
 * An upline's offer to a direct downline agent, pending until answered or CONTRACT_OFFER_LIFETIME_MS
 * passes. Made once per (offerer, idempotency key): a retry gets the same contract back.
 */
export function offer(who: Who, receiverName: string, terms: ContractTerms, idempotencyKey: string): ContractActionResult {
  const { ctx, agent, kind, now } = who;
  const store = contractStore(ctx.db);
  return ctx.db.transaction((): ContractActionResult => {
    const earlier = store.byIdempotencyKey(agent.id, idempotencyKey);
    if (earlier) {
      const same =
        earlier.kind === kind && earlier.receiver.toLowerCase() === receiverName.trim().toLowerCase() && JSON.stringify(earlier.terms) === JSON.stringify(terms);
      if (!same) throw refusal(ErrorCode.idempotencyConflict, 'idempotencyConflict');
      return { contract: contractOf(earlier, now), ended: [] };
    }
    const receiver = receiverNamed(ctx, agent, receiverName);
    assertWithinOwn(terms, ownRates(ctx.db, agent, kind), who.lang);
    if (store.pendingBetween(agent.id, receiver.id, kind, now)) throw refusal(ErrorCode.offerPending, 'offerPending');
    const id = store.insert({
      kind,
      offererId: agent.id,
      receiverId: receiver.id,
      terms,
      status: 'pending',
      idempotencyKey,
      offeredAt: now,
      expiresAt: now + CONTRACT_OFFER_LIFETIME_MS,
    });
    return { contract: contractOf(mustFind(ctx, id), now), ended: [] };
  })();
}

function mustFind(ctx: ServerContext, id: number): ContractRow {
  const row = contractStore(ctx.db).byId(id);
  if (!row) throw new Error(`contract ${id} vanished`);
  return row;
}

/** A contract of this kind the agent gave or received; anything else reads as unknown. */
function yours(who: Who, contractId: number): ContractRow {
  const row = contractStore(who.ctx.db).byId(contractId);
  if (!row || row.kind !== who.kind || (row.offererId !== who.agent.id && row.receiverId !== who.agent.id)) {
    throw refusal(ErrorCode.contractNotFound, 'contractNotFound');
  }
  return row;
}

/** An offer the agent may answer now: its own, still pending. An expired one is marked so on the way. */
function answerable(who: Who, contractId: number): ContractRow {
  const row = yours(who, contractId);
  if (row.receiverId !== who.agent.id) throw refusal(ErrorCode.contractActionNotAllowed, 'contractActionNotAllowed');
  // (The engine that runs before every call has marked an expired offer as such already.)
  if (effectiveStatus(row, who.now) !== 'pending') throw refusal(ErrorCode.contractClosed, 'contractClosed');
  return row;
}

/** The offerer's own rates may have dropped since it offered: such an offer can no longer be accepted. */
function assertStillWithinOfferersOwn(ctx: ServerContext, row: ContractRow) {
  const offerer = ctx.stores.members.byId(row.offererId);
  const own = offerer ? ownRates(ctx.db, offerer, row.kind) : null;
  if (own === null || ratesAboveOwn(row.terms, own).length > 0) throw refusal(ErrorCode.contractClosed, 'contractOfferOutdated');
}

export function previewAccept(who: Who, contractId: number): ContractPreview {
  const row = answerable(who, contractId);
  return { ends: endedByLowerRate(who.ctx.db, who.agent, row.terms) };
}

/**
 * Accepting, all in one transaction: the receiver's current contract of the kind is replaced, the
 * lower-rate rule ends the contracts below whose rates pass the new ones, both are settled up to
 * now, and the offer becomes the active contract. Answers the ids the lower-rate rule ended.
 */
export function accept(who: Who, contractId: number): ContractActionResult {
  const { ctx, agent, now } = who;
  const store = contractStore(ctx.db);
  return ctx.db.transaction((): ContractActionResult => {
    const row = answerable(who, contractId);
    assertStillWithinOfferersOwn(ctx, row);
    const replaced = store.activeOf(agent.id, row.kind);
    const ended = endedByLowerRate(ctx.db, agent, row.terms).map((link) => link.id);
    if (replaced) store.terminate(replaced.id, 'replaced', now);
    for (const id of ended) store.terminate(id, 'lowerRate', now);
    settleContracts(ctx, [...(replaced ? [replaced.id] : []), ...ended], now);
    store.activate(row.id, now);
    return { contract: contractOf(mustFind(ctx, row.id), now), ended };
  })();
}

export function reject(who: Who, contractId: number): ContractActionResult {
  const row = answerable(who, contractId);
  contractStore(who.ctx.db).reject(row.id, who.now);
  return { contract: contractOf(mustFind(who.ctx, row.id), who.now), ended: [] };
}

/**
 * Ending an active contract: by its receiver, or by the upline that gave it where the merchant
 * allows it (merchant.upline_may_terminate). What it is owed up to now is settled first.
 */
export function terminate(who: Who, contractId: number): ContractActionResult {
  const { ctx, agent, now } = who;
  return ctx.db.transaction((): ContractActionResult => {
    const row = yours(who, contractId);
    const status = effectiveStatus(row, now);
    if (status === 'pending') throw refusal(ErrorCode.contractActionNotAllowed, 'contractActionNotAllowed');
    if (status !== 'active') throw refusal(ErrorCode.contractClosed, 'contractClosed');
    const byReceiver = row.receiverId === agent.id;
    if (!byReceiver && !uplineMayTerminate(ctx)) throw refusal(ErrorCode.contractActionNotAllowed, 'contractActionNotAllowed');
    contractStore(ctx.db).terminate(row.id, byReceiver ? 'receiver' : 'upline', now);
    settleContracts(ctx, [row.id], now);
    return { contract: contractOf(mustFind(ctx, row.id), now), ended: [] };
  })();
}

export const uplineMayTerminate = (ctx: Pick<ServerContext, 'db'>) =>
  ctx.db.prepare<[], { value: number }>('SELECT upline_may_terminate AS value FROM merchant LIMIT 1').get()?.value === 1;
