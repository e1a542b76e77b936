import {
  CONSOLIDATED_FIELD,
  CONTRACT_KINDS,
  CONTRACT_MODULE,
  type Consolidated,
  type Contract,
  type ContractBook,
  type ContractKind,
} from '../../kernel/agencyContracts';
import type { ServerContext } from '../context';
import { moduleOn } from '../moduleGate';
import type { MemberRow } from '../store/members';
import { ownRates } from './ownRates';
import { type ContractRow, contractStore, effectiveStatus } from './store';

/** A contract as the calls answer it. */
export const contractOf = (row: ContractRow, now: number): Contract => ({
  id: row.id,
  kind: row.kind,
  status: effectiveStatus(row, now),
  offerer: row.offerer,
  receiver: row.receiver,
  terms: row.terms,
  offeredAt: row.offeredAt,
  expiresAt: row.expiresAt,
  answeredAt: row.answeredAt,
  terminatedAt: row.terminatedAt,
  terminationReason: row.terminationReason,
});

/** The agent's book of one kind: what it holds, may share, was offered and offered. */
export function contractBook(ctx: ServerContext, agent: MemberRow, kind: ContractKind, uplineMayTerminate: boolean, now: number): ContractBook {
  const store = contractStore(ctx.db);
  const own = store.activeOf(agent.id, kind);
  return {
    kind,
    own: own ? contractOf(own, now) : null,
    ownRates: ownRates(ctx.db, agent, kind),
    received: store.received(agent.id, kind).map((row) => contractOf(row, now)),
    sent: store.sent(agent.id, kind).map((row) => contractOf(row, now)),
    uplineMayTerminate,
  };
}

/** SPEC 3, 4: per kind, whether the account holds a contract, is offered one, or neither (a switched-off kind: none). */
export function consolidatedOf(ctx: ServerContext, member: MemberRow, now: number): Consolidated {
  const held = contractStore(ctx.db).kindsHeld(member.id, now);
  const entries = CONTRACT_KINDS.map((kind) => {
    const state = !moduleOn(ctx, CONTRACT_MODULE[kind]) ? 'none' : held.active.has(kind) ? 'active' : held.pending.has(kind) ? 'pending' : 'none';
    return [CONSOLIDATED_FIELD[kind], state] as const;
  });
  return Object.fromEntries(entries) as Consolidated;
}
