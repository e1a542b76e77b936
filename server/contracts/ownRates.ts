import { type ContractKind, type ContractLink, type ContractTerms, contractsEndedByLowerRate, type OwnRates, ownRatesOf } from '../../kernel/agencyContracts';
import { isAgentType } from '../../kernel/platform';
import { teamOf } from '../agency/team';
import type { MemberRow } from '../store/members';
import type { Db } from '../types';
import { contractStore } from './store';

/** True when the agent has no upline agent: the platform's ceiling is then its own rate. */
export function isTopAgent(db: Db, agent: Pick<MemberRow, 'parentId'>): boolean {
  if (agent.parentId === null) return true;
  const parent = db.prepare<[number], { type: number }>('SELECT type FROM member WHERE id = ?').get(agent.parentId);
  return !parent || !isAgentType(parent.type);
}

function ceilingOf(db: Db, kind: ContractKind): OwnRates | null {
  const rows = db.prepare<[string], { field: string; bps: number }>('SELECT rate_field AS field, rate_bps AS bps FROM contract_ceiling WHERE kind = ?').all(kind);
  return rows.length === 0 ? null : Object.fromEntries(rows.map((row) => [row.field, row.bps]));
}

/**
 * The most an agent may share of a kind: the rates of its own active contract from its upline,
 * or, for a top agent, the platform's ceiling; null when it holds nothing to share.
 */
export function ownRates(db: Db, agent: Pick<MemberRow, 'id' | 'parentId'>, kind: ContractKind): OwnRates | null {
  const own = contractStore(db).activeOf(agent.id, kind);
  if (own) return ownRatesOf(own.terms);
  return isTopAgent(db, agent) ? ceilingOf(db, kind) : null;
}

/**
 * What the lower-rate rule would end if `receiver` held `terms` from now on: among the active
 * contracts of the kind given by the receiver or anyone in its team.
 */
export function endedByLowerRate(db: Db, receiver: Pick<MemberRow, 'id' | 'username'>, terms: ContractTerms): ContractLink[] {
  const givers = [receiver.id, ...teamOf(db, receiver.id).map((member) => member.id)];
  const links = contractStore(db)
    .activeGivenBy(givers, terms.kind)
    .map((row): ContractLink => ({ id: row.id, offerer: row.offerer, receiver: row.receiver, terms: row.terms }));
  return contractsEndedByLowerRate(receiver.username, terms, links);
}
