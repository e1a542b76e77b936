import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { smsCodeResponse, TOO_MANY_REQUESTS_WAIT_MS } from '@kernel/account';
import { devSmsSenderResponse } from '@kernel/devControls';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { DEV_PATH, PATH } from '@kernel/paths';
import { callJson, devControl, loginToken, manualClock, parseFailure, smsOutbox, startServer, type TestServer } from './helpers';

/**
 * SPEC 8 phone authentication: 'function not enabled, contact customer service' when the merchant's
 * SMS sender is switched off, 'quota not sufficient, contact customer service' once it has sent its
 * day's budget. Every code request meets them, whoever the number belongs to.
 */

const MEMBER_MOBILE = '9876543210';
const UNKNOWN_MOBILE = '9000000077';
const HOUR = 60 * 60_000;
/** 12:00 UTC on 15 January 2025 is 17:30 in India: the merchant's day ends 6 h 30 min later. */
const START = Date.UTC(2025, 0, 15, 12, 0, 0);
const TO_MIDNIGHT_IN_INDIA = 6.5 * HOUR;

const QUOTA = { code: ErrorCode.smsQuotaExceeded, message: 'Quota not sufficient, contact customer service' };
const NOT_ENABLED = { code: ErrorCode.smsNotEnabled, message: 'Function not enabled, contact customer service' };

type Send = (server: TestServer, mobile: string) => Promise<{ status: number; body: unknown }>;
const loginCode: Send = (server, mobileNum) => callJson(server, 'POST', PATH.smsLoginCode, { mobileNum, countryDialingCode: '+91' }, { lang: 'EN' });
const registerCode: Send = (server, mobileNo) => callJson(server, 'POST', PATH.smsRegisterCode, { mobileNo, countryDialingCode: '+91' }, { lang: 'EN' });
const forgotCode: Send = (server, mobileNum) => callJson(server, 'POST', PATH.smsForgotCode, { mobileNum, countryDialingCode: '+91' }, { lang: 'EN' });
const bindCode = async (server: TestServer, mobileNum: string) =>
  callJson(server, 'POST', MEMBER_PATH.smsBindCode, { mobileNum, countryDialingCode: '+91' }, { token: await loginToken(server, 'demo_agent'), lang: 'EN' });

const sent = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(200);
  expect(v.parse(smsCodeResponse, answer.body).success).toBe(true);
};
const refused = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(200);
  const { code, message } = parseFailure(answer.body);
  return { code, message };
};
const setSender = (server: TestServer, body: { enabled?: boolean; dailyBudget?: number }) => devControl(server, 'POST', DEV_PATH.smsSender, body);
const senderNow = async (server: TestServer) => (await server.expectBody(devSmsSenderResponse, DEV_PATH.smsSender)).body.value;

