import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { DOWNLINE_TRANSFER_RULES, downlineTransferInfoResponse, transferDownlineResponse } from '@kernel/agency';
import { AGENT_PATH } from '@kernel/agentPaths';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { accountRecordsResponse, indianDateOf } from '@kernel/records';
import { TEAM_PASSWORD } from '../../server/demoAccounts';
import { expectRefused, ID, withQuery } from './agencyHelpers';
import { callSealed, loginToken, manualClock, setModule, startServer, type TestServer } from './helpers';
import { expectReconciled, mainBalance, newKey, refusalOf, setWithdrawPassword, WITHDRAW_PASSWORD } from './walletHelpers';

const MEERA_OPENING = 78_025;

describe('transfer to a downline (SPEC 3 Wallet transfer)', () => {
  let server: TestServer;
  const clock = manualClock();
  let agent: string;
  /** demo_agent's main wallet as seeded: its opening balance and the commission the contract seed pays it. */
  let agentBalance: number;

  const send = (body: Record<string, unknown>, token = agent) =>
    callSealed(
      server,
      'POST',
      AGENT_PATH.transferDownline,
      { downline: 'team_meera', withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey(), ...body },
      { token, lang: 'EN' },
    );
  const downlineTransfers = () =>
    server.db.prepare("SELECT id, idempotency_key AS idempotencyKey, reference FROM journal_transaction WHERE kind = 'downlineTransfer'").all();

  beforeEach(async () => {
    server = await startServer({ clock: clock.now });
    agent = await loginToken(server, 'demo_agent');
    agentBalance = mainBalance(server, ID.agent);
  });

  it('tells the form the limits, the balance and whether a withdrawal password is set', async () => {
    const info = async () => (await server.expectBody(downlineTransferInfoResponse, AGENT_PATH.downlineTransferInfo, { token: agent })).body.value;
    expect(await info()).toEqual({ ...DOWNLINE_TRANSFER_RULES, balancePaise: agentBalance, hasWithdrawPassword: false });
    await setWithdrawPassword(server, agent);
    expect((await info()).hasWithdrawPassword).toBe(true);
  });

  it('moves money in one posting, once per key, and shows it as a transfer on both sides', async () => {
    expect(refusalOf(await send({ amountPaise: 100_000 }))).toMatchObject({ code: ErrorCode.withdrawPasswordNotSet });
    await setWithdrawPassword(server, agent);
    const key = newKey();
    const first = await send({ amountPaise: 100_000, idempotencyKey: key });
    expect(v.parse(transferDownlineResponse, first.body).value).toEqual({
      downline: 'team_meera',
      amountPaise: 100_000,
      balancePaise: agentBalance - 100_000,
      downlineBalancePaise: MEERA_OPENING + 100_000,
      createdAt: clock.now(),
    });
    // a retry with the same key answers the same and moves nothing
    clock.advance(60_000);
    expect((await send({ amountPaise: 100_000, idempotencyKey: key })).body).toEqual(first.body);
    expect(mainBalance(server, ID.agent)).toBe(agentBalance - 100_000);
    expect(mainBalance(server, ID.meera)).toBe(MEERA_OPENING + 100_000);
    expect(downlineTransfers()).toEqual([{ id: expect.any(Number), idempotencyKey: `downline:${ID.agent}:${key}`, reference: `member:${ID.meera}` }]);
    const entries = server.db
      .prepare(
        "SELECT a.code, e.amount_paise AS amount FROM journal_entry e JOIN ledger_account a ON a.id = e.account_id JOIN journal_transaction t ON t.id = e.transaction_id WHERE t.kind = 'downlineTransfer' ORDER BY e.amount_paise",
      )
      .all();
    expect(entries).toEqual([
      { code: `member:${ID.agent}:main`, amount: -100_000 },
      { code: `member:${ID.meera}:main`, amount: 100_000 },
    ]);
    // the same key for another transfer is refused, not replayed
    expect(refusalOf(await send({ amountPaise: 200_000, idempotencyKey: key }))).toMatchObject({ code: ErrorCode.idempotencyConflict });

    const today = indianDateOf(clock.now());
    const meera = await loginToken(server, 'team_meera', TEAM_PASSWORD);
    for (const [token, amount] of [
      [agent, -100_000],
      [meera, 100_000],
    ] as const) {
      const records = (await server.expectBody(accountRecordsResponse, withQuery(MEMBER_PATH.accountRecords, { from: today, to: today, type: 'transfer' }), { token }))
        .body.value;
      expect(records.items).toEqual([expect.objectContaining({ type: 'transfer', kind: 'downlineTransfer', amountPaise: amount })]);
    }
    expectReconciled(server);
  });

  it('reaches every level of the team', async () => {
    await setWithdrawPassword(server, agent);
    const before = mainBalance(server, ID.dev);
    expect(v.parse(transferDownlineResponse, (await send({ downline: 'TEAM_DEV', amountPaise: 50_000 })).body).value).toMatchObject({
      downline: 'team_dev',
      downlineBalancePaise: before + 50_000,
    });
  });

  it('refuses above the balance, outside the limits and with a wrong password, changing nothing', async () => {
    const agent41 = await loginToken(server, 'demo_agent41');
    await setWithdrawPassword(server, agent41);
    await setWithdrawPassword(server, agent);
    const balance41 = mainBalance(server, ID.agent41);
    const kavya = mainBalance(server, ID.kavya);
    expect(refusalOf(await send({ downline: 'team_kavya', amountPaise: balance41 + 1 }, agent41))).toMatchObject({
      code: ErrorCode.insufficientBalance,
      message: 'Insufficient balance',
    });
    expect(refusalOf(await send({ downline: 'team_kavya', amountPaise: DOWNLINE_TRANSFER_RULES.minPaise - 1 }, agent41))).toEqual({
      code: ErrorCode.amountBelowMin,
      message: 'The amount is below the minimum: ₹100.00',
    });
    expect(refusalOf(await send({ amountPaise: DOWNLINE_TRANSFER_RULES.maxPaise + 1 }))).toMatchObject({ code: ErrorCode.amountAboveMax });
    expect(refusalOf(await send({ amountPaise: 0 }))).toMatchObject({ code: ErrorCode.amountInvalid });
    expect(refusalOf(await send({ amountPaise: 100_000, withdrawPassword: '999999' }))).toMatchObject({ code: ErrorCode.withdrawPasswordWrong });
    expect([mainBalance(server, ID.agent41), mainBalance(server, ID.kavya), mainBalance(server, ID.agent), mainBalance(server, ID.meera)]).toEqual([
      balance41,
      kavya,
      agentBalance,
      MEERA_OPENING,
    ]);
    expect(downlineTransfers()).toEqual([]);
    // the whole balance may go: never below zero, but down to it
    expect(v.parse(transferDownlineResponse, (await send({ downline: 'team_kavya', amountPaise: balance41 }, agent41)).body).value.balancePaise).toBe(0);
    expectReconciled(server);
  });

  it('is not there when MEMTRANS3 is off', async () => {
    await setWithdrawPassword(server, agent);
    setModule(server, 'MEMTRANS3', false);
    const info = await server.call(AGENT_PATH.downlineTransferInfo, { token: agent });
    expectRefused({ status: info.status, body: await info.json() }, 404, ErrorCode.moduleDisabled);
    expectRefused(await send({ amountPaise: 100_000 }), 404, ErrorCode.moduleDisabled);
    expect(mainBalance(server, ID.meera)).toBe(MEERA_OPENING);
  });
});
