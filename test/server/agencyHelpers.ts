import { AGENT_PATH } from '@kernel/agentPaths';
import type { ErrorCode } from '@kernel/errorCodes';
import { callSealed, parseFailure, type TestServer } from './helpers';

/** Seeded ids (server/seed/accounts.ts). */
export const ID = {
  agent: 10002,
  subagent: 10003,
  agent41: 10004,
  agent42: 10005,
  rohan: 10006,
  meera: 10007,
  arjun: 10008,
  kavya: 10009,
  dev: 10010,
  member: 10001,
} as const;

/** A GET path with its query string (undefined values left out). */
export const withQuery = (path: string, params: Record<string, string | number | undefined>) =>
  `${path}?${new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])))}`;

/** Every agency call of this part of the center, as a client makes it (the (E) ones sealed). */
export const AGENCY_CALLS: readonly { name: string; method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { name: 'notices', method: 'GET', path: AGENT_PATH.notices },
  { name: 'teamOverview', method: 'GET', path: AGENT_PATH.teamOverview },
  {
    name: 'registerDownline',
    method: 'POST',
    path: AGENT_PATH.registerDownline,
    body: { kind: 'member', username: 'newplayer01', password: 'Pass@1234', confirmPassword: 'Pass@1234' },
  },
  { name: 'downlines', method: 'GET', path: AGENT_PATH.downlines },
  { name: 'teamTree', method: 'GET', path: AGENT_PATH.teamTree },
  { name: 'downlineTransferInfo', method: 'GET', path: AGENT_PATH.downlineTransferInfo },
  {
    name: 'transferDownline',
    method: 'POST',
    path: AGENT_PATH.transferDownline,
    body: { downline: 'team_rohan', amountPaise: 10_000, withdrawPassword: '246810', idempotencyKey: 'access-test-key' },
  },
  { name: 'teamBets', method: 'GET', path: withQuery(AGENT_PATH.teamBets, { from: '2025-01-01', to: '2025-01-15', pageNo: 1 }) },
  { name: 'teamProfitLoss', method: 'GET', path: withQuery(AGENT_PATH.teamProfitLoss, { from: '2025-01-01', to: '2025-01-15', pageNo: 1 }) },
  { name: 'revenue', method: 'GET', path: withQuery(AGENT_PATH.revenue, { from: '2025-01-01', to: '2025-01-15', pageNo: 1 }) },
  { name: 'teamTransactions', method: 'GET', path: withQuery(AGENT_PATH.teamTransactions, { from: '2025-01-01', to: '2025-01-15', pageNo: 1 }) },
];

/** Makes one of AGENCY_CALLS with a token; the answer's status and parsed body. */
export async function makeCall(server: TestServer, call: (typeof AGENCY_CALLS)[number], token: string | undefined, lang = 'EN') {
  if (call.method === 'POST') return callSealed(server, 'POST', call.path, call.body, { token, lang });
  const response = await server.call(call.path, { token, lang });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Asserts a refusal: its HTTP status and code, and that it is a failure envelope. */
export function expectRefused(result: { status: number; body: unknown }, status: number, code: ErrorCode) {
  const failure = parseFailure(result.body);
  if (result.status !== status || failure.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${result.status} ${failure.code}: ${failure.message}`);
  }
  return failure;
}