describe('the merchant SMS sender (SPEC 8 phone authentication)', () => {
  let clock: ReturnType<typeof manualClock>;
  let server: TestServer;
  beforeEach(async () => {
    clock = manualClock(START);
    // One test client asks for every code: the per-client allowance (rateLimits.test.ts) is not what is tested here.
    server = await startServer({ clock: clock.now, rateLimits: { SMS_PER_CLIENT: { max: Infinity, windowMs: TOO_MANY_REQUESTS_WAIT_MS } } });
  });

  it('is on with 10,000 codes a day until a dev control changes it', async () => {
    expect(await senderNow(server)).toEqual({ enabled: true, dailyBudget: 10_000, sentToday: 0 });
    sent(await loginCode(server, MEMBER_MOBILE));
    expect(await senderNow(server)).toEqual({ enabled: true, dailyBudget: 10_000, sentToday: 1 });
  });

  it('sends up to the day budget, every purpose together, and answers QUOTA after it', async () => {
    await setSender(server, { dailyBudget: 3 });
    // Below and on the budget: the 1st, 2nd and 3rd code of the day go out.
    sent(await loginCode(server, MEMBER_MOBILE));
    sent(await registerCode(server, '9000000001'));
    sent(await forgotCode(server, MEMBER_MOBILE));
    expect(await senderNow(server)).toMatchObject({ sentToday: 3 });
    // Above it: every kind of code request, for a known number or not.
    for (const send of [loginCode, registerCode, forgotCode, bindCode]) expect(refused(await send(server, '9000000002'))).toEqual(QUOTA);
    expect(refused(await loginCode(server, UNKNOWN_MOBILE))).toEqual(QUOTA);
    expect(refused(await forgotCode(server, UNKNOWN_MOBILE))).toEqual(QUOTA);
    expect((await smsOutbox(server)).length).toBe(3);
  });

  it('says it in the language of the request', async () => {
    await setSender(server, { dailyBudget: 0 });
    const answer = await callJson(server, 'POST', PATH.smsLoginCode, { mobileNum: MEMBER_MOBILE, countryDialingCode: '+91' }, { lang: 'HI' });
    expect(parseFailure(answer.body)).toMatchObject({ code: ErrorCode.smsQuotaExceeded, message: 'कोटा पर्याप्त नहीं है, ग्राहक सेवा से संपर्क करें' });
  });

  it('counts only codes sent: a pretended one (a number no account has) spends nothing', async () => {
    await setSender(server, { dailyBudget: 1 });
    sent(await loginCode(server, UNKNOWN_MOBILE));
    expect(await senderNow(server)).toMatchObject({ sentToday: 0 });
    sent(await loginCode(server, MEMBER_MOBILE));
    expect(refused(await registerCode(server, '9000000003'))).toEqual(QUOTA);
  });

  it('starts a new budget at midnight in India, not before', async () => {
    await setSender(server, { dailyBudget: 1 });
    sent(await loginCode(server, MEMBER_MOBILE));
    clock.advance(TO_MIDNIGHT_IN_INDIA - 1);
    expect(refused(await loginCode(server, MEMBER_MOBILE))).toEqual(QUOTA);
    clock.advance(1);
    sent(await loginCode(server, MEMBER_MOBILE));
  });

  it('refuses without spending the number its 3 codes in 5 minutes', async () => {
    await setSender(server, { dailyBudget: 0 });
    for (let attempt = 0; attempt < 4; attempt++) expect(refused(await loginCode(server, MEMBER_MOBILE))).toEqual(QUOTA);
    await setSender(server, { dailyBudget: 10 });
    for (let attempt = 0; attempt < 3; attempt++) sent(await loginCode(server, MEMBER_MOBILE));
  });

  it('answers NOT_ENABLED to every code request while switched off, and sends again once on', async () => {
    await setSender(server, { enabled: false });
    for (const send of [loginCode, registerCode, forgotCode, bindCode]) expect(refused(await send(server, '9000000004'))).toEqual(NOT_ENABLED);
    expect(refused(await loginCode(server, UNKNOWN_MOBILE))).toEqual(NOT_ENABLED);
    expect(await smsOutbox(server)).toEqual([]);
    // Switched off outranks a spent budget; its budget is kept while off.
    expect((await (await setSender(server, { dailyBudget: 0 })).json()) as unknown).toMatchObject({ value: { enabled: false, dailyBudget: 0 } });
    expect(refused(await loginCode(server, MEMBER_MOBILE))).toEqual(NOT_ENABLED);
    await devControl(server, 'DELETE', DEV_PATH.smsSender);
    sent(await loginCode(server, MEMBER_MOBILE));
  });

  it('goes back to on and 10,000 a day with the dev reset', async () => {
    await setSender(server, { enabled: false, dailyBudget: 0 });
    await devControl(server, 'POST', DEV_PATH.reset);
    expect(await senderNow(server)).toEqual({ enabled: true, dailyBudget: 10_000, sentToday: 0 });
  });

  it('refuses a budget that is not a whole number of codes', async () => {
    for (const dailyBudget of [-1, 1.5, '3']) {
      const response = await setSender(server, { dailyBudget } as { dailyBudget: number });
      expect(parseFailure(await response.json()).code).toBe(ErrorCode.invalidInput);
    }
    expect(await senderNow(server)).toMatchObject({ enabled: true, dailyBudget: 10_000 });
  });
});
