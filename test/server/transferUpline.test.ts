import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../kernel/errorCodes';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { transferUplineResponse, uplineTransferInfoResponse } from '../../kernel/transferUpline';
import { callJson, callSealed, expectLoginRequired, loginToken, setModule, startServer, type TestServer, trialToken } from './helpers';
import { expectReconciled, MEMBER, mainBalance, newKey, refusalOf, responseValue, setWithdrawPassword, teamToken, WITHDRAW_PASSWORD } from './walletHelpers';

const DEMO_AGENT = 10002;

describe('transfer to the upline agent (MEMTRANS3)', () => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await startServer();
    token = await teamToken(server, MEMBER.rohan.username);
  });
  const send = (body: Record<string, unknown>, as = token) =>
    callSealed(server, 'POST', MEMBER_PATH.transferUpline, { withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey(), ...body }, { token: as, lang: 'EN' });

  it('names the upline, the limits and the balance', async () => {
    const { body } = await server.expectBody(uplineTransferInfoResponse, MEMBER_PATH.uplineTransferInfo, { token });
    expect(body.value).toEqual({ uplineAccount: 'demo_agent', minPaise: 10_000, maxPaise: 5_000_000, balancePaise: 325_050, hasWithdrawPassword: false });
  });

  it('moves money from the member’s main wallet to the agent’s, once per key, with the withdrawal password', async () => {
    expect(refusalOf(await send({ amountPaise: 100_000 }))).toMatchObject({ code: ErrorCode.withdrawPasswordNotSet });
    await setWithdrawPassword(server, token);
    const agentBefore = mainBalance(server, DEMO_AGENT);
    const key = newKey();
    const first = await send({ amountPaise: 100_000, idempotencyKey: key });
    expect(responseValue(transferUplineResponse, first)).toMatchObject({ uplineAccount: 'demo_agent', amountPaise: 100_000, balancePaise: 225_050 });
    expect((await send({ amountPaise: 100_000, idempotencyKey: key })).body).toEqual(first.body);
    expect(mainBalance(server, MEMBER.rohan.id)).toBe(225_050);
    expect(mainBalance(server, DEMO_AGENT)).toBe(agentBefore + 100_000);
    expectReconciled(server);
  });

  it('refuses a wrong password, amounts outside the limits and above the balance', async () => {
    await setWithdrawPassword(server, token);
    expect(refusalOf(await send({ amountPaise: 100_000, withdrawPassword: '999999' }))).toMatchObject({ code: ErrorCode.withdrawPasswordWrong });
    expect(refusalOf(await send({ amountPaise: 9_999 }))).toEqual({ code: ErrorCode.amountBelowMin, message: 'The amount is below the minimum: ₹100.00' });
    expect(refusalOf(await send({ amountPaise: 5_000_001 }))).toMatchObject({ code: ErrorCode.amountAboveMax });
    expect(refusalOf(await send({ amountPaise: 325_051 }))).toMatchObject({ code: ErrorCode.insufficientBalance });
    expect(refusalOf(await send({ amountPaise: 0 }))).toMatchObject({ code: ErrorCode.amountInvalid });
    expect(mainBalance(server, MEMBER.rohan.id)).toBe(325_050);
  });

  it('refuses a member without an upline agent', async () => {
    const demo = await loginToken(server, MEMBER.demo.username);
    expect(refusalOf(await callJson(server, 'GET', MEMBER_PATH.uplineTransferInfo, undefined, { token: demo, lang: 'EN' }))).toEqual({
      code: ErrorCode.noUpline,
      message: 'Your account has no upline agent',
    });
    await setWithdrawPassword(server, demo);
    expect(refusalOf(await send({ amountPaise: 100_000 }, demo))).toMatchObject({ code: ErrorCode.noUpline });
  });

  it('is not there when MEMTRANS3 is off', async () => {
    setModule(server, 'MEMTRANS3', false);
    const info = await callJson(server, 'GET', MEMBER_PATH.uplineTransferInfo, undefined, { token });
    expect(info.status).toBe(404);
    expect(refusalOf(info)).toMatchObject({ code: ErrorCode.moduleDisabled });
    expect((await send({ amountPaise: 100_000 })).status).toBe(404);
  });

  it('asks for a session and refuses trial accounts', async () => {
    await expectLoginRequired(server, MEMBER_PATH.uplineTransferInfo);
    const trial = await trialToken(server);
    expect(refusalOf(await callJson(server, 'GET', MEMBER_PATH.uplineTransferInfo, undefined, { token: trial }))).toMatchObject({ code: ErrorCode.trialNotAllowed });
  });
});
