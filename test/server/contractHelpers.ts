import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { type ContractKind, type ContractTerms, contractActionResponse, contractBookResponse, contractPreviewResponse } from '@kernel/agencyContracts';
import { AGENT_PATH } from '@kernel/agentPaths';
import { devClockResponse } from '@kernel/devControls';
import { DEV_PATH } from '@kernel/paths';
import { contractStore } from '../../server/contracts/store';
import { createStores } from '../../server/store/index';
import type { MoneyContext } from '../../server/wallet/context';
import { callJson, devControl, loginToken, parseFailure, type TestServer } from './helpers';

/** The seeded demo team (server/seed/accounts.ts) and its contracts (server/seed/contracts.ts). */
export const AGENT = {
  top: { id: 10002, username: 'demo_agent' },
  sub: { id: 10003, username: 'demo_subagent' },
  a41: { id: 10004, username: 'demo_agent41' },
  a42: { id: 10005, username: 'demo_agent42' },
} as const;

export const rupees = (amount: number) => amount * 100;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Each agent's token, logged in on the server's current clock. */
export async function agentTokens(server: TestServer) {
  // one after another, as people log in (parallel logins from one address meet the rate limit)
  const top = await loginToken(server, AGENT.top.username);
  const sub = await loginToken(server, AGENT.sub.username);
  const a41 = await loginToken(server, AGENT.a41.username);
  const a42 = await loginToken(server, AGENT.a42.username);
  return { top, sub, a41, a42 };
}

export const contractPath = (kind: ContractKind) => AGENT_PATH[kind];

export const act = (server: TestServer, token: string, kind: ContractKind, action: Record<string, unknown>, lang = 'EN') =>
  callJson(server, 'POST', contractPath(kind), action, { token, lang });

/** An action the backend accepts: its parsed result. */
export async function actOk(server: TestServer, token: string, kind: ContractKind, action: Record<string, unknown>) {
  const result = await act(server, token, kind, action);
  if (result.status !== 200 || !(result.body as { success?: boolean }).success) throw new Error(`${String(action.action)} refused: ${JSON.stringify(result.body)}`);
  return v.parse(contractActionResponse, result.body).value;
}

export async function previewOk(server: TestServer, token: string, kind: ContractKind, action: Record<string, unknown>) {
  const result = await act(server, token, kind, action);
  return v.parse(contractPreviewResponse, result.body).value;
}

export const offerOk = (server: TestServer, token: string, receiver: string, terms: ContractTerms, idempotencyKey: string = randomUUID()) =>
  actOk(server, token, terms.kind, { action: 'offer', receiver, terms, idempotencyKey });

/** The code, message and HTTP status of a refused action. */
export async function refused(server: TestServer, token: string, kind: ContractKind, action: Record<string, unknown>, lang = 'EN') {
  const result = await act(server, token, kind, action, lang);
  const failure = parseFailure(result.body);
  return { status: result.status, code: failure.code, message: failure.message };
}

export async function book(server: TestServer, token: string, kind: ContractKind) {
  return (await server.expectBody(contractBookResponse, contractPath(kind), { token })).body.value;
}

export async function advanceDevClock(server: TestServer, advanceMs: number) {
  const response = await devControl(server, 'POST', DEV_PATH.clock, { advanceMs });
  return v.parse(devClockResponse, await response.json()).value;
}

/** The contract's row as stored. */
export const contractRow = (server: TestServer, id: number) => contractStore(server.db).byId(id);

/** A seeded contract by its parties and kind (the newest one). */
export function seededContractId(server: TestServer, offererId: number, receiverId: number, kind: ContractKind): number {
  const row = server.db
    .prepare<[number, number, string], { id: number }>('SELECT id FROM contract WHERE offerer_id = ? AND receiver_id = ? AND kind = ? ORDER BY id DESC LIMIT 1')
    .get(offererId, receiverId, kind);
  if (!row) throw new Error(`no ${kind} contract ${offererId} -> ${receiverId}`);
  return row.id;
}

export const moneyContext = (server: TestServer): MoneyContext => ({ db: server.db, stores: createStores(server.db) });

/** Journal postings of a kind with their amount into a member's main wallet. */
export function postingsTo(server: TestServer, memberId: number, kind: string) {
  return server.db
    .prepare<[string, string], { key: string; amountPaise: number; createdAt: number }>(
      `SELECT t.idempotency_key AS key, e.amount_paise AS amountPaise, t.created_at AS createdAt
       FROM journal_transaction t JOIN journal_entry e ON e.transaction_id = t.id JOIN ledger_account a ON a.id = e.account_id
       WHERE t.kind = ? AND a.code = ? ORDER BY t.id`,
    )
    .all(kind, `member:${memberId}:main`);
}

/** Adds an account below `parentId` (a test's own team, away from the seeded bets). */
export function addMember(server: TestServer, username: string, type: number, parentId: number | null, now: number): number {
  return createStores(server.db).members.create({ username, passwordHash: null, type, parentId, nickname: username, vipLevel: 0, now }).id;
}

/** Writes a settled INR bet straight into the bet table (the settlement reads only that table). */
export function addSettledBet(server: TestServer, memberId: number, bet: { stakePaise: number; payoutPaise: number; settledAt: number }) {
  server.db
    .prepare(
      `INSERT INTO bet (member_id, wallet, vendor, game_type, node_id, stake_paise, valid_paise, payout_paise, currency, placed_at, settled_at)
       VALUES (?, 'MAIN', 'PG', 'RNG', NULL, ?, ?, ?, 'INR', ?, ?)`,
    )
    .run(memberId, bet.stakePaise, bet.stakePaise, bet.payoutPaise, bet.settledAt - 1_000, bet.settledAt);
}

/** Adds an active contract straight into the table (answered at `answeredAt`). */
export function addActiveContract(server: TestServer, offererId: number, receiverId: number, terms: ContractTerms, answeredAt: number): number {
  return contractStore(server.db).insert({
    kind: terms.kind,
    offererId,
    receiverId,
    terms,
    status: 'active',
    idempotencyKey: null,
    offeredAt: answeredAt - HOUR_MS,
    expiresAt: answeredAt + DAY_MS,
    answeredAt,
  });
}
