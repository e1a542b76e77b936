import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { expect } from 'vitest';
import { addBankAccountResponse } from '../../kernel/bankAccount';
import { envelope } from '../../kernel/envelope';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { TEAM_PASSWORD } from '../../server/demoAccounts';
import { memberAccount } from '../../server/ledger/accounts';
import { createJournal } from '../../server/ledger/journal';
import { callJson, callSealed, loginToken, parseFailure, type TestServer } from './helpers';

/** Seeded accounts the money tests use (server/seed/accounts.ts). */
export const MEMBER = {
  demo: { id: 10001, username: 'demo_member' },
  /** ₹3,250.50; upline demo_agent; pays demo_member's seeded withdrawal peer to peer. */
  rohan: { id: 10006, username: 'team_rohan' },
  /** ₹780.25; upline demo_agent. */
  meera: { id: 10007, username: 'team_meera' },
  /** ₹15,400.00; upline demo_subagent. */
  arjun: { id: 10008, username: 'team_arjun' },
  /** ₹5,600.00; upline demo_agent42. */
  dev: { id: 10010, username: 'team_dev' },
} as const;

export const WITHDRAW_PASSWORD = '246810';
export const newKey = () => randomUUID();

export const teamToken = (server: TestServer, username: string) => loginToken(server, username, TEAM_PASSWORD);

export const mainBalance = (server: TestServer, memberId: number) => createJournal(server.db).balanceOf(memberAccount.main(memberId));

/** The ledger's invariants hold over the whole journal. */
export function expectReconciled(server: TestServer) {
  expect(createJournal(server.db).reconcile()).toMatchObject({ ok: true });
}

/** The code and message of a refused call. */
export function refusalOf(result: { body: unknown }) {
  const failure = parseFailure(result.body);
  return { code: failure.code, message: failure.message };
}

/** Parses a successful answer with a contract envelope schema. */
export const responseValue = <S extends v.GenericSchema<unknown, { value: unknown }>>(schema: S, result: { body: unknown }): v.InferOutput<S>['value'] =>
  v.parse(schema, result.body).value;

export async function setWithdrawPassword(server: TestServer, token: string, password = WITHDRAW_PASSWORD) {
  const result = await callSealed(server, 'POST', MEMBER_PATH.setWithdrawPassword, { password, confirmPassword: password }, { token });
  v.parse(envelope(v.literal(true)), result.body);
}

export async function addBankAccount(server: TestServer, token: string, account = { holderName: 'Rohan Verma', ifsc: 'HDFC0001234', accountNumber: '123456789012' }) {
  return responseValue(addBankAccountResponse, await callJson(server, 'POST', MEMBER_PATH.addBankAccount, account, { token })).id;
}

/** A member ready to withdraw: logged in, withdrawal password set, one bank account. */
export async function readyToWithdraw(server: TestServer, username: string) {
  const token = await teamToken(server, username);
  await setWithdrawPassword(server, token);
  const bankAccountId = await addBankAccount(server, token);
  return { token, bankAccountId };
}

export function withdraw(
  server: TestServer,
  token: string,
  request: { bankAccountId: number; amountPaise: unknown; withdrawPassword?: string; idempotencyKey?: string },
) {
  return callSealed(server, 'POST', MEMBER_PATH.withdraw, { withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey(), ...request }, { token });
}
